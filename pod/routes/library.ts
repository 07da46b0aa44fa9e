// The library: `artists/`, `albums/`, `tracks/` (lists with the filters of ENDPOINTS §4), their
// details, and the libraries holding playable copies of each (`{id}/libraries/`).

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uploadPlayable } from '../access';
import { assertCanRead } from '../auth';
import type { PodContext } from '../context';
import { notFound } from '../http/errors';
import { boolParam, intListParam, intParam, parseId, queryOf, textParam } from '../http/query';
import { apiRoute } from '../http/route';
import { serializeAlbums } from '../serialize/albums';
import { serializeArtists } from '../serialize/artists';
import { View } from '../serialize/common';
import { serializeFederationLibraries } from '../serialize/libraries';
import { serializeTracks } from '../serialize/tracks';
import {
  addHiddenFilter,
  addIncludeChannels,
  addNameFilters,
  addRelatedFilter,
  addTagFilter,
  addTextSearch,
  addUploadFilters,
  Conditions,
  orderBy,
  runList,
} from './list-query';

const NEWEST_FIRST = (alias: string) => `${alias}.creation_date DESC, ${alias}.id DESC`;

export function listArtists(ctx: PodContext, request: FastifyRequest) {
  const params = queryOf(request);
  const where = new Conditions();
  addIncludeChannels(where, request, 'ar.channel_uuid');
  addHiddenFilter(where, ctx, request, ['ar.id']);
  addTextSearch(where, textParam(params, 'q'), ['ar.name']);
  addNameFilters(where, params, 'name', 'ar.name');
  addTagFilter(where, params, 'artist', 'ar.id');
  // Like a real pod, an artist's uploads are those of the tracks it is the artist of (not of the
  // albums it is the album artist of): a compilation's "Various Artists" is neither playable nor in a scope.
  addUploadFilters(where, ctx, request, 'SELECT t.id FROM tracks t WHERE t.artist_id = ar.id', { channel: false });
  const mbid = textParam(params, 'mbid');
  if (mbid !== undefined) where.add('ar.mbid = ?', mbid);
  const category = textParam(params, 'content_category');
  if (category !== undefined) where.add('ar.content_category = ?', category);
  // has_albums: the album artist of at least one album (or of none).
  const hasAlbums = boolParam(params, 'has_albums');
  if (hasAlbums !== undefined)
    where.add(`${hasAlbums ? '' : 'NOT '}EXISTS (SELECT 1 FROM albums al WHERE al.artist_id = ar.id)`);
  const related = addRelatedFilter(where, params, 'artist', 'ar.id');
  const fields = {
    id: 'ar.id',
    name: 'fold(ar.name)',
    creation_date: 'ar.creation_date',
    modification_date: 'ar.modification_date',
  };
  return runList(new View(ctx, request), request, {
    from: 'artists ar',
    idColumn: 'ar.id',
    where,
    order: orderBy(params, fields, 'ar.id DESC', 'ar.id', { kind: 'artist', id: related }),
    serialize: (view, ids) => serializeArtists(view, ids, { detail: false }),
  });
}

export function listAlbums(ctx: PodContext, request: FastifyRequest) {
  const params = queryOf(request);
  const where = new Conditions();
  addIncludeChannels(where, request, 'ar.channel_uuid');
  addHiddenFilter(where, ctx, request, ['al.artist_id']);
  addTextSearch(where, textParam(params, 'q'), ['al.title', 'ar.name']);
  addNameFilters(where, params, 'title', 'al.title');
  addTagFilter(where, params, 'album', 'al.id');
  addUploadFilters(where, ctx, request, 'SELECT t.id FROM tracks t WHERE t.album_id = al.id', { channel: true });
  const artist = intParam(params, 'artist');
  if (artist !== undefined) {
    where.add(
      "(al.artist_id = ? OR EXISTS (SELECT 1 FROM artist_credits c WHERE c.kind = 'album' AND c.object_id = al.id AND c.artist_id = ?))",
      artist,
      artist,
    );
  }
  const mbid = textParam(params, 'mbid');
  if (mbid !== undefined) where.add('al.mbid = ?', mbid);
  const category = textParam(params, 'content_category');
  if (category !== undefined) where.add('ar.content_category = ?', category);
  const related = addRelatedFilter(where, params, 'album', 'al.id');
  const fields = {
    creation_date: 'al.creation_date',
    release_date: 'al.release_date',
    title: 'fold(al.title)',
    artist__modification_date: 'ar.modification_date',
  };
  return runList(new View(ctx, request), request, {
    from: 'albums al JOIN artists ar ON ar.id = al.artist_id',
    idColumn: 'al.id',
    where,
    order: orderBy(params, fields, NEWEST_FIRST('al'), 'al.id', { kind: 'album', id: related }),
    serialize: (view, ids) => serializeAlbums(view, ids, { detail: false }),
  });
}

