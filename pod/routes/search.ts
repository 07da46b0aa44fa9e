// `GET search?query=` (or `q=`), ENDPOINTS section 4: at most 3 artists, albums, tracks and tags
// matching the text, not paginated. No trailing slash, as on a real pod. The lists are the library's
// own (same filters, hidden artists left out), asked for one page of 3.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertCanRead } from '../auth';
import type { PodContext } from '../context';
import { badRequest } from '../http/errors';
import { queryOf, textParam } from '../http/query';
import { apiRoute } from '../http/route';
import { serializeTag, type TagRow } from '../serialize/tags';
import { listAlbums, listArtists, listTracks } from './library';
import { addTextSearch, Conditions } from './list-query';

const EACH = 3;

/** The same request (user, headers) asking for other query parameters. */
function withQuery(request: FastifyRequest, params: URLSearchParams): FastifyRequest {
  return Object.create(request, {
    url: { value: `${request.url.split('?')[0]}?${params.toString()}` },
  }) as FastifyRequest;
}

export function searchRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(
    app,
    'GET',
    'search',
    async (request) => {
      assertCanRead(ctx, request);
      const params = queryOf(request);
      const text = (textParam(params, 'query') ?? textParam(params, 'q') ?? '').trim();
      if (text === '') throw badRequest('empty query');
      const page = withQuery(request, new URLSearchParams({ q: text, page_size: String(EACH) }));
      const results = (list: (ctx: PodContext, request: FastifyRequest) => unknown) =>
        (list(ctx, page) as { results: unknown[] }).results;
      const where = new Conditions();
      addTextSearch(where, text, ['tg.name']);
      const tags = ctx.db
        .prepare(`SELECT * FROM tags tg ${where.sql} ORDER BY length(tg.name), tg.id LIMIT ${EACH}`)
        .all(...where.params) as TagRow[];
      return {
        artists: results(listArtists),
        albums: results(listAlbums),
        tracks: results(listTracks),
        tags: tags.map(serializeTag),
      };
    },
    { slash: 'none' },
  );
}
