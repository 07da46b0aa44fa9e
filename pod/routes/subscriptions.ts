// Channel subscriptions (ENDPOINTS §9): `channels/{id}/subscribe/`, `channels/{id}/unsubscribe/` and
// the caller's `subscriptions/`. A local channel takes every subscriber at once (`approved: true`).

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import type { PodContext } from '../context';
import { notFound } from '../http/errors';
import { queryOf } from '../http/query';
import { apiRoute } from '../http/route';
import { isoDate, newUuid } from '../ids';
import { View } from '../serialize/common';
import { serializeSubscriptions } from '../serialize/federation';
import { findChannel } from './channels';
import { Conditions, orderBy, runList, uuidParam } from './list-query';

const channelOf = (ctx: PodContext, request: FastifyRequest) =>
  findChannel(ctx, request, (request.params as { composite: string }).composite);

export function subscriptionRoutes(app: FastifyInstance, ctx: PodContext): void {
  // Get or create: subscribing again answers 201 with the same subscription.
  apiRoute(app, 'POST', 'channels/:composite/subscribe/', async (request, reply) => {
    const user = requireUser(request);
    const channel = channelOf(ctx, request);
    ctx.db
      .prepare('INSERT OR IGNORE INTO subscriptions (uuid, user_id, channel_uuid, creation_date) VALUES (?, ?, ?, ?)')
      .run(newUuid(), user.id, channel, isoDate());
    const { uuid } = ctx.db
      .prepare('SELECT uuid FROM subscriptions WHERE user_id = ? AND channel_uuid = ?')
      .get(user.id, channel) as { uuid: string };
    return reply.code(201).send(serializeSubscriptions(new View(ctx, request), [uuid])[0]);
  });

  // 204 whether or not the caller was subscribed.
  apiRoute(app, ['POST', 'DELETE'], 'channels/:composite/unsubscribe/', async (request, reply) => {
    const user = requireUser(request);
    const channel = channelOf(ctx, request);
    ctx.db.prepare('DELETE FROM subscriptions WHERE user_id = ? AND channel_uuid = ?').run(user.id, channel);
    return reply.code(204).send();
  });

  apiRoute(app, 'GET', 'subscriptions/', async (request) => {
    const user = requireUser(request);
    const where = new Conditions();
    where.add('s.user_id = ?', user.id);
    return runList<string>(new View(ctx, request), request, {
      from: 'subscriptions s',
      idColumn: 's.uuid',
      where,
      order: orderBy(queryOf(request), { creation_date: 's.creation_date' }, 's.creation_date DESC, s.uuid', 's.uuid'),
      serialize: (view, uuids) => serializeSubscriptions(view, uuids),
    });
  });

  apiRoute(app, 'GET', 'subscriptions/all/', async (request) => {
    const user = requireUser(request);
    const rows = ctx.db
      .prepare('SELECT uuid, channel_uuid FROM subscriptions WHERE user_id = ? ORDER BY creation_date DESC, uuid')
      .all(user.id) as { uuid: string; channel_uuid: string }[];
    return { results: rows.map((row) => ({ uuid: row.uuid, channel: row.channel_uuid })), count: rows.length };
  });

  apiRoute(app, 'GET', 'subscriptions/:uuid/', async (request) => {
    const user = requireUser(request);
    const uuid = uuidParam(new URLSearchParams({ uuid: (request.params as { uuid: string }).uuid }), 'uuid') ?? '';
    if (!ctx.db.prepare('SELECT 1 FROM subscriptions WHERE uuid = ? AND user_id = ?').get(uuid, user.id))
      throw notFound();
    return serializeSubscriptions(new View(ctx, request), [uuid])[0];
  });
}
