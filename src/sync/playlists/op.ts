// The playlist write of the outbox: one edit of one playlist, sent so that sending it again is
// harmless. A track edit keeps the track ids before and after: when its last send got no answer, or
// when it moves or removes by index, the pod's tracks are read first. At "after" the edit is done; at
// "before" it is sent as it is; otherwise its index is found again by track id (changes.ts), or, when
// the entry is gone, it is dropped, the playlist reloaded and the user told. A create resent after a
// lost answer first looks for the playlist it may have made. Once the pod gave a playlist made offline
// its id, the later rows of that playlist follow it. Every answer lands in the playlists mirror here
// (the outbox's own mirror is not used: `mirror: null`).

import type { OutboxRow } from '../../db/outbox';
import type { PlaylistRefusal } from '../../db/playlists';
import { getDb } from '../../db/schema';
import type { ApiError } from '../core/errors';
import type { HttpClient } from '../core/http';
import { failureOutcome, type OutboxOpHandler, type SendOutcome } from '../core/write';
import {
  addTracksOnPod,
  clearPlaylistOnPod,
  createPlaylistOnPod,
  deletePlaylistOnPod,
  getPlaylist,
  listPlaylists,
  listPlaylistTracks,
  moveTrackOnPod,
  removeTrackOnPod,
  updatePlaylistOnPod,
} from './api';
import { rebase, sameIds, type TrackChange } from './changes';
import type { Playlist } from './model';
import { playlistKey, type PlaylistOp } from './own';

const done: SendOutcome = { type: 'done', server: null };

/** The pod's own texts in an error (field errors, a detail), for the sync state. */
function podTexts(error: ApiError): string[] {
  return error.messages.flatMap((message) => (message.raw !== undefined ? [message.raw] : []));
}

/** The titles of a duplicate refusal: `400 {"playlist": {"non_field_errors": [{"tracks": [...]}]}}`. */
function duplicateTitles(error: ApiError): string[] | null {
  if (error.status !== 400) return null;
  const playlist = (error.body as { playlist?: unknown } | null | undefined)?.playlist;
  if (playlist === undefined || playlist === null) return null;
  const items = (playlist as { non_field_errors?: unknown }).non_field_errors;
  const first = Array.isArray(items) ? (items[0] as { tracks?: unknown } | undefined) : undefined;
  const tracks = Array.isArray(first?.tracks) ? first.tracks : [];
  return tracks.map((track) => (typeof track === 'string' ? track : String((track as { title?: unknown }).title)));
}

async function storePlaylist(playlist: Playlist, trackIds?: number[]): Promise<void> {
  const db = getDb();
  await db.transaction('rw', db.playlistMirror, async () => {
    const row = await db.playlistMirror.get(playlist.id);
    const position =
      row?.position ?? Math.min(0, ...(await db.playlistMirror.toArray()).map((one) => one.position)) - 1;
    await db.playlistMirror.put({
      id: playlist.id,
      position,
      playlist,
      trackIds: trackIds ?? row?.trackIds ?? [],
      refusal: row?.refusal ?? null,
    });
  });
}

/** The pod now holds `trackIds` for the playlist (an edit went through). */
async function storeTracks(id: number, trackIds: number[], now: number): Promise<void> {
  const db = getDb();
  await db.transaction('rw', db.playlistMirror, async () => {
    const row = await db.playlistMirror.get(id);
    if (row === undefined) return;
    const playlist = {
      ...(row.playlist as Playlist),
      tracksCount: trackIds.length,
      modificationDate: new Date(now).toISOString(),
    };
    await db.playlistMirror.put({ ...row, playlist, trackIds });
  });
}

/** Reloads the playlist and its tracks from the pod (after a refusal) and keeps the refusal to show. */
async function reload(http: HttpClient, id: number, refusal: PlaylistRefusal | null): Promise<void> {
  const [playlist, tracks] = await Promise.all([getPlaylist(http, id), listPlaylistTracks(http, id)]);
  const db = getDb();
  if (!playlist.ok && playlist.error.status === 404) {
    await db.playlistMirror.delete(id);
    return;
  }
  if (playlist.ok)
    await storePlaylist(playlist.data, tracks.ok ? tracks.data.map((entry) => entry.track.id) : undefined);
  await db.playlistMirror.update(id, { refusal });
}

async function refuse(
  http: HttpClient,
  id: number | string,
  error: ApiError,
  now: number,
  duplicates: number[] | null = null,
): Promise<SendOutcome> {
  if (typeof id === 'number') await reload(http, id, { messages: podTexts(error), duplicates, at: now });
  return { type: 'refused', error };
}

/** The pod gave the playlist made offline as `local` its id: the later rows and the open pages follow it. */
async function adopt(row: OutboxRow, local: string, playlist: Playlist): Promise<void> {
  const db = getDb();
  await storePlaylist(playlist, []);
  await db.transaction('rw', db.outbox, db.playlistLocalIds, async () => {
    await db.playlistLocalIds.put({ localId: local, podId: playlist.id });
    const later = await db.outbox
      .where('[scope+key]')
      .equals([row.scope, playlistKey(local)])
      .toArray();
    for (const other of later) {
      if (other.seq === row.seq || other.op.type !== 'playlist') continue;
      await db.outbox.update(other.seq, { key: playlistKey(playlist.id), op: { ...other.op, playlist: playlist.id } });
    }
  });
}

