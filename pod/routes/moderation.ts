// Content filters (ENDPOINTS §11): a user mutes an artist; `hidden` of the lists then leaves it out.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import type { PodContext } from '../context';
import { bodyFields } from '../http/body';
import { badRequest, fieldErrors, notFound } from '../http/errors';
import { queryOf } from '../http/query';
import { apiRoute } from '../http/route';
import { isoDate, newUuid } from '../ids';
import { serializeContentFilters } from '../serialize/activity';
import { View } from '../serialize/common';
import { Conditions, orderBy, runList, uuidParam } from './list-query';

/** The artist of `{target: {type: "artist", id}}`, with the messages of a real pod's generic relation field. */
function targetArtist(ctx: PodContext, fields: Record<string, unknown>): number {
  const target = fields.target;
  if (target === undefined) throw fieldErrors({ target: ['This field is required.'] });
  if (typeof target !== 'object' || target === null || Array.isArray(target))
    throw fieldErrors({ target: ['Invalid data'] });
  const { type, id } = target as { type?: unknown; id?: unknown };
  if (type !== 'artist') throw fieldErrors({ target: ['Invalid type'] });
  const artistId =
    typeof id === 'number' ? id : typeof id === 'string' && /^\d{1,15}$/.test(id.trim()) ? Number(id) : NaN;
  if (!Number.isSafeInteger(artistId) || artistId < 1) throw fieldErrors({ target: ['Invalid id'] });
  if (!ctx.db.prepare('SELECT 1 FROM artists WHERE id = ?').get(artistId))
    throw fieldErrors({ target: ['Object not found'] });
  return artistId;
}

function ownFilter(ctx: PodContext, request: FastifyRequest): string {
  const user = requireUser(request);
  const uuid = uuidParam(new URLSearchParams({ uuid: (request.params as { uuid: string }).uuid }), 'uuid') ?? '';
  if (!ctx.db.prepare('SELECT 1 FROM content_filters WHERE uuid = ? AND user_id = ?').get(uuid, user.id))
    throw notFound();
  return uuid;
}

export function moderationRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'GET', 'moderation/content-filters/', async (request) => {
    const user = requireUser(request);
    const params = queryOf(request);
    const where = new Conditions();
    where.add('cf.user_id = ?', user.id);
    return runList<string>(new View(ctx, request), request, {
      from: 'content_filters cf',
      idColumn: 'cf.uuid',
      where,
      order: orderBy(params, { creation_date: 'cf.creation_date' }, 'cf.creation_date DESC, cf.uuid', 'cf.uuid'),
      serialize: (view, uuids) => serializeContentFilters(view, uuids),
    });
  });

  apiRoute(app, 'POST', 'moderation/content-filters/', async (request, reply) => {
    const user = requireUser(request);
    const artist = targetArtist(ctx, bodyFields(request));
    if (
      ctx.db.prepare('SELECT 1 FROM content_filters WHERE user_id = ? AND target_artist_id = ?').get(user.id, artist)
    ) {
      throw badRequest('A content filter already exists for this object');
    }
    const uuid = newUuid();
    ctx.db
      .prepare('INSERT INTO content_filters (uuid, user_id, target_artist_id, creation_date) VALUES (?, ?, ?, ?)')
      .run(uuid, user.id, artist, isoDate());
    return reply.code(201).send(serializeContentFilters(new View(ctx, request), [uuid])[0]);
  });

  apiRoute(
    app,
    'GET',
    'moderation/content-filters/:uuid/',
    async (request) => serializeContentFilters(new View(ctx, request), [ownFilter(ctx, request)])[0],
  );

  apiRoute(app, 'DELETE', 'moderation/content-filters/:uuid/', async (request, reply) => {
    ctx.db.prepare('DELETE FROM content_filters WHERE uuid = ?').run(ownFilter(ctx, request));
    return reply.code(204).send();
  });
}
