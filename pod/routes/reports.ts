// Reports (ENDPOINTS §11, §13): anyone files one with `POST moderation/reports/` (visitors only
// for the anonymous types, with an e-mail); moderators list them under manage/moderation/. Sign-up
// requests share that area, but the demo pod has no sign-up approval, so their list is always empty.
// A new report is announced to the moderators' websocket group with the unresolved count (§14).

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePermission } from '../auth';
import type { PodContext } from '../context';
import { bodyFields } from '../http/body';
import { fieldErrors, notFound } from '../http/errors';
import { boolParam, hostOf, queryOf, textParam } from '../http/query';
import { apiRoute } from '../http/route';
import { isoDate, newUuid, parseUuid } from '../ids';
import { readPreference } from '../settings';
import { idList, View } from '../serialize/common';
import { Conditions, orderBy, runList, uuidParam } from './list-query';

export const REPORT_TYPES = [
  'takedown_request',
  'invalid_metadata',
  'illegal_content',
  'offensive_content',
  'other',
] as const;

interface ReportRow {
  id: number;
  uuid: string;
  type: string;
  summary: string | null;
  target_type: string;
  target_ref: string;
  target_state: string;
  target_owner_id: number | null;
  submitter_id: number | null;
  submitter_email: string | null;
  is_handled: number;
  handled_date: string | null;
  assigned_to: number | null;
  creation_date: string;
}

interface ResolvedTarget {
  type: string;
  ref: string;
  /** What `target` reads in answers. */
  api: Record<string, string | number>;
  state: Record<string, unknown>;
  ownerId: number | null;
}

const BY_ID: Record<string, { table: string; label: string; owner: string; fid?: 'artists' | 'albums' | 'tracks' }> = {
  artist: { table: 'artists', label: 'name', owner: 'attributed_to', fid: 'artists' },
  album: { table: 'albums', label: 'title', owner: 'attributed_to', fid: 'albums' },
  track: { table: 'tracks', label: 'title', owner: 'attributed_to', fid: 'tracks' },
  playlist: { table: 'playlists', label: 'name', owner: 'user_id' },
};

/** `target` of a new report, resolved to the object it names, with the messages of a generic relation field. */
function resolveTarget(ctx: PodContext, request: FastifyRequest, value: unknown): ResolvedTarget {
  if (value === undefined) throw fieldErrors({ target: ['This field is required.'] });
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw fieldErrors({ target: ['Invalid data'] });
  const target = value as Record<string, unknown>;
  const type = target.type;
  const view = new View(ctx, request);
  const common = { domain: view.host, is_local: true };
  if (typeof type === 'string' && BY_ID[type]) {
    const spec = BY_ID[type];
    const raw = target.id;
    const id =
      typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,15}$/.test(raw.trim()) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(id) || id < 1) throw fieldErrors({ target: ['Invalid id'] });
    const row = ctx.db.prepare(`SELECT * FROM ${spec.table} WHERE id = ?`).get(id) as
      Record<string, unknown> | undefined;
    if (!row) throw fieldErrors({ target: ['Object not found'] });
    const state: Record<string, unknown> = { id, [spec.label]: row[spec.label], _target: { type, id }, ...common };
    if (spec.fid) Object.assign(state, { uuid: row.uuid, fid: view.fid(spec.fid, row.uuid as string) });
    return { type, ref: String(id), api: { type, id }, state, ownerId: (row[spec.owner] as number | null) ?? null };
  }
  if (type === 'library' || type === 'channel') {
    const uuid = typeof target.uuid === 'string' ? parseUuid(target.uuid) : null;
    if (!uuid) throw fieldErrors({ target: ['Invalid uuid'] });
    const row = (
      type === 'library'
        ? ctx.db
            .prepare('SELECT uuid, name, owner_id AS owner FROM libraries WHERE uuid = ? AND channel_uuid IS NULL')
            .get(uuid)
        : ctx.db
            .prepare(
              'SELECT c.uuid, ar.name, c.attributed_to AS owner FROM channels c JOIN artists ar ON ar.id = c.artist_id WHERE c.uuid = ?',
            )
            .get(uuid)
    ) as { uuid: string; name: string; owner: number } | undefined;
    if (!row) throw fieldErrors({ target: ['Object not found'] });
    return {
      type,
      ref: uuid,
      api: { type, uuid },
      state: { uuid, name: row.name, _target: { type, uuid }, ...common },
      ownerId: row.owner,
    };
  }
  if (type === 'account') {
    const fullUsername = typeof target.full_username === 'string' ? target.full_username : '';
    const [username, domain, ...rest] = fullUsername.split('@');
    const user =
      username && domain?.toLowerCase() === hostOf(request) && rest.length === 0
        ? (ctx.db.prepare('SELECT id, username FROM users WHERE username = ? COLLATE NOCASE').get(username) as
            { id: number; username: string } | undefined)
        : undefined;
    if (!user) throw fieldErrors({ target: ['Object not found'] });
    const full = `${user.username}@${view.host}`;
    return {
      type,
      ref: full,
      api: { type, full_username: full },
      state: {
        full_username: full,
        preferred_username: user.username,
        _target: { type, full_username: full },
        ...common,
      },
      ownerId: user.id,
    };
  }
  throw fieldErrors({ target: ['Invalid type'] });
}

