// Federation, as a local user sees it (ENDPOINTS §10): following libraries and users, and the inbox
// (the notification centre) where follows and acceptances arrive. Every item added to an inbox is
// published on the pod's event bus (`user.<id>.inbox`, `inbox.item_added`) for the activity websocket.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import type { PodContext } from '../context';
import type { DB } from '../db';
import { bodyFields } from '../http/body';
import { ApiError, fieldErrors, notFound } from '../http/errors';
import { boolParam, hostOf, intParam, parseId, queryOf, textParam } from '../http/query';
import { apiRoute } from '../http/route';
import { isoDate, newUuid, parseUuid } from '../ids';
import { View } from '../serialize/common';
import {
  approvedOf,
  followFid,
  ORIGIN,
  serializeInboxItems,
  serializeLibraryFollows,
  serializeUserFollows,
  userFid,
  type InboxRefType,
  type LibraryFollowRow,
  type UserFollowRow,
} from '../serialize/federation';
import { serializeFederationLibraries } from '../serialize/libraries';
import type { UserRow } from '../users';
import { Conditions, orderBy, runList, uuidParam } from './list-query';

// ---------------------------------------------------------------------------------------------
// Storing follows and inbox items (also used by the seed).

interface NewInboxItem {
  /** Whose inbox. */
  userId: number;
  type: 'Follow' | 'Accept';
  actorId: number;
  fid: string;
  payload: Record<string, unknown>;
  object: { type: InboxRefType; ref: string };
  related: { type: InboxRefType; ref: string } | null;
  date: string;
  uuid?: string;
}

