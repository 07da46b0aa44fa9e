// accounts22: the moderators' accounts (ENDPOINTS §13, `manage/accounts/`): this pod's users and the
// actors of other pods it knows (remote_actors), by full username, with their statistics and the
// `purge` action (their libraries, files and follows go; the account stays, as on a real pod).
// Channels' own actors are left out of the demo pod's list.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePermission } from '../auth';
import type { PodContext } from '../context';
import { bodyFields } from '../http/body';
import { fieldErrors, notFound } from '../http/errors';
import { boolParam, hostOf, queryOf, textParam } from '../http/query';
import { apiRoute } from '../http/route';
import { idList, View } from '../serialize/common';
import { manageActor, manageUserSimple } from '../serialize/manage-accounts';
import type { UserRow } from '../users';
import { addTextSearch, Conditions, orderBy, runList } from './list-query';

/** The id of the moderation rule on an account (domains22's instance_policies), or null. */
function policyOf(view: View, userId: number): number | null {
  const row = view.db.prepare('SELECT id FROM instance_policies WHERE target_user_id = ?').get(userId) as
    { id: number } | undefined;
  return row?.id ?? null;
}

const DOMAIN = "coalesce(ra.domain, '')";
const FROM = 'users u LEFT JOIN remote_actors ra ON ra.user_id = u.id';

function uploadsCount(view: View, userId: number): number {
  return (view.db.prepare('SELECT count(*) AS n FROM uploads WHERE owner_id = ?').get(userId) as { n: number }).n;
}

function serializeAccounts(view: View, ids: readonly number[]) {
  const rows = view.db
    .prepare('SELECT * FROM users WHERE id IN (SELECT value FROM json_each(?))')
    .all(idList(ids)) as UserRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const user = byId.get(id);
    const actor = manageActor(view, id);
    if (!user || !actor) return [];
    return [
      {
        ...actor,
        uploads_count: uploadsCount(view, id),
        user: actor.is_local ? manageUserSimple(view, user) : null,
        instance_policy: policyOf(view, id),
      },
    ];
  });
}

/** The users row of `user@domain`, local or of another pod, or 404. */
export function accountId(ctx: PodContext, request: FastifyRequest, fullUsername: string): number {
  const [username, domain, ...rest] = fullUsername.split('@');
  if (!username || !domain || rest.length) throw notFound();
  const row = (
    domain.toLowerCase() === hostOf(request)
      ? ctx.db
          .prepare(
            'SELECT u.id FROM users u WHERE u.username = ? COLLATE NOCASE AND NOT EXISTS (SELECT 1 FROM remote_actors ra WHERE ra.user_id = u.id)',
          )
          .get(username)
      : ctx.db
          .prepare(
            'SELECT u.id FROM users u JOIN remote_actors ra ON ra.user_id = u.id WHERE u.username = ? COLLATE NOCASE AND ra.domain = ? COLLATE NOCASE',
          )
          .get(username, domain)
  ) as { id: number } | undefined;
  if (!row) throw notFound();
  return row.id;
}

const count = (ctx: PodContext, sql: string, ...params: unknown[]) =>
  (ctx.db.prepare(sql).get(...params) as { n: number | null }).n ?? 0;

function accountStats(ctx: PodContext, id: number) {
  const media = count(ctx, 'SELECT sum(size) AS n FROM uploads WHERE owner_id = ?', id);
  const tracksOf = (column: string) =>
    `SELECT count(DISTINCT ${column}) AS n FROM uploads up JOIN tracks t ON t.id = up.track_id WHERE up.owner_id = ?`;
  return {
    outbox_activities: 0,
    channels: count(ctx, 'SELECT count(*) AS n FROM channels WHERE attributed_to = ?', id),
    received_library_follows: count(
      ctx,
      'SELECT count(*) AS n FROM library_follows f JOIN libraries l ON l.uuid = f.library_uuid WHERE l.owner_id = ?',
      id,
    ),
    emitted_library_follows: count(ctx, 'SELECT count(*) AS n FROM library_follows WHERE user_id = ?', id),
    libraries: count(ctx, 'SELECT count(*) AS n FROM libraries WHERE owner_id = ? AND channel_uuid IS NULL', id),
    artists: count(ctx, tracksOf('t.artist_id'), id),
    reports: count(ctx, 'SELECT count(*) AS n FROM reports WHERE target_owner_id = ?', id),
    requests: count(ctx, 'SELECT count(*) AS n FROM user_requests WHERE submitter_id = ?', id),
    albums: count(ctx, tracksOf('t.album_id'), id),
    tracks: count(ctx, tracksOf('t.id'), id),
    uploads: count(ctx, 'SELECT count(*) AS n FROM uploads WHERE owner_id = ?', id),
    media_total_size: media,
    media_downloaded_size: media,
  };
}

