// Sign-up requests (ENDPOINTS §13, `manage/moderation/requests/`): made where sign-ups need a
// moderator's approval. As on a real pod, the account exists from the sign-up on, inactive; approving
// the request activates it, refusing leaves it inactive. Whoever decides is assigned to the request.
// A new request is announced to the moderators' websocket group with the pending count (§14). The
// demo pod has no sign-up form: the seed and a test hook make the requests a sign-up would.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePermission } from '../auth';
import type { PodContext } from '../context';
import { bodyFields } from '../http/body';
import { fieldErrors, notFound } from '../http/errors';
import { queryOf, textParam } from '../http/query';
import { apiRoute } from '../http/route';
import { isoDate, newUuid } from '../ids';
import { idList, View } from '../serialize/common';
import { manageActor } from '../serialize/manage-accounts';
import { createUser, seedPasswordHash } from '../users';
import { addTextSearch, Conditions, orderBy, runList, uuidParam } from './list-query';
import { notesOf } from './notes';

const REQUEST_STATUSES = ['pending', 'approved', 'refused'];

interface UserRequestRow {
  id: number;
  uuid: string;
  type: string;
  status: string;
  submitter_id: number;
  assigned_to: number | null;
  metadata: string | null;
  creation_date: string;
  handled_date: string | null;
}

function serializeRequests(view: View, ids: readonly number[]) {
  const rows = view.db
    .prepare('SELECT * FROM user_requests WHERE id IN (SELECT value FROM json_each(?))')
    .all(idList(ids)) as UserRequestRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        uuid: row.uuid,
        creation_date: row.creation_date,
        handled_date: row.handled_date,
        type: row.type,
        status: row.status,
        assigned_to: manageActor(view, row.assigned_to),
        submitter: manageActor(view, row.submitter_id),
        notes: notesOf(view, 'request', row.uuid),
        metadata: row.metadata === null ? null : (JSON.parse(row.metadata) as unknown),
      },
    ];
  });
}

function pendingCount(ctx: PodContext): number {
  return (ctx.db.prepare("SELECT count(*) AS n FROM user_requests WHERE status = 'pending'").get() as { n: number }).n;
}

/**
 * What a sign-up on a pod that wants approval leaves: an inactive account and its pending request,
 * announced to the moderators. `answers` are the custom fields' answers by label.
 */
export function createSignupRequest(
  ctx: PodContext,
  signup: {
    username: string;
    email?: string;
    answers: Record<string, string> | null;
    date?: string;
    /** The seed's applicant: a hash made once per process (users.ts seedPasswordHash). */
    passwordHash?: string;
  },
  view?: View,
): number {
  const date = signup.date ?? isoDate();
  const id = ctx.db.transaction(() => {
    const userId = createUser(ctx.db, {
      username: signup.username,
      password: randomPassword(),
      passwordHash: signup.passwordHash,
      email: signup.email,
      dateJoined: date,
    });
    ctx.db.prepare('UPDATE users SET is_active = 0 WHERE id = ?').run(userId);
    return Number(
      ctx.db
        .prepare(
          "INSERT INTO user_requests (uuid, type, status, submitter_id, metadata, creation_date) VALUES (?, 'signup', 'pending', ?, ?, ?)",
        )
        .run(newUuid(), userId, signup.answers === null ? null : JSON.stringify(signup.answers), date).lastInsertRowid,
    );
  })();
  if (view) {
    ctx.events.publish('admin.moderation', {
      type: 'user_request.created',
      user_request: serializeRequests(view, [id])[0],
      pending_count: pendingCount(ctx),
    });
  }
  return id;
}

// The seeded applicant never signs in: its password is unknown to everyone.
const randomPassword = () => `${newUuid()}${newUuid()}`;
const applicantPassword = randomPassword();

/** The seed's pending request (seed.ts): someone who answered the sign-up form's questions. */
export function seedSignupRequest(ctx: PodContext, date: string): void {
  createSignupRequest(ctx, {
    username: 'marina',
    email: 'marina@shoal.example',
    answers: {
      'Why do you want to join?':
        'I record field sounds along the coast and would like to share them with the people here.',
      'How did you hear about us?': 'A friend who plays in the harbour band',
    },
    date,
    passwordHash: seedPasswordHash(applicantPassword),
  });
}