/** A create sent before without an answer may have made the playlist: the newest of that name not mirrored. */
async function madeBefore(http: HttpClient, name: string, since: number): Promise<Playlist | null | undefined> {
  const found = await listPlaylists(http, { scope: 'me', name, ordering: '-creation_date', page_size: 10 });
  if (!found.ok) return undefined;
  const known = new Set((await getDb().playlistMirror.toArray()).map((row) => row.id));
  return (
    found.data.results.find(
      (playlist) => !known.has(playlist.id) && Date.parse(playlist.creationDate ?? '') >= since - 60_000,
    ) ?? null
  );
}

async function sendTrackEdit(ctx: Parameters<OutboxOpHandler<PlaylistOp>['send']>[0], id: number, change: TrackChange) {
  const { http, row } = ctx;
  const resent = row.attempts > 0 || row.uncertainSince !== null;
  let edit: TrackChange | null = change;
  // Moves and removes go by index: the pod's order is read first, as is any edit resent.
  if (resent || change.kind === 'move' || change.kind === 'remove') {
    const held = await listPlaylistTracks(http, id);
    if (!held.ok)
      return held.error.status === 404 ? refuse(http, id, held.error, ctx.now()) : failureOutcome(held.error);
    const current = held.data.map((entry) => entry.track.id);
    if (resent && sameIds(current, change.after) && !sameIds(current, change.before)) {
      await storeTracks(id, current, ctx.now());
      return done;
    }
    edit = sameIds(current, change.before) ? change : rebase(current, change);
  }
  if (edit === null) {
    const error: ApiError = { kind: 'other', status: null, showMessage: true, messages: [] };
    return refuse(http, id, error, ctx.now());
  }
  const result =
    edit.kind === 'add'
      ? await addTracksOnPod(http, id, edit.trackIds, edit.allowDuplicates)
      : edit.kind === 'move'
        ? await moveTrackOnPod(http, id, edit.from, edit.to)
        : edit.kind === 'remove'
          ? await removeTrackOnPod(http, id, edit.index)
          : await clearPlaylistOnPod(http, id);
  if (result.ok) {
    await storeTracks(id, edit.after, ctx.now());
    return done;
  }
  const outcome = failureOutcome(result.error);
  if (outcome.type !== 'refused') return outcome;
  const titles = edit.kind === 'add' ? duplicateTitles(result.error) : null;
  if (titles !== null && edit.kind === 'add') {
    const error = { ...result.error, messages: titles.map((title) => ({ key: 'errors.serverText', raw: title })) };
    return refuse(http, id, error, ctx.now(), edit.trackIds);
  }
  return refuse(http, id, result.error, ctx.now());
}

export const playlistOp: OutboxOpHandler<PlaylistOp> = {
  mirror: null,
  key: (op) => String(op.playlist),
  wantsPresent: (op) => op.change.kind !== 'delete',
  localValueAfter: () => null,
  async send(ctx, op) {
    const { http, row } = ctx;
    const change = op.change;
    if (change.kind === 'create') {
      const local = String(op.playlist);
      if (row.attempts > 0 || row.uncertainSince !== null) {
        const earlier = await madeBefore(http, change.name, row.createdAt);
        if (earlier === undefined)
          return {
            type: 'retry',
            error: { kind: 'network', status: null, showMessage: false, messages: [] },
            retryAfterMs: null,
          };
        if (earlier !== null) {
          await adopt(row, local, earlier);
          return done;
        }
      }
      const made = await createPlaylistOnPod(http, { name: change.name, privacy_level: change.privacyLevel });
      if (!made.ok) return failureOutcome(made.error);
      await adopt(row, local, made.data);
      return done;
    }
    // The create of this playlist was refused: nothing of it is on the pod.
    if (typeof op.playlist === 'string')
      return { type: 'refused', error: { kind: 'other', status: null, showMessage: false, messages: [] } };
    const id = op.playlist;
    if (change.kind === 'update') {
      const fields = {
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.privacyLevel !== undefined ? { privacy_level: change.privacyLevel } : {}),
      };
      const result = await updatePlaylistOnPod(http, id, fields);
      if (result.ok) {
        await storePlaylist(result.data);
        return done;
      }
      const outcome = failureOutcome(result.error);
      return outcome.type === 'refused' ? refuse(http, id, result.error, ctx.now()) : outcome;
    }
    if (change.kind === 'delete') {
      const result = await deletePlaylistOnPod(http, id);
      if (result.ok || result.error.status === 404) {
        await getDb().playlistMirror.delete(id);
        return done;
      }
      return failureOutcome(result.error);
    }
    return sendTrackEdit(ctx, id, change);
  },
};
