// The user's own playlists as the screens show them, offline too: the pod's side (db/playlists.ts)
// with the edits still waiting in the outbox laid over it, in order. The sync state of a playlist
// follows the outbox: syncing while its rows wait, error when the pod refused the last one, synced.

import { useLiveQuery } from 'dexie-react-hooks';
import {
  readPlaylistLocalIds,
  readPlaylistMirror,
  type PlaylistId,
  type PlaylistMirrorRow,
  type PlaylistRefusal,
} from '../../db/playlists';
import { scopeOfSession, type OutboxOp, type OutboxRow } from '../../db/outbox';
import { getDb } from '../../db/schema';
import { sessionSnapshot, useSession } from '../../db/session';
import { toPrivacyLevel, type PrivacyLevel } from '../core/model';
import { applyChange } from './changes';
import type { Playlist } from './model';

export type { PlaylistId } from '../../db/playlists';

export interface OwnPlaylist {
  id: PlaylistId;
  name: string;
  privacyLevel: PrivacyLevel;
  /** Ordered, with waiting writes applied. */
  trackIds: number[];
  tracksCount: number;
  /** Null while made offline (the outbox row's time is its modification date). */
  creationDate: string | null;
  modificationDate: string | null;
  albumCovers: string[];
}

export type PlaylistOp = Extract<OutboxOp, { type: 'playlist' }>;

export const PLAYLIST_KEY_PREFIX = 'playlist:';

export function playlistKey(id: PlaylistId): string {
  return `${PLAYLIST_KEY_PREFIX}${id}`;
}

/** What is known locally: the pod's side, the waiting playlist rows of the user, the local ids mapped. */
export interface OwnState {
  mirror: PlaylistMirrorRow[];
  waiting: Array<OutboxRow & { op: PlaylistOp }>;
  localIds: Map<string, number>;
}

export async function readOwnState(scope: string | null): Promise<OwnState> {
  const [mirror, locals, rows] = await Promise.all([
    readPlaylistMirror(),
    readPlaylistLocalIds(),
    scope === null
      ? Promise.resolve([] as OutboxRow[])
      : getDb()
          .outbox.where('[scope+key]')
          .between([scope, PLAYLIST_KEY_PREFIX], [scope, `${PLAYLIST_KEY_PREFIX}\uffff`])
          .toArray(),
  ]);
  const waiting = rows
    .filter((row): row is OutboxRow & { op: PlaylistOp } => row.op.type === 'playlist')
    .sort((a, b) => a.seq - b.seq);
  return { mirror, waiting, localIds: new Map(locals.map((row) => [row.localId, row.podId])) };
}

/** A local id's pod id once known, else the id as it is. */
export function resolveId(state: Pick<OwnState, 'localIds'>, id: PlaylistId): PlaylistId {
  return typeof id === 'string' ? (state.localIds.get(id) ?? id) : id;
}

function fromMirror(row: PlaylistMirrorRow): OwnPlaylist {
  const playlist = row.playlist as Playlist;
  const trackIds = row.trackIds ?? [];
  return {
    id: row.id,
    name: playlist.name,
    privacyLevel: playlist.privacyLevel ?? 'instance',
    trackIds,
    tracksCount: row.trackIds === null ? playlist.tracksCount : trackIds.length,
    creationDate: playlist.creationDate ?? null,
    modificationDate: playlist.modificationDate,
    albumCovers: playlist.albumCovers,
  };
}

/** The playlists with the waiting edits applied: made offline first (newest first), then the pod's order. */
export function ownPlaylists(state: OwnState): OwnPlaylist[] {
  const byId = new Map<PlaylistId, OwnPlaylist>(state.mirror.map((row) => [row.id, fromMirror(row)]));
  const made: PlaylistId[] = [];
  for (const row of state.waiting) {
    const id = resolveId(state, row.op.playlist);
    const change = row.op.change;
    const date = new Date(row.createdAt).toISOString();
    if (change.kind === 'create') {
      if (byId.has(id)) continue; // the pod's answer is mirrored already
      byId.set(id, {
        id,
        name: change.name,
        privacyLevel: toPrivacyLevel(change.privacyLevel) ?? 'instance',
        trackIds: [],
        tracksCount: 0,
        creationDate: date,
        modificationDate: date,
        albumCovers: [],
      });
      made.unshift(id);
      continue;
    }
    const current = byId.get(id);
    if (current === undefined) continue;
    if (change.kind === 'delete') byId.delete(id);
    else if (change.kind === 'update') {
      byId.set(id, {
        ...current,
        name: change.name ?? current.name,
        privacyLevel: toPrivacyLevel(change.privacyLevel ?? null) ?? current.privacyLevel,
        modificationDate: date,
      });
    } else {
      const trackIds = applyChange(current.trackIds, change);
      byId.set(id, { ...current, trackIds, tracksCount: trackIds.length, modificationDate: date });
    }
  }
  const order = [...made, ...state.mirror.map((row) => row.id)];
  return order.flatMap((id) => {
    const playlist = byId.get(id);
    return playlist ? [playlist] : [];
  });
}

