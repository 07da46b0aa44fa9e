import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAllContentFilters } from '../api/content-filters';
import type { HttpClient } from '../http';
import { useHttpClient } from './client-context';
import { sharedQueryOptions, unwrap, type HookOptions } from './errors';

// Content filters are user-owned state: they move to a Dexie mirror written through the outbox
// (DESIGN.md). Until then the whole list is one query, invalidated after a change.
export const contentFilterKeys = {
  all: ['content-filters'] as const,
};

export function contentFiltersQuery(client: HttpClient) {
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: contentFilterKeys.all,
    queryFn: async ({ signal }) => unwrap(await listAllContentFilters(client, { ordering: '-creation_date' }, { signal })),
  });
}

/** Every content filter of the user (pass `enabled: false` while anonymous: the pod answers 401). */
export function useContentFilters(options: HookOptions = {}) {
  return useQuery({ ...contentFiltersQuery(useHttpClient()), ...options });
}
