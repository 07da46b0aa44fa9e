// library23: `manage/tags/` (ENDPOINTS §13; library flag): list (`q`, ordering, 50 a page), create
// `{name}`, get and delete by name, and the `action/` delete (tags named by name, as a real pod's
// ManageTagActionSerializer takes them; "all" refused).

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePermission } from '../auth';
import type { PodContext } from '../context';
import { bodyFields } from '../http/body';
import { fieldErrors, notFound } from '../http/errors';
import { queryOf } from '../http/query';
import { apiRoute } from '../http/route';
import { isoDate } from '../ids';
import { View } from '../serialize/common';
import { manageTags } from '../serialize/manage-library';
import { addTextSearch, Conditions, orderBy, runList } from './list-query';
import { runAction } from './manage-action';

const COUNT = (kind: string) => `(SELECT count(*) FROM tagged_items i WHERE i.tag_id = tg.id AND i.kind = '${kind}')`;

function tagId(ctx: PodContext, request: FastifyRequest): number {
  const name = (request.params as { name: string }).name;
  const row = ctx.db.prepare('SELECT id FROM tags WHERE name = ?').get(name) as { id: number } | undefined;
  if (!row) throw notFound();
  return row.id;
}

export function manageTagRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'GET', 'manage/tags/', async (request) => {
    requirePermission(request, 'library');
    const params = queryOf(request);
    const where = new Conditions();
    addTextSearch(where, params.get('q') ?? undefined, ['tg.name']);
    return runList(new View(ctx, request), request, {
      from: 'tags tg',
      idColumn: 'tg.id',
      where,
      order: orderBy(
        params,
        {
          id: 'tg.id',
          name: 'fold(tg.name)',
          creation_date: 'tg.creation_date',
          tracks_count: COUNT('track'),
          albums_count: COUNT('album'),
          artists_count: COUNT('artist'),
        },
        'tg.creation_date DESC, tg.id DESC',
        'tg.id',
      ),
      serialize: manageTags,
    });
  });

  apiRoute(app, 'POST', 'manage/tags/', async (request, reply) => {
    requirePermission(request, 'library');
    const { name } = bodyFields(request);
    if (name === undefined || name === null) throw fieldErrors({ name: ['This field is required.'] });
    if (typeof name !== 'string') throw fieldErrors({ name: ['Not a valid string.'] });
    const trimmed = name.trim();
    if (trimmed === '') throw fieldErrors({ name: ['This field may not be blank.'] });
    if (trimmed.length > 100) throw fieldErrors({ name: ['Ensure this field has no more than 100 characters.'] });
    if (ctx.db.prepare('SELECT 1 FROM tags WHERE name = ?').get(trimmed))
      throw fieldErrors({ name: ['tag with this name already exists.'] });
    const id = Number(
      ctx.db.prepare('INSERT INTO tags (name, creation_date) VALUES (?, ?)').run(trimmed, isoDate()).lastInsertRowid,
    );
    return reply.code(201).send(manageTags(new View(ctx, request), [id])[0]);
  });

  apiRoute(app, 'GET', 'manage/tags/:name/', async (request) => {
    requirePermission(request, 'library');
    return manageTags(new View(ctx, request), [tagId(ctx, request)])[0];
  });

  apiRoute(app, 'DELETE', 'manage/tags/:name/', async (request, reply) => {
    requirePermission(request, 'library');
    ctx.db.prepare('DELETE FROM tags WHERE id = ?').run(tagId(ctx, request));
    return reply.code(204).send();
  });

  apiRoute(app, 'POST', 'manage/tags/action/', async (request) => {
    requirePermission(request, 'library');
    return runAction(request, {
      isKey: (value) => typeof value === 'string',
      existing: (names) =>
        (
          ctx.db
            .prepare('SELECT name FROM tags WHERE name IN (SELECT value FROM json_each(?))')
            .all(JSON.stringify(names)) as {
            name: string;
          }[]
        ).map((row) => row.name),
      remove: (names) =>
        ctx.db.prepare('DELETE FROM tags WHERE name IN (SELECT value FROM json_each(?))').run(JSON.stringify(names)),
      model: 'tags.Tag',
    });
  });
}
