// fetch21: federation fetches (ENDPOINTS §10), all in 1.4 as in 2.0: `POST federation/fetches/`
// `{object, force?}`, `GET federation/fetches/{id}/` (the caller's own only), and the fetches of a
// known artist, album or track (`GET|POST {type}/{id}/fetches/`: "refresh from remote", 400 for this
// pod's own objects). What a fetch finds is remote-fetch.ts's.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import type { PodContext } from '../context';
import { bodyFields } from '../http/body';
import { ApiError, fieldErrors, notFound } from '../http/errors';
import { assertPageExists, hostOf, pageOf, pageRequest, parseId, queryOf } from '../http/query';
import { apiRoute } from '../http/route';
import { isoDate } from '../ids';
import {
  fetchOverHttp,
  SEEDED_FETCH_MS,
  seededAlbumUuid,
  seededArtistUuid,
  seededOutcome,
  type FetchOutcome,
} from '../remote-fetch';
import { REMOTE_DOMAIN, REMOTE_LIBRARIES } from '../remote-seed';
import { View } from '../serialize/common';
import type { UserRow } from '../users';

/** A real pod's FEDERATION_DUPLICATE_FETCH_DELAY: a finished fetch of the same URL is answered again. */
const DUPLICATE_FETCH_MS = 50 * 60 * 1000;
const ID_KEYED = new Set(['artist', 'album', 'track']);

interface FetchRow {
  id: number;
  url: string;
  actor_id: number;
  status: string;
  detail: string;
  object_type: string | null;
  object_key: string | null;
  creation_date: string;
  fetch_date: string | null;
  ready_at: number | null;
  outcome: string | null;
}

function serialize(view: View, row: FetchRow) {
  const key = row.object_key;
  const type = row.object_type;
  const object =
    type === null || key === null
      ? null
      : ID_KEYED.has(type)
        ? { type, id: Number(key) }
        : type === 'account'
          ? { type, full_username: key }
          : { type, uuid: key };
  return {
    id: row.id,
    url: row.url,
    actor: view.actor(row.actor_id),
    status: row.status,
    detail: JSON.parse(row.detail) as unknown,
    creation_date: row.creation_date,
    fetch_date: row.fetch_date,
    object,
  };
}

/** Saves the seeded artist or album a fetch found (as a scan would: same uuids, another pod's objects). */
function createSeeded(ctx: PodContext, kind: 'artist' | 'album', seedKey: string): number {
  const seed = REMOTE_LIBRARIES.find((entry) => entry.key === seedKey)!;
  const published = isoDate(Date.now() - 500 * 60 * 1000);
  const getOrCreate = (table: 'artists' | 'albums', uuid: string, insert: () => void): number => {
    const known = ctx.db.prepare(`SELECT id FROM ${table} WHERE uuid = ?`).get(uuid) as { id: number } | undefined;
    if (known) return known.id;
    insert();
    ctx.db
      .prepare('INSERT OR IGNORE INTO remote_objects (uuid, kind, domain) VALUES (?, ?, ?)')
      .run(uuid, table.slice(0, -1), REMOTE_DOMAIN);
    return (ctx.db.prepare(`SELECT id FROM ${table} WHERE uuid = ?`).get(uuid) as { id: number }).id;
  };
  const artistUuid = seededArtistUuid(seed.artist);
  const artistId = getOrCreate('artists', artistUuid, () =>
    ctx.db
      .prepare(
        `INSERT INTO artists (uuid, name, content_category, creation_date, modification_date) VALUES (?, ?, 'music', ?, ?)`,
      )
      .run(artistUuid, seed.artist, published, published),
  );
  if (kind === 'artist') return artistId;
  const albumUuid = seededAlbumUuid(seed.key);
  return getOrCreate('albums', albumUuid, () =>
    ctx.db
      .prepare('INSERT INTO albums (uuid, title, artist_id, creation_date) VALUES (?, ?, ?, ?)')
      .run(albumUuid, seed.album, artistId, published),
  );
}

