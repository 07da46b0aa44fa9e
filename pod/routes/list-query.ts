// Filtering, ordering and paginating the lists of artists, albums and tracks in SQL.

import type { FastifyRequest } from 'fastify';
import type { PodContext } from '../context';
import { fieldErrors } from '../http/errors';
import { assertPageExists, boolParam, intParam, pageOf, pageRequest, queryOf, textParam } from '../http/query';
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
    where.add(`(${fields.map((field) => `fold(${field}) LIKE ? ESCAPE '\\'`).join(' OR ')})`, ...fields.map(() => likePattern(word)));
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

/** Tracks of the object that have a playable upload (`tracksOf` selects the object's track ids). */
export function addUploadFilters(where: Conditions, request: FastifyRequest, tracksOf: string): void {
  const params = queryOf(request);
  const playable = boolParam(params, 'playable');
  const uploadsOf = `SELECT 1 FROM uploads u WHERE u.import_status = 'finished' AND u.track_id IN (${tracksOf})`;
  if (playable !== undefined) where.add(`${playable ? '' : 'NOT '}EXISTS (${uploadsOf})`);
  const library = textParam(params, 'library');
  if (library !== undefined) {
    const uuid = parseUuid(library);
    if (!uuid) throw fieldErrors({ library: ['Enter a valid UUID.'] });
    where.add(`EXISTS (${uploadsOf} AND u.library_uuid = ?)`, uuid);
  }
  // scope: `me` is what the caller uploaded; `all` (and forms the demo pod has no use for) is everything.
  if (textParam(params, 'scope')?.split(',').includes('me')) where.add(`EXISTS (${uploadsOf} AND u.owner_id = ?)`, request.auth.user?.id ?? -1);
}

/**
 * Artists the caller muted with content filters. The demo pod has no content filters yet, so this
 * is empty; `hidden=true` lists only muted content and is then empty too.
 */
export function mutedArtistIds(_ctx: PodContext, _request: FastifyRequest): number[] {
  return [];
}

/** `include_channels` (default false) and `hidden` (default false), on the artist column given. */
export function addDefaultFilters(where: Conditions, ctx: PodContext, request: FastifyRequest, artistAlias: string): void {
  const params = queryOf(request);
  if (boolParam(params, 'include_channels') !== true) where.add(`${artistAlias}.channel_uuid IS NULL`);
  const muted = JSON.stringify(mutedArtistIds(ctx, request));
  const hidden = boolParam(params, 'hidden') === true;
  where.add(`${artistAlias}.id ${hidden ? '' : 'NOT '}IN (SELECT value FROM json_each(?))`, muted);
}

/** `related=<id>`: other objects sharing tags with it (sorted by `ordering=related`). */
export function relatedScore(kind: Kind, idColumn: string): string {
  return `(SELECT count(*) FROM tagged_items a JOIN tagged_items b ON b.tag_id = a.tag_id
           WHERE a.kind = '${kind}' AND a.object_id = ${idColumn} AND b.kind = '${kind}' AND b.object_id = ?)`;
}

export function addRelatedFilter(where: Conditions, params: URLSearchParams, kind: Kind, idColumn: string): number | undefined {
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
    } else if (fields[name]) terms.push(`(${fields[name]}) IS NULL ${direction === 'ASC' ? 'ASC' : 'DESC'}, ${fields[name]} ${direction}`);
  }
  if (terms.length === 0) return { sql: fallback, params: [] };
  return { sql: `${terms.join(', ')}, ${idColumn} ASC`, params: values };
}

export interface ListSpec {
  /** FROM clause, with aliases. */
  from: string;
  idColumn: string;
  where: Conditions;
  order: { sql: string; params: unknown[] };
  serialize: (view: View, ids: number[]) => unknown[];
}

/** Counts, pages and serializes a filtered list. */
export function runList(view: View, request: FastifyRequest, spec: ListSpec) {
  const page = pageRequest(queryOf(request));
  const { db } = view;
  const count = (db.prepare(`SELECT count(*) AS n FROM ${spec.from} ${spec.where.sql}`).get(...spec.where.params) as { n: number }).n;
  assertPageExists(page, count);
  const ids = (
    db
      .prepare(`SELECT ${spec.idColumn} AS id FROM ${spec.from} ${spec.where.sql} ORDER BY ${spec.order.sql} LIMIT ? OFFSET ?`)
      .all(...spec.where.params, ...spec.order.params, page.size, (page.page - 1) * page.size) as { id: number }[]
  ).map((row) => row.id);
  return pageOf(request, page, count, spec.serialize(view, ids));
}
