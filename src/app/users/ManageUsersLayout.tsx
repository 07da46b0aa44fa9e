import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import './users.css';

/**
 * `manage/users/*` (spec 02 section 2; the settings flag is checked by routing/guards.ts): one header
 * and the tabs between the users table and the invitations (the invitations concept's screen).
 */
export function ManageUsersLayout() {
  const { t } = useTranslation();
  return (
    <div className="page users-page">
      <header className="page-header">
        <h1>{t('users23.title')}</h1>
      </header>
      <nav className="tabs" aria-label={t('users23.tabs')}>
        <NavLink to="/manage/users/users">{t('users23.usersTab')}</NavLink>
        <NavLink to="/manage/users/invitations">{t('users23.invitationsTab')}</NavLink>
      </nav>
      <Outlet />
    </div>
  );
}
