// domains22: federated domains under `manage/federation/domains/` (ENDPOINTS §13): list (q, allowed,
// ordering), create `{name}` (node info fetched at once), get and patch `{allowed}` by name,
// `nodeinfo/` (fetched again), `stats/`, and `action/` (purge, allow_list_add, allow_list_remove).
// Like a real pod, the list holds other pods only, and the moderation permission is needed.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePermission } from '../auth';
import type { PodContext } from '../context';
import { actorsOf, ensureKnownDomains, fetchNodeInfo, policyIdOf, purgeActors } from '../domains';
import { bodyFields, charField } from '../http/body';
import { fieldErrors, notFound } from '../http/errors';
import { assertPageExists, boolParam, hostOf, pageOf, pageRequest, queryOf, textParam } from '../http/query';
import { apiRoute } from '../http/route';
import { isoDate } from '../ids';
import { addTextSearch, Conditions } from './list-query';

interface DomainRow {
  name: string;
  creation_date: string;
  nodeinfo: string;
  nodeinfo_fetch_date: string | null;
  allowed: number;
}

const ACTORS_COUNT = '(SELECT count(*) FROM remote_actors r WHERE lower(r.domain) = d.name)';
// Received messages: the activities of the domain's actors this pod holds (their follows and notifications).
const ACTIVITIES_COUNT = `((SELECT count(*) FROM inbox_items i JOIN remote_actors r ON r.user_id = i.actor_id WHERE lower(r.domain) = d.name)
  + (SELECT count(*) FROM library_follows f JOIN remote_actors r ON r.user_id = f.user_id WHERE lower(r.domain) = d.name))`;
const POLICY = '(SELECT p.id FROM instance_policies p WHERE p.target_domain = d.name)';

const ORDERINGS: Record<string, string> = {
  name: 'd.name',
  creation_date: 'd.creation_date',
  nodeinfo_fetch_date: 'd.nodeinfo_fetch_date',
  actors_count: ACTORS_COUNT,
  outbox_activities_count: ACTIVITIES_COUNT,
  instance_policy: POLICY,
};

function serialize(ctx: PodContext, row: DomainRow) {
  const counts = ctx.db
    .prepare(`SELECT ${ACTORS_COUNT} AS actors, ${ACTIVITIES_COUNT} AS activities FROM domains d WHERE d.name = ?`)
    .get(row.name) as { actors: number; activities: number };
  return {
    name: row.name,
    creation_date: row.creation_date,
    actors_count: counts.actors,
    outbox_activities_count: counts.activities,
    nodeinfo: JSON.parse(row.nodeinfo) as unknown,
    nodeinfo_fetch_date: row.nodeinfo_fetch_date,
    instance_policy: policyIdOf(ctx.db, { domain: row.name }),
    allowed: row.allowed === 1,
  };
}

/** The external domain of the path (a real pod's lookup: `[a-zA-Z0-9-.]+`, the pod's own is not listed). */
function domainOf(ctx: PodContext, request: FastifyRequest): DomainRow {
  const name = (request.params as { name: string }).name;
  if (!/^[a-zA-Z0-9.-]+$/.test(name) || name.toLowerCase() === hostOf(request).split(':')[0]) throw notFound();
  ensureKnownDomains(ctx.db);
  const row = ctx.db.prepare('SELECT * FROM domains WHERE name = ?').get(name.toLowerCase()) as DomainRow | undefined;
  if (!row) throw notFound();
  return row;
}

function refreshNodeInfo(ctx: PodContext, name: string): void {
  ctx.db
    .prepare('UPDATE domains SET nodeinfo = ?, nodeinfo_fetch_date = ? WHERE name = ?')
    .run(JSON.stringify(fetchNodeInfo(ctx.db, name)), isoDate(Date.now()), name);
}