/** The answer of `POST moderation/reports/` and the `report` of the websocket event. */
function publicReport(row: ReportRow) {
  return {
    uuid: row.uuid,
    summary: row.summary,
    creation_date: row.creation_date,
    handled_date: row.handled_date,
    is_handled: row.is_handled === 1,
    submitter_email: row.submitter_email,
    target: targetOf(row),
    type: row.type,
  };
}

function targetOf(row: ReportRow): Record<string, string | number> {
  if (row.target_type === 'library' || row.target_type === 'channel')
    return { type: row.target_type, uuid: row.target_ref };
  if (row.target_type === 'account') return { type: 'account', full_username: row.target_ref };
  return { type: row.target_type, id: Number(row.target_ref) };
}

/** The manage actor of a local user (ENDPOINTS §13), or null. */
function manageActor(view: View, userId: number | null) {
  const actor = view.actor(userId);
  if (!actor || userId === null) return null;
  return {
    id: userId,
    url: `${view.origin}/@${actor.preferred_username}`,
    fid: actor.fid,
    preferred_username: actor.preferred_username,
    full_username: actor.full_username,
    domain: actor.domain,
    name: actor.name,
    summary: actor.summary,
    type: actor.type,
    creation_date: actor.creation_date,
    last_fetch_date: actor.last_fetch_date,
    inbox_url: `${actor.fid}/inbox`,
    outbox_url: `${actor.fid}/outbox`,
    shared_inbox_url: `${view.origin}/federation/shared/inbox`,
    manually_approves_followers: actor.manually_approves_followers,
    is_local: true,
  };
}

/** The frozen copy of the target, with the URLs and domain of this answer's origin (seeding knows none). */
function targetState(view: View, row: ReportRow): Record<string, unknown> {
  const state = JSON.parse(row.target_state) as Record<string, unknown>;
  const spec = BY_ID[row.target_type];
  if (spec?.fid && typeof state.uuid === 'string') state.fid = view.fid(spec.fid, state.uuid);
  return { ...state, domain: view.host };
}

function serializeManageReports(view: View, ids: readonly number[]) {
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
        target: targetOf(row),
        target_state: targetState(view, row),
        is_handled: row.is_handled === 1,
        assigned_to: manageActor(view, row.assigned_to),
        target_owner: manageActor(view, row.target_owner_id),
        submitter: manageActor(view, row.submitter_id),
        submitter_email: row.submitter_email,
        notes: [],
      },
    ];
  });
}

/** Reports nobody has handled yet: `unresolved_count` of the websocket event. */
function unresolvedReportCount(ctx: PodContext): number {
  return (ctx.db.prepare('SELECT count(*) AS n FROM reports WHERE is_handled = 0').get() as { n: number }).n;
}

