// Channels (ENDPOINTS §9): `channels/` and `channels/{uuid | username@domain}/`.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertCanRead } from '../auth';
import type { PodContext } from '../context';
import { badRequest, notFound } from '../http/errors';
import { boolParam, hostOf, queryOf, textParam } from '../http/query';
import { apiRoute } from '../http/route';
import { parseUuid } from '../ids';
import { serializeChannels } from '../serialize/channels';
import { refreshExternalChannel } from './rss-subscribe';
import { View } from '../serialize/common';
import {
  addHiddenFilter,
  addTextSearch,
  Conditions,
  NOTHING,
  orderBy,
  resolveScope,
  runList,
  scopeCondition,
} from './list-query';

function listChannels(ctx: PodContext, request: FastifyRequest) {
  const params = queryOf(request);
  const where = new Conditions();
  const user = request.auth.user;
  addHiddenFilter(where, ctx, request, ['c.artist_id']);
  addTextSearch(where, textParam(params, 'q'), ['ar.name', 'c.username']);
  for (const tag of params.getAll('tag').filter(Boolean)) {
    where.add(
      `EXISTS (SELECT 1 FROM tagged_items ti JOIN tags tg ON tg.id = ti.tag_id
               WHERE ti.kind = 'artist' AND ti.object_id = c.artist_id AND tg.name = ? COLLATE NOCASE)`,
      tag,
    );
  }
  const scope = resolveScope(ctx, request, { hasLibraries: false });
  if (scope !== null) {
    const condition = scopeCondition(scope, 'c.attributed_to');
    where.add(condition.sql, ...condition.params);
  }
  // subscribed: a real pod answers nothing at all to anonymous callers, whatever the value.
  const subscribed = boolParam(params, 'subscribed');
  if (subscribed !== undefined) {
    if (!user) where.add(NOTHING);
    else
      where.add(
        `${subscribed ? '' : 'NOT '}EXISTS (SELECT 1 FROM subscriptions s WHERE s.channel_uuid = c.uuid AND s.user_id = ?)`,
        user.id,
      );
  }
  // external: channels made from RSS feeds of other sites (rss19: routes/rss-subscribe.ts).
  const external = boolParam(params, 'external');
  if (external !== undefined)
    where.add(`${external ? '' : 'NOT '}EXISTS (SELECT 1 FROM rss_feeds f WHERE f.channel_uuid = c.uuid)`);
  const fields = { creation_date: 'c.creation_date', modification_date: 'ar.modification_date' };
  return runList<string>(new View(ctx, request), request, {
    from: 'channels c JOIN artists ar ON ar.id = c.artist_id',
    idColumn: 'c.uuid',
    where,
    order: orderBy(params, fields, 'c.creation_date DESC, c.uuid', 'c.uuid'),
    serialize: (view, uuids) => serializeChannels(view, uuids, { detail: false }),
  });
}

/** A channel by uuid or by its actor's `username@domain` (this pod's domain only). */
export function findChannel(ctx: PodContext, request: FastifyRequest, composite: string): string {
  const uuid = parseUuid(composite);
  if (uuid) {
    if (!ctx.db.prepare('SELECT 1 FROM channels WHERE uuid = ?').get(uuid)) throw notFound();
    return uuid;
  }
  const match = /^@?([^@\s/]+)@([^@\s/]+)$/.exec(composite);
  if (!match) throw badRequest(`"${composite.slice(0, 60)}" is neither a channel uuid nor a username@domain.`);
  if (match[2]!.toLowerCase() !== hostOf(request)) throw notFound();
  const row = ctx.db.prepare('SELECT uuid FROM channels WHERE username = ? COLLATE NOCASE').get(match[1]) as
    { uuid: string } | undefined;
  if (!row) throw notFound();
  return row.uuid;
}

export function channelRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'GET', 'channels/', async (request) => {
    assertCanRead(ctx, request);
    return listChannels(ctx, request);
  });
  apiRoute(app, 'GET', 'channels/:composite/', async (request) => {
    assertCanRead(ctx, request);
    const uuid = findChannel(ctx, request, (request.params as { composite: string }).composite);
    if (boolParam(queryOf(request), 'refresh') === true) await refreshExternalChannel(ctx, request, uuid);
    return serializeChannels(new View(ctx, request), [uuid], { detail: true })[0];
  });
}
