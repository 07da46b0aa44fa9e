import { useTranslation } from 'react-i18next';

/** The guard already keeps anonymous visitors out; the list arrives with local-first data (issue 4). */
export function FavoritesScreen() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('favorites.title')}</h1>
      </header>
      <p className="state">{t('favorites.notBuilt')}</p>
    </div>
  );
}
