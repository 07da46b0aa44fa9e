// The moderators' side of reports (ENDPOINTS §13): `manage/moderation/reports/` list (filters
// `is_handled`, `type`, `submitter_email` and `q`: words searched in the message plus smart-search
// tokens such as `type:other`), get and PATCH `{is_handled, assigned_to, type}`. The notes of a
// report are embedded (notes.ts). Once the reported object is gone its `target` is null: only the
// frozen copy (`target_state`) is left, as on a real pod.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePermission } from '../auth';
import type { PodContext } from '../context';
import { bodyFields } from '../http/body';
import { fieldErrors, notFound } from '../http/errors';
import { boolParam, queryOf, textParam } from '../http/query';
import { apiRoute } from '../http/route';
import { isoDate } from '../ids';
import { idList, View } from '../serialize/common';
import { addTextSearch, Conditions, orderBy, runList, uuidParam } from './list-query';
import { manageActor } from '../serialize/manage-accounts';
import { notesOf } from './notes';
import { BY_ID, REPORT_TYPES, type ReportRow, targetOf } from './reports';

/** The frozen copy of the target, with the URLs and domain of this answer's origin (seeding knows none). */
function targetState(view: View, row: ReportRow): Record<string, unknown> {
  const state = JSON.parse(row.target_state) as Record<string, unknown>;
  const spec = BY_ID[row.target_type];
  if (spec?.fid && typeof state.uuid === 'string') state.fid = view.fid(spec.fid, state.uuid);
  return state.is_local === false ? state : { ...state, domain: view.host };
}

/** The report's target while the object exists, else null (a real pod's generic relation reads so). */
function liveTarget(view: View, row: ReportRow): Record<string, string | number> | null {
  const spec = BY_ID[row.target_type];
  let exists: unknown;
  if (spec) exists = view.db.prepare(`SELECT 1 FROM ${spec.table} WHERE id = ?`).get(Number(row.target_ref));
  else if (row.target_type === 'library')
    exists = view.db.prepare('SELECT 1 FROM libraries WHERE uuid = ?').get(row.target_ref);
  else if (row.target_type === 'channel')
    exists = view.db.prepare('SELECT 1 FROM channels WHERE uuid = ?').get(row.target_ref);
  else
    exists = view.db.prepare('SELECT 1 FROM users WHERE username = ? COLLATE NOCASE').get(row.target_ref.split('@')[0]);
  return exists ? targetOf(row) : null;
}

export function serializeManageReports(view: View, ids: readonly number[]) {
  const rows = view.db
    .prepare('SELECT * FROM reports WHERE id IN (SELECT value FROM json_each(?))')
    .all(idList(ids)) as ReportRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        uuid: row.uuid,
        fid: `${view.origin}/federation/reports/${row.uuid}`,
        creation_date: row.creation_date,
        handled_date: row.handled_date,
        summary: row.summary,
        type: row.type,
        target: liveTarget(view, row),
        target_state: targetState(view, row),
        is_handled: row.is_handled === 1,
        assigned_to: manageActor(view, row.assigned_to),
        target_owner: manageActor(view, row.target_owner_id),
        submitter: manageActor(view, row.submitter_id),
        submitter_email: row.submitter_email,
        notes: notesOf(view, 'report', row.uuid),
      },
    ];
  });
}

const requireModerator = (request: FastifyRequest) => requirePermission(request, 'moderation');

/** Smart-search tokens of `q` this list knows (`key:value`); the other words search the message. */
function addSmartSearch(where: Conditions, q: string | undefined): void {
  const words: string[] = [];
  for (const token of (q ?? '').split(/\s+/).filter(Boolean)) {
    const match = /^(type|is_handled|uuid|id|submitter_email):(.+)$/.exec(token);
    if (!match) {
      words.push(token);
      continue;
    }
    const [, key, value] = match as unknown as [string, string, string];
    if (key === 'is_handled') where.add('r.is_handled = ?', value === 'true' || value === 'yes' ? 1 : 0);
    else where.add(`r.${key} = ?`, value);
  }
  addTextSearch(where, words.join(' '), ['r.summary']);
}

