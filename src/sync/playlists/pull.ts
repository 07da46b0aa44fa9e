// The pull of one's playlists: the list (newest edit first), and the track ids of each playlist whose
// modification date differs from the mirrored one (or whose tracks were never fetched), so that an
// offline add can check for duplicates. The mirrors' pull (mirrors/pull.ts) stores the answer.

import { readPlaylistMirror } from '../../db/playlists';
import { fetchAllPages } from '../core/pages';
import type { HttpClient, Result } from '../core/http';
import { listPlaylistTracks } from './api';
import { mapPlaylist, type Playlist } from './model';
import { playlistPageSchema } from './schema';

export interface OwnPlaylistsAnswer {
  playlists: Playlist[];
  trackIds: Map<number, number[]>;
}

export async function fetchOwnPlaylists(http: HttpClient, maxPages: number): Promise<Result<OwnPlaylistsAnswer>> {
  const result = await fetchAllPages(http, 'playlists/', {
    query: { scope: 'me', page_size: 50, ordering: '-modification_date' },
    schema: playlistPageSchema,
    map: mapPlaylist,
    maxPages,
  });
  if (!result.ok) return result;
  const known = new Map((await readPlaylistMirror()).map((row) => [row.id, row]));
  const trackIds = new Map<number, number[]>();
  for (const playlist of result.data) {
    const row = known.get(playlist.id);
    const mirrored = row?.playlist as Playlist | undefined;
    if (row?.trackIds != null && mirrored?.modificationDate === playlist.modificationDate) continue;
    const tracks = await listPlaylistTracks(http, playlist.id);
    if (!tracks.ok) return tracks;
    trackIds.set(
      playlist.id,
      tracks.data.map((entry) => entry.track.id),
    );
  }
  return { ok: true, data: { playlists: result.data, trackIds }, status: result.status };
}