function settle(ctx: PodContext, id: number, outcome: FetchOutcome): void {
  ctx.db.transaction(() => {
    const object = outcome.create
      ? { type: outcome.create.kind, key: String(createSeeded(ctx, outcome.create.kind, outcome.create.seed)) }
      : outcome.object;
    ctx.db
      .prepare(
        "UPDATE fetches SET status = ?, detail = ?, fetch_date = ?, ready_at = NULL, outcome = NULL WHERE id = ? AND status = 'pending'",
      )
      .run(outcome.status, JSON.stringify(outcome.detail), isoDate(), id);
    // `undefined`: the fetch keeps the object it was made for (a refresh).
    if (object !== undefined)
      ctx.db
        .prepare('UPDATE fetches SET object_type = ?, object_key = ? WHERE id = ?')
        .run(object?.type ?? null, object?.key ?? null, id);
  })();
}

/** Settles the simulated fetches whose moment has come (one indexed-enough query: few rows). */
function settleDue(ctx: PodContext, now = Date.now()): void {
  const due = ctx.db
    .prepare("SELECT id, outcome FROM fetches WHERE status = 'pending' AND ready_at IS NOT NULL AND ready_at <= ?")
    .all(now) as { id: number; outcome: string }[];
  for (const row of due) settle(ctx, row.id, JSON.parse(row.outcome) as FetchOutcome);
}

