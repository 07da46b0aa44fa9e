import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { MANAGE_KINDS } from '../../sync/manage-library';
import './manage-library.css';

/**
 * The library manager, `manage/library/*` (spec 02 section 2; the library flag is checked by
 * routing/guards.ts): one header and the tabs between the edits and the seven kinds of objects.
 */
export function ManageLibraryLayout() {
  const { t } = useTranslation();
  return (
    <div className="page moderation-page manage-library">
      <header className="page-header">
        <h1>{t('library23Manage.title')}</h1>
      </header>
      <nav className="tabs manage-library__tabs" aria-label={t('library23Manage.tabs')}>
        <NavLink to="/manage/library/edits">{t('library23Manage.kinds.edits')}</NavLink>
        {MANAGE_KINDS.map((kind) => (
          <NavLink key={kind} to={`/manage/library/${kind}`}>
            {t(`library23Manage.kinds.${kind}`)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
