// domains22: moderation rules, `manage/moderation/instance-policies/` (ENDPOINTS §13): full CRUD of
// `{target: {type: domain|actor, id}, summary, is_active, block_all, silence_activity,
// silence_notifications, reject_media}`. As on a real pod, saving an enabled rule that blocks
// everything or rejects media purges what its target brought (only the media when it rejects media).

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePermission } from '../auth';
import type { PodContext } from '../context';
import { actorsOf, ensureKnownDomains, purgeActors } from '../domains';
import { bodyFields } from '../http/body';
import { fieldErrors, notFound, type ApiError } from '../http/errors';
import { assertPageExists, boolParam, hostOf, pageOf, pageRequest, parseId, queryOf, textParam } from '../http/query';
import { apiRoute } from '../http/route';
import { isoDate, newUuid } from '../ids';
import { addTextSearch, Conditions } from './list-query';

interface PolicyRow {
  id: number;
  uuid: string;
  target_domain: string | null;
  target_user_id: number | null;
  author_id: number | null;
  summary: string;
  is_active: number;
  block_all: number;
  silence_activity: number;
  silence_notifications: number;
  reject_media: number;
  creation_date: string;
}

const FLAGS = ['is_active', 'block_all', 'silence_activity', 'silence_notifications', 'reject_media'] as const;
type Flag = (typeof FLAGS)[number];

const TRUE = new Set<unknown>([true, 1, 'true', 'True', '1', 'yes', 'on']);
const FALSE = new Set<unknown>([false, 0, 'false', 'False', '0', 'no', 'off']);

/** `user@domain` of a users row: a remote actor keeps its domain, a local one has the pod's. */
function fullUsernameOf(ctx: PodContext, request: FastifyRequest, userId: number | null): string | null {
  if (userId === null) return null;
  const row = ctx.db
    .prepare('SELECT u.username, r.domain FROM users u LEFT JOIN remote_actors r ON r.user_id = u.id WHERE u.id = ?')
    .get(userId) as { username: string; domain: string | null } | undefined;
  return row ? `${row.username}@${row.domain ?? hostOf(request)}` : null;
}

function serialize(ctx: PodContext, request: FastifyRequest, row: PolicyRow) {
  return {
    id: row.id,
    uuid: row.uuid,
    target:
      row.target_domain !== null
        ? { type: 'domain', id: row.target_domain }
        : { type: 'actor', id: fullUsernameOf(ctx, request, row.target_user_id) },
    creation_date: row.creation_date,
    actor: fullUsernameOf(ctx, request, row.author_id),
    summary: row.summary,
    is_active: row.is_active === 1,
    block_all: row.block_all === 1,
    silence_activity: row.silence_activity === 1,
    silence_notifications: row.silence_notifications === 1,
    reject_media: row.reject_media === 1,
  };
}

type Target = { domain: string; userId: null } | { domain: null; userId: number };

/** A real pod's generic relation field: `{type, id}`, a domain by name or an actor by `user@domain`. */
function resolveTarget(ctx: PodContext, request: FastifyRequest, value: unknown): Target {
  const fail = (message: string): ApiError => fieldErrors({ target: [message] });
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw fail('Invalid data');
  const { type, id } = value as Record<string, unknown>;
  if (type !== 'domain' && type !== 'actor') throw fail('Invalid type');
  if (typeof id !== 'string' || id.trim() === '') throw fail('Invalid id');
  if (type === 'domain') {
    ensureKnownDomains(ctx.db);
    const name = id.trim().toLowerCase();
    if (!ctx.db.prepare('SELECT 1 FROM domains WHERE name = ?').get(name)) throw fail('Object not found');
    return { domain: name, userId: null };
  }
  const match = /^([^@\s]+)@([^@\s]+\.[^@\s]+|localhost(:\d+)?|[^@\s]+:\d+)$/.exec(id.trim());
  if (!match) throw fail('Enter a valid email address.');
  const [, username = '', domain = ''] = match;
  const local = domain.toLowerCase() === hostOf(request);
  const row = ctx.db
    .prepare(
      local
        ? 'SELECT u.id FROM users u WHERE u.username = ? COLLATE NOCASE AND NOT EXISTS (SELECT 1 FROM remote_actors r WHERE r.user_id = u.id)'
        : 'SELECT u.id FROM users u JOIN remote_actors r ON r.user_id = u.id WHERE u.username = ? COLLATE NOCASE AND lower(r.domain) = ?',
    )
    .get(...(local ? [username] : [username, domain.toLowerCase()])) as { id: number } | undefined;
  if (!row) throw fail('Object not found');
  return { domain: null, userId: row.id };
}

