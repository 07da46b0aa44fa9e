// Edits (ENDPOINTS §12): anyone logged in proposes a change to an artist, album or track; it stays
// pending (is_approved null) until someone with the library permission reviews it. Every new edit is
// announced on the activity websocket to all logged-in users with the pending count (§14).

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import type { UserRow } from '../users';
import { applyPayload, canApprove, isLocalTarget, TABLES } from './edit-apply';
import { LICENSES } from './licenses';
import type { PodContext } from '../context';
import { bodyFields } from '../http/body';
import { ApiError, detail, fieldErrors, forbidden, notFound } from '../http/errors';
import { boolParam, parseId, queryOf, textParam } from '../http/query';
import { apiRoute } from '../http/route';
import { isoDate, newUuid } from '../ids';
import { idList, View } from '../serialize/common';
import { Conditions, orderBy, runList, uuidParam, type Kind } from './list-query';
import { addMutationSearch } from './mutation-search';

interface MutationRow {
  uuid: string;
  type: string;
  target_kind: Kind;
  target_id: number;
  created_by: number | null;
  approved_by: number | null;
  is_approved: number | null;
  is_applied: number;
  summary: string | null;
  payload: string;
  previous_state: string;
  creation_date: string;
  applied_date: string | null;
}

/** The fields an edit may change, per kind (ENDPOINTS §12). */
const FIELDS: Record<Kind, readonly string[]> = {
  track: ['title', 'position', 'copyright', 'license', 'tags', 'description', 'cover'],
  album: ['title', 'release_date', 'tags', 'description', 'cover'],
  artist: ['name', 'tags', 'description', 'cover'],
};

