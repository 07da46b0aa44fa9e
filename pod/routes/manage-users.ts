// accounts22: one user for the pod's administrators (ENDPOINTS §13, `manage/users/users/{id}/`,
// settings flag): read it, and change what a real pod lets them change (name, is_active, is_staff,
// is_superuser, permissions, upload_quota in MB, null for the pod's default), with DRF's messages.
// users23: the list (this pod's own users, `q` with `name:`, `username:` and `email:` tokens, ordering
// by date_joined, last_activity or username, newest id first), and a test hook that makes a user.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePermission } from '../auth';
import type { PodContext } from '../context';
import { bodyFields } from '../http/body';
import { fieldErrors, notFound } from '../http/errors';
import { boolParam, parseId, queryOf, textParam } from '../http/query';
import { apiRoute } from '../http/route';
import { idList, View } from '../serialize/common';
import { isLocalUser, manageUser } from '../serialize/manage-accounts';
import { createUser, userById, type UserRow } from '../users';
import { addTextSearch, Conditions, orderBy, runList } from './list-query';

const MAX_QUOTA = 2147483647; // a PositiveIntegerField

function userParam(ctx: PodContext, request: FastifyRequest): UserRow {
  const id = parseId((request.params as { id: string }).id);
  const user = userById(ctx.db, id);
  if (!user || !isLocalUser({ db: ctx.db }, id)) throw notFound();
  return user;
}

const asBoolean = (value: unknown): boolean | undefined =>
  value === true || value === 'true' || value === 1
    ? true
    : value === false || value === 'false' || value === 0
      ? false
      : undefined;

/** The columns a PATCH sets, or DRF's field errors. */
function changes(fields: Record<string, unknown>): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  const errors: Record<string, string[]> = {};
  if (fields.name !== undefined) {
    if (typeof fields.name !== 'string') errors.name = ['Not a valid string.'];
    else if (fields.name.length > 150) errors.name = ['Ensure this field has no more than 150 characters.'];
    else set.name = fields.name.trim();
  }
  for (const flag of ['is_active', 'is_staff', 'is_superuser'] as const) {
    if (fields[flag] === undefined) continue;
    const value = asBoolean(fields[flag]);
    if (value === undefined) errors[flag] = ['Must be a valid boolean.'];
    else set[flag] = value ? 1 : 0;
  }
  if (fields.permissions !== undefined) {
    const permissions = fields.permissions;
    if (typeof permissions !== 'object' || permissions === null || Array.isArray(permissions)) {
      errors.permissions = ['Invalid data'];
    } else {
      for (const [name, raw] of Object.entries(permissions)) {
        if (!['library', 'moderation', 'settings'].includes(name)) continue;
        const value = asBoolean(raw);
        if (value === undefined) errors.permissions = [`${name}: Must be a valid boolean.`];
        else set[`permission_${name}`] = value ? 1 : 0;
      }
    }
  }
  if (fields.upload_quota !== undefined) {
    const raw = fields.upload_quota;
    const quota =
      raw === null
        ? null
        : typeof raw === 'number'
          ? raw
          : typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw)
            ? Number(raw)
            : NaN;
    if (quota === null) set.upload_quota = null;
    else if (!Number.isInteger(quota)) errors.upload_quota = ['A valid integer is required.'];
    else if (quota < 0) errors.upload_quota = ['Ensure this value is greater than or equal to 0.'];
    else if (quota > MAX_QUOTA) errors.upload_quota = [`Ensure this value is less than or equal to ${MAX_QUOTA}.`];
    else set.upload_quota = quota;
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return set;
}

const SEARCH_TOKENS: Record<string, string> = { name: 'u.name', username: 'u.username', email: 'u.email' };

function serializeUsers(view: View, ids: readonly number[]) {
  const rows = view.db
    .prepare('SELECT * FROM users WHERE id IN (SELECT value FROM json_each(?))')
    .all(idList(ids)) as UserRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const user = byId.get(id);
    return user ? [manageUser(view, user)] : [];
  });
}

export function manageUserRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'GET', 'manage/users/users/', async (request) => {
    requirePermission(request, 'settings');
    const params = queryOf(request);
    const where = new Conditions();
    // Another pod's actors are users rows here; a real pod has no User for them.
    where.add('NOT EXISTS (SELECT 1 FROM remote_actors ra WHERE ra.user_id = u.id)');
    for (const flag of ['is_active', 'is_staff', 'is_superuser'] as const) {
      const value = boolParam(params, flag);
      if (value !== undefined) where.add(`u.${flag} = ?`, value ? 1 : 0);
    }
    const words: string[] = [];
    for (const token of (textParam(params, 'q') ?? '').split(/\s+/).filter(Boolean)) {
      const match = /^(\w+):(.+)$/.exec(token);
      const column = match ? SEARCH_TOKENS[match[1]!.toLowerCase()] : undefined;
      if (column) addTextSearch(where, match![2], [column]);
      else words.push(token);
    }
    addTextSearch(where, words.join(' '), ['u.username', 'u.name', 'u.email']);
    return runList(new View(ctx, request), request, {
      from: 'users u',
      idColumn: 'u.id',
      where,
      order: orderBy(
        params,
        { date_joined: 'u.date_joined', last_activity: 'u.last_activity', username: 'u.username' },
        'u.id DESC',
        'u.id',
      ),
      serialize: (view, ids) => serializeUsers(view, ids),
    });
  });

  apiRoute(app, 'GET', 'manage/users/users/:id/', async (request) => {
    requirePermission(request, 'settings');
    return manageUser(new View(ctx, request), userParam(ctx, request));
  });

  apiRoute(app, 'PATCH', 'manage/users/users/:id/', async (request) => {
    requirePermission(request, 'settings');
    const user = userParam(ctx, request);
    const set = changes(bodyFields(request));
    const columns = Object.keys(set);
    if (columns.length) {
      ctx.db
        .prepare(`UPDATE users SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE id = ?`)
        .run(...columns.map((column) => set[column]), user.id);
    }
    return manageUser(new View(ctx, request), userById(ctx.db, user.id)!);
  });
}

/**
 * Test hooks only: `POST /__test__/users {username}` makes an active user without flags (password =
 * username), so a test may change a user's permissions without disturbing the shared demo account.
 */
export function manageUserTestRoutes(app: FastifyInstance, ctx: PodContext): void {
  app.post('/__test__/users', async (request, reply) => {
    const { username } = bodyFields(request);
    if (typeof username !== 'string' || !/^[A-Za-z0-9_]{1,60}$/.test(username))
      throw fieldErrors({ username: ['Letters, digits and _ (at most 60).'] });
    if (ctx.db.prepare('SELECT 1 FROM users WHERE username = ?').get(username))
      throw fieldErrors({ username: ['A user with that username already exists.'] });
    const id = createUser(ctx.db, { username, password: username });
    return reply.code(201).send({ id });
  });
}