/** What a purge removes of an account: its libraries (with their files), its files, its follows. */
function purge(ctx: PodContext, ids: readonly number[]): void {
  ctx.db.transaction(() => {
    for (const id of ids) {
      ctx.db.prepare('DELETE FROM uploads WHERE owner_id = ?').run(id);
      ctx.db.prepare('DELETE FROM libraries WHERE owner_id = ? AND channel_uuid IS NULL').run(id);
      ctx.db.prepare('DELETE FROM library_follows WHERE user_id = ?').run(id);
      ctx.db.prepare('DELETE FROM user_follows WHERE user_id = ? OR target_id = ?').run(id, id);
    }
  })();
}

const requireModerator = (request: FastifyRequest) => requirePermission(request, 'moderation');
const fullUsernameParam = (request: FastifyRequest) =>
  decodeURIComponent((request.params as { full_username: string }).full_username);

export function accountRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'GET', 'manage/accounts/', async (request) => {
    requireModerator(request);
    const params = queryOf(request);
    const where = new Conditions();
    const local = boolParam(params, 'local');
    if (local !== undefined) where.add(local ? 'ra.user_id IS NULL' : 'ra.user_id IS NOT NULL');
    const domain = textParam(params, 'domain');
    if (domain !== undefined)
      where.add(
        domain.toLowerCase() === hostOf(request) ? 'ra.user_id IS NULL' : `${DOMAIN} = ? COLLATE NOCASE`,
        ...(domain.toLowerCase() === hostOf(request) ? [] : [domain]),
      );
    // `q`: words over username, name and e-mail, and a `domain:<name>` token.
    const words: string[] = [];
    for (const token of (textParam(params, 'q') ?? '').split(/\s+/).filter(Boolean)) {
      const match = /^domain:(.+)$/i.exec(token);
      if (!match) words.push(token);
      else if (match[1]!.toLowerCase() === hostOf(request)) where.add('ra.user_id IS NULL');
      else where.add(`${DOMAIN} = ? COLLATE NOCASE`, match[1]);
    }
    addTextSearch(where, words.join(' '), ['u.username', 'u.name', 'u.email']);
    return runList(new View(ctx, request), request, {
      from: FROM,
      idColumn: 'u.id',
      where,
      order: orderBy(
        params,
        { creation_date: 'u.date_joined', preferred_username: 'u.username', domain: DOMAIN },
        'u.date_joined DESC, u.id DESC',
        'u.id',
      ),
      serialize: (view, ids) => serializeAccounts(view, ids),
    });
  });

  apiRoute(app, 'GET', 'manage/accounts/:full_username/', async (request) => {
    requireModerator(request);
    const id = accountId(ctx, request, fullUsernameParam(request));
    return serializeAccounts(new View(ctx, request), [id])[0];
  });

  apiRoute(app, 'GET', 'manage/accounts/:full_username/stats/', async (request) => {
    requireModerator(request);
    return accountStats(ctx, accountId(ctx, request, fullUsernameParam(request)));
  });

  apiRoute(app, 'POST', 'manage/accounts/action/', async (request) => {
    requireModerator(request);
    const fields = bodyFields(request);
    if (fields.action === undefined) throw fieldErrors({ action: ['This field is required.'] });
    if (fields.action !== 'purge') throw fieldErrors({ action: [`"${String(fields.action)}" is not a valid choice.`] });
    const objects = fields.objects;
    if (objects === 'all') throw fieldErrors({ non_field_errors: ['This action cannot be applied to all objects'] });
    if (!Array.isArray(objects) || objects.length === 0 || !objects.every((id) => Number.isSafeInteger(id)))
      throw fieldErrors({ objects: ['This field is required.'] });
    const ids = (
      ctx.db
        .prepare(`SELECT u.id FROM ${FROM} WHERE u.id IN (SELECT value FROM json_each(?))`)
        .all(idList(objects as number[])) as { id: number }[]
    ).map((row) => row.id);
    if (ids.length === 0) throw fieldErrors({ non_field_errors: ['No object matching your request'] });
    purge(ctx, ids);
    return { updated: ids.length, action: 'purge', result: null };
  });
}
