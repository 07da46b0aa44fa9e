import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getTrack, listAlbumTracks, listTracks, type TrackListParams } from './api';
import type { HttpClient } from '../core/http';
import { useHttpClient } from '../core/client-context';
import { sharedQueryOptions, unwrap } from '../core/query-errors';

export const trackKeys = {
  all: ['tracks'] as const,
  lists: () => [...trackKeys.all, 'list'] as const,
  list: (params: TrackListParams) => [...trackKeys.lists(), params] as const,
  details: () => [...trackKeys.all, 'detail'] as const,
  detail: (id: number) => [...trackKeys.details(), id] as const,
  /** The whole track list of an album, in disc and position order. */
  album: (albumId: number) => [...trackKeys.all, 'album', albumId] as const,
};

export function trackListQuery(client: HttpClient, params: TrackListParams = {}) {
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: trackKeys.list(params),
    queryFn: async ({ signal }) => unwrap(await listTracks(client, params, { signal })),
    placeholderData: keepPreviousData,
  });
}

export function trackQuery(client: HttpClient, id: number) {
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: trackKeys.detail(id),
    queryFn: async ({ signal }) => unwrap(await getTrack(client, id, { signal })),
  });
}

/** `tracks/?album=<id>&ordering=disc_number,position&page_size=50`, every page. */
export function albumTracksQuery(client: HttpClient, albumId: number) {
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: trackKeys.album(albumId),
    queryFn: async ({ signal }) => unwrap(await listAlbumTracks(client, albumId, { signal })),
  });
}

export function useTracks(params: TrackListParams = {}) {
  return useQuery(trackListQuery(useHttpClient(), params));
}

export function useTrack(id: number) {
  return useQuery(trackQuery(useHttpClient(), id));
}

export function useAlbumTracks(albumId: number) {
  return useQuery(albumTracksQuery(useHttpClient(), albumId));
}