export function listTracks(ctx: PodContext, request: FastifyRequest) {
  const params = queryOf(request);
  const where = new Conditions();
  addIncludeChannels(where, request, 'ar.channel_uuid');
  addHiddenFilter(where, ctx, request, ['t.artist_id', 'al.artist_id']);
  addTextSearch(where, textParam(params, 'q'), ['t.title', 'al.title', 'ar.name']);
  addNameFilters(where, params, 'title', 't.title');
  addTagFilter(where, params, 'track', 't.id');
  addUploadFilters(where, ctx, request, 'SELECT t.id', { channel: true });
  const artist = intParam(params, 'artist');
  if (artist !== undefined) {
    where.add(
      `(t.artist_id = ? OR al.artist_id = ?
        OR EXISTS (SELECT 1 FROM artist_credits c WHERE c.kind = 'track' AND c.object_id = t.id AND c.artist_id = ?))`,
      artist,
      artist,
      artist,
    );
  }
  const album = intParam(params, 'album');
  if (album !== undefined) where.add('t.album_id = ?', album);
  const ids = intListParam(params, 'id');
  if (ids.length) where.add('t.id IN (SELECT value FROM json_each(?))', JSON.stringify(ids));
  for (const [name, column] of [
    ['license', 't.license'],
    ['mbid', 't.mbid'],
  ] as const) {
    const value = textParam(params, name);
    if (value !== undefined) where.add(`${column} = ?`, value);
  }
  // favorites=true (exactly): the caller's favorites. A real pod ignores it for anonymous callers.
  const user = request.auth.user;
  if (user && params.get('favorites') === 'true') {
    where.add('EXISTS (SELECT 1 FROM favorites f WHERE f.track_id = t.id AND f.user_id = ?)', user.id);
  }
  const related = addRelatedFilter(where, params, 'track', 't.id');
  const fields = {
    creation_date: 't.creation_date',
    title: 'fold(t.title)',
    album__title: 'fold(al.title)',
    album__release_date: 'al.release_date',
    size: "(SELECT max(u.size) FROM uploads u WHERE u.track_id = t.id AND u.import_status = 'finished')",
    position: 't.position',
    disc_number: 't.disc_number',
    artist__name: 'fold(ar.name)',
    artist__modification_date: 'ar.modification_date',
  };
  return runList(new View(ctx, request), request, {
    from: 'tracks t JOIN artists ar ON ar.id = t.artist_id LEFT JOIN albums al ON al.id = t.album_id',
    idColumn: 't.id',
    where,
    order: orderBy(params, fields, NEWEST_FIRST('t'), 't.id', { kind: 'track', id: related }),
    serialize: (view, ids) => serializeTracks(view, ids, { detail: false }),
  });
}

type Serializer = (view: View, ids: readonly number[], options: { detail: boolean }) => unknown[];

function detail(ctx: PodContext, serialize: Serializer) {
  return async (request: FastifyRequest) => {
    assertCanRead(ctx, request);
    const id = parseId((request.params as { id: string }).id);
    const [item] = serialize(new View(ctx, request), [id], { detail: true });
    if (item === undefined) throw notFound();
    return item;
  };
}

/** Which uploads (alias u, track t) belong to the object, by table of the object. */
const UPLOADS_OF = {
  artists: (id: number) => ({
    sql: '(t.artist_id = ? OR t.album_id IN (SELECT al.id FROM albums al WHERE al.artist_id = ?))',
    params: [id, id],
  }),
  albums: (id: number) => ({ sql: 't.album_id = ?', params: [id] }),
  tracks: (id: number) => ({ sql: 't.id = ?', params: [id] }),
} as const;

/**
 * `GET {artists,albums,tracks}/{id}/libraries/`: the libraries (not channels') holding uploads of
 * the object that the caller may play, in the federation Library shape.
 */
function librariesOf(ctx: PodContext, table: keyof typeof UPLOADS_OF) {
  return async (request: FastifyRequest) => {
    assertCanRead(ctx, request);
    const id = parseId((request.params as { id: string }).id);
    if (!ctx.db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(id)) throw notFound();
    const where = new Conditions();
    const uploads = UPLOADS_OF[table](id);
    where.add('l.channel_uuid IS NULL');
    where.add(
      `l.uuid IN (SELECT u.library_uuid FROM uploads u JOIN tracks t ON t.id = u.track_id
                  WHERE ${uploads.sql} AND ${uploadPlayable('u', request.auth.user)})`,
      ...uploads.params,
    );
    return runList<string>(new View(ctx, request), request, {
      from: 'libraries l',
      idColumn: 'l.uuid',
      where,
      order: { sql: 'l.creation_date, l.uuid', params: [] },
      serialize: (view, uuids) => serializeFederationLibraries(view, uuids),
    });
  };
}

export function libraryRoutes(app: FastifyInstance, ctx: PodContext): void {
  const list = (run: (ctx: PodContext, request: FastifyRequest) => unknown) => async (request: FastifyRequest) => {
    assertCanRead(ctx, request);
    return run(ctx, request);
  };
  apiRoute(app, 'GET', 'artists/', list(listArtists));
  apiRoute(app, 'GET', 'artists/:id/', detail(ctx, serializeArtists));
  apiRoute(app, 'GET', 'artists/:id/libraries/', librariesOf(ctx, 'artists'));
  apiRoute(app, 'GET', 'albums/', list(listAlbums));
  apiRoute(app, 'GET', 'albums/:id/', detail(ctx, serializeAlbums));
  apiRoute(app, 'GET', 'albums/:id/libraries/', librariesOf(ctx, 'albums'));
  apiRoute(app, 'GET', 'tracks/', list(listTracks));
  apiRoute(app, 'GET', 'tracks/:id/', detail(ctx, serializeTracks));
  apiRoute(app, 'GET', 'tracks/:id/libraries/', librariesOf(ctx, 'tracks'));
}
