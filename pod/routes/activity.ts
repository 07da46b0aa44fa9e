// What listeners do (ENDPOINTS §6): favorites and listening history. Playlists are playlists.ts.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { privacyVisible } from '../access';
import { assertCanRead, requireUser } from '../auth';
import type { PodContext } from '../context';
import { bodyFields, pkField } from '../http/body';
import { ApiError, notFound } from '../http/errors';
import { hostOf, originOf, parseId, queryOf, textParam } from '../http/query';
import { apiRoute } from '../http/route';
import { isoDate } from '../ids';
import { serializeUserTracks } from '../serialize/activity';
import { View } from '../serialize/common';
import { publishUserActivity } from './live';
import {
  addHiddenFilter,
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

export function activityRoutes(app: FastifyInstance, ctx: PodContext): void {
  favoriteRoutes(app, ctx);
  historyRoutes(app, ctx);
}
