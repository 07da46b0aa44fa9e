// The named writes of one's playlists (issue 20): each is laid over the mirror at once (own.ts reads
// the outbox) and recorded in the outbox in one transaction, then sent by the replayer, in order
// (playlists/op.ts). A new edit of a playlist clears the refusal its last edit got.

import { addOutboxRow, type PlaylistChange } from '../../db/outbox';
import type { PlaylistId } from '../../db/playlists';
import { getDb } from '../../db/schema';
import type { PrivacyLevel } from '../core/model';
import { currentScope, flushOutbox } from '../engine';
import { rebase, type TrackChange } from './changes';
import { ownPlaylists, playlistKey, readOwnState, resolveId, type OwnPlaylist } from './own';

export class PlaylistWriteError extends Error {}

function requireScope(): string {
  const scope = currentScope();
  if (scope === null) throw new PlaylistWriteError('Nobody is signed in');
  return scope;
}

/**
 * Records edits of one playlist, built from the playlist as the user sees it now; the edits (none:
 * nothing is written) in order. Throws when the playlist is not one of the user's.
 */
export async function enqueuePlaylistEdits(
  scope: string,
  id: PlaylistId,
  build: (playlist: OwnPlaylist) => PlaylistChange[],
  now = Date.now(),
): Promise<PlaylistChange[]> {
  const db = getDb();
  return db.transaction('rw', [db.outbox, db.playlistMirror, db.playlistLocalIds], async () => {
    const state = await readOwnState(scope);
    const target = resolveId(state, id);
    const playlist = ownPlaylists(state).find((one) => one.id === target);
    if (playlist === undefined) throw new PlaylistWriteError(`Playlist ${id} is not one of yours`);
    const changes = build(playlist);
    for (const change of changes) {
      await addOutboxRow({
        scope,
        key: playlistKey(target),
        op: { type: 'playlist', playlist: target, change },
        createdAt: now,
      });
    }
    if (changes.length > 0 && typeof target === 'number') await db.playlistMirror.update(target, { refusal: null });
    return changes;
  });
}

/** A track edit with its before and after, from the playlist as the user sees it. */
function trackEdit(playlist: OwnPlaylist, change: TrackChange): TrackChange[] {
  const edit = rebase(playlist.trackIds, change);
  return edit === null ? [] : [edit];
}

async function edit(id: PlaylistId, build: (playlist: OwnPlaylist) => PlaylistChange[]): Promise<PlaylistChange[]> {
  const changes = await enqueuePlaylistEdits(requireScope(), id, build);
  if (changes.length > 0) void flushOutbox();
  return changes;
}

export function localPlaylistId(): string {
  return `local-${globalThis.crypto.randomUUID()}`;
}

/** Records the creation of a playlist (a local id until the pod answers); resolves to that id. */
export async function createPlaylist(input: { name: string; privacyLevel: PrivacyLevel }): Promise<PlaylistId> {
  const scope = requireScope();
  const id = await recordCreate(scope, input);
  void flushOutbox();
  return id;
}

export async function recordCreate(
  scope: string,
  input: { name: string; privacyLevel: PrivacyLevel },
  now = Date.now(),
): Promise<string> {
  const id = localPlaylistId();
  const change: PlaylistChange = { kind: 'create', name: input.name.trim(), privacyLevel: input.privacyLevel };
  await addOutboxRow({ scope, key: playlistKey(id), op: { type: 'playlist', playlist: id, change }, createdAt: now });
  return id;
}

export async function updatePlaylist(
  id: PlaylistId,
  patch: { name?: string; privacyLevel?: PrivacyLevel },
): Promise<void> {
  await edit(id, () => [
    {
      kind: 'update',
      ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
      ...(patch.privacyLevel !== undefined ? { privacyLevel: patch.privacyLevel } : {}),
    },
  ]);
}

export async function deletePlaylist(id: PlaylistId): Promise<void> {
  await edit(id, () => [{ kind: 'delete' }]);
}

export type AddOutcome = { type: 'added' } | { type: 'duplicates'; trackIds: number[] };

/** The tracks among `trackIds` that the playlist holds already (or that `trackIds` holds twice). */
export function duplicatesOf(playlist: Pick<OwnPlaylist, 'trackIds'>, trackIds: readonly number[]): number[] {
  const held = new Set(playlist.trackIds);
  const seen = new Set<number>();
  const duplicates = new Set<number>();
  for (const id of trackIds) {
    if (held.has(id) || seen.has(id)) duplicates.add(id);
    seen.add(id);
  }
  return [...duplicates];
}

/** Adds tracks at the end; duplicates (read from the mirror) write nothing unless allowed. */
export async function addToPlaylist(
  id: PlaylistId,
  trackIds: number[],
  opts: { allowDuplicates?: boolean } = {},
): Promise<AddOutcome> {
  let duplicates: number[] = [];
  await edit(id, (playlist) => {
    duplicates = opts.allowDuplicates ? [] : duplicatesOf(playlist, trackIds);
    if (duplicates.length > 0 || trackIds.length === 0) return [];
    const allowDuplicates = opts.allowDuplicates ?? false;
    return trackEdit(playlist, { kind: 'add', trackIds, allowDuplicates, before: [], after: [] });
  });
  return duplicates.length > 0 ? { type: 'duplicates', trackIds: duplicates } : { type: 'added' };
}

export async function movePlaylistTrack(id: PlaylistId, from: number, to: number): Promise<void> {
  await edit(id, (playlist) =>
    from === to || playlist.trackIds[from] === undefined
      ? []
      : trackEdit(playlist, { kind: 'move', from, to, before: playlist.trackIds, after: [] }),
  );
}

export async function removePlaylistTrack(id: PlaylistId, index: number): Promise<void> {
  await edit(id, (playlist) => trackEdit(playlist, { kind: 'remove', index, before: playlist.trackIds, after: [] }));
}

export async function clearPlaylist(id: PlaylistId): Promise<void> {
  await edit(id, (playlist) => trackEdit(playlist, { kind: 'clear', before: [], after: [] }));
}

/** Replaces the tracks: clear, then add them all (duplicates allowed), as two rows sent in order. */
export async function rebuildPlaylist(id: PlaylistId, trackIds: number[]): Promise<void> {
  await edit(id, (playlist) => {
    const clear: TrackChange = { kind: 'clear', before: playlist.trackIds, after: [] };
    if (trackIds.length === 0) return [clear];
    return [clear, { kind: 'add', trackIds, allowDuplicates: true, before: [], after: [...trackIds] }];
  });
}

/** Forgets the refusal a playlist's last edit got (the duplicate warning was answered). */
export async function dismissPlaylistRefusal(id: PlaylistId): Promise<void> {
  const db = getDb();
  const state = await readOwnState(currentScope());
  const target = resolveId(state, id);
  if (typeof target === 'number') await db.playlistMirror.update(target, { refusal: null });
}
