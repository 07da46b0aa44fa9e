import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

export function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="page">
      <div className="state">
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.explain', { path: pathname })}</p>
        <Link className="button button--primary" to="/">
          {t('notFound.home')}
        </Link>
      </div>
    </div>
  );
}
