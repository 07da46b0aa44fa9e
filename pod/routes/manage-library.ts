// The library objects of the manage area (ENDPOINTS §13; library flag): artists, albums, tracks,
// libraries and uploads, each with list (`q`, ordering, 50 a page), get, delete, `stats/` and the
// `action/` delete. A delete takes what hangs on the object (albums, tracks, uploads, favorites...)
// through the schema's cascades, and the files this pod stored for the uploads that go.
// Channels' artists and libraries are managed as channels (manage-channels.ts): a real pod's lists
// leave them out here.

import { rmSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePermission } from '../auth';
import { filePath, type PodContext } from '../context';
import { notFound } from '../http/errors';
import { queryOf } from '../http/query';
import { apiRoute } from '../http/route';
import { parseUuid } from '../ids';
import { View } from '../serialize/common';
import { manageAlbums, manageArtists, manageLibraries, manageTracks, manageUploads } from '../serialize/manage-library';
import { addTextSearch, Conditions, orderBy, runList } from './list-query';
import { runAction } from './manage-action';

interface ManagedKind {
  path: string;
  table: string;
  /** The key a real pod sends as `id` and takes in `action` bodies. */
  key: 'id' | 'rowid';
  /** How the URL names one: the id, or (libraries, uploads) the uuid. */
  urlKey: 'id' | 'uuid';
  scope: string;
  search: string[];
  ordering: Record<string, string>;
  serialize: (view: View, ids: number[]) => unknown[];
  /** The tracks whose listenings, favorites and uploads the stats count. */
  tracks?: string;
  /** The condition on `t.id` naming this object in the mutations and reports tables. */
  target?: 'artist' | 'album' | 'track';
}

const KINDS: ManagedKind[] = [
  {
    path: 'artists',
    table: 'artists',
    key: 'id',
    urlKey: 'id',
    scope: 'channel_uuid IS NULL',
    search: ['name'],
    ordering: { creation_date: 'creation_date', name: 'name' },
    serialize: manageArtists,
    tracks: 'SELECT id FROM tracks WHERE artist_id = ?1 OR album_id IN (SELECT id FROM albums WHERE artist_id = ?1)',
    target: 'artist',
  },
  {
    path: 'albums',
    table: 'albums',
    key: 'id',
    urlKey: 'id',
    scope: '1',
    search: ['title'],
    ordering: { creation_date: 'creation_date', release_date: 'release_date', title: 'title' },
    serialize: manageAlbums,
    tracks: 'SELECT id FROM tracks WHERE album_id = ?1',
    target: 'album',
  },
  {
    path: 'tracks',
    table: 'tracks',
    key: 'id',
    urlKey: 'id',
    scope: '1',
    search: ['title'],
    ordering: { creation_date: 'creation_date', title: 'title', position: 'position', disc_number: 'disc_number' },
    serialize: manageTracks,
    tracks: 'SELECT id FROM tracks WHERE id = ?1',
    target: 'track',
  },
  {
    path: 'libraries',
    table: 'libraries',
    key: 'rowid',
    urlKey: 'uuid',
    scope: 'channel_uuid IS NULL',
    search: ['name', 'description'],
    ordering: {
      creation_date: 'creation_date',
      uploads_count: '(SELECT count(*) FROM uploads u WHERE u.library_uuid = libraries.uuid)',
      followers_count:
        '(SELECT count(*) FROM library_follows f WHERE f.library_uuid = libraries.uuid AND f.approved = 1)',
    },
    serialize: manageLibraries,
  },
  {
    path: 'uploads',
    table: 'uploads',
    key: 'rowid',
    urlKey: 'uuid',
    scope: '1',
    search: ['filename', 'import_reference'],
    ordering: {
      creation_date: 'creation_date',
      modification_date: 'coalesce(import_date, creation_date)',
      size: 'size',
      bitrate: 'bitrate',
      duration: 'duration',
    },
    serialize: manageUploads,
  },
];