function insertInboxItem(db: DB, item: NewInboxItem): number {
  return Number(
    db
      .prepare(
        `INSERT INTO inbox_items (user_id, is_read, activity_uuid, activity_type, actor_id, activity_fid, payload, object_type, object_ref,
           related_type, related_ref, creation_date)
         VALUES (?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        item.userId,
        item.uuid ?? newUuid(),
        item.type,
        item.actorId,
        item.fid,
        JSON.stringify(item.payload),
        item.object.type,
        item.object.ref,
        item.related?.type ?? null,
        item.related?.ref ?? null,
        item.date,
      ).lastInsertRowid,
  );
}

const usernameOf = (db: DB, id: number) =>
  (db.prepare('SELECT username FROM users WHERE id = ?').get(id) as { username: string }).username;
const libraryFidOf = (uuid: string) => `${ORIGIN}/federation/music/libraries/${uuid}`;

interface LibraryTarget {
  uuid: string;
  owner_id: number;
  privacy_level: string;
}

/** The ActivityPub Follow of a library follow (stored with ORIGIN). */
function libraryFollowPayload(db: DB, follow: Pick<LibraryFollowRow, 'uuid' | 'user_id' | 'library_uuid'>) {
  const actor = userFid(ORIGIN, usernameOf(db, follow.user_id));
  return { type: 'Follow', id: followFid(actor, follow.uuid), actor, object: libraryFidOf(follow.library_uuid) };
}

/**
 * A user follows a library: approved at once when the library is open to the instance or to
 * everyone, pending (null) for a private one. The owner gets a Follow in the inbox. Returns the
 * follow's uuid and the inbox item's id.
 */
export function storeLibraryFollow(
  db: DB,
  follow: { userId: number; library: LibraryTarget; date: string; uuid?: string; activityUuid?: string },
): { uuid: string; inboxItem: number } {
  const uuid = follow.uuid ?? newUuid();
  const approved =
    follow.library.privacy_level === 'everyone' || follow.library.privacy_level === 'instance' ? 1 : null;
  db.prepare(
    'INSERT INTO library_follows (uuid, user_id, library_uuid, approved, creation_date, modification_date) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(uuid, follow.userId, follow.library.uuid, approved, follow.date, follow.date);
  const payload = libraryFollowPayload(db, { uuid, user_id: follow.userId, library_uuid: follow.library.uuid });
  const inboxItem = insertInboxItem(db, {
    userId: follow.library.owner_id,
    type: 'Follow',
    actorId: follow.userId,
    fid: payload.id,
    payload,
    object: { type: 'music.Library', ref: follow.library.uuid },
    related: { type: 'federation.LibraryFollow', ref: uuid },
    date: follow.date,
    uuid: follow.activityUuid,
  });
  return { uuid, inboxItem };
}

/** Publishes an inbox item to its owner's group (the activity websocket's `user.<id>.inbox`). */
function publishInboxItem(ctx: PodContext, request: FastifyRequest, id: number): void {
  const row = ctx.db.prepare('SELECT user_id FROM inbox_items WHERE id = ?').get(id) as { user_id: number } | undefined;
  const [item] = serializeInboxItems(new View(ctx, request), [id]);
  if (!row || !item) return;
  ctx.events.publish(`user.${row.user_id}.inbox`, { type: 'inbox.item_added', item });
}

// ---------------------------------------------------------------------------------------------
// Library follows

/** The library follows the caller sent, leaving out rejected ones (a real pod's queryset). */
const OWN_FOLLOWS = 'f.user_id = ? AND (f.approved IS NULL OR f.approved = 1)';

/** A uuid in the path: malformed is a 400 (as elsewhere in the demo pod), unknown a 404. */
function pathUuid(request: FastifyRequest): string {
  return uuidParam(new URLSearchParams({ uuid: (request.params as { uuid: string }).uuid }), 'uuid') ?? '';
}

function ownLibraryFollow(ctx: PodContext, request: FastifyRequest): string {
  const user = requireUser(request);
  const uuid = pathUuid(request);
  if (!ctx.db.prepare(`SELECT 1 FROM library_follows f WHERE f.uuid = ? AND ${OWN_FOLLOWS}`).get(uuid, user.id))
    throw notFound();
  return uuid;
}

/** `target`: a library uuid (DRF's messages for a missing, null or malformed value). */
function targetLibrary(ctx: PodContext, fields: Record<string, unknown>): LibraryTarget {
  const target = fields.target;
  if (target === undefined || target === '') throw fieldErrors({ target: ['This field is required.'] });
  if (target === null) throw fieldErrors({ target: ['This field may not be null.'] });
  const uuid = typeof target === 'string' ? parseUuid(target.trim()) : null;
  if (!uuid) throw fieldErrors({ target: ['Must be a valid UUID.'] });
  // A channel's library is followed by subscribing to the channel.
  const library = ctx.db
    .prepare('SELECT uuid, owner_id, privacy_level FROM libraries WHERE uuid = ? AND channel_uuid IS NULL')
    .get(uuid) as LibraryTarget | undefined;
  if (!library) throw fieldErrors({ target: [`Object with uuid=${uuid} does not exist.`] });
  return library;
}

function libraryFollowRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'POST', 'federation/follows/library/', async (request, reply) => {
    const user = requireUser(request);
    const library = targetLibrary(ctx, bodyFields(request));
    if (library.owner_id === user.id) throw fieldErrors({ target: ['You cannot follow your own library'] });
    if (
      ctx.db.prepare('SELECT 1 FROM library_follows WHERE user_id = ? AND library_uuid = ?').get(user.id, library.uuid)
    ) {
      throw fieldErrors({ target: ['You are already following this library'] });
    }
    const { uuid, inboxItem } = ctx.db.transaction(() =>
      storeLibraryFollow(ctx.db, { userId: user.id, library, date: isoDate() }),
    )();
    publishInboxItem(ctx, request, inboxItem);
    return reply.code(201).send(serializeLibraryFollows(new View(ctx, request), [uuid])[0]);
  });

  apiRoute(app, 'GET', 'federation/follows/library/', async (request) => {
    const user = requireUser(request);
    const where = new Conditions();
    where.add(OWN_FOLLOWS, user.id);
    return runList<string>(new View(ctx, request), request, {
      from: 'library_follows f',
      idColumn: 'f.uuid',
      where,
      order: orderBy(queryOf(request), { creation_date: 'f.creation_date' }, 'f.creation_date DESC, f.uuid', 'f.uuid'),
      serialize: (view, uuids) => serializeLibraryFollows(view, uuids),
    });
  });

  apiRoute(app, 'GET', 'federation/follows/library/all/', async (request) => {
    const user = requireUser(request);
    const rows = ctx.db
      .prepare(
        `SELECT f.uuid, f.library_uuid, f.approved FROM library_follows f WHERE ${OWN_FOLLOWS} ORDER BY f.creation_date DESC, f.uuid`,
      )
      .all(user.id) as Pick<LibraryFollowRow, 'uuid' | 'library_uuid' | 'approved'>[];
    return {
      results: rows.map((row) => ({ uuid: row.uuid, library: row.library_uuid, approved: approvedOf(row.approved) })),
      count: rows.length,
    };
  });

  apiRoute(
    app,
    'GET',
    'federation/follows/library/:uuid/',
    async (request) => serializeLibraryFollows(new View(ctx, request), [ownLibraryFollow(ctx, request)])[0],
  );

  apiRoute(app, 'DELETE', 'federation/follows/library/:uuid/', async (request, reply) => {
    ctx.db.prepare('DELETE FROM library_follows WHERE uuid = ?').run(ownLibraryFollow(ctx, request));
    return reply.code(204).send();
  });

  // The owner of the followed library decides; anything else is a real pod's `404 {}`.
  const decide = (approve: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const user = requireUser(request);
    const uuid = parseUuid((request.params as { uuid: string }).uuid);
    const follow =
      uuid &&
      (ctx.db
        .prepare(
          'SELECT f.* FROM library_follows f JOIN libraries l ON l.uuid = f.library_uuid WHERE f.uuid = ? AND l.owner_id = ?',
        )
        .get(uuid, user.id) as LibraryFollowRow | undefined);
    if (!follow) throw new ApiError(404, {});
    const inboxItem = ctx.db.transaction(() => {
      ctx.db
        .prepare('UPDATE library_follows SET approved = ?, modification_date = ? WHERE uuid = ?')
        .run(approve ? 1 : 0, isoDate(), follow.uuid);
      if (!approve || follow.approved === 1) return null;
      // The follower learns that the follow was accepted.
      const actor = userFid(ORIGIN, user.username);
      const payload = {
        type: 'Accept',
        id: `${actor}#accepts/follows/${follow.uuid}`,
        actor,
        object: libraryFollowPayload(ctx.db, follow),
      };
      return insertInboxItem(ctx.db, {
        userId: follow.user_id,
        type: 'Accept',
        actorId: user.id,
        fid: payload.id,
        payload,
        object: { type: 'federation.LibraryFollow', ref: follow.uuid },
        related: { type: 'music.Library', ref: follow.library_uuid },
        date: isoDate(),
      });
    })();
    if (inboxItem !== null) publishInboxItem(ctx, request, inboxItem);
    return reply.code(204).send();
  };
  apiRoute(app, 'POST', 'federation/follows/library/:uuid/accept/', decide(true));
  apiRoute(app, 'POST', 'federation/follows/library/:uuid/reject/', decide(false));
}

