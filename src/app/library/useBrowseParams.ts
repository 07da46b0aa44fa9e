import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface BrowseParams {
  q: string;
  ordering: string;
  page: number;
}

/** Page, search and ordering live in the URL query, so back, forward and reload keep them. */
export function useBrowseParams(defaultOrdering: string): [BrowseParams, (patch: Partial<BrowseParams>) => void] {
  const [params, setParams] = useSearchParams();
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const value: BrowseParams = {
    q: params.get('q') ?? '',
    ordering: params.get('ordering') ?? defaultOrdering,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
  const update = useCallback(
    (patch: Partial<BrowseParams>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, raw] of Object.entries(patch)) {
            const empty = raw === '' || raw === undefined || (key === 'page' && raw === 1) || (key === 'ordering' && raw === defaultOrdering);
            if (empty) next.delete(key);
            else next.set(key, String(raw));
          }
          // A new search or ordering starts again from the first page.
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: 'q' in patch },
      );
    },
    [setParams, defaultOrdering],
  );
  return [value, update];
}
