import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '../../sync/core';
import { QueryState } from './QueryState';

interface Props<T> {
  query: UseQueryResult<Page<T>>;
  loading: ReactNode;
  /** Text for an empty page; the default empty text when left out. */
  empty?: string;
  /** Shown instead of the offline notice (null: nothing, when another section of the page says it). */
  offline?: ReactNode;
  /** `index`: the item's place on the page (the first ones are on screen at once: their covers load eagerly). */
  renderItem: (item: T, index: number) => ReactNode;
}

/** A page of results as a cover grid, with the shared loading, error and empty states. */
export function QueryGrid<T>({ query, loading, empty, offline, renderItem }: Props<T>) {
  return (
    <QueryState
      query={query}
      loading={loading}
      isEmpty={(page) => page.results.length === 0}
      empty={empty}
      offline={offline}
    >
      {(page) => <ul className="card-grid">{page.results.map(renderItem)}</ul>}
    </QueryState>
  );
}
