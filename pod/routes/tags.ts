// `GET tags/` and `GET tags/{name}/`.

import type { FastifyInstance } from 'fastify';
import { assertCanRead } from '../auth';
import type { PodContext } from '../context';
import { notFound } from '../http/errors';
import { queryOf, textParam } from '../http/query';
import { apiRoute } from '../http/route';
import { View } from '../serialize/common';
import { serializeTag, type TagRow } from '../serialize/tags';
import { addNameFilters, addTextSearch, Conditions, orderBy, runList } from './list-query';

export function tagRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'GET', 'tags/', async (request) => {
    assertCanRead(ctx, request);
    const params = queryOf(request);
    const where = new Conditions();
    addTextSearch(where, textParam(params, 'q'), ['tg.name']);
    addNameFilters(where, params, 'name', 'tg.name');
    const fields = { name: 'fold(tg.name)', creation_date: 'tg.creation_date', length: 'length(tg.name)' };
    return runList(new View(ctx, request), request, {
      from: 'tags tg',
      idColumn: 'tg.id',
      where,
      order: orderBy(params, fields, 'tg.creation_date DESC, tg.id DESC', 'tg.id'),
      serialize: (view, ids) => {
        const rows = view.db
          .prepare('SELECT * FROM tags WHERE id IN (SELECT value FROM json_each(?))')
          .all(JSON.stringify(ids)) as TagRow[];
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.flatMap((id) => {
          const row = byId.get(id);
          return row ? [serializeTag(row)] : [];
        });
      },
    });
  });

  apiRoute(app, 'GET', 'tags/:name/', async (request) => {
    assertCanRead(ctx, request);
    const { name } = request.params as { name: string };
    const row = ctx.db.prepare('SELECT * FROM tags WHERE name = ? COLLATE BINARY').get(name) as TagRow | undefined;
    if (!row) throw notFound();
    return serializeTag(row);
  });
}
