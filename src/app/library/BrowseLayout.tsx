import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../sync/core';
import { Pagination } from '../widgets/Pagination';
import { QueryState } from '../widgets/QueryState';
import type { BrowseParams } from './useBrowseParams';

interface Props<T> {
  title: string;
  query: UseQueryResult<Page<T>>;
  params: Pick<BrowseParams, 'page' | 'pageSize'>;
  /** The search box, filters and ordering. */
  toolbar: ReactNode;
  loading: ReactNode;
  /** Shown when the page has no result ("no results" when filtered, "empty" otherwise). */
  empty: string;
  renderItem: (item: T) => ReactNode;
  /** Buttons beside the heading. */
  actions?: ReactNode;
}

/** The frame every browse screen shares: heading and count, filters, the grid, and its pages. */
export function BrowseLayout<T>({ title, query, params, toolbar, loading, empty, renderItem, actions }: Props<T>) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page-header">
        <h1>{title}</h1>
        {query.data && <span className="muted">{t('browse.results', { count: query.data.count })}</span>}
        {actions && <div className="page-header__actions">{actions}</div>}
      </header>
      <div className="toolbar" role="search">
        {toolbar}
      </div>
      <QueryState query={query} loading={loading} isEmpty={(page) => page.results.length === 0} empty={empty}>
        {(page) => (
          <>
            <ul className="card-grid" aria-label={title}>
              {page.results.map(renderItem)}
            </ul>
            <Pagination page={params.page} pageSize={params.pageSize} count={page.count} />
          </>
        )}
      </QueryState>
    </div>
  );
}
