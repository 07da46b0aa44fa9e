import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogIn, LogOut, Settings } from '../icons';
import type { SessionRow } from '../../db/session';

/** The signed-in user's name, settings and logout, or the login link (both shells' user menus). */
export function AccountLinks({ session }: { session: SessionRow }) {
  const { t } = useTranslation();
  const profile = session.profile;
  if (!profile) {
    return (
      <NavLink to="/login" className="button button--primary button--block">
        <LogIn aria-hidden size={18} />
        {t('nav.login')}
      </NavLink>
    );
  }
  return (
    <div className="account">
      <span className="account__avatar" aria-hidden>
        {profile.username.slice(0, 1).toUpperCase()}
      </span>
      {/* profile18: one's own profile (`/@username`) is reached from one's name. */}
      <NavLink
        to={`/@${profile.username}`}
        className="account__name"
        title={t('nav.signedInAs', { username: profile.fullUsername })}
      >
        {profile.name || profile.username}
        <small>@{profile.fullUsername}</small>
      </NavLink>
      <NavLink
        to="/settings"
        className="icon-button"
        aria-label={t('nav.accountSettings')}
        title={t('nav.accountSettings')}
      >
        <Settings aria-hidden size={18} />
      </NavLink>
      <NavLink to="/logout" className="icon-button" aria-label={t('nav.logout')} title={t('nav.logout')}>
        <LogOut aria-hidden size={18} />
      </NavLink>
    </div>
  );
}