// ---------------------------------------------------------------------------------------------
// User (actor) follows: no sample in the reference file; shaped as `{uuid, actor, target, approved, creation_date}`.

/** A local user's actor by fid (`http://host/federation/actors/name`) or full username (`name@host`, `@name@host`). */
function targetUser(ctx: PodContext, request: FastifyRequest, fields: Record<string, unknown>): UserRow {
  const target = fields.target;
  if (target === undefined || target === '') throw fieldErrors({ target: ['This field is required.'] });
  if (target === null) throw fieldErrors({ target: ['This field may not be null.'] });
  if (typeof target !== 'string') throw fieldErrors({ target: ['Not a valid string.'] });
  const host = hostOf(request);
  const text = target.trim();
  let username: string | undefined;
  const fid = /^https?:\/\/([^/]+)\/federation\/actors\/([^/@\s]+)\/?$/i.exec(text);
  const full = /^@?([^@\s/]+)@([^@\s/]+)$/.exec(text);
  if (fid && fid[1]!.toLowerCase() === host) username = decodeURIComponent(fid[2]!);
  else if (full && full[2]!.toLowerCase() === host) username = full[1];
  const user =
    username === undefined
      ? undefined
      : (ctx.db.prepare('SELECT * FROM users WHERE username = ? COLLATE NOCASE').get(username) as UserRow | undefined);
  if (!user) throw fieldErrors({ target: [`Object with fid=${text.slice(0, 200)} does not exist.`] });
  return user;
}

function ownUserFollow(ctx: PodContext, request: FastifyRequest): string {
  const user = requireUser(request);
  const uuid = pathUuid(request);
  if (!ctx.db.prepare('SELECT 1 FROM user_follows WHERE uuid = ? AND user_id = ?').get(uuid, user.id)) throw notFound();
  return uuid;
}

function userFollowRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'POST', 'federation/follows/user/', async (request, reply) => {
    const user = requireUser(request);
    const target = targetUser(ctx, request, bodyFields(request));
    if (target.id === user.id) throw fieldErrors({ target: ['You cannot follow yourself'] });
    if (ctx.db.prepare('SELECT 1 FROM user_follows WHERE user_id = ? AND target_id = ?').get(user.id, target.id)) {
      throw fieldErrors({ target: ['You are already following this user'] });
    }
    const uuid = newUuid();
    const date = isoDate();
    const inboxItem = ctx.db.transaction(() => {
      // Local users do not approve followers by hand (manually_approves_followers: false).
      ctx.db
        .prepare('INSERT INTO user_follows (uuid, user_id, target_id, approved, creation_date) VALUES (?, ?, ?, 1, ?)')
        .run(uuid, user.id, target.id, date);
      const actor = userFid(ORIGIN, user.username);
      const payload = { type: 'Follow', id: followFid(actor, uuid), actor, object: userFid(ORIGIN, target.username) };
      return insertInboxItem(ctx.db, {
        userId: target.id,
        type: 'Follow',
        actorId: user.id,
        fid: payload.id,
        payload,
        object: { type: 'federation.Actor', ref: String(target.id) },
        related: { type: 'federation.Follow', ref: uuid },
        date,
      });
    })();
    publishInboxItem(ctx, request, inboxItem);
    return reply.code(201).send(serializeUserFollows(new View(ctx, request), [uuid])[0]);
  });

  apiRoute(app, 'GET', 'federation/follows/user/', async (request) => {
    const user = requireUser(request);
    const where = new Conditions();
    where.add('f.user_id = ?', user.id);
    return runList<string>(new View(ctx, request), request, {
      from: 'user_follows f',
      idColumn: 'f.uuid',
      where,
      order: orderBy(queryOf(request), { creation_date: 'f.creation_date' }, 'f.creation_date DESC, f.uuid', 'f.uuid'),
      serialize: (view, uuids) => serializeUserFollows(view, uuids),
    });
  });

  apiRoute(app, 'GET', 'federation/follows/user/all/', async (request) => {
    const user = requireUser(request);
    const view = new View(ctx, request);
    const rows = ctx.db
      .prepare('SELECT uuid, target_id, approved FROM user_follows WHERE user_id = ? ORDER BY creation_date DESC, uuid')
      .all(user.id) as Pick<UserFollowRow, 'uuid' | 'target_id' | 'approved'>[];
    const results = rows.map((row) => ({
      uuid: row.uuid,
      actor: view.actor(row.target_id)?.fid ?? null,
      approved: approvedOf(row.approved),
    }));
    return { results, count: results.length };
  });

  apiRoute(
    app,
    'GET',
    'federation/follows/user/:uuid/',
    async (request) => serializeUserFollows(new View(ctx, request), [ownUserFollow(ctx, request)])[0],
  );

  apiRoute(app, 'DELETE', 'federation/follows/user/:uuid/', async (request, reply) => {
    ctx.db.prepare('DELETE FROM user_follows WHERE uuid = ?').run(ownUserFollow(ctx, request));
    return reply.code(204).send();
  });
}

// ---------------------------------------------------------------------------------------------
// The inbox

function inboxConditions(ctx: PodContext, request: FastifyRequest, user: UserRow, params: URLSearchParams): Conditions {
  const where = new Conditions();
  where.add('i.user_id = ?', user.id);
  const isRead = boolParam(params, 'is_read');
  if (isRead !== undefined) where.add('i.is_read = ?', isRead ? 1 : 0);
  const before = intParam(params, 'before');
  if (before !== undefined) where.add('i.id < ?', before);
  const type = textParam(params, 'activity__type');
  if (type !== undefined) where.add('i.activity_type = ?', type);
  // activity__actor: an actor's fid or full username.
  const actor = textParam(params, 'activity__actor');
  if (actor !== undefined) {
    const host = hostOf(request);
    const fid = /\/federation\/actors\/([^/@\s]+)\/?$/.exec(actor);
    const full = /^@?([^@\s/]+)@([^@\s/]+)$/.exec(actor);
    const username = fid ? fid[1] : full && full[2]!.toLowerCase() === host ? full[1] : undefined;
    where.add('i.actor_id IN (SELECT id FROM users WHERE username = ? COLLATE NOCASE)', username ?? '');
  }
  return where;
}

function ownInboxItem(ctx: PodContext, request: FastifyRequest): number {
  const user = requireUser(request);
  const id = parseId((request.params as { id: string }).id);
  if (!ctx.db.prepare('SELECT 1 FROM inbox_items WHERE id = ? AND user_id = ?').get(id, user.id)) throw notFound();
  return id;
}

/** DRF's BooleanField: true/false, "true"/"false", 1/0 and friends. */
function booleanField(value: unknown, name: string): boolean {
  if (
    value === true ||
    value === 1 ||
    (typeof value === 'string' && ['true', 'True', '1', 'yes', 'on'].includes(value))
  )
    return true;
  if (
    value === false ||
    value === 0 ||
    (typeof value === 'string' && ['false', 'False', '0', 'no', 'off'].includes(value))
  )
    return false;
  throw fieldErrors({ [name]: ['Must be a valid boolean.'] });
}

function inboxRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'GET', 'federation/inbox/', async (request) => {
    const user = requireUser(request);
    const params = queryOf(request);
    return runList(new View(ctx, request), request, {
      from: 'inbox_items i',
      idColumn: 'i.id',
      where: inboxConditions(ctx, request, user, params),
      order: orderBy(
        params,
        { activity__creation_date: 'i.creation_date', id: 'i.id' },
        'i.creation_date DESC, i.id DESC',
        'i.id',
      ),
      serialize: (view, ids) => serializeInboxItems(view, ids),
    });
  });

  apiRoute(
    app,
    'GET',
    'federation/inbox/:id/',
    async (request) => serializeInboxItems(new View(ctx, request), [ownInboxItem(ctx, request)])[0],
  );

  apiRoute(app, ['PATCH', 'PUT'], 'federation/inbox/:id/', async (request) => {
    const id = ownInboxItem(ctx, request);
    const fields = bodyFields(request);
    if (fields.is_read !== undefined) {
      ctx.db
        .prepare('UPDATE inbox_items SET is_read = ? WHERE id = ?')
        .run(booleanField(fields.is_read, 'is_read') ? 1 : 0, id);
    }
    return serializeInboxItems(new View(ctx, request), [id])[0];
  });

  // `{action: "read", objects: "all" | [ids], filters?: {is_read, ...}}` → `{updated, action, result}`.
  apiRoute(app, 'POST', 'federation/inbox/action/', async (request) => {
    const user = requireUser(request);
    const fields = bodyFields(request);
    const { action, objects, filters } = fields;
    if (action === undefined || action === '') throw fieldErrors({ action: ['This field is required.'] });
    if (action !== 'read')
      throw fieldErrors({ action: [`${JSON.stringify(action)} is not a valid action. Pick one of read.`] });
    if (objects === undefined) throw fieldErrors({ objects: ['This field is required.'] });
    const params = new URLSearchParams();
    if (filters !== undefined && filters !== null) {
      if (typeof filters !== 'object' || Array.isArray(filters)) throw fieldErrors({ filters: ['Invalid filters'] });
      for (const [name, value] of Object.entries(filters)) {
        if (['is_read', 'before', 'activity__type', 'activity__actor'].includes(name)) params.set(name, String(value));
      }
    }
    const where = inboxConditions(ctx, request, user, params);
    if (Array.isArray(objects)) {
      if (!objects.every((id) => Number.isSafeInteger(id) || (typeof id === 'string' && /^\d{1,15}$/.test(id)))) {
        throw fieldErrors({ objects: ['Invalid objects'] });
      }
      where.add('i.id IN (SELECT value FROM json_each(?))', JSON.stringify(objects.map(Number)));
    } else if (objects !== 'all') {
      throw fieldErrors({ objects: ['Invalid objects'] });
    }
    const ids = (
      ctx.db.prepare(`SELECT i.id FROM inbox_items i ${where.sql}`).all(...where.params) as { id: number }[]
    ).map((row) => row.id);
    if (ids.length === 0) throw fieldErrors({ non_field_errors: ['No object matching your request'] });
    const result = ctx.db
      .prepare('UPDATE inbox_items SET is_read = 1 WHERE id IN (SELECT value FROM json_each(?))')
      .run(JSON.stringify(ids)).changes;
    return { updated: ids.length, action: 'read', result };
  });
}

// ---------------------------------------------------------------------------------------------
// A federation library: someone's library, with the caller's follow of it.

function federationLibraryRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'GET', 'federation/libraries/:uuid/', async (request) => {
    const user = requireUser(request);
    const uuid = pathUuid(request);
    const visible = ctx.db
      .prepare(
        `SELECT 1 FROM libraries l WHERE l.uuid = ? AND l.channel_uuid IS NULL AND (l.privacy_level IN ('everyone', 'instance') OR l.owner_id = ?
           OR EXISTS (SELECT 1 FROM library_follows f WHERE f.library_uuid = l.uuid AND f.user_id = ?))`,
      )
      .get(uuid, user.id, user.id);
    if (!visible) throw notFound();
    return serializeFederationLibraries(new View(ctx, request), [uuid])[0];
  });
}

export function federationRoutes(app: FastifyInstance, ctx: PodContext): void {
  libraryFollowRoutes(app, ctx);
  // Following accounts is 2.0-only: a 1.4 pod answers `follows/user/...` with its HTML 404 (real-1.4/NOTES).
  if (ctx.mode !== '1.4') userFollowRoutes(app, ctx);
  inboxRoutes(app, ctx);
  federationLibraryRoutes(app, ctx);
}
