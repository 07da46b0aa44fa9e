import { useTranslation } from 'react-i18next';

/** Manage routes are guarded by permission flag now; their screens come with the administration issue. */
export function ManagePlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('manage.title')}</h1>
      </header>
      <p className="state">{t('manage.notBuilt')}</p>
    </div>
  );
}