const requireModerator = (request: FastifyRequest) => requirePermission(request, 'moderation');

function requestId(ctx: PodContext, request: FastifyRequest): number {
  const uuid = uuidParam(new URLSearchParams({ uuid: (request.params as { uuid: string }).uuid }), 'uuid') ?? '';
  const row = ctx.db.prepare('SELECT id FROM user_requests WHERE uuid = ?').get(uuid) as { id: number } | undefined;
  if (!row) throw notFound();
  return row.id;
}

export function userRequestRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'GET', 'manage/moderation/requests/', async (request) => {
    requireModerator(request);
    const params = queryOf(request);
    const where = new Conditions();
    const status = textParam(params, 'status');
    if (status !== undefined) {
      if (!REQUEST_STATUSES.includes(status))
        throw fieldErrors({ status: [`Select a valid choice. ${status} is not one of the available choices.`] });
      where.add('r.status = ?', status);
    }
    const type = textParam(params, 'type');
    if (type !== undefined) where.add('r.type = ?', type);
    addTextSearch(where, textParam(params, 'q'), ['u.username', 'u.email', 'u.name']);
    return runList(new View(ctx, request), request, {
      from: 'user_requests r JOIN users u ON u.id = r.submitter_id',
      idColumn: 'r.id',
      where,
      order: orderBy(
        params,
        { creation_date: 'r.creation_date', handled_date: 'r.handled_date' },
        'r.creation_date DESC, r.id DESC',
        'r.id',
      ),
      serialize: (view, ids) => serializeRequests(view, ids),
    });
  });

  apiRoute(app, 'GET', 'manage/moderation/requests/:uuid/', async (request) => {
    requireModerator(request);
    return serializeRequests(new View(ctx, request), [requestId(ctx, request)])[0];
  });

  apiRoute(app, ['PATCH', 'PUT'], 'manage/moderation/requests/:uuid/', async (request) => {
    const moderator = requireModerator(request);
    const id = requestId(ctx, request);
    const fields = bodyFields(request);
    const status = fields.status;
    const row = ctx.db.prepare('SELECT * FROM user_requests WHERE id = ?').get(id) as UserRequestRow;
    if (status !== undefined) {
      if (typeof status !== 'string' || !REQUEST_STATUSES.includes(status))
        throw fieldErrors({ status: [`"${String(status)}" is not a valid choice.`] });
      if (status !== row.status) {
        ctx.db.transaction(() => {
          const handled = status === 'pending' ? null : isoDate();
          const assigned = status === 'pending' ? row.assigned_to : moderator.id;
          ctx.db
            .prepare('UPDATE user_requests SET status = ?, handled_date = ?, assigned_to = ? WHERE id = ?')
            .run(status, handled, assigned, id);
          if (status === 'approved')
            ctx.db.prepare('UPDATE users SET is_active = 1 WHERE id = ?').run(row.submitter_id);
        })();
      }
    }
    return serializeRequests(new View(ctx, request), [id])[0];
  });
}

/** Test hooks only: `POST /__test__/signup-requests {username, answers?}`, a sign-up awaiting approval. */
export function userRequestTestRoutes(app: FastifyInstance, ctx: PodContext): void {
  app.post('/__test__/signup-requests', async (request, reply) => {
    const { username, answers } = bodyFields(request);
    if (typeof username !== 'string' || !/^[A-Za-z0-9_]{1,60}$/.test(username))
      throw fieldErrors({ username: ['Letters, digits and _ (at most 60).'] });
    if (ctx.db.prepare('SELECT 1 FROM users WHERE username = ?').get(username))
      throw fieldErrors({ username: ['A user with that username already exists.'] });
    const valid =
      answers === undefined ||
      (typeof answers === 'object' &&
        answers !== null &&
        Object.values(answers as object).every((value) => typeof value === 'string'));
    if (!valid) throw fieldErrors({ answers: ['An object of texts.'] });
    const id = createSignupRequest(
      ctx,
      { username, answers: (answers as Record<string, string> | undefined) ?? null },
      new View(ctx, request),
    );
    const uuid = (ctx.db.prepare('SELECT uuid FROM user_requests WHERE id = ?').get(id) as { uuid: string }).uuid;
    return reply.code(201).send({ uuid });
  });
}
