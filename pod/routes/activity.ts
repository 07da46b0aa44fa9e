// What listeners do (ENDPOINTS §6, §7): favorites, listening history, playlists.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { privacyVisible, uploadPlayable } from '../access';
import { assertCanRead, requireUser } from '../auth';
import type { PodContext } from '../context';
import { bodyFields, pkField } from '../http/body';
import { ApiError, notFound } from '../http/errors';
import { boolParam, hostOf, intParam, originOf, parseId, queryOf, textParam } from '../http/query';
import { apiRoute } from '../http/route';
import { isoDate } from '../ids';
import { serializePlaylists, serializeUserTracks } from '../serialize/activity';
import { View } from '../serialize/common';
import { serializeTracks } from '../serialize/tracks';
import { publishUserActivity } from './live';
import {
  addHiddenFilter,
  addNameFilters,
  addTextSearch,
  Conditions,
  orderBy,
  resolveScope,
  runList,
  scopeCondition,
} from './list-query';

const trackExists = (ctx: PodContext) => (id: number) =>
  ctx.db.prepare('SELECT 1 FROM tracks WHERE id = ?').get(id) !== undefined;

/** Conditions shared by favorites and listenings (alias x, joined to users us, tracks t, albums al). */
function addUserTrackFilters(where: Conditions, ctx: PodContext, request: FastifyRequest): void {
  where.add(privacyVisible('us.privacy_level', 'us.id', request.auth.user));
  addHiddenFilter(where, ctx, request, ['t.artist_id', 'al.artist_id']);
  const scope = resolveScope(ctx, request, { hasLibraries: false });
  if (scope !== null) {
    const condition = scopeCondition(scope, 'x.user_id');
    where.add(condition.sql, ...condition.params);
  }
}

function listUserTracks(
  ctx: PodContext,
  request: FastifyRequest,
  table: 'favorites' | 'listenings',
  where: Conditions,
) {
  const fields = { creation_date: 'x.creation_date', id: 'x.id' };
  return runList(new View(ctx, request), request, {
    from: `${table} x JOIN users us ON us.id = x.user_id JOIN tracks t ON t.id = x.track_id
           JOIN artists ar ON ar.id = t.artist_id LEFT JOIN albums al ON al.id = t.album_id`,
    idColumn: 'x.id',
    where,
    order: orderBy(queryOf(request), fields, 'x.creation_date DESC, x.id DESC', 'x.id'),
    serialize: (view, ids) => serializeUserTracks(view, table, ids),
  });
}

