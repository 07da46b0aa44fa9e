import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list screen's filters (search, ordering, status…) in the URL query, so back, forward and reload
 * keep them. Setting one drops the page (a new filter starts at its first page) and an empty value
 * drops the parameter. The change replaces the history entry unless `push` is asked (a filter picked
 * from a menu may deserve a Back step; typing does not).
 */
export function useListParams(): [
  URLSearchParams,
  (name: string, value: string, options?: { push?: boolean }) => void,
] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (name: string, value: string, options?: { push?: boolean }) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete('page');
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: !options?.push },
      ),
    [setParams],
  );
  return [params, set];
}
