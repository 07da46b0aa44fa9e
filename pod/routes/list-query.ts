// Filtering, ordering and paginating lists in SQL: the library's filters (ENDPOINTS §4), `scope`,
// `hidden` (content filters) and `include_channels`, shared by the other lists where they apply.

import type { FastifyRequest } from 'fastify';
import { libraryViewable, uploadPlayable } from '../access';
import type { PodContext } from '../context';
import { fieldErrors } from '../http/errors';
import { assertPageExists, boolParam, hostOf, intParam, pageOf, pageRequest, queryOf, textParam } from '../http/query';
import { parseUuid } from '../ids';
import type { View } from '../serialize/common';

export type Kind = 'artist' | 'album' | 'track';

/** WHERE clauses and their parameters. */
export class Conditions {
  readonly clauses: string[] = [];
  readonly params: unknown[] = [];

  add(clause: string, ...params: unknown[]): void {
    this.clauses.push(clause);
    this.params.push(...params);
  }

  get sql(): string {
    return this.clauses.length ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}

const likePattern = (text: string) => `%${text.toLocaleLowerCase('en').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `q`: every word must appear in one of the fields (case-insensitive), as the pod's search does. */
export function addTextSearch(where: Conditions, q: string | undefined, fields: string[]): void {
  for (const word of (q ?? '').split(/\s+/).filter(Boolean)) {
    where.add(
      `(${fields.map((field) => `fold(${field}) LIKE ? ESCAPE '\\'`).join(' OR ')})`,
      ...fields.map(() => likePattern(word)),
    );
  }
}

/** The name filters (`name`, `name__iexact`, `name__startswith`, `name__icontains`; same for title). */
export function addNameFilters(where: Conditions, params: URLSearchParams, field: string, column: string): void {
  const exact = textParam(params, field);
  if (exact !== undefined) where.add(`${column} = ?`, exact);
  const iexact = textParam(params, `${field}__iexact`);
  if (iexact !== undefined) where.add(`fold(${column}) = fold(?)`, iexact);
  const startswith = textParam(params, `${field}__startswith`);
  if (startswith !== undefined) where.add(`substr(fold(${column}), 1, length(?)) = fold(?)`, startswith, startswith);
  const icontains = textParam(params, `${field}__icontains`);
  if (icontains !== undefined) where.add(`fold(${column}) LIKE ? ESCAPE '\\'`, likePattern(icontains));
}

/** `tag` (repeatable): the object carries every one of these tags. */
export function addTagFilter(where: Conditions, params: URLSearchParams, kind: Kind, idColumn: string): void {
  for (const tag of params.getAll('tag').filter(Boolean)) {
    where.add(
      `EXISTS (SELECT 1 FROM tagged_items ti JOIN tags tg ON tg.id = ti.tag_id
               WHERE ti.kind = '${kind}' AND ti.object_id = ${idColumn} AND tg.name = ? COLLATE NOCASE)`,
      tag,
    );
  }
}

/** A condition that no row meets: a filter that empties the list (a real pod's `queryset.none()`). */
export const NOTHING = '0';

/**
 * `scope` (ENDPOINTS §4), resolved to the users whose content is wanted: `me`, `all`,
 * `actor:<user@domain>`, `domain:<domain>`, `subscribed` (the libraries the caller follows, approved
 * follows only: `subscribedBy`), comma-separated (any of them). Like a real pod, a value it cannot
 * resolve (anonymous `me` or `subscribed`, an unknown actor, an unknown scope) empties the whole
 * list; so does `subscribed` where there are no libraries. Returns null when there is no scope.
 */
export function resolveScope(
  ctx: PodContext,
  request: FastifyRequest,
  options: { hasLibraries: boolean } = { hasLibraries: true },
): { all: true } | { users: number[]; anyLocal: boolean; subscribedBy?: number } | 'nothing' | null {
  const value = textParam(queryOf(request), 'scope');
  if (value === undefined) return null;
  const viewer = request.auth.user;
  const host = hostOf(request);
  const users = new Set<number>();
  let anyLocal = false;
  let all = false;
  let subscribedBy: number | undefined;
  for (const scope of value.split(',').map((part) => part.trim().toLowerCase())) {
    if (scope === 'all') all = true;
    else if (scope === 'me') {
      if (!viewer) return 'nothing';
      users.add(viewer.id);
    } else if (scope === 'subscribed') {
      if (!viewer || !options.hasLibraries) return 'nothing';
      subscribedBy = viewer.id;
    } else if (scope.startsWith('actor:')) {
      const parts = scope.slice('actor:'.length).split('@');
      if (parts.length !== 2 || parts[1] !== host) return 'nothing';
      const user = ctx.db.prepare('SELECT id FROM users WHERE username = ? COLLATE NOCASE').get(parts[0]) as
        { id: number } | undefined;
      const channel = ctx.db.prepare('SELECT 1 FROM channels WHERE username = ? COLLATE NOCASE').get(parts[0]);
      if (user) users.add(user.id);
      else if (!channel) return 'nothing'; // a channel's actor exists but owns nothing
    } else if (scope.startsWith('domain:')) {
      if (scope.slice('domain:'.length) === host) anyLocal = true;
    } else {
      return 'nothing';
    }
  }
  if (all) return { all: true };
  return subscribedBy === undefined ? { users: [...users], anyLocal } : { users: [...users], anyLocal, subscribedBy };
}

/**
 * The condition of a resolved scope on a column holding the owning user's id; `subscribed` needs
 * `libraryColumn` (a library uuid), else it adds nothing.
 */
export function scopeCondition(
  scope: Exclude<ReturnType<typeof resolveScope>, null>,
  ownerColumn: string,
  libraryColumn?: string,
): { sql: string; params: unknown[] } {
  if (scope === 'nothing') return { sql: NOTHING, params: [] };
  if ('all' in scope) return { sql: '1', params: [] };
  if (scope.anyLocal) return { sql: `${ownerColumn} IS NOT NULL`, params: [] };
  const owned = `${ownerColumn} IN (SELECT value FROM json_each(?))`;
  if (scope.subscribedBy === undefined || libraryColumn === undefined)
    return { sql: owned, params: [JSON.stringify(scope.users)] };
  return {
    sql: `(${owned} OR ${libraryColumn} IN (SELECT f.library_uuid FROM library_follows f WHERE f.user_id = ? AND f.approved = 1))`,
    params: [JSON.stringify(scope.users), scope.subscribedBy],
  };
}

/**
 * Filters on the uploads of an object's tracks (`tracksOf` selects the track ids): `playable`
 * (uploads the caller may play), `library=<uuid>` (playable uploads in a library the caller may
 * browse), `channel=<uuid>` (playable uploads in the channel's library), and `scope` (uploads in the
 * libraries of the users of the scope; `all` is everything).
 */
export function addUploadFilters(
  where: Conditions,
  ctx: PodContext,
  request: FastifyRequest,
  tracksOf: string,
  options: { channel: boolean },
): void {
  const params = queryOf(request);
  const viewer = request.auth.user;
  const playableOf = `SELECT 1 FROM uploads u WHERE ${uploadPlayable('u', viewer)} AND u.track_id IN (${tracksOf})`;
  const playable = boolParam(params, 'playable');
  if (playable !== undefined) where.add(`${playable ? '' : 'NOT '}EXISTS (${playableOf})`);
  const library = uuidParam(params, 'library');
  if (library !== undefined) {
    where.add(
      `EXISTS (${playableOf} AND u.library_uuid = ? AND EXISTS (SELECT 1 FROM libraries l WHERE l.uuid = u.library_uuid AND ${libraryViewable('l', viewer)}))`,
      library,
    );
  }
  if (options.channel) {
    const channel = uuidParam(params, 'channel');
    if (channel !== undefined) {
      where.add(
        `EXISTS (${playableOf} AND u.library_uuid = (SELECT l.uuid FROM libraries l WHERE l.channel_uuid = ?))`,
        channel,
      );
    }
  }
  const scope = resolveScope(ctx, request);
  if (scope !== null && !(typeof scope === 'object' && 'all' in scope)) {
    const condition = scopeCondition(scope, 'l.owner_id', 'l.uuid');
    where.add(
      `EXISTS (SELECT 1 FROM uploads u JOIN libraries l ON l.uuid = u.library_uuid WHERE u.track_id IN (${tracksOf}) AND ${condition.sql})`,
      ...condition.params,
    );
  }
}

/** A UUID filter: absent or empty is undefined, anything but a UUID is a 400. */
export function uuidParam(params: URLSearchParams, name: string): string | undefined {
  const value = textParam(params, name);
  if (value === undefined) return undefined;
  const uuid = parseUuid(value.trim());
  if (!uuid) throw fieldErrors({ [name]: ['Enter a valid UUID.'] });
  return uuid;
}

/** Artists the caller muted with content filters; null for anonymous callers (nothing is filtered). */
function mutedArtistIds(ctx: PodContext, request: FastifyRequest): number[] | null {
  const user = request.auth.user;
  if (!user) return null;
  return (
    ctx.db.prepare('SELECT target_artist_id AS id FROM content_filters WHERE user_id = ?').all(user.id) as {
      id: number;
    }[]
  ).map((row) => row.id);
}

/**
 * `hidden` (default false): leave out what the caller muted (any of the artist columns is a muted
 * artist); `hidden=true` lists only that. Anonymous callers have nothing muted: like a real pod, the
 * filter is then not applied at all, whatever its value.
 */
export function addHiddenFilter(
  where: Conditions,
  ctx: PodContext,
  request: FastifyRequest,
  artistColumns: string[],
): void {
  const hidden = boolParam(queryOf(request), 'hidden') === true;
  const muted = mutedArtistIds(ctx, request);
  if (muted === null) return;
  const list = JSON.stringify(muted);
  const any = artistColumns.map((column) => `coalesce(${column}, -1) IN (SELECT value FROM json_each(?))`);
  where.add(`${hidden ? '' : 'NOT '}(${any.join(' OR ')})`, ...artistColumns.map(() => list));
}

/** `include_channels` (default false): channel content is left out unless asked for. */
export function addIncludeChannels(where: Conditions, request: FastifyRequest, channelColumn: string): void {
  if (boolParam(queryOf(request), 'include_channels') !== true) where.add(`${channelColumn} IS NULL`);
}

/** `related=<id>`: other objects sharing tags with it (sorted by `ordering=related`). */
function relatedScore(kind: Kind, idColumn: string): string {
  return `(SELECT count(*) FROM tagged_items a JOIN tagged_items b ON b.tag_id = a.tag_id
           WHERE a.kind = '${kind}' AND a.object_id = ${idColumn} AND b.kind = '${kind}' AND b.object_id = ?)`;
}

export function addRelatedFilter(
  where: Conditions,
  params: URLSearchParams,
  kind: Kind,
  idColumn: string,
): number | undefined {
  const related = intParam(params, 'related');
  if (related === undefined) return undefined;
  where.add(`${idColumn} != ? AND ${relatedScore(kind, idColumn)} > 0`, related, related);
  return related;
}

/**
 * ORDER BY from `ordering` (`-` for descending, comma lists, `random`; unknown fields ignored),
 * else the default. Nulls sort as PostgreSQL sorts them (last when ascending).
 */
export function orderBy(
  params: URLSearchParams,
  fields: Record<string, string>,
  fallback: string,
  idColumn: string,
  related?: { kind: Kind; id: number | undefined },
): { sql: string; params: unknown[] } {
  const terms: string[] = [];
  const values: unknown[] = [];
  for (const raw of (params.get('ordering') ?? '').split(',')) {
    const name = raw.trim().replace(/^-/, '');
    const direction = raw.trim().startsWith('-') ? 'DESC' : 'ASC';
    if (name === 'random') terms.push('random()');
    else if (name === 'related' && related?.id !== undefined) {
      terms.push(`${relatedScore(related.kind, idColumn)} ${direction === 'ASC' ? 'DESC' : 'ASC'}`);
      values.push(related.id);
    } else if (fields[name])
      terms.push(`(${fields[name]}) IS NULL ${direction === 'ASC' ? 'ASC' : 'DESC'}, ${fields[name]} ${direction}`);
  }
  if (terms.length === 0) return { sql: fallback, params: [] };
  return { sql: `${terms.join(', ')}, ${idColumn} ASC`, params: values };
}

interface ListSpec<Id extends number | string = number> {
  /** FROM clause, with aliases. */
  from: string;
  idColumn: string;
  where: Conditions;
  order: { sql: string; params: unknown[] };
  serialize: (view: View, ids: Id[]) => unknown[];
}

/** Counts, pages and serializes a filtered list. */
export function runList<Id extends number | string = number>(view: View, request: FastifyRequest, spec: ListSpec<Id>) {
  const page = pageRequest(queryOf(request));
  const { db } = view;
  const count = (
    db.prepare(`SELECT count(*) AS n FROM ${spec.from} ${spec.where.sql}`).get(...spec.where.params) as { n: number }
  ).n;
  assertPageExists(page, count);
  const ids = (
    db
      .prepare(
        `SELECT ${spec.idColumn} AS id FROM ${spec.from} ${spec.where.sql} ORDER BY ${spec.order.sql} LIMIT ? OFFSET ?`,
      )
      .all(...spec.where.params, ...spec.order.params, page.size, (page.page - 1) * page.size) as { id: Id }[]
  ).map((row) => row.id);
  return pageOf(request, page, count, spec.serialize(view, ids));
}
