/**
 * What a playlist's Play plays (issue 20). One's own playlist plays as its page shows it: the
 * mirror's order with the edits still waiting in the outbox applied (a playlist made offline, under
 * its local id, too), each track taken from what the device holds: the playlist's own list (memory,
 * the persisted query cache, the pod when reachable, its download), any list in memory that shows
 * it, the kept downloads, the queue, then any persisted page. A track found nowhere is counted, not
 * played, and the caller says so. Another user's playlist plays the pod's list (play-sources.ts).
 */
import type { ApiError } from '../sync/core';
import type { Track } from '../sync/catalogue';
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

/** A track of the catalogue model (src/sync/catalogue Track), as the query cache and downloads keep them. */
function isTrack(value: unknown): value is Track {
  if (typeof value !== 'object' || value === null) return false;
  const track = value as Partial<Record<keyof Track, unknown>>;
  return (
    typeof track.id === 'number' &&
    typeof track.title === 'string' &&
    Array.isArray(track.uploads) &&
    Array.isArray(track.artistCredit)
  );
}

/**
 * The wanted tracks inside a query's data: a track, a list of them, a page (`results`), a playlist's
 * entries (`track`), pages of an infinite query (`pages`). Bounded in depth: query data is shallow.
 */
function collectTracks(value: unknown, wanted: ReadonlySet<number>, found: Map<number, Track>, depth = 0): void {
  if (depth > 4 || typeof value !== 'object' || value === null) return;
  if (isTrack(value)) {
    if (wanted.has(value.id) && !found.has(value.id)) found.set(value.id, value);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collectTracks(item, wanted, found, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  for (const key of ['results', 'track', 'pages', 'tracks'] as const) {
    if (key in record) collectTracks(record[key], wanted, found, depth + 1);
  }
}

const missingOf = (ids: readonly number[], found: ReadonlyMap<number, unknown>) => ids.filter((id) => !found.has(id));

/** A test on a persisted query's JSON: does it name one of these tracks' ids (a track's `"id":n`)? */
function namesOneOf(ids: readonly number[]): (json: string) => boolean {
  const pattern = new RegExp(`"id":(?:${ids.join('|')})[,}]`);
  return (json) => pattern.test(json);
}

/** The tracks of `ids` the device holds, cheapest first; what is found nowhere is not in the map. */
async function tracksOnDevice(deps: PlaylistPlayDeps, ids: readonly number[], found: Map<number, Track>) {
  const wanted = new Set(missingOf(ids, found));
  if (wanted.size === 0) return;
  for (const query of deps.queryClient.getQueryCache().getAll()) collectTracks(query.state.data, wanted, found);
  if (missingOf([...wanted], found).length === 0) return;
  collectTracks(
    (await deps.keptTracks()).flatMap((kept) => (kept.state === 'kept' ? [kept.track] : [])),
    wanted,
    found,
  );
  const left = missingOf([...wanted], found).filter((id) => !deps.queued().some((track) => track.id === id));
  if (left.length === 0) return;
  const rest = new Set(left);
  for (const data of await deps.persisted(namesOneOf(left))) collectTracks(data, rest, found);
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
