// The library objects of the manage area (ENDPOINTS §13), only what reports need: a moderator with
// the library permission deletes a reported artist, album, track or library
// (`DELETE manage/library/artists|albums|tracks/{id}/`, `libraries/{uuid}/`, 204). What hangs on
// the object (albums, tracks, uploads, favorites...) goes with it through the schema's cascades.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePermission } from '../auth';
import type { PodContext } from '../context';
import { notFound } from '../http/errors';
import { apiRoute } from '../http/route';
import { parseUuid } from '../ids';

const BY_ID = { artists: 'artists', albums: 'albums', tracks: 'tracks' } as const;

function idOf(request: FastifyRequest): number {
  const text = (request.params as { id: string }).id;
  if (!/^\d{1,15}$/.test(text)) throw notFound();
  return Number(text);
}

export function manageLibraryRoutes(app: FastifyInstance, ctx: PodContext): void {
  for (const [path, table] of Object.entries(BY_ID)) {
    apiRoute(app, 'DELETE', `manage/library/${path}/:id/`, async (request, reply) => {
      requirePermission(request, 'library');
      // A channel's artist is deleted with its channel, not here (a real pod's manage list leaves them out).
      const where = table === 'artists' ? 'id = ? AND channel_uuid IS NULL' : 'id = ?';
      const result = ctx.db.prepare(`DELETE FROM ${table} WHERE ${where}`).run(idOf(request));
      if (result.changes === 0) throw notFound();
      return reply.code(204).send();
    });
  }

  apiRoute(app, 'DELETE', 'manage/library/libraries/:uuid/', async (request, reply) => {
    requirePermission(request, 'library');
    const uuid = parseUuid((request.params as { uuid: string }).uuid);
    const result = uuid
      ? ctx.db.prepare('DELETE FROM libraries WHERE uuid = ? AND channel_uuid IS NULL').run(uuid)
      : { changes: 0 };
    if (result.changes === 0) throw notFound();
    return reply.code(204).send();
  });
}