function favoriteRoutes(app: FastifyInstance, ctx: PodContext): void {
  // Everyone's favorites the caller may see (owners' privacy levels); `scope=me` for one's own.
  apiRoute(app, 'GET', 'favorites/tracks/', async (request) => {
    assertCanRead(ctx, request);
    const where = new Conditions();
    addUserTrackFilters(where, ctx, request);
    addTextSearch(where, textParam(queryOf(request), 'q'), ['t.title', 'ar.name', 'al.title']);
    return listUserTracks(ctx, request, 'favorites', where);
  });

  // Favoriting twice is not an error: a real pod gets or creates, and answers 201 with the favorite.
  apiRoute(app, 'POST', 'favorites/tracks/', async (request, reply) => {
    const user = requireUser(request);
    const track = pkField(bodyFields(request), 'track', trackExists(ctx));
    const created = ctx.db
      .prepare('INSERT OR IGNORE INTO favorites (user_id, track_id, creation_date) VALUES (?, ?, ?)')
      .run(user.id, track, isoDate()).changes;
    const row = ctx.db
      .prepare('SELECT id, track_id, creation_date FROM favorites WHERE user_id = ? AND track_id = ?')
      .get(user.id, track) as {
      id: number;
      track_id: number;
      creation_date: string;
    };
    if (created > 0)
      publishUserActivity(ctx, originOf(request), user, {
        type: 'Like',
        id: row.id,
        trackId: track,
        date: row.creation_date,
      });
    return reply.code(201).send({ id: row.id, track: row.track_id, creation_date: row.creation_date });
  });

  apiRoute(app, 'GET', 'favorites/tracks/all/', async (request) => {
    const user = requireUser(request);
    const results = ctx.db
      .prepare('SELECT id, track_id AS track FROM favorites WHERE user_id = ? ORDER BY id')
      .all(user.id);
    return { results, count: results.length };
  });

  // Unfavorite by track: 204, or a bare `{}` 400 when the track is not a favorite (or not a number).
  const remove = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = requireUser(request);
    const value = bodyFields(request).track;
    const track =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && /^\d{1,15}$/.test(value.trim())
          ? Number(value)
          : NaN;
    const deleted = Number.isSafeInteger(track)
      ? ctx.db.prepare('DELETE FROM favorites WHERE user_id = ? AND track_id = ?').run(user.id, track).changes
      : 0;
    if (deleted === 0) throw new ApiError(400, {});
    return reply.code(204).send();
  };
  apiRoute(app, ['POST', 'DELETE'], 'favorites/tracks/remove/', remove);

  apiRoute(app, 'DELETE', 'favorites/tracks/:id/', async (request, reply) => {
    const user = requireUser(request);
    const id = parseId((request.params as { id: string }).id);
    const deleted = ctx.db.prepare('DELETE FROM favorites WHERE id = ? AND user_id = ?').run(id, user.id).changes;
    if (deleted === 0) throw notFound();
    return reply.code(204).send();
  });
}

function historyRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'GET', 'history/listenings/', async (request) => {
    assertCanRead(ctx, request);
    const params = queryOf(request);
    const where = new Conditions();
    addUserTrackFilters(where, ctx, request);
    const username = textParam(params, 'username');
    if (username !== undefined) where.add('us.username = ?', username);
    const domain = textParam(params, 'domain');
    if (domain !== undefined && domain.toLowerCase() !== hostOf(request)) where.add('0');
    return listUserTracks(ctx, request, 'listenings', where);
  });

  apiRoute(app, 'GET', 'history/listenings/:id/', async (request) => {
    assertCanRead(ctx, request);
    const id = parseId((request.params as { id: string }).id);
    const visible = ctx.db
      .prepare(
        `SELECT 1 FROM listenings x JOIN users us ON us.id = x.user_id WHERE x.id = ? AND ${privacyVisible('us.privacy_level', 'us.id', request.auth.user)}`,
      )
      .get(id);
    const [item] = visible ? serializeUserTracks(new View(ctx, request), 'listenings', [id]) : [];
    if (!item) throw notFound();
    return item;
  });

  apiRoute(app, 'POST', 'history/listenings/', async (request, reply) => {
    const user = requireUser(request);
    const track = pkField(bodyFields(request), 'track', trackExists(ctx));
    const date = isoDate();
    const id = Number(
      ctx.db
        .prepare('INSERT INTO listenings (user_id, track_id, creation_date) VALUES (?, ?, ?)')
        .run(user.id, track, date).lastInsertRowid,
    );
    publishUserActivity(ctx, originOf(request), user, { type: 'Listen', id, trackId: track, date });
    return reply.code(201).send({ id, user: user.id, track, creation_date: date });
  });
}