function flagValue(value: unknown, name: string, errors: Record<string, string[]>): boolean | undefined {
  if (value === undefined) return undefined;
  if (TRUE.has(value)) return true;
  if (FALSE.has(value)) return false;
  errors[name] = ['Must be a valid boolean.'];
  return undefined;
}

function policyOf(ctx: PodContext, request: FastifyRequest): PolicyRow {
  const id = parseId((request.params as { id: string }).id);
  const row = ctx.db.prepare('SELECT * FROM instance_policies WHERE id = ?').get(id) as PolicyRow | undefined;
  if (!row) throw notFound();
  return row;
}

/** Creates (`existing` null) or updates a rule from the body; `partial` for PATCH. */
function save(ctx: PodContext, request: FastifyRequest, existing: PolicyRow | null, partial: boolean): PolicyRow {
  const author = requirePermission(request, 'moderation');
  const fields = bodyFields(request);
  const errors: Record<string, string[]> = {};
  const flags: Partial<Record<Flag, boolean>> = {};
  for (const flag of FLAGS) {
    const value = flagValue(fields[flag], flag, errors);
    if (value !== undefined) flags[flag] = value;
  }
  let summary: string | undefined;
  if (fields.summary !== undefined) {
    if (fields.summary === null) summary = '';
    else if (typeof fields.summary !== 'string') errors.summary = ['Not a valid string.'];
    else if (fields.summary.length > 10000) errors.summary = ['Ensure this field has no more than 10000 characters.'];
    else summary = fields.summary.trim();
  }
  if (fields.target === undefined && !partial) errors.target = ['This field is required.'];
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  const target = fields.target === undefined ? null : resolveTarget(ctx, request, fields.target);
  if (target) {
    const clash = ctx.db
      .prepare('SELECT id FROM instance_policies WHERE (target_domain = ? OR target_user_id = ?) AND id <> ?')
      .get(target.domain, target.userId, existing?.id ?? -1);
    if (clash) {
      throw fieldErrors({
        target: [`instance policy with this target ${target.domain !== null ? 'domain' : 'actor'} already exists.`],
      });
    }
  }
  const merged = {
    target_domain: target ? target.domain : (existing?.target_domain ?? null),
    target_user_id: target ? target.userId : (existing?.target_user_id ?? null),
    summary: summary ?? existing?.summary ?? '',
    is_active: flags.is_active ?? (existing ? existing.is_active === 1 : true),
    block_all: flags.block_all ?? existing?.block_all === 1,
    silence_activity: flags.silence_activity ?? existing?.silence_activity === 1,
    silence_notifications: flags.silence_notifications ?? existing?.silence_notifications === 1,
    reject_media: flags.reject_media ?? existing?.reject_media === 1,
  };
  const values = [
    merged.target_domain,
    merged.target_user_id,
    merged.summary,
    ...FLAGS.map((flag) => (merged[flag] ? 1 : 0)),
  ];
  let id: number;
  if (existing) {
    ctx.db
      .prepare(
        `UPDATE instance_policies SET target_domain = ?, target_user_id = ?, summary = ?, ${FLAGS.map((flag) => `${flag} = ?`).join(', ')} WHERE id = ?`,
      )
      .run(...values, existing.id);
    id = existing.id;
  } else {
    id = Number(
      ctx.db
        .prepare(
          `INSERT INTO instance_policies (target_domain, target_user_id, summary, ${FLAGS.join(', ')}, uuid, author_id, creation_date)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(...values, newUuid(), author.id, isoDate(Date.now())).lastInsertRowid,
    );
  }
  if (merged.is_active && (merged.block_all || merged.reject_media)) {
    const users = merged.target_domain !== null ? actorsOf(ctx.db, merged.target_domain) : [merged.target_user_id!];
    purgeActors(ctx.db, users, merged.reject_media ? 'media' : 'all');
  }
  return ctx.db.prepare('SELECT * FROM instance_policies WHERE id = ?').get(id) as PolicyRow;
}

export function policyRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'GET', 'manage/moderation/instance-policies/', async (request) => {
    requirePermission(request, 'moderation');
    const params = queryOf(request);
    const where = new Conditions();
    addTextSearch(where, textParam(params, 'q'), [
      "coalesce(p.target_domain, '')",
      'p.summary',
      "coalesce(u.username, '')",
    ]);
    const domain = textParam(params, 'target_domain');
    if (domain !== undefined) where.add('p.target_domain = ?', domain.toLowerCase());
    const username = textParam(params, 'target_account_username');
    if (username !== undefined) where.add('u.username = ? COLLATE NOCASE', username);
    const accountDomain = textParam(params, 'target_account_domain');
    if (accountDomain !== undefined) {
      if (accountDomain.toLowerCase() === hostOf(request)) where.add('u.id IS NOT NULL AND r.domain IS NULL');
      else where.add('lower(r.domain) = ?', accountDomain.toLowerCase());
    }
    for (const flag of FLAGS.slice(1)) {
      const value = boolParam(params, flag);
      if (value !== undefined) where.add(`p.${flag} = ?`, value ? 1 : 0);
    }
    const from = `FROM instance_policies p LEFT JOIN users u ON u.id = p.target_user_id
      LEFT JOIN remote_actors r ON r.user_id = p.target_user_id ${where.sql}`;
    const page = pageRequest(params);
    const count = (ctx.db.prepare(`SELECT count(*) AS n ${from}`).get(...where.params) as { n: number }).n;
    assertPageExists(page, count);
    const order =
      textParam(params, 'ordering') === 'creation_date' ? 'p.creation_date, p.id' : 'p.creation_date DESC, p.id DESC';
    const rows = ctx.db
      .prepare(`SELECT p.* ${from} ORDER BY ${order} LIMIT ? OFFSET ?`)
      .all(...where.params, page.size, (page.page - 1) * page.size) as PolicyRow[];
    return pageOf(
      request,
      page,
      count,
      rows.map((row) => serialize(ctx, request, row)),
    );
  });

  apiRoute(app, 'POST', 'manage/moderation/instance-policies/', async (request, reply) => {
    return reply.code(201).send(serialize(ctx, request, save(ctx, request, null, false)));
  });

  apiRoute(app, 'GET', 'manage/moderation/instance-policies/:id/', async (request) => {
    requirePermission(request, 'moderation');
    return serialize(ctx, request, policyOf(ctx, request));
  });

  apiRoute(app, ['PUT', 'PATCH'], 'manage/moderation/instance-policies/:id/', async (request) => {
    requirePermission(request, 'moderation');
    const existing = policyOf(ctx, request);
    return serialize(ctx, request, save(ctx, request, existing, request.method === 'PATCH'));
  });

  apiRoute(app, 'DELETE', 'manage/moderation/instance-policies/:id/', async (request, reply) => {
    requirePermission(request, 'moderation');
    const existing = policyOf(ctx, request);
    ctx.db.prepare('DELETE FROM instance_policies WHERE id = ?').run(existing.id);
    return reply.code(204).send();
  });
}
