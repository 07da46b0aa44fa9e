// library23: `manage/channels/` (ENDPOINTS §13; library flag): list (`q`, ordering, 50 a page), get
// by uuid or `username@domain`, `stats/` and delete (the channel goes with its artist, so its series
// and episodes, and its library, as the owner's own delete does).

import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../auth';
import { filePath, type PodContext } from '../context';
import { queryOf } from '../http/query';
import { apiRoute } from '../http/route';
import { View } from '../serialize/common';
import { manageChannels } from '../serialize/manage-library';
import { findChannel } from './channels';
import { addTextSearch, Conditions, orderBy, runList } from './list-query';

const channelParam = (params: unknown) => (params as { composite: string }).composite;

const n = (ctx: PodContext, sql: string, ...params: unknown[]) =>
  (ctx.db.prepare(sql).get(...params) as { n: number | null }).n ?? 0;

function channelStats(ctx: PodContext, uuid: string) {
  const uploads =
    'SELECT u.track_id FROM uploads u JOIN libraries l ON l.uuid = u.library_uuid WHERE l.channel_uuid = ?';
  const size = n(
    ctx,
    'SELECT sum(u.size) AS n FROM uploads u JOIN libraries l ON l.uuid = u.library_uuid WHERE l.channel_uuid = ?',
    uuid,
  );
  const { artist_id: artistId } = ctx.db.prepare('SELECT artist_id FROM channels WHERE uuid = ?').get(uuid) as {
    artist_id: number;
  };
  return {
    listenings: n(ctx, `SELECT count(*) AS n FROM listenings WHERE track_id IN (${uploads})`, uuid),
    mutations: n(ctx, "SELECT count(*) AS n FROM mutations WHERE target_kind = 'artist' AND target_id = ?", artistId),
    playlists: n(
      ctx,
      `SELECT count(DISTINCT playlist_id) AS n FROM playlist_tracks WHERE track_id IN (${uploads})`,
      uuid,
    ),
    track_favorites: n(ctx, `SELECT count(*) AS n FROM favorites WHERE track_id IN (${uploads})`, uuid),
    uploads: n(
      ctx,
      'SELECT count(*) AS n FROM uploads u JOIN libraries l ON l.uuid = u.library_uuid WHERE l.channel_uuid = ?',
      uuid,
    ),
    reports: n(ctx, "SELECT count(*) AS n FROM reports WHERE target_type = 'channel' AND target_ref = ?", uuid),
    media_total_size: size,
    media_downloaded_size: size,
    follows: n(ctx, 'SELECT count(*) AS n FROM subscriptions WHERE channel_uuid = ?', uuid),
  };
}

export function manageChannelRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'GET', 'manage/channels/', async (request) => {
    requirePermission(request, 'library');
    const params = queryOf(request);
    const where = new Conditions();
    addTextSearch(where, params.get('q') ?? undefined, ['a.name', 'c.username']);
    return runList<string>(new View(ctx, request), request, {
      from: 'channels c JOIN artists a ON a.id = c.artist_id',
      idColumn: 'c.uuid',
      where,
      order: orderBy(
        params,
        { creation_date: 'c.creation_date', name: 'fold(a.name)' },
        'c.creation_date DESC, c.uuid',
        'c.uuid',
      ),
      serialize: manageChannels,
    });
  });

  apiRoute(app, 'GET', 'manage/channels/:composite/', async (request) => {
    requirePermission(request, 'library');
    return manageChannels(new View(ctx, request), [findChannel(ctx, request, channelParam(request.params))])[0];
  });

  apiRoute(app, 'GET', 'manage/channels/:composite/stats/', async (request) => {
    requirePermission(request, 'library');
    return channelStats(ctx, findChannel(ctx, request, channelParam(request.params)));
  });

  apiRoute(app, 'DELETE', 'manage/channels/:composite/', async (request, reply) => {
    requirePermission(request, 'library');
    const uuid = findChannel(ctx, request, channelParam(request.params));
    const { artist_id: artistId } = ctx.db.prepare('SELECT artist_id FROM channels WHERE uuid = ?').get(uuid) as {
      artist_id: number;
    };
    const files = ctx.db
      .prepare(
        "SELECT u.file FROM uploads u JOIN libraries l ON l.uuid = u.library_uuid WHERE u.root = 'data' AND l.channel_uuid = ?",
      )
      .all(uuid) as { file: string }[];
    ctx.db.transaction(() => {
      ctx.db.prepare('DELETE FROM libraries WHERE channel_uuid = ?').run(uuid);
      ctx.db.prepare('DELETE FROM channels WHERE uuid = ?').run(uuid);
      ctx.db.prepare('DELETE FROM artists WHERE id = ?').run(artistId);
    })();
    for (const { file } of files) rmSync(filePath(ctx, 'data', file), { force: true });
    return reply.code(204).send();
  });
}
