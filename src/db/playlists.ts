// The user's own playlists as last known from the pod (spec 01 section 4), in the pod's order, each
// with its ordered track ids: what an offline "add to playlist" offers and checks for duplicates.
// Rows hold the pod's side only; the edits still in the outbox are laid over them when read
// (sync/playlists/own.ts), so a pull never loses an edit made offline. A playlist made offline has a
// local id (a string) until the pod gives its own; `playlistLocalIds` remembers which became which,
// so that a page opened on the local id follows it.

import { readSyncMeta, SCOPE_KEY } from './mirror';
import { getDb } from './schema';

export type PlaylistId = number | string;

/** The last refusal of the pod for a playlist's edits, shown until the next edit of it. */
export interface PlaylistRefusal {
  /** The pod's own texts, when it gave some. */
  messages: string[];
  /** A refused add of tracks already in the playlist: those tracks (the duplicate warning). */
  duplicates: number[] | null;
  at: number;
}

export interface PlaylistMirrorRow {
  id: number;
  /** Order of the pod's answer. */
  position: number;
  /** The playlist as src/sync models it. */
  playlist: unknown;
  /** The pod's track ids in order; null when not fetched yet (rows made before version 8). */
  trackIds: number[] | null;
  refusal?: PlaylistRefusal | null;
}

export interface PlaylistLocalIdRow {
  localId: string;
  podId: number;
}

/**
 * Replaces the list with a pull's answer, unless another user signed in meanwhile (`scope`). Track
 * ids come from `trackIds`, else stay as mirrored; a playlist's refusal stays until its next edit.
 */
export async function replacePlaylistMirror(
  scope: string,
  playlists: readonly unknown[],
  trackIds: ReadonlyMap<number, number[]> = new Map(),
): Promise<void> {
  const db = getDb();
  await db.transaction('rw', db.playlistMirror, db.syncMeta, async () => {
    if ((await readSyncMeta<string>(SCOPE_KEY)) !== scope) return;
    const before = new Map((await db.playlistMirror.toArray()).map((row) => [row.id, row]));
    await db.playlistMirror.clear();
    await db.playlistMirror.bulkPut(
      playlists.map((playlist, position) => {
        const id = idOf(playlist);
        const known = before.get(id);
        return {
          id,
          position,
          playlist,
          trackIds: trackIds.get(id) ?? known?.trackIds ?? null,
          refusal: known?.refusal ?? null,
        };
      }),
    );
  });
}

export function readPlaylistMirror(): Promise<PlaylistMirrorRow[]> {
  return getDb().playlistMirror.orderBy('position').toArray();
}

export function readPlaylistLocalIds(): Promise<PlaylistLocalIdRow[]> {
  return getDb().playlistLocalIds.toArray();
}

function idOf(playlist: unknown): number {
  return (playlist as { id: number }).id;
}
