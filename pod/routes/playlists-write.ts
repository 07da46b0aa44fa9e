// The owner's playlist writes, as a real 1.4 pod's PlaylistViewSet answers them: `POST playlists/`,
// `PUT|PATCH|DELETE playlists/{id}/`, `POST {id}/add/` (`{tracks, allow_duplicates}`; 201 with the
// entries added; a duplicate without allow_duplicates is `400 {"playlist": {...}}`), `POST {id}/move/`
// (`{from, to}`, 204; an unknown index is a 404 with an empty body), `POST|DELETE {id}/remove/`
// (`{index}`, 204; 400 or 404 with an empty body) and `DELETE {id}/clear/` (204). Another user's
// playlist is a 404 (the owner check raises Http404), an anonymous caller a 401.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uploadPlayable } from '../access';
import { requireUser } from '../auth';
import type { PodContext } from '../context';
import { bodyFields, charField } from '../http/body';
import { ApiError, fieldErrors, notFound } from '../http/errors';
import { parseId } from '../http/query';
import { apiRoute } from '../http/route';
import { isoDate } from '../ids';
import { readPreference } from '../settings';
import { serializePlaylists } from '../serialize/activity';
import { View } from '../serialize/common';
import { serializeTracks } from '../serialize/tracks';
import type { UserRow } from '../users';
import { serializeEntries, type PlaylistEntry } from './playlists';

const PRIVACY_LEVELS = ['me', 'followers', 'instance', 'everyone'];
const NAME_MAX = 50;
const MAX_TRACKS_DEFAULT = 250;

/** The id of a playlist of the caller, else 404 (another user's too, as a real pod's owner check). */
function ownPlaylist(ctx: PodContext, request: FastifyRequest): { id: number; user: UserRow; name: string } {
  const user = requireUser(request);
  const id = parseId((request.params as { id: string }).id);
  const row = ctx.db.prepare('SELECT user_id, name FROM playlists WHERE id = ?').get(id) as
    { user_id: number; name: string } | undefined;
  if (!row || row.user_id !== user.id) throw notFound();
  return { id, user, name: row.name };
}

function entriesOf(ctx: PodContext, id: number): PlaylistEntry[] {
  return ctx.db
    .prepare('SELECT idx, track_id, creation_date FROM playlist_tracks WHERE playlist_id = ? ORDER BY idx')
    .all(id) as PlaylistEntry[];
}

/** Writes the playlist's entries in this order (indexes 0..n-1) and bumps its modification_date. */
function writeEntries(ctx: PodContext, id: number, entries: ReadonlyArray<Omit<PlaylistEntry, 'idx'>>): void {
  const { db } = ctx;
  db.transaction(() => {
    db.prepare('DELETE FROM playlist_tracks WHERE playlist_id = ?').run(id);
    const insert = db.prepare(
      'INSERT INTO playlist_tracks (playlist_id, idx, track_id, creation_date) VALUES (?, ?, ?, ?)',
    );
    entries.forEach((entry, idx) => insert.run(id, idx, entry.track_id, entry.creation_date));
    touch(ctx, id);
  })();
}

function touch(ctx: PodContext, id: number): void {
  ctx.db.prepare('UPDATE playlists SET modification_date = ? WHERE id = ?').run(isoDate(), id);
}

/** `playlist.track_updated` to the owner's sockets, with the playlist's id and the track concerned. */
function announce(ctx: PodContext, request: FastifyRequest, user: UserRow, id: number, trackId: number | null) {
  const track =
    trackId === null ? null : (serializeTracks(new View(ctx, request), [trackId], { detail: false })[0] ?? null);
  ctx.events.publish(`user.${user.id}.inbox`, { type: 'playlist.track_updated', playlist: id, track });
}

function serializeOne(ctx: PodContext, request: FastifyRequest, id: number) {
  return serializePlaylists(new View(ctx, request), [id], uploadPlayable('u', request.auth.user))[0];
}

