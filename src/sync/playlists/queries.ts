import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPlaylist, listPlaylists, listPlaylistTracks, type PlaylistListParams } from './api';
import type { HttpClient } from '../core/http';
import type { PlaylistTrack } from './model';
import type { Track } from '../catalogue';
import { useHttpClient } from '../core/client-context';
import { sharedQueryOptions, unwrap, type HookOptions } from '../core/query-errors';

export const playlistKeys = {
  all: ['playlists'] as const,
  lists: () => [...playlistKeys.all, 'list'] as const,
  list: (params: PlaylistListParams) => [...playlistKeys.lists(), params] as const,
  details: () => [...playlistKeys.all, 'detail'] as const,
  detail: (id: number) => [...playlistKeys.details(), id] as const,
  tracks: (id: number) => [...playlistKeys.all, 'tracks', id] as const,
};

export function playlistListQuery(client: HttpClient, params: PlaylistListParams = {}) {
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: playlistKeys.list(params),
    queryFn: async ({ signal }) => unwrap(await listPlaylists(client, params, { signal })),
    placeholderData: keepPreviousData,
  });
}

export function playlistQuery(client: HttpClient, id: number) {
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: playlistKeys.detail(id),
    queryFn: async ({ signal }) => unwrap(await getPlaylist(client, id, { signal })),
  });
}

/** Every entry of a playlist with its index (what moving and removing take). */
export function playlistTracksQuery(client: HttpClient, id: number) {
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: playlistKeys.tracks(id),
    queryFn: async ({ signal }) => unwrap(await listPlaylistTracks(client, id, { signal })),
  });
}

/** `scope: 'me'` for the user's own. */
export function usePlaylists(params: PlaylistListParams = {}, options: HookOptions = {}) {
  return useQuery({ ...playlistListQuery(useHttpClient(), params), ...options });
}

export function usePlaylist(id: number, options: HookOptions = {}) {
  return useQuery({ ...playlistQuery(useHttpClient(), id), ...options });
}

// Module level, so the selection keeps its identity between renders.
const tracksOnly = (entries: PlaylistTrack[]): Track[] => entries.map((entry) => entry.track);

/** The playlist's tracks in order. */
export function usePlaylistTracks(id: number, options: HookOptions = {}) {
  return useQuery({ ...playlistTracksQuery(useHttpClient(), id), select: tracksOnly, ...options });
}
