// Reports (ENDPOINTS §11, §13): anyone files one with `POST moderation/reports/` (visitors only
// for the anonymous types, with an e-mail); moderators list them under manage/moderation/. Sign-up
// requests share that area, but the demo pod has no sign-up approval, so their list is always empty.
// A new report is announced to the moderators' websocket group with the unresolved count (§14).

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PodContext } from '../context';
import { bodyFields } from '../http/body';
import { fieldErrors } from '../http/errors';
import { hostOf } from '../http/query';
import { apiRoute } from '../http/route';
import { isoDate, newUuid, parseUuid } from '../ids';
import { readPreference } from '../settings';
import { View } from '../serialize/common';
import { manageReportRoutes } from './reports-manage';

export const REPORT_TYPES = [
  'takedown_request',
  'invalid_metadata',
  'illegal_content',
  'offensive_content',
  'other',
] as const;

export interface ReportRow {
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

export const BY_ID: Record<
  string,
  { table: string; label: string; owner: string; fid?: 'artists' | 'albums' | 'tracks' }
> = {
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
    if (spec.fid) {
      // An object a scan brought from another pod keeps that pod's domain (what forwarding needs).
      const remote = ctx.db.prepare('SELECT domain FROM remote_objects WHERE uuid = ?').get(row.uuid) as
        { domain: string } | undefined;
      Object.assign(state, { uuid: row.uuid, fid: view.fid(spec.fid, row.uuid as string) });
      if (remote) Object.assign(state, { domain: remote.domain, is_local: false });
    }
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

export function targetOf(row: ReportRow): Record<string, string | number> {
  if (row.target_type === 'library' || row.target_type === 'channel')
    return { type: row.target_type, uuid: row.target_ref };
  if (row.target_type === 'account') return { type: 'account', full_username: row.target_ref };
  return { type: row.target_type, id: Number(row.target_ref) };
}

/** Reports nobody has handled yet: `unresolved_count` of the websocket event. */
export function unresolvedReportCount(ctx: PodContext): number {
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
  manageReportRoutes(app, ctx);
}
