import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getArtist, listArtists, type ArtistListParams } from './api';
import type { HttpClient } from '../core/http';
import { useHttpClient } from '../core/client-context';
import { sharedQueryOptions, unwrap } from '../core/query-errors';

export const artistKeys = {
  all: ['artists'] as const,
  lists: () => [...artistKeys.all, 'list'] as const,
  list: (params: ArtistListParams) => [...artistKeys.lists(), params] as const,
  details: () => [...artistKeys.all, 'detail'] as const,
  detail: (id: number) => [...artistKeys.details(), id] as const,
};

export function artistListQuery(client: HttpClient, params: ArtistListParams = {}) {
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: artistKeys.list(params),
    queryFn: async ({ signal }) => unwrap(await listArtists(client, params, { signal })),
    placeholderData: keepPreviousData,
  });
}

export function artistQuery(client: HttpClient, id: number) {
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: artistKeys.detail(id),
    queryFn: async ({ signal }) => unwrap(await getArtist(client, id, { signal })),
  });
}

export function useArtists(params: ArtistListParams = {}) {
  return useQuery(artistListQuery(useHttpClient(), params));
}

export function useArtist(id: number) {
  return useQuery(artistQuery(useHttpClient(), id));
}