function stats(ctx: PodContext, name: string) {
  const ids = JSON.stringify(actorsOf(ctx.db, name));
  const one = (sql: string, ...params: unknown[]) => (ctx.db.prepare(sql).get(...params) as { n: number }).n;
  const inActors = 'IN (SELECT value FROM json_each(?))';
  const objects = (kind: string) =>
    one('SELECT count(*) AS n FROM remote_objects WHERE lower(domain) = ? AND kind = ?', name, kind);
  return {
    outbox_activities: one(`SELECT count(*) AS n FROM inbox_items WHERE actor_id ${inActors}`, ids),
    libraries: one(`SELECT count(*) AS n FROM libraries WHERE owner_id ${inActors} AND channel_uuid IS NULL`, ids),
    channels: one(`SELECT count(*) AS n FROM channels WHERE attributed_to ${inActors}`, ids),
    received_library_follows: one(
      `SELECT count(*) AS n FROM library_follows f JOIN libraries l ON l.uuid = f.library_uuid WHERE l.owner_id ${inActors}`,
      ids,
    ),
    emitted_library_follows: one(`SELECT count(*) AS n FROM library_follows WHERE user_id ${inActors}`, ids),
    actors: actorsOf(ctx.db, name).length,
    artists: objects('artist'),
    albums: objects('album'),
    tracks: objects('track'),
    uploads: one(`SELECT count(*) AS n FROM uploads WHERE owner_id ${inActors}`, ids),
    media_total_size: one(`SELECT coalesce(sum(size), 0) AS n FROM uploads WHERE owner_id ${inActors}`, ids),
    media_downloaded_size: one(
      `SELECT coalesce(sum(size), 0) AS n FROM uploads WHERE owner_id ${inActors} AND import_status = 'finished'`,
      ids,
    ),
  };
}

const ACTIONS = ['purge', 'allow_list_add', 'allow_list_remove'];