/** DRF's field checks of `{name, privacy_level}`; `partial` for PATCH. */
function playlistFields(fields: Record<string, unknown>, partial: boolean) {
  const errors: Record<string, string[]> = {};
  const out: { name?: string; privacy_level?: string } = {};
  const name = charField(fields.name, { partial, max: NAME_MAX }, errors, 'name');
  if (name !== undefined) out.name = name;
  if (fields.privacy_level !== undefined) {
    if (!PRIVACY_LEVELS.includes(String(fields.privacy_level)))
      errors.privacy_level = [`"${String(fields.privacy_level)}" is not a valid choice.`];
    else out.privacy_level = String(fields.privacy_level);
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return out;
}

/** An index of the body (`from`, `to`, `index`) as a real pod reads it: int(...), else 400 with no body. */
function indexField(fields: Record<string, unknown>, name: string): number {
  const value = fields[name];
  const text = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
  if (!/^-?\d{1,9}$/.test(text)) throw new ApiError(400, null);
  return Number(text);
}

export function playlistWriteRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'POST', 'playlists/', async (request, reply) => {
    const user = requireUser(request);
    const fields = playlistFields(bodyFields(request), false);
    const now = isoDate();
    const id = Number(
      ctx.db
        .prepare(
          'INSERT INTO playlists (user_id, name, privacy_level, creation_date, modification_date) VALUES (?, ?, ?, ?, ?)',
        )
        .run(user.id, fields.name, fields.privacy_level ?? user.privacy_level, now, now).lastInsertRowid,
    );
    return reply.code(201).send(serializeOne(ctx, request, id));
  });

  apiRoute(app, ['PUT', 'PATCH'], 'playlists/:id/', async (request) => {
    const { id } = ownPlaylist(ctx, request);
    const fields = playlistFields(bodyFields(request), request.method === 'PATCH');
    if (fields.name !== undefined) ctx.db.prepare('UPDATE playlists SET name = ? WHERE id = ?').run(fields.name, id);
    if (fields.privacy_level !== undefined)
      ctx.db.prepare('UPDATE playlists SET privacy_level = ? WHERE id = ?').run(fields.privacy_level, id);
    touch(ctx, id);
    return serializeOne(ctx, request, id);
  });

  apiRoute(app, 'DELETE', 'playlists/:id/', async (request, reply) => {
    const { id } = ownPlaylist(ctx, request);
    ctx.db.prepare('DELETE FROM playlists WHERE id = ?').run(id);
    return reply.code(204).send();
  });

  apiRoute(app, 'POST', 'playlists/:id/add/', async (request, reply) => {
    const { id, user, name } = ownPlaylist(ctx, request);
    const fields = bodyFields(request);
    const raw = fields.tracks;
    if (!Array.isArray(raw) || raw.length === 0) {
      throw fieldErrors({ tracks: [raw === undefined ? 'This field is required.' : 'This list may not be empty.'] });
    }
    const tracks: number[] = [];
    for (const value of raw) {
      const pk = typeof value === 'number' ? value : Number.NaN;
      if (!Number.isInteger(pk))
        throw fieldErrors({ tracks: [`Incorrect type. Expected pk value, received ${typeof value}.`] });
      if (!ctx.db.prepare('SELECT 1 FROM tracks WHERE id = ?').get(pk))
        throw fieldErrors({ tracks: [`Invalid pk "${pk}" - object does not exist.`] });
      tracks.push(pk);
    }
    const allowDuplicates = fields.allow_duplicates === true || fields.allow_duplicates === 'true';
    const existing = entriesOf(ctx, id);
    const max = Number(readPreference(ctx.db, 'playlists__max_tracks') ?? MAX_TRACKS_DEFAULT);
    if (existing.length + tracks.length > max)
      throw new ApiError(400, { playlist: [`Playlist would reach the maximum of ${max} tracks`] });
    if (!allowDuplicates) {
      const held = new Set(existing.map((entry) => entry.track_id));
      const duplicates = [...new Set(tracks.filter((track) => held.has(track)))];
      if (duplicates.length > 0) {
        const titles = duplicates.map(
          (track) => (ctx.db.prepare('SELECT title FROM tracks WHERE id = ?').get(track) as { title: string }).title,
        );
        throw new ApiError(400, {
          playlist: {
            non_field_errors: [{ tracks: titles, playlist_name: name, code: 'tracks_already_exist_in_playlist' }],
          },
        });
      }
    }
    const now = isoDate();
    const added = tracks.map((track_id) => ({ track_id, creation_date: now }));
    writeEntries(ctx, id, [...existing, ...added]);
    const results = serializeEntries(
      ctx,
      request,
      added.map((entry, i) => ({ ...entry, idx: existing.length + i })),
    );
    announce(ctx, request, user, id, tracks.at(-1) ?? null);
    return reply.code(201).send({ count: results.length, results });
  });

  apiRoute(app, 'POST', 'playlists/:id/move/', async (request, reply) => {
    const { id, user } = ownPlaylist(ctx, request);
    const fields = bodyFields(request);
    const from = indexField(fields, 'from');
    const to = indexField(fields, 'to');
    const entries = entriesOf(ctx, id);
    const moved = entries[from];
    if (from < 0 || moved === undefined) throw new ApiError(404, null);
    const rest = entries.filter((_, i) => i !== from);
    rest.splice(Math.max(0, Math.min(to, rest.length)), 0, moved);
    writeEntries(ctx, id, rest);
    announce(ctx, request, user, id, moved.track_id);
    return reply.code(204).send();
  });

  apiRoute(app, ['POST', 'DELETE'], 'playlists/:id/remove/', async (request, reply) => {
    const { id, user } = ownPlaylist(ctx, request);
    const index = indexField(bodyFields(request), 'index');
    const entries = entriesOf(ctx, id);
    const removed = entries[index];
    if (index < 0 || removed === undefined) throw new ApiError(404, null);
    writeEntries(
      ctx,
      id,
      entries.filter((_, i) => i !== index),
    );
    announce(ctx, request, user, id, removed.track_id);
    return reply.code(204).send();
  });

  apiRoute(app, 'DELETE', 'playlists/:id/clear/', async (request, reply) => {
    const { id, user } = ownPlaylist(ctx, request);
    writeEntries(ctx, id, []);
    announce(ctx, request, user, id, null);
    return reply.code(204).send();
  });
}
