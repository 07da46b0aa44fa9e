import type { z } from 'zod/mini';
import type { HttpClient, Query, Result } from './http';
import type { ApiPage } from './schema';
import type { CallOptions } from './params';
import { logger } from '../../logger';

interface AllPagesOptions<A, T> extends CallOptions {
  query?: Query;
  schema: z.ZodMiniType<ApiPage<A>>;
  map: (item: A) => T;
  /** A last bound on the pages read, whatever the pod's `count` says. */
  maxPages: number;
}

/** Why a walk stopped before the pod's `next` links ended. */
type WalkStop = 'repeat' | 'other-origin' | 'count-exceeded' | 'max-pages';

/**
 * Whether `next` may be read after `read` pages, or why not. A pod whose `next` never moves on
 * (seen: about 15 requests a second, forever) must not hold the client in a loop: a link already
 * read, a link off the pod's origin (where the session's cookies and token must not go), and more
 * pages than `count` fills at the first page's size all end the walk.
 */
export function nextPageStop(
  next: string,
  walk: { origin: string; seen: ReadonlySet<string>; read: number; count: number; pageSize: number; maxPages: number },
): WalkStop | null {
  let url: URL;
  try {
    url = new URL(next);
  } catch {
    return 'other-origin';
  }
  if (url.origin !== walk.origin) return 'other-origin';
  if (walk.seen.has(url.toString())) return 'repeat';
  // An empty page with a `next` link fills nothing: reading on could never end by count.
  if (walk.pageSize <= 0 || walk.read >= Math.ceil(walk.count / walk.pageSize)) return 'count-exceeded';
  if (walk.read >= walk.maxPages) return 'max-pages';
  return null;
}

/**
 * Every item of a paginated list, following `next` links: the one walker of Shoal's paginated
 * reads. A failing page fails the whole (a partial list would read as the complete one). A walk the
 * guard stops (nextPageStop) keeps what it read and says why in the log: the pod's list is then
 * as complete as the pod lets it be read, and asking again would loop again.
 */
export async function fetchAllPages<A, T>(
  client: HttpClient,
  path: string,
  options: AllPagesOptions<A, T>,
): Promise<Result<T[]>> {
  const { query, schema, map, maxPages, ...call } = options;
  const firstUrl = client.url(path, query);
  const first = await client.get(path, { query, schema, ...call });
  if (!first.ok) return first;
  const seen = new Set<string>(firstUrl === null ? [] : [new URL(firstUrl).toString()]);
  const origin = firstUrl === null ? '' : new URL(firstUrl).origin;
  const pageSize = first.data.results.length;
  const items = first.data.results.map(map);
  let count = first.data.count;
  let next = first.data.next ?? null;
  for (let read = 1; next !== null; read += 1) {
    const stop = nextPageStop(next, { origin, seen, read, count, pageSize, maxPages });
    if (stop !== null) {
      logger.warn(`Stopped following the pages of ${path} (${stop}) after ${read} page(s): ${next}`);
      break;
    }
    seen.add(new URL(next).toString());
    const page = await client.get(next, { absolute: true, schema, ...call });
    if (!page.ok) return page;
    items.push(...page.data.results.map(map));
    // Items added meanwhile raise the count; the page size stays the first page's.
    count = Math.max(count, page.data.count);
    next = page.data.next ?? null;
  }
  return { ok: true, data: items, status: first.status };
}
