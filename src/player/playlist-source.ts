/**
 * What a playlist's Play plays (issue 20). One's own playlist plays as its page shows it: the
 * mirror's order with the edits still waiting in the outbox applied (a playlist made offline, under
 * its local id, too), each track taken from what the device holds: the playlist's own list (memory,
 * the persisted query cache, the pod when reachable, its download), any list in memory that shows
 * it, the kept downloads, the queue, then any persisted page. A track found nowhere is counted, not
 * played, and the caller says so. Another user's playlist plays the pod's list (play-sources.ts).
 */
import type { ApiError } from '../sync/core';
import { collectTracks, findTracksOnDevice, type Track } from '../sync/catalogue';
import type { PlaylistId } from '../sync/playlists';
import { playlistTracksFrom, type PlaySourceDeps } from './play-sources';
import type { QueueTrack } from './types';

export interface PlaylistPlayDeps extends PlaySourceDeps {
  /** One's own playlist (sync/playlists readOwnPlaylist): null when it is not one's own. */
  ownPlaylist: (id: PlaylistId) => Promise<{ podId: number | null; trackIds: number[] | null } | null>;
  /** The data of the persisted queries whose JSON matches (sync/query-cache readPersistedQueryData). */
  persisted: (matches: (json: string) => boolean) => Promise<unknown[]>;
  /** The player's queue as the app shows it: snapshots that play as they are. */
  queued: () => readonly QueueTrack[];
}

export type PlaylistEntry = { track: Track } | { queued: QueueTrack };

export type PlaylistPlay =
  | { ok: true; entries: PlaylistEntry[]; /** Entries of tracks the device knows nothing about. */ missing: number }
  | { ok: false; error: ApiError };

/** The tracks of `ids` the device holds; what is found nowhere is not in the map. */
function tracksOnDevice(deps: PlaylistPlayDeps, ids: readonly number[], found: Map<number, Track>) {
  const queued = new Set(deps.queued().map((track) => track.id));
  return findTracksOnDevice({ ...deps, heldElsewhere: (id) => queued.has(id) }, ids, found);
}

export async function playlistPlayFrom(deps: PlaylistPlayDeps, id: PlaylistId): Promise<PlaylistPlay> {
  const own = await deps.ownPlaylist(id);
  const podId = own?.podId ?? (typeof id === 'number' ? id : null);
  if (own === null || own.trackIds === null) {
    if (podId === null) return { ok: true, entries: [], missing: 0 };
    const listed = await playlistTracksFrom(deps, podId);
    return listed.ok ? { ok: true, entries: listed.tracks.map((track) => ({ track })), missing: 0 } : listed;
  }
  const ids = own.trackIds;
  const found = new Map<number, Track>();
  if (podId !== null) {
    // The pod's list gives the details of the tracks it holds; the order is the mirror's.
    const listed = await playlistTracksFrom(deps, podId);
    if (listed.ok) collectTracks(listed.tracks, new Set(ids), found);
  }
  await tracksOnDevice(deps, ids, found);
  const queued = new Map(deps.queued().map((track) => [track.id, track]));
  const entries: PlaylistEntry[] = [];
  let missing = 0;
  for (const trackId of ids) {
    const track = found.get(trackId);
    const snapshot = queued.get(trackId);
    if (track) entries.push({ track });
    else if (snapshot) entries.push({ queued: snapshot });
    else missing += 1;
  }
  return { ok: true, entries, missing };
}
