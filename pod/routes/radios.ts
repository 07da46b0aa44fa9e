// Radios (ENDPOINTS §8): custom radios (read only here), radio sessions, and their next tracks:
// `POST radios/tracks/` (v1, one track) and `GET /api/v2/radios/sessions/{id}/tracks/` (v2, a batch).

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { anonymousSessionKey, assertCanRead, cookieOf } from '../auth';
import type { PodContext } from '../context';
import { bodyFields, pkField } from '../http/body';
import { ApiError, fieldErrors, notAuthenticated, notFound } from '../http/errors';
import { hostOf, intParam, parseId, queryOf, textParam } from '../http/query';
import { apiRoute } from '../http/route';
import { isoDate, parseUuid } from '../ids';
import { libraryViewable } from '../access';
import { View } from '../serialize/common';
import { serializeRadios, serializeRadioSession } from '../serialize/radios';
import { serializeTracks } from '../serialize/tracks';
import type { UserRow } from '../users';
import {
  addNameFilters,
  addTextSearch,
  Conditions,
  orderBy,
  resolveScope,
  runList,
  scopeCondition,
} from './list-query';
import {
  filtersSql,
  isRadioType,
  parseFilter,
  playableTrackConditions,
  RADIO_TYPES,
  sessionCandidates,
  storedFilters,
  TRACKS_FROM,
  type RadioSessionRow,
  type RadioType,
} from './radio-candidates';
import { radioWriteRoutes } from './radios-write';

/** The odd answer of a radio that ran dry: a 404 whose body is a bare JSON string (ENDPOINTS §8, §15). */
const NO_MORE_CANDIDATES = "Radio doesn't have more candidates";
const noMoreCandidates = () => new ApiError(404, JSON.stringify(NO_MORE_CANDIDATES));

/** The filters a custom radio may use, as a real pod describes them. */
const FILTERS = [
  {
    type: 'artist',
    label: 'Artist',
    help_text: 'Select tracks for a given artist',
    fields: [
      {
        name: 'ids',
        type: 'list',
        subtype: 'number',
        autocomplete: '/api/v1/search',
        autocomplete_qs: 'q={query}',
        autocomplete_fields: { remoteValues: 'artists', name: 'name', value: 'id' },
        label: 'Artist',
        placeholder: 'Select artists',
      },
    ],
  },
  {
    type: 'tag',
    label: 'Tag',
    help_text: 'Select tracks with a given tag',
    fields: [
      {
        name: 'names',
        type: 'list',
        subtype: 'string',
        autocomplete: '/api/v1/search',
        autocomplete_fields: { remoteValues: 'tags', name: 'name', value: 'name' },
        autocomplete_qs: 'q={query}',
        label: 'Tags',
        placeholder: 'Select tags',
      },
    ],
  },
];

/** Radios the caller may see: public ones and their own. */
const radioVisible = (viewer: UserRow | null) =>
  viewer ? { sql: '(r.is_public = 1 OR r.user_id = ?)', params: [viewer.id] } : { sql: 'r.is_public = 1', params: [] };

function visibleRadio(ctx: PodContext, request: FastifyRequest): { id: number; config: string } {
  const id = parseId((request.params as { id: string }).id);
  const visible = radioVisible(request.auth.user);
  const row = ctx.db
    .prepare(`SELECT r.id, r.config FROM radios r WHERE r.id = ? AND ${visible.sql}`)
    .get(id, ...visible.params) as { id: number; config: string } | undefined;
  if (!row) throw notFound();
  return row;
}

function customRadioRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'GET', 'radios/radios/', async (request) => {
    assertCanRead(ctx, request);
    const params = queryOf(request);
    const where = new Conditions();
    const visible = radioVisible(request.auth.user);
    where.add(visible.sql, ...visible.params);
    addTextSearch(where, textParam(params, 'q'), ['r.name']);
    addNameFilters(where, params, 'name', 'r.name');
    const scope = resolveScope(ctx, request, { hasLibraries: false });
    if (scope !== null) {
      const condition = scopeCondition(scope, 'r.user_id');
      where.add(condition.sql, ...condition.params);
    }
    const fields = { id: 'r.id', name: 'fold(r.name)', creation_date: 'r.creation_date' };
    return runList(new View(ctx, request), request, {
      from: 'radios r',
      idColumn: 'r.id',
      where,
      order: orderBy(params, fields, 'r.creation_date DESC, r.id DESC', 'r.id'),
      serialize: (view, ids) => serializeRadios(view, ids),
    });
  });

  apiRoute(app, 'GET', 'radios/radios/filters/', async (request) => {
    assertCanRead(ctx, request);
    return FILTERS;
  });

  apiRoute(app, 'GET', 'radios/radios/:id/', async (request) => {
    assertCanRead(ctx, request);
    return serializeRadios(new View(ctx, request), [visibleRadio(ctx, request).id])[0];
  });

  // The tracks the radio's filters select that the caller may play, by album, disc and position.
  apiRoute(app, 'GET', 'radios/radios/:id/tracks/', async (request) => {
    assertCanRead(ctx, request);
    const radio = visibleRadio(ctx, request);
    const where = playableTrackConditions(ctx, request.auth.user);
    const filters = filtersSql(storedFilters(radio.config));
    where.add(filters.sql, ...filters.params);
    return runList(new View(ctx, request), request, {
      from: TRACKS_FROM,
      idColumn: 't.id',
      where,
      order: { sql: 't.album_id IS NULL, t.album_id, t.disc_number, t.position, t.id', params: [] },
      serialize: (view, ids) => serializeTracks(view, ids, { detail: false }),
    });
  });
}

