import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

interface BrowseDefaults {
  /** `field` or `-field`. */
  ordering: string;
  pageSize: number;
}

export interface BrowseParams {
  q: string;
  /** The ordering as the pod takes it: `field` or `-field`. */
  ordering: string;
  field: string;
  descending: boolean;
  page: number;
  pageSize: number;
  tags: string[];
  /** A boolean option kept in the query (`name=true|false`), with its default. */
  flag: (name: string, fallback: boolean) => boolean;
}

type BrowsePatch = Partial<{
  q: string;
  ordering: string;
  page: number;
  pageSize: number;
  tags: string[];
  flags: Record<string, boolean>;
}>;

export const PAGE_SIZE_CHOICES = [12, 30, 50] as const;

function positiveInt(raw: string | null, fallback: number): number {
  const value = raw === null ? Number.NaN : Number.parseInt(raw, 10);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * Every page number and filter of a browse screen lives in the URL query, so back, forward and
 * reload keep them. Values equal to the defaults are left out of the URL.
 */
export function useBrowseParams(defaults: BrowseDefaults): [BrowseParams, (patch: BrowsePatch) => void] {
  const [params, setParams] = useSearchParams();
  const value = useMemo<BrowseParams>(() => {
    const ordering = params.get('ordering') || defaults.ordering;
    return {
      q: params.get('q') ?? '',
      ordering,
      field: ordering.replace(/^-/, ''),
      descending: ordering.startsWith('-'),
      page: positiveInt(params.get('page'), 1),
      pageSize: positiveInt(params.get('page_size'), defaults.pageSize),
      tags: params.getAll('tag').filter(Boolean),
      flag: (name, fallback) => {
        const raw = params.get(name);
        return raw === null ? fallback : raw === 'true';
      },
    };
  }, [params, defaults.ordering, defaults.pageSize]);

  const update = useCallback(
    (patch: BrowsePatch) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, raw: string | number | undefined, fallback: string | number) => {
            if (raw === undefined) return;
            if (raw === '' || raw === fallback) next.delete(key);
            else next.set(key, String(raw));
          };
          set('q', patch.q, '');
          set('ordering', patch.ordering, defaults.ordering);
          set('page_size', patch.pageSize, defaults.pageSize);
          if (patch.tags) {
            next.delete('tag');
            for (const tag of patch.tags) next.append('tag', tag);
          }
          for (const [name, flag] of Object.entries(patch.flags ?? {})) next.set(name, String(flag));
          // Any change of filter starts again from the first page.
          if (patch.page !== undefined) set('page', patch.page, 1);
          else next.delete('page');
          return next;
        },
        // Typing in the search box should not fill the history with one entry per pause.
        { replace: patch.q !== undefined },
      );
    },
    [setParams, defaults.ordering, defaults.pageSize],
  );
  return [value, update];
}