function insertFetch(
  ctx: PodContext,
  user: UserRow,
  url: string,
  object: { type: string; key: string } | null,
  planned: FetchOutcome | null,
): number {
  const now = Date.now();
  return Number(
    ctx.db
      .prepare(
        `INSERT INTO fetches (url, actor_id, object_type, object_key, creation_date, ready_at, outcome)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        url,
        user.id,
        object?.type ?? null,
        object?.key ?? null,
        isoDate(now),
        planned ? now + SEEDED_FETCH_MS : null,
        planned ? JSON.stringify(planned) : null,
      ).lastInsertRowid,
  );
}

const rowOf = (ctx: PodContext, id: number) =>
  ctx.db.prepare('SELECT * FROM fetches WHERE id = ?').get(id) as FetchRow | undefined;

/** A real pod's FetchSerializer.validate_object: a handle (`@user@domain` or `user@domain`) becomes `webfinger://`. */
function fetchUrlOf(object: string): string {
  const bare = object.replace(/^@+/, '');
  return /^[^@\s/:]+@[^@\s/:]+\.[^@\s/:]+$/.test(bare) ? `webfinger://${bare}` : object;
}

export function fetchRoutes(app: FastifyInstance, ctx: PodContext): void {
  const remoteActor = (username: string) =>
    ctx.db
      .prepare(
        'SELECT 1 FROM users u JOIN remote_actors r ON r.user_id = u.id WHERE u.username = ? COLLATE NOCASE AND r.domain = ?',
      )
      .get(username, REMOTE_DOMAIN) !== undefined;

  /** This pod's own accounts, by handle: found at once, as a real pod finds its own actors. */
  const localAccount = (url: string, host: string): FetchOutcome | null => {
    const handle = /^webfinger:\/\/([^@/]+)@(.+)$/.exec(url);
    if (!handle || handle[2]!.toLowerCase() !== host.toLowerCase()) return null;
    const user = ctx.db
      .prepare(
        'SELECT username FROM users u WHERE username = ? COLLATE NOCASE AND NOT EXISTS (SELECT 1 FROM remote_actors r WHERE r.user_id = u.id)',
      )
      .get(handle[1]) as { username: string } | undefined;
    return user
      ? { status: 'finished', detail: {}, object: { type: 'account', key: `${user.username}@${host}` } }
      : { status: 'errored', detail: { error_code: 'http', status_code: 404, message: '' } };
  };

  apiRoute(app, 'POST', 'federation/fetches/', async (request: FastifyRequest, reply) => {
    const user = requireUser(request);
    settleDue(ctx);
    const fields = bodyFields(request);
    if (typeof fields.object !== 'string' || fields.object.trim() === '')
      throw fieldErrors({
        object: [fields.object === undefined ? 'This field is required.' : 'This field may not be blank.'],
      });
    const url = fetchUrlOf(fields.object.trim());
    const view = new View(ctx, request);
    if (fields.force !== true) {
      const duplicate = ctx.db
        .prepare(
          "SELECT * FROM fetches WHERE actor_id = ? AND url = ? AND status = 'finished' AND creation_date >= ? ORDER BY id DESC LIMIT 1",
        )
        .get(user.id, url, isoDate(Date.now() - DUPLICATE_FETCH_MS)) as FetchRow | undefined;
      if (duplicate) return reply.code(201).send(serialize(view, duplicate));
    }
    const planned = seededOutcome(url, remoteActor) ?? localAccount(url, hostOf(request));
    const id = insertFetch(ctx, user, url, null, planned);
    // Another pod's object: fetched now, over HTTP, as a real pod's worker does after the answer.
    if (!planned) void fetchOverHttp(url).then((outcome) => settle(ctx, id, outcome));
    return reply.code(201).send(serialize(view, rowOf(ctx, id)!));
  });

  apiRoute(app, 'GET', 'federation/fetches/:id/', async (request) => {
    const user = requireUser(request);
    settleDue(ctx);
    const row = rowOf(ctx, parseId((request.params as { id: string }).id));
    if (!row || row.actor_id !== user.id) throw notFound();
    return serialize(new View(ctx, request), row);
  });

  for (const kind of ['artist', 'album', 'track'] as const) {
    const table = `${kind}s`;
    const objectOf = (request: FastifyRequest) => {
      const id = parseId((request.params as { id: string }).id);
      const row = ctx.db.prepare(`SELECT id, uuid FROM ${table} WHERE id = ?`).get(id) as
        { id: number; uuid: string } | undefined;
      if (!row) throw notFound();
      return row;
    };
    apiRoute(app, 'GET', `${table}/:id/fetches/`, async (request) => {
      requireUser(request);
      settleDue(ctx);
      const object = objectOf(request);
      const page = pageRequest(queryOf(request));
      const where = 'object_type = ? AND object_key = ?';
      const count = (
        ctx.db.prepare(`SELECT count(*) AS n FROM fetches WHERE ${where}`).get(kind, String(object.id)) as { n: number }
      ).n;
      assertPageExists(page, count);
      const rows = ctx.db
        .prepare(`SELECT * FROM fetches WHERE ${where} ORDER BY creation_date DESC, id DESC LIMIT ? OFFSET ?`)
        .all(kind, String(object.id), page.size, (page.page - 1) * page.size) as FetchRow[];
      const view = new View(ctx, request);
      // The list leaves `object` out (a real pod's list serializer has no such field).
      const results = rows.map((row) => {
        const { object: _object, ...rest } = serialize(view, row);
        return rest;
      });
      return pageOf(request, page, count, results);
    });
    apiRoute(app, 'POST', `${table}/:id/fetches/`, async (request, reply) => {
      const user = requireUser(request);
      settleDue(ctx);
      const object = objectOf(request);
      const view = new View(ctx, request);
      if (view.isLocal(object.uuid)) throw new ApiError(400, { detail: 'Cannot fetch a local object' });
      const fid = view.fid(table as 'artists' | 'albums' | 'tracks', object.uuid);
      const id = insertFetch(
        ctx,
        user,
        fid,
        { type: kind, key: String(object.id) },
        { status: 'finished', detail: {} },
      );
      return reply.code(201).send(serialize(view, rowOf(ctx, id)!));
    });
  }
}