const invalidRelated = () => fieldErrors({ related_object_id: ['Invalid related object'] });

/**
 * `related_object_id` checked for the kind of radio: an artist id, a tag name, a library uuid (of a
 * library the caller may see: anonymous visitors get a 401 for the instance's), an actor's
 * `username@domain`, a track id. Returns the value to store.
 */
function relatedObject(ctx: PodContext, request: FastifyRequest, type: RadioType, value: unknown): unknown {
  const spec = RADIO_TYPES[type] as { related?: string };
  if (!spec.related) return null;
  if (value === undefined || value === null || value === '')
    throw fieldErrors({ related_object_id: ['This field is required.'] });
  if (typeof value !== 'string' && typeof value !== 'number') throw invalidRelated();
  const text = String(value).trim();
  const id = /^\d{1,15}$/.test(text) ? Number(text) : null;
  const exists = (sql: string, ...params: unknown[]) => ctx.db.prepare(sql).get(...params) !== undefined;
  switch (spec.related) {
    case 'artist':
      if (id === null || !exists('SELECT 1 FROM artists WHERE id = ?', id)) throw invalidRelated();
      return value;
    case 'track':
      if (id === null || !exists('SELECT 1 FROM tracks WHERE id = ?', id)) throw invalidRelated();
      return value;
    case 'tag':
      if (!exists('SELECT 1 FROM tags WHERE name = ? COLLATE BINARY', text)) throw invalidRelated();
      return text;
    case 'library': {
      const uuid = parseUuid(text);
      if (!uuid || !exists('SELECT 1 FROM libraries l WHERE l.uuid = ? AND l.channel_uuid IS NULL', uuid))
        throw invalidRelated();
      if (!exists(`SELECT 1 FROM libraries l WHERE l.uuid = ? AND ${libraryViewable('l', request.auth.user)}`, uuid)) {
        if (!request.auth.user) throw notAuthenticated();
        throw invalidRelated();
      }
      return uuid;
    }
    case 'actor': {
      const [username, domain, ...rest] = text.split('@');
      if (!username || domain?.toLowerCase() !== hostOf(request) || rest.length > 0) throw invalidRelated();
      if (!exists('SELECT 1 FROM users WHERE username = ? COLLATE NOCASE', username)) throw invalidRelated();
      return text;
    }
    default:
      throw invalidRelated();
  }
}

/** `custom_radio` of a custom session: a radio the caller may use (public, or their own). */
function customRadio(ctx: PodContext, request: FastifyRequest, fields: Record<string, unknown>): number {
  const id = pkField(
    fields,
    'custom_radio',
    (pk) => ctx.db.prepare('SELECT 1 FROM radios WHERE id = ?').get(pk) !== undefined,
  );
  const radio = ctx.db.prepare('SELECT user_id, is_public FROM radios WHERE id = ?').get(id) as {
    user_id: number;
    is_public: number;
  };
  if (radio.is_public === 1 || radio.user_id === request.auth.user?.id) return id;
  if (!request.auth.user) throw notAuthenticated();
  throw fieldErrors({ custom_radio: ["You don't have access to this radio"] });
}

function sessionRow(ctx: PodContext, id: number): RadioSessionRow | undefined {
  return ctx.db.prepare('SELECT * FROM radio_sessions WHERE id = ?').get(id) as RadioSessionRow | undefined;
}

/** A session is its user's; an anonymous one belongs to the browser session (cookie) that created it. */
function ownsSession(request: FastifyRequest, session: RadioSessionRow): boolean {
  if (session.user_id !== null) return request.auth.user?.id === session.user_id;
  return session.session_key !== null && cookieOf(request, 'sessionid') === session.session_key;
}