/** Records a report whose target is resolved; returns its row. */
export function insertReport(
  ctx: PodContext,
  report: {
    type: string;
    summary: string | null;
    target: ResolvedTarget;
    submitterId: number | null;
    submitterEmail: string | null;
    date?: string;
  },
): ReportRow {
  const id = Number(
    ctx.db
      .prepare(
        `INSERT INTO reports (uuid, type, summary, target_type, target_ref, target_state, target_owner_id, submitter_id, submitter_email, creation_date)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        newUuid(),
        report.type,
        report.summary,
        report.target.type,
        report.target.ref,
        JSON.stringify(report.target.state),
        report.target.ownerId,
        report.submitterId,
        report.submitterEmail,
        report.date ?? isoDate(),
      ).lastInsertRowid,
  );
  return ctx.db.prepare('SELECT * FROM reports WHERE id = ?').get(id) as ReportRow;
}

/** The seeded report's target (a track of the catalogue), for seed.ts. */
export function trackTarget(ctx: PodContext, trackId: number): ResolvedTarget {
  const row = ctx.db.prepare('SELECT id, uuid, title FROM tracks WHERE id = ?').get(trackId) as {
    id: number;
    uuid: string;
    title: string;
  };
  return {
    type: 'track',
    ref: String(row.id),
    api: { type: 'track', id: row.id },
    state: { id: row.id, title: row.title, uuid: row.uuid, _target: { type: 'track', id: row.id }, is_local: true },
    ownerId: null,
  };
}

const requireModerator = (request: FastifyRequest) => requirePermission(request, 'moderation');

export function reportRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'POST', 'moderation/reports/', async (request, reply) => {
    const user = request.auth.user;
    const fields = bodyFields(request);
    const type = fields.type;
    if (type === undefined) throw fieldErrors({ type: ['This field is required.'] });
    if (typeof type !== 'string' || !(REPORT_TYPES as readonly string[]).includes(type)) {
      throw fieldErrors({ type: [`"${String(type)}" is not a valid choice.`] });
    }
    let email: string | null = null;
    if (!user) {
      const anonymousTypes = readPreference(ctx.db, 'moderation__unauthenticated_report_types') as string[];
      if (!anonymousTypes.includes(type))
        throw fieldErrors({ type: ['You need an account to submit this kind of report'] });
      email = typeof fields.submitter_email === 'string' ? fields.submitter_email.trim() : '';
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
        throw fieldErrors({
          submitter_email: [email === '' ? 'This field is required.' : 'Enter a valid email address.'],
        });
      }
    }
    const target = resolveTarget(ctx, request, fields.target);
    const summary = typeof fields.summary === 'string' && fields.summary !== '' ? fields.summary : null;
    const row = insertReport(ctx, { type, summary, target, submitterId: user?.id ?? null, submitterEmail: email });
    const report = publicReport(row);
    ctx.events.publish('admin.moderation', {
      type: 'report.created',
      report,
      unresolved_count: unresolvedReportCount(ctx),
    });
    return reply.code(201).send(report);
  });

  apiRoute(app, 'GET', 'manage/moderation/reports/', async (request) => {
    requireModerator(request);
    const params = queryOf(request);
    const where = new Conditions();
    const handled = boolParam(params, 'is_handled');
    if (handled !== undefined) where.add('r.is_handled = ?', handled ? 1 : 0);
    const type = textParam(params, 'type');
    if (type !== undefined) where.add('r.type = ?', type);
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
    const uuid = uuidParam(new URLSearchParams({ uuid: (request.params as { uuid: string }).uuid }), 'uuid') ?? '';
    const row = ctx.db.prepare('SELECT id FROM reports WHERE uuid = ?').get(uuid) as { id: number } | undefined;
    if (!row) throw notFound();
    return serializeManageReports(new View(ctx, request), [row.id])[0];
  });
}