function keyOf(ctx: PodContext, kind: ManagedKind, request: FastifyRequest): number {
  const text = (request.params as { id: string }).id;
  let found: { key: number } | undefined;
  if (kind.urlKey === 'uuid') {
    const uuid = parseUuid(text);
    if (uuid)
      found = ctx.db
        .prepare(`SELECT ${kind.key} AS key FROM ${kind.table} WHERE uuid = ? AND ${kind.scope}`)
        .get(uuid) as { key: number } | undefined;
  } else if (/^\d{1,15}$/.test(text)) {
    found = ctx.db.prepare(`SELECT id AS key FROM ${kind.table} WHERE id = ? AND ${kind.scope}`).get(Number(text)) as
      { key: number } | undefined;
  }
  if (!found) throw notFound();
  return found.key;
}

/** The uploads of these objects, selected by SQL on `?` (a JSON list of keys). */
function uploadsOf(kind: ManagedKind): string {
  if (kind.path === 'uploads') return 'SELECT rowid FROM uploads WHERE rowid IN (SELECT value FROM json_each(?))';
  if (kind.path === 'libraries')
    return 'SELECT u.rowid FROM uploads u JOIN libraries l ON l.uuid = u.library_uuid WHERE l.rowid IN (SELECT value FROM json_each(?))';
  const column = { artists: 'artist_id', albums: 'album_id', tracks: 'id' }[kind.path]!;
  return `SELECT u.rowid FROM uploads u WHERE u.track_id IN (SELECT id FROM tracks WHERE ${column} IN (SELECT value FROM json_each(?))
          ${kind.path === 'artists' ? 'OR album_id IN (SELECT id FROM albums WHERE artist_id IN (SELECT value FROM json_each(?)))' : ''})`;
}

/** Deletes objects and the files this pod stored for their uploads (never the catalogue's). */
export function deleteManaged(ctx: PodContext, kind: ManagedKind, keys: number[]): void {
  const list = JSON.stringify(keys);
  const uploadParams = kind.path === 'artists' ? [list, list] : [list];
  const files = ctx.db
    .prepare(`SELECT file FROM uploads WHERE root = 'data' AND rowid IN (${uploadsOf(kind)})`)
    .all(...uploadParams) as { file: string }[];
  ctx.db.prepare(`DELETE FROM ${kind.table} WHERE ${kind.key} IN (SELECT value FROM json_each(?))`).run(list);
  for (const { file } of files) rmSync(filePath(ctx, 'data', file), { force: true });
}

const n = (ctx: PodContext, sql: string, ...params: unknown[]) =>
  (ctx.db.prepare(sql).get(...params) as { n: number | null }).n ?? 0;

/** Counts of what hangs on an artist, album or track (a real pod's `stats/`). */
function catalogueStats(ctx: PodContext, kind: ManagedKind, id: number) {
  const tracks = `SELECT value FROM json_each(?)`;
  const trackIds = JSON.stringify(
    (
      ctx.db.prepare(kind.tracks!.replaceAll('?1', '?')).all(...(kind.path === 'artists' ? [id, id] : [id])) as {
        id: number;
      }[]
    ).map((row) => row.id),
  );
  const size = n(ctx, `SELECT sum(size) AS n FROM uploads WHERE track_id IN (${tracks})`, trackIds);
  return {
    listenings: n(ctx, `SELECT count(*) AS n FROM listenings WHERE track_id IN (${tracks})`, trackIds),
    mutations: n(ctx, 'SELECT count(*) AS n FROM mutations WHERE target_kind = ? AND target_id = ?', kind.target, id),
    playlists: n(
      ctx,
      `SELECT count(DISTINCT playlist_id) AS n FROM playlist_tracks WHERE track_id IN (${tracks})`,
      trackIds,
    ),
    track_favorites: n(ctx, `SELECT count(*) AS n FROM favorites WHERE track_id IN (${tracks})`, trackIds),
    libraries: n(
      ctx,
      `SELECT count(DISTINCT library_uuid) AS n FROM uploads WHERE track_id IN (${tracks}) AND library_uuid IN (SELECT uuid FROM libraries WHERE channel_uuid IS NULL)`,
      trackIds,
    ),
    channels: n(
      ctx,
      `SELECT count(DISTINCT l.channel_uuid) AS n FROM uploads u JOIN libraries l ON l.uuid = u.library_uuid WHERE u.track_id IN (${tracks})`,
      trackIds,
    ),
    uploads: n(ctx, `SELECT count(*) AS n FROM uploads WHERE track_id IN (${tracks})`, trackIds),
    reports: n(
      ctx,
      'SELECT count(*) AS n FROM reports WHERE target_type = ? AND target_ref = ?',
      kind.target,
      String(id),
    ),
    media_total_size: size,
    media_downloaded_size: size,
  };
}

