// users23: invitations (ENDPOINTS §13, `manage/users/invitations/`, settings flag), as a real pod's
// ManageInvitationViewSet: list (`q` over code and owner, `is_open`, ordering by creation or expiration
// date, newest id first), create `{code?}` (blank: ten random capital letters; a code already taken,
// in any case, is refused with the pod's message), get, patch (only `code` is writable), and the
// `delete` action, which applies to open invitations only and never to "all". An invitation expires
// 14 days after creation (USERS_INVITATION_EXPIRATION_DAYS); it is open while unused and unexpired.

import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePermission } from '../auth';
import type { PodContext } from '../context';
import { bodyFields } from '../http/body';
import { fieldErrors, notFound } from '../http/errors';
import { boolParam, parseId, queryOf, textParam } from '../http/query';
import { apiRoute } from '../http/route';
import { isoDate } from '../ids';
import { idList, View } from '../serialize/common';
import { manageUserFields } from '../serialize/manage-accounts';
import { userById } from '../users';
import { addTextSearch, Conditions, orderBy, runList } from './list-query';

const EXPIRATION_DAYS = 14;
const CODE_LENGTH = 50; // the model's max_length
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

interface InvitationRow {
  id: number;
  code: string;
  owner_id: number;
  creation_date: string;
  expiration_date: string;
}

/** The SQL condition of an open invitation (`Invitation.objects.open()`), on alias `i`. */
const OPEN = `(i.expiration_date > ? AND NOT EXISTS (SELECT 1 FROM invitation_users iu WHERE iu.invitation_id = i.id))`;

/** A real pod's ManageUserSimpleSerializer: no actor, no permissions. */
const simpleUser = manageUserFields;

function serializeInvitations(ctx: PodContext, ids: readonly number[]) {
  const rows = ctx.db
    .prepare('SELECT * FROM invitations WHERE id IN (SELECT value FROM json_each(?))')
    .all(idList(ids)) as InvitationRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const owner = userById(ctx.db, row.owner_id);
    const users = (
      ctx.db.prepare('SELECT user_id FROM invitation_users WHERE invitation_id = ? ORDER BY user_id').all(id) as {
        user_id: number;
      }[]
    ).flatMap(({ user_id }) => {
      const user = userById(ctx.db, user_id);
      return user ? [simpleUser(user)] : [];
    });
    return [
      {
        id: row.id,
        owner: owner ? simpleUser(owner) : null,
        // 2.0 added the user an invitation was sent to (by e-mail); the demo pod sends none.
        ...(ctx.mode === '2.0' ? { invited_user: null } : {}),
        code: row.code,
        expiration_date: row.expiration_date,
        creation_date: row.creation_date,
        users,
      },
    ];
  });
}

function randomCode(): string {
  return Array.from({ length: 10 }, () => LETTERS[randomInt(LETTERS.length)]).join('');
}

/** `code` as DRF's `CharField(required=False, allow_null=True)` reads it, then the pod's own rule. */
function codeOf(ctx: PodContext, raw: unknown): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string' && typeof raw !== 'number') throw fieldErrors({ code: ['Not a valid string.'] });
  const code = String(raw).trim();
  if (code === '') throw fieldErrors({ code: ['This field may not be blank.'] });
  if (code.length > CODE_LENGTH)
    throw fieldErrors({ code: [`Ensure this field has no more than ${CODE_LENGTH} characters.`] });
  if (ctx.db.prepare('SELECT 1 FROM invitations WHERE code = ? COLLATE NOCASE').get(code))
    throw fieldErrors({ code: ['An invitation with this code already exists'] });
  return code;
}

/** Stores an invitation (a blank code is a random one), created now or at `date`; returns its id. */
export function insertInvitation(ctx: PodContext, ownerId: number, code: string | null, date = isoDate()): number {
  let chosen = code;
  while (chosen === null) {
    const candidate = randomCode();
    if (!ctx.db.prepare('SELECT 1 FROM invitations WHERE code = ?').get(candidate)) chosen = candidate;
  }
  const expiration = isoDate(Date.parse(date) + EXPIRATION_DAYS * 24 * 3600 * 1000);
  return Number(
    ctx.db
      .prepare('INSERT INTO invitations (code, owner_id, creation_date, expiration_date) VALUES (?, ?, ?, ?)')
      .run(chosen, ownerId, date, expiration).lastInsertRowid,
  );
}

/**
 * The seed: one open invitation of admin, one used by demo (who signed up with it), one expired:
 * the three statuses the screen shows.
 */
