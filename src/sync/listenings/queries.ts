import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listListenings, type ListeningListParams } from './api';
import type { HttpClient } from '../core/http';
import { useHttpClient } from '../core/client-context';
import { sharedQueryOptions, unwrap, type HookOptions } from '../core/query-errors';

export const listeningKeys = {
  all: ['listenings'] as const,
  list: (params: ListeningListParams) => [...listeningKeys.all, 'list', params] as const,
};

export function listeningsQuery(client: HttpClient, params: ListeningListParams = {}) {
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: listeningKeys.list(params),
    queryFn: async ({ signal }) => unwrap(await listListenings(client, params, { signal })),
    placeholderData: keepPreviousData,
  });
}

/** One user's history: `{ scope: 'actor:<full username>', ordering: '-creation_date' }`. */
export function useListenings(params: ListeningListParams = {}, options: HookOptions = {}) {
  return useQuery({ ...listeningsQuery(useHttpClient(), params), ...options });
}