export function domainRoutes(app: FastifyInstance, ctx: PodContext): void {
  apiRoute(app, 'GET', 'manage/federation/domains/', async (request) => {
    requirePermission(request, 'moderation');
    ensureKnownDomains(ctx.db);
    const params = queryOf(request);
    const where = new Conditions();
    where.add('d.name <> ?', hostOf(request).split(':')[0]);
    addTextSearch(where, textParam(params, 'q'), ['d.name']);
    const name = textParam(params, 'name');
    if (name !== undefined) where.add('d.name = ?', name);
    const allowed = boolParam(params, 'allowed');
    if (allowed !== undefined) where.add('d.allowed = ?', allowed ? 1 : 0);
    const ordering = textParam(params, 'ordering') ?? 'name';
    const field = ordering.replace(/^-/, '');
    // A real pod ignores an ordering field it does not know.
    const order = ORDERINGS[field]
      ? `${ORDERINGS[field]} ${ordering.startsWith('-') ? 'DESC' : 'ASC'}, d.name`
      : 'd.name';
    const page = pageRequest(params);
    const count = (
      ctx.db.prepare(`SELECT count(*) AS n FROM domains d ${where.sql}`).get(...where.params) as { n: number }
    ).n;
    assertPageExists(page, count);
    const rows = ctx.db
      .prepare(`SELECT d.* FROM domains d ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?`)
      .all(...where.params, page.size, (page.page - 1) * page.size) as DomainRow[];
    return pageOf(
      request,
      page,
      count,
      rows.map((row) => serialize(ctx, row)),
    );
  });

  apiRoute(app, 'POST', 'manage/federation/domains/', async (request, reply) => {
    requirePermission(request, 'moderation');
    const errors: Record<string, unknown> = {};
    const name = charField(bodyFields(request).name, { partial: false, max: 255 }, errors, 'name')?.toLowerCase();
    if (name === undefined) throw fieldErrors(errors as Record<string, string[]>);
    ensureKnownDomains(ctx.db);
    // The pod's own domain is a row of a real pod's table too (not listed): adding it is a duplicate.
    if (name === hostOf(request).split(':')[0] || ctx.db.prepare('SELECT 1 FROM domains WHERE name = ?').get(name)) {
      throw fieldErrors({ name: ['domain with this name already exists.'] });
    }
    ctx.db.prepare('INSERT INTO domains (name, creation_date) VALUES (?, ?)').run(name, isoDate(Date.now()));
    // A real pod answers with the row as saved, then fetches node info within the request.
    const created = serialize(ctx, ctx.db.prepare('SELECT * FROM domains WHERE name = ?').get(name) as DomainRow);
    refreshNodeInfo(ctx, name);
    return reply.code(201).send(created);
  });

  apiRoute(app, 'GET', 'manage/federation/domains/:name/', async (request) => {
    requirePermission(request, 'moderation');
    return serialize(ctx, domainOf(ctx, request));
  });

  apiRoute(app, ['PATCH', 'PUT'], 'manage/federation/domains/:name/', async (request) => {
    requirePermission(request, 'moderation');
    const row = domainOf(ctx, request);
    const { allowed } = bodyFields(request);
    if (allowed !== undefined) {
      if (typeof allowed !== 'boolean') throw fieldErrors({ allowed: ['Must be a valid boolean.'] });
      ctx.db.prepare('UPDATE domains SET allowed = ? WHERE name = ?').run(allowed ? 1 : 0, row.name);
    }
    return serialize(ctx, domainOf(ctx, request));
  });

  apiRoute(app, 'GET', 'manage/federation/domains/:name/nodeinfo/', async (request) => {
    requirePermission(request, 'moderation');
    const row = domainOf(ctx, request);
    refreshNodeInfo(ctx, row.name);
    return JSON.parse(domainOf(ctx, request).nodeinfo) as unknown;
  });

  apiRoute(app, 'GET', 'manage/federation/domains/:name/stats/', async (request) => {
    requirePermission(request, 'moderation');
    return stats(ctx, domainOf(ctx, request).name);
  });

  apiRoute(app, 'POST', 'manage/federation/domains/action/', async (request) => {
    requirePermission(request, 'moderation');
    const { action, objects } = bodyFields(request);
    if (action === undefined || action === '') throw fieldErrors({ action: ['This field is required.'] });
    if (typeof action !== 'string' || !ACTIONS.includes(action)) {
      throw fieldErrors({
        action: [`${JSON.stringify(action)} is not a valid action. Pick one of ${ACTIONS.join(', ')}.`],
      });
    }
    if (objects === undefined) throw fieldErrors({ objects: ['This field is required.'] });
    if (objects === 'all' && action === 'purge')
      throw fieldErrors({ non_field_errors: ['This action does not support "all"'] });
    if (objects !== 'all' && (!Array.isArray(objects) || !objects.every((item) => typeof item === 'string'))) {
      throw fieldErrors({ objects: ['Invalid objects'] });
    }
    ensureKnownDomains(ctx.db);
    const own = hostOf(request).split(':')[0];
    const names = (
      objects === 'all'
        ? (ctx.db.prepare('SELECT name FROM domains WHERE name <> ?').all(own) as { name: string }[])
        : (ctx.db
            .prepare('SELECT name FROM domains WHERE name <> ? AND name IN (SELECT value FROM json_each(?))')
            .all(own, JSON.stringify(objects)) as { name: string }[])
    ).map((row) => row.name);
    if (names.length === 0) throw fieldErrors({ non_field_errors: ['No object matching your request'] });
    if (action === 'purge') {
      for (const name of names) purgeActors(ctx.db, actorsOf(ctx.db, name), 'all');
    } else {
      ctx.db
        .prepare('UPDATE domains SET allowed = ? WHERE name IN (SELECT value FROM json_each(?))')
        .run(action === 'allow_list_add' ? 1 : 0, JSON.stringify(names));
    }
    return { updated: names.length, action, result: null };
  });
}