type Check = (value: unknown) => string | null;
const nullableString: Check = (value) => (value === null || typeof value === 'string' ? null : 'Not a valid string.');
const CHECKS: Record<string, Check> = {
  title: (value) => (typeof value === 'string' && value.trim() !== '' ? null : 'This field may not be blank.'),
  name: (value) => (typeof value === 'string' && value.trim() !== '' ? null : 'This field may not be blank.'),
  copyright: nullableString,
  license: (value) =>
    value === null || LICENSES.some((license) => license.code === value)
      ? null
      : `Object with code=${String(value)} does not exist.`,
  cover: nullableString,
  position: (value) =>
    value === null || (Number.isSafeInteger(value) && (value as number) >= 0) ? null : 'A valid integer is required.',
  release_date: (value) =>
    value === null || (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
      ? null
      : 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.',
  tags: (value) =>
    Array.isArray(value) && value.every((tag) => typeof tag === 'string') ? null : 'Expected a list of items.',
  description: (value) =>
    value === null ||
    (typeof value === 'object' && !Array.isArray(value) && typeof (value as { text?: unknown }).text === 'string')
      ? null
      : 'Invalid data.',
};

/** The payload of a new edit: an object of the kind's known fields, each of the right type. */
function validPayload(kind: Kind, value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw fieldErrors({ payload: ['Invalid data.'] });
  const payload: Record<string, unknown> = {};
  const errors: Record<string, string[]> = {};
  for (const [field, fieldValue] of Object.entries(value)) {
    if (!FIELDS[kind].includes(field)) continue;
    const problem = CHECKS[field]?.(fieldValue) ?? null;
    if (problem) errors[field] = [problem];
    else payload[field] = fieldValue;
  }
  if (Object.keys(errors).length > 0) throw new ApiError(400, { payload: errors });
  if (Object.keys(payload).length === 0) throw fieldErrors({ payload: ['This field may not be empty.'] });
  return payload;
}

function serializeMutations(view: View, uuids: readonly string[]) {
  const rows = view.db
    .prepare('SELECT * FROM mutations WHERE uuid IN (SELECT value FROM json_each(?))')
    .all(idList(uuids)) as MutationRow[];
  const byUuid = new Map(rows.map((row) => [row.uuid, row]));
  return uuids.flatMap((uuid) => {
    const row = byUuid.get(uuid);
    if (!row) return [];
    const { table, label } = TABLES[row.target_kind];
    const target = view.db.prepare(`SELECT ${label} AS repr FROM ${table} WHERE id = ?`).get(row.target_id) as
      { repr: string } | undefined;
    return [
      {
        fid: `${view.origin}/federation/edits/${row.uuid}`,
        uuid: row.uuid,
        type: row.type,
        creation_date: row.creation_date,
        applied_date: row.applied_date,
        is_approved: row.is_approved === null ? null : row.is_approved === 1,
        is_applied: row.is_applied === 1,
        created_by: view.actor(row.created_by),
        approved_by: row.approved_by,
        summary: row.summary,
        payload: JSON.parse(row.payload) as unknown,
        previous_state: JSON.parse(row.previous_state) as unknown,
        target: { type: row.target_kind, id: row.target_id, repr: target?.repr ?? '' },
      },
    ];
  });
}

/** Edits waiting for review: what `pending_review_count` of the websocket events counts. */
function pendingReviewCount(ctx: PodContext): number {
  return (ctx.db.prepare('SELECT count(*) AS n FROM mutations WHERE is_approved IS NULL').get() as { n: number }).n;
}

/**
 * Records an edit (validated by the caller) and returns its uuid. Pending, its `previous_state` is
 * null as on a real pod, which freezes the old values only when it applies the edit.
 */
export function insertMutation(
  ctx: PodContext,
  edit: {
    kind: Kind;
    id: number;
    userId: number;
    payload: Record<string, unknown>;
    summary: string | null;
    date?: string;
  },
): string {
  const uuid = newUuid();
  ctx.db
    .prepare(
      `INSERT INTO mutations (uuid, type, target_kind, target_id, created_by, summary, payload, previous_state, creation_date)
       VALUES (?, 'update', ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      uuid,
      edit.kind,
      edit.id,
      edit.userId,
      edit.summary,
      JSON.stringify(edit.payload),
      'null',
      edit.date ?? isoDate(),
    );
  return uuid;
}

/** `is_approved` of the lists: true/false, or `null` (also `None`) for pending edits. */
function addMutationFilters(where: Conditions, params: URLSearchParams): void {
  const approved = textParam(params, 'is_approved');
  if (approved !== undefined) {
    if (approved === 'null' || approved === 'None') where.add('m.is_approved IS NULL');
    else where.add('m.is_approved = ?', boolParam(params, 'is_approved') ? 1 : 0);
  }
  const applied = boolParam(params, 'is_applied');
  if (applied !== undefined) where.add('m.is_applied = ?', applied ? 1 : 0);
  const type = textParam(params, 'type');
  if (type !== undefined) where.add('m.type = ?', type);
  addMutationSearch(where, textParam(params, 'q')); // library23
}

function listMutations(ctx: PodContext, request: FastifyRequest, target?: { kind: Kind; id: number }) {
  const params = queryOf(request);
  const where = new Conditions();
  if (target) where.add('m.target_kind = ? AND m.target_id = ?', target.kind, target.id);
  addMutationFilters(where, params);
  return runList<string>(new View(ctx, request), request, {
    from: 'mutations m',
    idColumn: 'm.uuid',
    where,
    order: orderBy(params, { creation_date: 'm.creation_date' }, 'm.creation_date DESC, m.uuid', 'm.uuid'),
    serialize: (view, uuids) => serializeMutations(view, uuids),
  });
}

function existingTarget(ctx: PodContext, request: FastifyRequest, kind: Kind): number {
  const id = parseId((request.params as { id: string }).id);
  if (!ctx.db.prepare(`SELECT 1 FROM ${TABLES[kind].table} WHERE id = ?`).get(id)) throw notFound();
  return id;
}

/** Marks an edit applied: the object takes the payload, the old values are kept in `previous_state`. */
function applyMutation(ctx: PodContext, row: MutationRow): void {
  const previous = applyPayload(
    ctx,
    row.target_kind,
    row.target_id,
    JSON.parse(row.payload) as Record<string, unknown>,
  );
  ctx.db
    .prepare('UPDATE mutations SET is_applied = 1, applied_date = ?, previous_state = ? WHERE uuid = ?')
    .run(isoDate(), JSON.stringify(previous), row.uuid);
}

function mutationRow(ctx: PodContext, request: FastifyRequest): MutationRow {
  const uuid = uuidParam(new URLSearchParams({ uuid: (request.params as { uuid: string }).uuid }), 'uuid') ?? '';
  const row = ctx.db.prepare('SELECT * FROM mutations WHERE uuid = ?').get(uuid) as MutationRow | undefined;
  if (!row) throw notFound();
  return row;
}

/** A cover is an attachment of this pod, by uuid. */
function assertCoverExists(ctx: PodContext, payload: Record<string, unknown>): void {
  const cover = payload.cover;
  if (typeof cover !== 'string') return;
  if (!ctx.db.prepare('SELECT 1 FROM attachments WHERE uuid = ?').get(cover))
    throw new ApiError(400, { payload: { cover: [`Object with uuid=${cover} does not exist.`] } });
}

/** Approve or reject (`mutation.updated` on the socket): 403 `{error}` once applied, as a real pod. */
function review(ctx: PodContext, request: FastifyRequest, user: UserRow, approved: boolean) {
  const row = mutationRow(ctx, request);
  if (row.is_applied === 1) throw new ApiError(403, { error: 'This mutation was already applied' });
  if (!canApprove(ctx, user, row.target_kind, row.target_id)) throw forbidden();
  const old = row.is_approved === null ? null : row.is_approved === 1;
  ctx.db
    .prepare('UPDATE mutations SET is_approved = ?, approved_by = ? WHERE uuid = ?')
    .run(approved ? 1 : 0, user.id, row.uuid);
  if (approved) applyMutation(ctx, { ...row, is_approved: 1 });
  const [mutation] = serializeMutations(new View(ctx, request), [row.uuid]);
  ctx.events.publish('instance_activity', {
    type: 'mutation.updated',
    mutation,
    pending_review_count: pendingReviewCount(ctx),
    old_is_approved: old,
    new_is_approved: approved,
  });
  return {};
}

export function editRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'GET', 'mutations/', async (request) => {
    requireUser(request);
    return listMutations(ctx, request);
  });

  apiRoute(app, 'GET', 'mutations/:uuid/', async (request) => {
    requireUser(request);
    const [mutation] = serializeMutations(new View(ctx, request), [mutationRow(ctx, request).uuid]);
    if (!mutation) throw notFound();
    return mutation;
  });

  apiRoute(app, 'POST', 'mutations/:uuid/approve/', async (request) =>
    review(ctx, request, requireUser(request), true),
  );
  apiRoute(app, 'POST', 'mutations/:uuid/reject/', async (request) =>
    review(ctx, request, requireUser(request), false),
  );

  // The author or an approver, while the edit is not applied.
  apiRoute(app, 'DELETE', 'mutations/:uuid/', async (request, reply) => {
    const user = requireUser(request);
    const row = mutationRow(ctx, request);
    if (row.is_applied === 1) throw detail(403, 'You cannot delete an applied mutation');
    if (row.created_by !== user.id && !canApprove(ctx, user, row.target_kind, row.target_id)) throw forbidden();
    ctx.db.prepare('DELETE FROM mutations WHERE uuid = ?').run(row.uuid);
    return reply.code(204).send();
  });

  for (const kind of ['artist', 'album', 'track'] as const) {
    const path = `${TABLES[kind].table}/:id/mutations/`;
    apiRoute(app, 'GET', path, async (request) =>
      listMutations(ctx, request, { kind, id: existingTarget(ctx, request, kind) }),
    );

    apiRoute(app, 'POST', path, async (request, reply) => {
      const user = requireUser(request);
      const id = existingTarget(ctx, request, kind);
      const fields = bodyFields(request);
      if (fields.type !== 'update') {
        throw fieldErrors({
          type: [
            fields.type === undefined ? 'This field is required.' : `"${String(fields.type)}" is not a valid choice.`,
          ],
        });
      }
      const payload = validPayload(kind, fields.payload);
      assertCoverExists(ctx, payload);
      // Another pod's object cannot be edited here; applying at once needs the right to approve.
      if (!isLocalTarget(ctx, kind, id)) throw forbidden();
      const apply = fields.is_approved === true || fields.is_approved === 'true';
      if (apply && !canApprove(ctx, user, kind, id)) throw forbidden();
      const summary = fields.summary === undefined || fields.summary === null ? null : String(fields.summary);
      const uuid = insertMutation(ctx, { kind, id, userId: user.id, payload, summary });
      if (apply) {
        ctx.db.prepare('UPDATE mutations SET is_approved = 1, approved_by = ? WHERE uuid = ?').run(user.id, uuid);
        applyMutation(ctx, ctx.db.prepare('SELECT * FROM mutations WHERE uuid = ?').get(uuid) as MutationRow);
      }
      const [mutation] = serializeMutations(new View(ctx, request), [uuid]);
      ctx.events.publish('instance_activity', {
        type: 'mutation.created',
        mutation,
        pending_review_count: pendingReviewCount(ctx),
      });
      return reply.code(201).send(mutation);
    });
  }
}