export function seedInvitations(ctx: PodContext, at: (minutesAgo: number) => string): void {
  const admin = ctx.db.prepare("SELECT id FROM users WHERE username = 'admin'").get() as { id: number };
  const demo = ctx.db.prepare("SELECT id FROM users WHERE username = 'demo'").get() as { id: number };
  insertInvitation(ctx, admin.id, 'HARBOURFRIENDS', at(60 * 24 * 2));
  const used = insertInvitation(ctx, admin.id, 'WELCOMEDEMO', at(60 * 24 * 5));
  ctx.db.prepare('INSERT INTO invitation_users (user_id, invitation_id) VALUES (?, ?)').run(demo.id, used);
  insertInvitation(ctx, admin.id, 'LASTSUMMER', at(60 * 24 * 40));
}

function invitationParam(ctx: PodContext, request: FastifyRequest): number {
  const id = parseId((request.params as { id: string }).id);
  if (!ctx.db.prepare('SELECT 1 FROM invitations WHERE id = ?').get(id)) throw notFound();
  return id;
}

const requireAdmin = (request: FastifyRequest) => requirePermission(request, 'settings');

export function invitationRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'GET', 'manage/users/invitations/', async (request) => {
    requireAdmin(request);
    const params = queryOf(request);
    const where = new Conditions();
    const open = boolParam(params, 'is_open');
    if (open !== undefined) where.add(open ? OPEN : `NOT ${OPEN}`, isoDate());
    addTextSearch(where, textParam(params, 'q'), ['i.code', 'o.username', 'o.email']);
    return runList(new View(ctx, request), request, {
      from: 'invitations i JOIN users o ON o.id = i.owner_id',
      idColumn: 'i.id',
      where,
      order: orderBy(
        params,
        { creation_date: 'i.creation_date', expiration_date: 'i.expiration_date' },
        'i.id DESC',
        'i.id',
      ),
      serialize: (_view, ids) => serializeInvitations(ctx, ids),
    });
  });

  apiRoute(app, 'POST', 'manage/users/invitations/', async (request, reply) => {
    const owner = requireAdmin(request);
    const code = codeOf(ctx, bodyFields(request).code);
    const id = insertInvitation(ctx, owner.id, code);
    reply.code(201);
    return serializeInvitations(ctx, [id])[0];
  });

  apiRoute(app, 'GET', 'manage/users/invitations/:id/', async (request) => {
    requireAdmin(request);
    return serializeInvitations(ctx, [invitationParam(ctx, request)])[0];
  });

  apiRoute(app, ['PATCH', 'PUT'], 'manage/users/invitations/:id/', async (request) => {
    requireAdmin(request);
    const id = invitationParam(ctx, request);
    const fields = bodyFields(request);
    const code = fields.code === undefined ? null : codeOf(ctx, fields.code);
    if (code !== null) ctx.db.prepare('UPDATE invitations SET code = ? WHERE id = ?').run(code, id);
    return serializeInvitations(ctx, [id])[0];
  });

  apiRoute(app, 'POST', 'manage/users/invitations/action/', async (request) => {
    requireAdmin(request);
    const fields = bodyFields(request);
    const errors: Record<string, string[]> = {};
    if (fields.action === undefined) errors.action = ['This field is required.'];
    else if (fields.action !== 'delete')
      errors.action = [`${String(fields.action)} is not a valid action. Pick one of delete.`];
    const objects = fields.objects;
    if (objects === undefined) errors.objects = ['This field is required.'];
    else if (objects !== 'all' && !Array.isArray(objects))
      errors.objects = [
        `${JSON.stringify(objects)} is not a valid value for objects. You must provide either a list of identifiers or the string 'all'.`,
      ];
    if (Object.keys(errors).length) throw fieldErrors(errors);
    if (objects === 'all') throw fieldErrors({ non_field_errors: ['You cannot apply this action on all objects'] });
    const wanted = (objects as unknown[]).filter((id): id is number => Number.isSafeInteger(id));
    const ids = (
      ctx.db
        .prepare(`SELECT i.id FROM invitations i WHERE i.id IN (SELECT value FROM json_each(?)) AND ${OPEN}`)
        .all(idList(wanted), isoDate()) as { id: number }[]
    ).map((row) => row.id);
    if (ids.length === 0) throw fieldErrors({ non_field_errors: ['No matching objects found'] });
    ctx.db.prepare('DELETE FROM invitations WHERE id IN (SELECT value FROM json_each(?))').run(idList(ids));
    return { updated: ids.length, action: 'delete', result: [ids.length, { 'users.Invitation': ids.length }] };
  });
}