function reportIdOf(ctx: PodContext, request: FastifyRequest): number {
  const uuid = uuidParam(new URLSearchParams({ uuid: (request.params as { uuid: string }).uuid }), 'uuid') ?? '';
  const row = ctx.db.prepare('SELECT id FROM reports WHERE uuid = ?').get(uuid) as { id: number } | undefined;
  if (!row) throw notFound();
  return row.id;
}

export function manageReportRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'GET', 'manage/moderation/reports/', async (request) => {
    requireModerator(request);
    const params = queryOf(request);
    const where = new Conditions();
    const handled = boolParam(params, 'is_handled');
    if (handled !== undefined) where.add('r.is_handled = ?', handled ? 1 : 0);
    const type = textParam(params, 'type');
    if (type !== undefined) where.add('r.type = ?', type);
    const email = textParam(params, 'submitter_email');
    if (email !== undefined) where.add('r.submitter_email = ?', email);
    addSmartSearch(where, textParam(params, 'q'));
    return runList(new View(ctx, request), request, {
      from: 'reports r',
      idColumn: 'r.id',
      where,
      order: orderBy(
        params,
        { creation_date: 'r.creation_date', handled_date: 'r.handled_date' },
        'r.creation_date DESC, r.id DESC',
        'r.id',
      ),
      serialize: (view, ids) => serializeManageReports(view, ids),
    });
  });

  apiRoute(app, 'GET', 'manage/moderation/reports/:uuid/', async (request) => {
    requireModerator(request);
    return serializeManageReports(new View(ctx, request), [reportIdOf(ctx, request)])[0];
  });

  // Writable: is_handled (handled_date follows), assigned_to (a local user's full username or
  // null) and type. Other fields are read-only and ignored, as DRF ignores them.
  apiRoute(app, ['PATCH', 'PUT'], 'manage/moderation/reports/:uuid/', async (request) => {
    requireModerator(request);
    const id = reportIdOf(ctx, request);
    const fields = bodyFields(request);
    const errors: Record<string, string[]> = {};
    const sets: string[] = [];
    const values: unknown[] = [];
    if ('type' in fields) {
      if (typeof fields.type !== 'string' || !(REPORT_TYPES as readonly string[]).includes(fields.type))
        errors.type = [`"${String(fields.type)}" is not a valid choice.`];
      else {
        sets.push('type = ?');
        values.push(fields.type);
      }
    }
    if ('is_handled' in fields) {
      if (typeof fields.is_handled !== 'boolean') errors.is_handled = ['Must be a valid boolean.'];
      else {
        sets.push('is_handled = ?', 'handled_date = ?');
        values.push(fields.is_handled ? 1 : 0, fields.is_handled ? isoDate() : null);
      }
    }
    if ('assigned_to' in fields) {
      const value = fields.assigned_to;
      const [username, domain, ...rest] = typeof value === 'string' ? value.split('@') : [];
      const user =
        typeof value === 'string' && rest.length === 0 && domain?.toLowerCase() === new View(ctx, request).host
          ? (ctx.db.prepare('SELECT id FROM users WHERE username = ? COLLATE NOCASE').get(username) as
              { id: number } | undefined)
          : undefined;
      if (value === null) sets.push('assigned_to = NULL');
      else if (!user) errors.assigned_to = ['Object not found'];
      else {
        sets.push('assigned_to = ?');
        values.push(user.id);
      }
    }
    if (Object.keys(errors).length) throw fieldErrors(errors);
    if (sets.length) ctx.db.prepare(`UPDATE reports SET ${sets.join(', ')} WHERE id = ?`).run(...values, id);
    return serializeManageReports(new View(ctx, request), [id])[0];
  });
}
