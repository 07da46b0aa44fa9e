import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';

/**
 * The moderation area, `manage/moderation/*` (spec 02 section 2; the moderation flag is checked by
 * routing/guards.ts): one header and the tabs between its four lists. Each list and detail screen
 * lives in its concept's folder (reports, user-requests, domains, accounts).
 */
export function ModerationLayout() {
  const { t } = useTranslation();
  return (
    <div className="page moderation-page">
      <header className="page-header">
        <h1>{t('moderation.title')}</h1>
      </header>
      <nav className="tabs" aria-label={t('moderation.tabs')}>
        <NavLink to="/manage/moderation/reports">{t('moderation.reports')}</NavLink>
        <NavLink to="/manage/moderation/requests">{t('moderation.requests')}</NavLink>
        <NavLink to="/manage/moderation/domains">{t('moderation.domains')}</NavLink>
        <NavLink to="/manage/moderation/accounts">{t('moderation.accounts')}</NavLink>
      </nav>
      <Outlet />
    </div>
  );
}
