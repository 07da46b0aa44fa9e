import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listFavoriteTracks, type FavoriteListParams } from './api';
import type { HttpClient } from '../core/http';
import { useHttpClient } from '../core/client-context';
import { sharedQueryOptions, unwrap, type HookOptions } from '../core/query-errors';

// Favorites as pages of full tracks. Whether one track is a favorite (the heart) is user-owned
// state, mirrored in Dexie; these pages only list them.
export const favoriteKeys = {
  all: ['favorites'] as const,
  tracks: (params: FavoriteListParams) => [...favoriteKeys.all, 'tracks', params] as const,
};

export function favoriteTracksQuery(client: HttpClient, params: FavoriteListParams = {}) {
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: favoriteKeys.tracks(params),
    queryFn: async ({ signal }) => unwrap(await listFavoriteTracks(client, params, { signal })),
    placeholderData: keepPreviousData,
  });
}

/** `GET favorites/tracks/` (`scope: 'me'` for the user's own); items hold the full track. */
export function useFavoriteTracks(params: FavoriteListParams = {}, options: HookOptions = {}) {
  return useQuery({ ...favoriteTracksQuery(useHttpClient(), params), ...options });
}
