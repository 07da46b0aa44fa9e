import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from '../icons';

interface Props {
  page: number;
  pageSize: number;
  count: number;
}

/** Page links that keep the rest of the query, so back, forward and reload keep the page. */
export function Pagination({ page, pageSize, count }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const total = Math.max(1, Math.ceil(count / pageSize));
  if (total <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target === 1) params.delete('page');
    else params.set('page', String(target));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      {page > 1 ? (
        <Link className="icon-button" to={hrefFor(page - 1)} aria-label={t('pagination.previous')}>
          <ChevronLeft aria-hidden className="flip-rtl" />
        </Link>
      ) : (
        <span className="icon-button" aria-hidden />
      )}
      <span>{t('pagination.page', { page, total })}</span>
      {page < total ? (
        <Link className="icon-button" to={hrefFor(page + 1)} aria-label={t('pagination.next')}>
          <ChevronRight aria-hidden className="flip-rtl" />
        </Link>
      ) : (
        <span className="icon-button" aria-hidden />
      )}
    </nav>
  );
}
