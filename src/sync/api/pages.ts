import type { z } from 'zod/mini';
import type { HttpClient, Query, Result } from '../http';
import type { ApiPage } from '../schemas/common';
import type { CallOptions } from './params';

export interface AllPagesOptions<A, T> extends CallOptions {
  query?: Query;
  schema: z.ZodMiniType<ApiPage<A>>;
  map: (item: A) => T;
  /** A guard against a pod whose `next` links never end. */
  maxPages: number;
}

/**
 * Every item of a paginated list, following `next` links. A failing page fails the whole: a
 * partial list would read as the complete one.
 */
export async function fetchAllPages<A, T>(client: HttpClient, path: string, options: AllPagesOptions<A, T>): Promise<Result<T[]>> {
  const { query, schema, map, maxPages, ...call } = options;
  const first = await client.get(path, { query, schema, ...call });
  if (!first.ok) return first;
  const items = first.data.results.map(map);
  let next = first.data.next ?? null;
  for (let pages = 1; next !== null && pages < maxPages; pages += 1) {
    const page = await client.get(next, { absolute: true, schema, ...call });
    if (!page.ok) return page;
    items.push(...page.data.results.map(map));
    next = page.data.next ?? null;
  }
  return { ok: true, data: items, status: first.status };
}
