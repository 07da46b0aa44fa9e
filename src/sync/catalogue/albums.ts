import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getAlbum, listAlbums, type AlbumListParams } from './api';
import type { HttpClient } from '../core/http';
import { useHttpClient } from '../core/client-context';
import { sharedQueryOptions, unwrap, type HookOptions } from '../core/query-errors';

export const albumKeys = {
  all: ['albums'] as const,
  lists: () => [...albumKeys.all, 'list'] as const,
  list: (params: AlbumListParams) => [...albumKeys.lists(), params] as const,
  details: () => [...albumKeys.all, 'detail'] as const,
  detail: (id: number) => [...albumKeys.details(), id] as const,
};

export function albumListQuery(client: HttpClient, params: AlbumListParams = {}) {
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: albumKeys.list(params),
    queryFn: async ({ signal }) => unwrap(await listAlbums(client, params, { signal })),
    placeholderData: keepPreviousData,
  });
}

export function albumQuery(client: HttpClient, id: number) {
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: albumKeys.detail(id),
    queryFn: async ({ signal }) => unwrap(await getAlbum(client, id, { signal })),
  });
}

export function useAlbums(params: AlbumListParams = {}, options: HookOptions = {}) {
  return useQuery({ ...albumListQuery(useHttpClient(), params), ...options });
}

export function useAlbum(id: number) {
  return useQuery(albumQuery(useHttpClient(), id));
}
