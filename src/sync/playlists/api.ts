// Playlists, read side (ENDPOINTS section 7).

import { mapResult, type HttpClient, type Result } from '../core/http';
import { mapPage, type Page } from '../core';
import { mapPlaylist, mapPlaylistTrack, type Playlist, type PlaylistTrack } from './model';
import { playlistPageSchema, playlistSchema, playlistTracksSchema } from './schema';
import { toQuery, type CallOptions, type OrderingParam, type PageParams, type Scope } from '../core/params';

export interface PlaylistListParams extends PageParams {
  /** Name or username. */
  q?: string;
  name?: string;
  name__icontains?: string;
  playable?: boolean;
  /** Playlists holding this track, album or artist. */
  track?: number;
  album?: number;
  artist?: number;
  /** `me` for your own. */
  scope?: Scope;
  ordering?: OrderingParam<'id' | 'name' | 'creation_date' | 'modification_date'>;
}

export async function listPlaylists(
  client: HttpClient,
  params: PlaylistListParams = {},
  options: CallOptions = {},
): Promise<Result<Page<Playlist>>> {
  const result = await client.get('playlists/', { query: toQuery(params), schema: playlistPageSchema, ...options });
  return mapResult(result, (page) => mapPage(page, mapPlaylist));
}

export async function getPlaylist(
  client: HttpClient,
  id: number,
  options: CallOptions = {},
): Promise<Result<Playlist>> {
  return mapResult(await client.get(`playlists/${id}/`, { schema: playlistSchema, ...options }), mapPlaylist);
}

/** `GET playlists/{id}/tracks/`: every entry at once (not paginated), in index order. */
export async function listPlaylistTracks(
  client: HttpClient,
  id: number,
  options: CallOptions = {},
): Promise<Result<PlaylistTrack[]>> {
  const result = await client.get(`playlists/${id}/tracks/`, { schema: playlistTracksSchema, ...options });
  return mapResult(result, (page) => page.results.map(mapPlaylistTrack).sort((a, b) => a.index - b.index));
}

// The owner's writes (ENDPOINTS §7). The outbox (playlists/op.ts) is their only caller.

const toNull = () => null;

export async function createPlaylistOnPod(
  client: HttpClient,
  fields: { name: string; privacy_level: string },
  options: CallOptions = {},
): Promise<Result<Playlist>> {
  return mapResult(await client.post('playlists/', { json: fields, schema: playlistSchema, ...options }), mapPlaylist);
}

export async function updatePlaylistOnPod(
  client: HttpClient,
  id: number,
  fields: { name?: string; privacy_level?: string },
  options: CallOptions = {},
): Promise<Result<Playlist>> {
  const result = await client.request('PATCH', `playlists/${id}/`, {
    json: fields,
    schema: playlistSchema,
    ...options,
  });
  return mapResult(result, mapPlaylist);
}

export async function deletePlaylistOnPod(client: HttpClient, id: number, options: CallOptions = {}) {
  return mapResult(await client.request('DELETE', `playlists/${id}/`, options), toNull);
}

/** `{tracks, allow_duplicates}`; a duplicate without allow_duplicates is `400 {"playlist": …}`. */
export async function addTracksOnPod(
  client: HttpClient,
  id: number,
  tracks: number[],
  allowDuplicates: boolean,
  options: CallOptions = {},
): Promise<Result<null>> {
  const json = { tracks, allow_duplicates: allowDuplicates };
  return mapResult(await client.post(`playlists/${id}/add/`, { json, ...options }), toNull);
}

export async function moveTrackOnPod(client: HttpClient, id: number, from: number, to: number) {
  return mapResult(await client.post(`playlists/${id}/move/`, { json: { from, to } }), toNull);
}

export async function removeTrackOnPod(client: HttpClient, id: number, index: number) {
  return mapResult(await client.post(`playlists/${id}/remove/`, { json: { index } }), toNull);
}

export async function clearPlaylistOnPod(client: HttpClient, id: number) {
  return mapResult(await client.request('DELETE', `playlists/${id}/clear/`), toNull);
}
