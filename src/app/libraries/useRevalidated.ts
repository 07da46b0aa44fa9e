import { useEffect, useRef, useState } from 'react';

interface Refetchable {
  dataUpdatedAt: number;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * Libraries and who may see them change elsewhere (an owner accepts a follow, another tab or device
 * creates a library), and an invalidation does not reach the pages kept in the persisted cache: a
 * page shown from the cache, older than this visit, is checked with the pod once.
 */
export function useRevalidated<T extends Refetchable>(query: T): T {
  const [since] = useState(() => Date.now());
  const done = useRef(false);
  useEffect(() => {
    if (done.current || query.isFetching || query.isPlaceholderData || query.dataUpdatedAt === 0) return;
    done.current = true;
    if (query.dataUpdatedAt < since) void query.refetch();
  });
  return query;
}
