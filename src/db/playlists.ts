// The user's own playlists as last pulled from the pod (spec 01 section 4), in the pod's order: what
// an offline "add to playlist" offers. Replaced whole by each pull (sync/mirrors/pull.ts).

import { readSyncMeta, SCOPE_KEY } from './mirror';
import { getDb } from './schema';

export interface PlaylistMirrorRow {
  id: number;
  /** Order of the pod's answer. */
  position: number;
  /** The playlist as src/sync models it. */
  playlist: unknown;
}

/** Replaces the list with a pull's answer, unless another user signed in meanwhile (`scope`). */
export async function replacePlaylistMirror(scope: string, playlists: readonly unknown[]): Promise<void> {
  const db = getDb();
  await db.transaction('rw', db.playlistMirror, db.syncMeta, async () => {
    if ((await readSyncMeta<string>(SCOPE_KEY)) !== scope) return;
    await db.playlistMirror.clear();
    await db.playlistMirror.bulkPut(
      playlists.map((playlist, position) => ({ id: idOf(playlist), position, playlist })),
    );
  });
}

function idOf(playlist: unknown): number {
  return (playlist as { id: number }).id;
}