function libraryStats(ctx: PodContext, rowid: number) {
  const { uuid } = ctx.db.prepare('SELECT uuid FROM libraries WHERE rowid = ?').get(rowid) as { uuid: string };
  const tracks = 'SELECT track_id FROM uploads WHERE library_uuid = ?';
  const size = n(ctx, 'SELECT sum(size) AS n FROM uploads WHERE library_uuid = ?', uuid);
  return {
    uploads: n(ctx, 'SELECT count(*) AS n FROM uploads WHERE library_uuid = ?', uuid),
    followers: n(ctx, 'SELECT count(*) AS n FROM library_follows WHERE library_uuid = ? AND approved = 1', uuid),
    tracks: n(ctx, `SELECT count(DISTINCT track_id) AS n FROM uploads WHERE library_uuid = ?`, uuid),
    albums: n(ctx, `SELECT count(DISTINCT album_id) AS n FROM tracks WHERE id IN (${tracks})`, uuid),
    artists: n(ctx, `SELECT count(DISTINCT artist_id) AS n FROM tracks WHERE id IN (${tracks})`, uuid),
    reports: n(ctx, "SELECT count(*) AS n FROM reports WHERE target_type = 'library' AND target_ref = ?", uuid),
    media_total_size: size,
    media_downloaded_size: size,
  };
}

export function manageLibraryRoutes(app: FastifyInstance, ctx: PodContext): void {
  for (const kind of KINDS) {
    const base = `manage/library/${kind.path}/`;
    apiRoute(app, 'GET', base, async (request) => {
      requirePermission(request, 'library');
      const params = queryOf(request);
      const where = new Conditions();
      where.add(kind.scope);
      addTextSearch(where, params.get('q') ?? undefined, kind.search);
      return runList<number>(new View(ctx, request), request, {
        from: kind.table,
        idColumn: kind.key,
        where,
        order: orderBy(params, kind.ordering, 'creation_date DESC, rowid DESC', kind.key),
        serialize: kind.serialize,
      });
    });

    apiRoute(app, 'GET', `${base}:id/`, async (request) => {
      requirePermission(request, 'library');
      return kind.serialize(new View(ctx, request), [keyOf(ctx, kind, request)])[0];
    });

    apiRoute(app, 'GET', `${base}:id/stats/`, async (request) => {
      requirePermission(request, 'library');
      const key = keyOf(ctx, kind, request);
      // A real pod has no stats for an upload.
      if (kind.path === 'uploads') throw notFound();
      return kind.path === 'libraries' ? libraryStats(ctx, key) : catalogueStats(ctx, kind, key);
    });

    apiRoute(app, 'DELETE', `${base}:id/`, async (request, reply) => {
      requirePermission(request, 'library');
      deleteManaged(ctx, kind, [keyOf(ctx, kind, request)]);
      return reply.code(204).send();
    });

    apiRoute(app, 'POST', `${base}action/`, async (request) => {
      requirePermission(request, 'library');
      const model = {
        artists: 'music.Artist',
        albums: 'music.Album',
        tracks: 'music.Track',
        libraries: 'music.Library',
        uploads: 'music.Upload',
      }[kind.path]!;
      return runAction(request, {
        // Objects are named by their integer id, as a real pod's ActionSerializer takes them.
        isKey: (value) => Number.isSafeInteger(value),
        existing: (keys) =>
          (
            ctx.db
              .prepare(
                `SELECT ${kind.key} AS key FROM ${kind.table} WHERE ${kind.scope} AND ${kind.key} IN (SELECT value FROM json_each(?))`,
              )
              .all(JSON.stringify(keys)) as { key: number }[]
          ).map((row) => row.key),
        remove: (keys) => deleteManaged(ctx, kind, keys as number[]),
        model,
      });
    });
  }
}