/** Playlists the caller may see, with the playlist filters of ENDPOINTS §7. */
function listPlaylists(ctx: PodContext, request: FastifyRequest) {
  const params = queryOf(request);
  const viewer = request.auth.user;
  const where = new Conditions();
  where.add(privacyVisible('p.privacy_level', 'p.user_id', viewer));
  addTextSearch(where, textParam(params, 'q'), ['p.name', 'us.username']);
  addNameFilters(where, params, 'name', 'p.name');
  const playable = `EXISTS (SELECT 1 FROM playlist_tracks pt JOIN uploads u ON u.track_id = pt.track_id
                            WHERE pt.playlist_id = p.id AND ${uploadPlayable('u', viewer)})`;
  const wantPlayable = boolParam(params, 'playable');
  if (wantPlayable !== undefined) where.add(`${wantPlayable ? '' : 'NOT '}${playable}`);
  const track = intParam(params, 'track');
  if (track !== undefined)
    where.add('EXISTS (SELECT 1 FROM playlist_tracks pt WHERE pt.playlist_id = p.id AND pt.track_id = ?)', track);
  const album = intParam(params, 'album');
  if (album !== undefined) {
    where.add(
      'EXISTS (SELECT 1 FROM playlist_tracks pt JOIN tracks t ON t.id = pt.track_id WHERE pt.playlist_id = p.id AND t.album_id = ?)',
      album,
    );
  }
  const artist = intParam(params, 'artist');
  if (artist !== undefined) {
    where.add(
      `EXISTS (SELECT 1 FROM playlist_tracks pt JOIN tracks t ON t.id = pt.track_id LEFT JOIN albums al ON al.id = t.album_id
               WHERE pt.playlist_id = p.id AND (t.artist_id = ? OR al.artist_id = ?))`,
      artist,
      artist,
    );
  }
  const scope = resolveScope(ctx, request, { hasLibraries: false });
  if (scope !== null) {
    const condition = scopeCondition(scope, 'p.user_id');
    where.add(condition.sql, ...condition.params);
  }
  const fields = {
    id: 'p.id',
    name: 'fold(p.name)',
    creation_date: 'p.creation_date',
    modification_date: 'p.modification_date',
  };
  return runList(new View(ctx, request), request, {
    from: 'playlists p JOIN users us ON us.id = p.user_id',
    idColumn: 'p.id',
    where,
    order: orderBy(params, fields, 'p.creation_date DESC, p.id DESC', 'p.id'),
    serialize: (view, ids) => serializePlaylists(view, ids, uploadPlayable('u', viewer)),
  });
}

/** The id of a playlist the caller may see, else 404. */
function visiblePlaylist(ctx: PodContext, request: FastifyRequest): number {
  const id = parseId((request.params as { id: string }).id);
  const row = ctx.db
    .prepare(
      `SELECT 1 FROM playlists p WHERE p.id = ? AND ${privacyVisible('p.privacy_level', 'p.user_id', request.auth.user)}`,
    )
    .get(id);
  if (!row) throw notFound();
  return id;
}

function playlistRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'GET', 'playlists/', async (request) => {
    assertCanRead(ctx, request);
    return listPlaylists(ctx, request);
  });
  apiRoute(app, 'GET', 'playlists/:id/', async (request) => {
    assertCanRead(ctx, request);
    const id = visiblePlaylist(ctx, request);
    return serializePlaylists(new View(ctx, request), [id], uploadPlayable('u', request.auth.user))[0];
  });
  // Not paginated: `{count, results: [{track, index, creation_date}]}` by index.
  apiRoute(app, 'GET', 'playlists/:id/tracks/', async (request) => {
    assertCanRead(ctx, request);
    const id = visiblePlaylist(ctx, request);
    const entries = ctx.db
      .prepare('SELECT idx, track_id, creation_date FROM playlist_tracks WHERE playlist_id = ? ORDER BY idx')
      .all(id) as { idx: number; track_id: number; creation_date: string }[];
    const view = new View(ctx, request);
    const tracks = new Map(
      serializeTracks(view, [...new Set(entries.map((entry) => entry.track_id))], { detail: false }).map((t) => [
        t.id,
        t,
      ]),
    );
    const results = entries.flatMap((entry) => {
      const track = tracks.get(entry.track_id);
      return track ? [{ track, index: entry.idx, creation_date: entry.creation_date }] : [];
    });
    return { count: results.length, results };
  });
}

export function activityRoutes(app: FastifyInstance, ctx: PodContext): void {
  favoriteRoutes(app, ctx);
  historyRoutes(app, ctx);
  playlistRoutes(app, ctx);
}
