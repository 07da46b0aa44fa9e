import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  getLibrary,
  listLibraries,
  listObjectLibraries,
  listReceivedFollows,
  type LibraryHolderKind,
  type LibraryListParams,
} from './api';
import type { PageParams } from '../core/params';
import type { HttpClient } from '../core/http';
import { useHttpClient } from '../core/client-context';
import { sharedQueryOptions, unwrap, type HookOptions } from '../core/query-errors';

export const libraryKeys = {
  all: ['libraries'] as const,
  lists: () => [...libraryKeys.all, 'list'] as const,
  list: (params: LibraryListParams) => [...libraryKeys.lists(), params] as const,
  details: () => [...libraryKeys.all, 'detail'] as const,
  detail: (uuid: string) => [...libraryKeys.details(), uuid] as const,
  /** The libraries holding an artist, an album or a track. */
  holding: (kind: LibraryHolderKind, id: number, params: PageParams) =>
    [...libraryKeys.all, 'holding', kind, id, params] as const,
  /** The follows one of the user's libraries received. */
  followers: (uuid: string, params: PageParams) => [...libraryKeys.all, 'followers', uuid, params] as const,
};

export function libraryListQuery(client: HttpClient, params: LibraryListParams = {}) {
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: libraryKeys.list(params),
    queryFn: async ({ signal }) => unwrap(await listLibraries(client, params, { signal })),
    placeholderData: keepPreviousData,
  });
}

export function libraryQuery(client: HttpClient, uuid: string) {
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: libraryKeys.detail(uuid),
    queryFn: async ({ signal }) => unwrap(await getLibrary(client, uuid, { signal })),
  });
}

export function objectLibrariesQuery(client: HttpClient, kind: LibraryHolderKind, id: number, params: PageParams = {}) {
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: libraryKeys.holding(kind, id, params),
    queryFn: async ({ signal }) => unwrap(await listObjectLibraries(client, kind, id, params, { signal })),
    placeholderData: keepPreviousData,
  });
}

/** `scope: 'me'` for the user's own libraries. */
export function useLibraries(params: LibraryListParams = {}, options: HookOptions = {}) {
  return useQuery({ ...libraryListQuery(useHttpClient(), params), ...options });
}

export function useLibrary(uuid: string, options: HookOptions = {}) {
  return useQuery({ ...libraryQuery(useHttpClient(), uuid), ...options });
}

/** The libraries that hold playable copies of an artist, an album or a track. */
export function useObjectLibraries(
  kind: LibraryHolderKind,
  id: number,
  params: PageParams = {},
  options: HookOptions = {},
) {
  return useQuery({ ...objectLibrariesQuery(useHttpClient(), kind, id, params), ...options });
}

export function receivedFollowsQuery(client: HttpClient, uuid: string, params: PageParams = {}) {
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: libraryKeys.followers(uuid, params),
    queryFn: async ({ signal }) => unwrap(await listReceivedFollows(client, uuid, params, { signal })),
    placeholderData: keepPreviousData,
  });
}

/** The follows one of the user's libraries received (owner only), newest first. */
export function useReceivedFollows(uuid: string, params: PageParams = {}, options: HookOptions = {}) {
  return useQuery({ ...receivedFollowsQuery(useHttpClient(), uuid, params), ...options });
}