function useOwnState(): OwnState | undefined {
  const session = useSession();
  const scope = scopeOfSession(session);
  const read = useLiveQuery(async () => ({ scope, state: await readOwnState(scope) }), [scope]);
  // Until the session is read the user's waiting edits are not known, and when the scope changes the
  // live query still holds the answer for the last one (read with no scope: no waiting edit, so a
  // playlist would show 'synced' with its edits unsent): no state then.
  if (session === undefined || read === undefined || read.scope !== scope) return undefined;
  return read.state;
}

/** The user's playlists, live (Dexie), offline too; undefined while Dexie has not answered. */
export function useOwnPlaylists(): OwnPlaylist[] | undefined {
  const state = useOwnState();
  return state === undefined ? undefined : ownPlaylists(state);
}

/** One of the user's playlists (by its pod id or local id); null when it is not one of theirs. */
export function useOwnPlaylist(id: PlaylistId): OwnPlaylist | null | undefined {
  const state = useOwnState();
  if (state === undefined) return undefined;
  const wanted = resolveId(state, id);
  return ownPlaylists(state).find((playlist) => playlist.id === wanted) ?? null;
}

/**
 * One of the user's playlists as the screens show it, read once (the player's Play): its track ids
 * with the waiting edits applied, null when they are not known on the device (pulled before the mirror
 * kept them) or when it is not one of the user's; its pod id, null while made offline.
 */
export async function readOwnPlaylist(
  id: PlaylistId,
): Promise<{ playlist: OwnPlaylist; podId: number | null; trackIds: number[] | null } | null> {
  const state = await readOwnState(scopeOfSession(sessionSnapshot()));
  const wanted = resolveId(state, id);
  const playlist = ownPlaylists(state).find((one) => one.id === wanted);
  if (playlist === undefined) return null;
  const known = playlist.trackIds.length > 0 || playlist.tracksCount === 0;
  return { playlist, podId: typeof wanted === 'number' ? wanted : null, trackIds: known ? playlist.trackIds : null };
}

/** The pod's id of a playlist once known (a local id's page follows it). */
export function usePodPlaylistId(id: PlaylistId): number | null {
  const state = useOwnState();
  if (typeof id === 'number') return id;
  if (/^\d+$/.test(id)) return Number(id);
  return state?.localIds.get(id) ?? null;
}

export interface PlaylistSyncState {
  /** `unknown` while the device's own records are still being read. */
  state: 'unknown' | 'syncing' | 'synced' | 'error';
  /** The pod's own texts of a refusal, when it gave some. */
  messages: string[];
}

export function syncStateOf(state: OwnState, id: PlaylistId): PlaylistSyncState & { refusal: PlaylistRefusal | null } {
  const wanted = resolveId(state, id);
  const waiting = state.waiting.some((row) => resolveId(state, row.op.playlist) === wanted);
  const refusal = state.mirror.find((row) => row.id === wanted)?.refusal ?? null;
  if (waiting) return { state: 'syncing', messages: [], refusal };
  if (refusal) return { state: 'error', messages: refusal.messages, refusal };
  return { state: 'synced', messages: [], refusal: null };
}

export function usePlaylistSyncState(id: PlaylistId): PlaylistSyncState {
  const state = useOwnState();
  if (state === undefined) return { state: 'unknown', messages: [] };
  const { refusal: _refusal, ...rest } = syncStateOf(state, id);
  return rest;
}

/**
 * The duplicate warning of a refused add (the pod already held those tracks): the tracks, until the
 * next edit of the playlist or `dismissPlaylistRefusal`. The screen offers 'Add anyway' with them.
 */
export function usePlaylistDuplicateRefusal(id: PlaylistId): { trackIds: number[] } | null {
  const state = useOwnState();
  if (state === undefined) return null;
  const refusal = syncStateOf(state, id).refusal;
  return refusal?.duplicates ? { trackIds: refusal.duplicates } : null;
}
