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
        <h1>{t('moderationArea.title')}</h1>
      </header>
      <nav className="tabs" aria-label={t('moderationArea.tabs')}>
        <NavLink to="/manage/moderation/reports">{t('moderationArea.reports')}</NavLink>
        <NavLink to="/manage/moderation/requests">{t('moderationArea.requests')}</NavLink>
        <NavLink to="/manage/moderation/domains">{t('moderationArea.domains')}</NavLink>
        <NavLink to="/manage/moderation/accounts">{t('moderationArea.accounts')}</NavLink>
      </nav>
      <Outlet />
    </div>
  );
}