/** Hands out the session's next tracks (at most `count`), recording them; none left is the bare-string 404. */
function nextTracks(
  ctx: PodContext,
  session: RadioSessionRow,
  count: number,
): { id: number; position: number; track: number }[] {
  return ctx.db.transaction(() => {
    const picks = sessionCandidates(ctx, session).slice(0, count);
    if (picks.length === 0) throw noMoreCandidates();
    const { n } = ctx.db
      .prepare('SELECT count(*) AS n FROM radio_session_tracks WHERE session_id = ?')
      .get(session.id) as { n: number };
    const insert = ctx.db.prepare(
      'INSERT INTO radio_session_tracks (session_id, position, track_id, creation_date) VALUES (?, ?, ?, ?)',
    );
    const date = isoDate();
    return picks.map((track, index) => ({
      id: Number(insert.run(session.id, n + index + 1, track, date).lastInsertRowid),
      position: n + index + 1,
      track,
    }));
  })();
}

function createSession(ctx: PodContext, request: FastifyRequest, reply: FastifyReply) {
  assertCanRead(ctx, request);
  const fields = bodyFields(request);
  const type = fields.radio_type;
  if (type === undefined || type === '') throw fieldErrors({ radio_type: ['This field is required.'] });
  if (type === null) throw fieldErrors({ radio_type: ['This field may not be null.'] });
  if (!isRadioType(type))
    throw fieldErrors({
      radio_type: [`"${(typeof type === 'string' ? type : JSON.stringify(type)).slice(0, 60)}" is not a valid choice.`],
    });
  const user = request.auth.user;
  if (RADIO_TYPES[type].needsUser && !user) throw notAuthenticated();
  const related = relatedObject(ctx, request, type, fields.related_object_id);
  const custom = type === 'custom' ? customRadio(ctx, request, fields) : null;
  const config = fields.config === undefined ? null : fields.config;
  if (type === 'custom_multiple') {
    const filter = parseFilter(config);
    if (typeof filter === 'string') throw fieldErrors({ config: [filter] });
  }
  const sessionKey = user ? null : anonymousSessionKey(request, reply);
  const id = Number(
    ctx.db
      .prepare(
        `INSERT INTO radio_sessions (user_id, session_key, radio_type, related_object_id, custom_radio_id, config, creation_date)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        user?.id ?? null,
        sessionKey,
        type,
        related === null ? null : JSON.stringify(related),
        custom,
        config === null ? null : JSON.stringify(config),
        isoDate(),
      ).lastInsertRowid,
  );
  return reply.code(201).send(serializeRadioSession(sessionRow(ctx, id)!));
}

/** The session of the path, if the caller's (else 404, as a real pod's queryset of one's own sessions). */
function ownSession(ctx: PodContext, request: FastifyRequest): RadioSessionRow {
  assertCanRead(ctx, request);
  const session = sessionRow(ctx, parseId((request.params as { id: string }).id));
  if (!session || !ownsSession(request, session)) throw notFound();
  return session;
}

const MAX_BATCH = 50;

function sessionRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'POST', 'radios/sessions/', (request, reply) => createSession(ctx, request, reply));

  apiRoute(app, 'GET', 'radios/sessions/:id/', async (request) => serializeRadioSession(ownSession(ctx, request)));

  // v1: one track, `{id, session, position, track}`; another's session is a 403 with no body.
  apiRoute(app, 'POST', 'radios/tracks/', async (request, reply) => {
    assertCanRead(ctx, request);
    const fields = bodyFields(request);
    const id = pkField(fields, 'session', (pk) => sessionRow(ctx, pk) !== undefined);
    const session = sessionRow(ctx, id)!;
    if (!ownsSession(request, session)) return reply.code(403).send();
    const [next] = nextTracks(ctx, session, 1);
    // A 1.4 pod's radio track comes without its uploads (`uploads: []`, `is_playable: false`):
    // `GET tracks/{id}/` has them (real-1.4/NOTES).
    const [track] = serializeTracks(new View(ctx, request), [next!.track], { detail: false, bare: ctx.mode === '1.4' });
    return reply.code(201).send({ id: next!.id, session: session.id, position: next!.position, track });
  });

  // v2: `?count=N` tracks (default 1, at most 50) as an array of Tracks, with a 201 although it is a GET.
  apiRoute(
    app,
    'GET',
    'radios/sessions/:id/tracks/',
    async (request, reply) => {
      const session = ownSession(ctx, request);
      const count = intParam(queryOf(request), 'count') ?? 1;
      if (count < 1) throw fieldErrors({ count: ['Ensure this value is greater than or equal to 1.'] });
      const picks = nextTracks(ctx, session, Math.min(count, MAX_BATCH));
      return reply.code(201).send(
        serializeTracks(
          new View(ctx, request),
          picks.map((pick) => pick.track),
          { detail: false },
        ),
      );
    },
    { versions: ['v2'] },
  );
}

export function radioRoutes(app: FastifyInstance, ctx: PodContext): void {
  customRadioRoutes(app, ctx);
  radioWriteRoutes(app, ctx);
  sessionRoutes(app, ctx);
}
