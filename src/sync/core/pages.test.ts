import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { podClient } from '../testing/queries';
import { json, type Recorded } from '../testing/responses';
import { fetchAllPages, nextPageStop } from './pages';

const schema = z.object({
  count: z.number(),
  next: z.nullish(z.string()),
  previous: z.nullish(z.string()),
  results: z.array(z.object({ id: z.number() })),
});

const BASE = 'https://pod.example/api/v1/items/';
const page = (count: number, ids: number[], next: string | null) =>
  json({ count, next, previous: null, results: ids.map((id) => ({ id })) });
const walk = (http: ReturnType<typeof podClient>['http'], maxPages = 100) =>
  fetchAllPages(http, 'items/', { query: { page_size: 2 }, schema, map: (item) => item.id, maxPages });

describe('fetchAllPages: the one next-link walker', () => {
  it('reads every page while next links move on', async () => {
    const { http, fetchImpl } = podClient(
      page(5, [1, 2], `${BASE}?page=2`),
      page(5, [3, 4], `${BASE}?page=3`),
      page(5, [5], null),
    );
    const result = await walk(http);
    expect(result.ok && result.data).toEqual([1, 2, 3, 4, 5]);
    expect(fetchImpl.calls).toHaveLength(3);
  });

  it('stops when a next link repeats one already read (a pod whose next never moves on)', async () => {
    // Every page answers the same page 2 as next, as the pod of issue 14 did.
    const { http, fetchImpl } = podClient((request: Recorded) =>
      page(1000, request.url.includes('page=2') ? [3, 4] : [1, 2], `${BASE}?page=2`),
    );
    const result = await walk(http);
    expect(result.ok && result.data).toEqual([1, 2, 3, 4]);
    expect(fetchImpl.calls.map((call) => call.url)).toEqual([`${BASE}?page_size=2`, `${BASE}?page=2`]);
  });

  it('stops when the first page links to itself', async () => {
    const { http, fetchImpl } = podClient(page(1000, [1, 2], `${BASE}?page_size=2`));
    const result = await walk(http);
    expect(result.ok && result.data).toEqual([1, 2]);
    expect(fetchImpl.calls).toHaveLength(1);
  });

  it('never follows a next link off the pod origin', async () => {
    const { http, fetchImpl } = podClient(
      page(4, [1, 2], 'https://elsewhere.example/api/v1/items/?page=2'),
      page(4, [3, 4], null),
    );
    const result = await walk(http);
    expect(result.ok && result.data).toEqual([1, 2]);
    expect(fetchImpl.calls.map((call) => new URL(call.url).host)).toEqual(['pod.example']);
  });

  it('stops when the pages read exceed what count allows', async () => {
    // count 4 at 2 a page is 2 pages; the pod keeps handing out new next links.
    let n = 1;
    const { http, fetchImpl } = podClient(() => {
      n += 1;
      return page(4, [n * 2 - 1, n * 2], `${BASE}?page=${n + 1}`);
    });
    const result = await walk(http);
    expect(result.ok && result.data).toHaveLength(4);
    expect(fetchImpl.calls).toHaveLength(2);
  });

  it('stops at an empty page that still has a next link', async () => {
    const { http, fetchImpl } = podClient(page(10, [], `${BASE}?page=2`));
    const result = await walk(http);
    expect(result.ok && result.data).toEqual([]);
    expect(fetchImpl.calls).toHaveLength(1);
  });

  it('keeps maxPages as a last bound', async () => {
    let n = 0;
    const { http, fetchImpl } = podClient(() => {
      n += 1;
      return page(1_000_000, [n], `${BASE}?page=${n + 1}`);
    });
    await fetchAllPages(http, 'items/', { schema, map: (item) => item.id, maxPages: 5 });
    expect(fetchImpl.calls).toHaveLength(5);
  });

  it('fails as a whole when a later page fails', async () => {
    const { http } = podClient(page(4, [1, 2], `${BASE}?page=2`), json({}, 500));
    const result = await walk(http);
    expect(!result.ok && result.error.kind).toBe('server-error');
  });
});

describe('nextPageStop', () => {
  const base = {
    origin: 'https://pod.example',
    seen: new Set([`${BASE}?page=1`]),
    read: 1,
    count: 10,
    pageSize: 2,
    maxPages: 50,
  };
  it('says why a link is not followed, or null', () => {
    expect(nextPageStop(`${BASE}?page=2`, base)).toBeNull();
    expect(nextPageStop(`${BASE}?page=1`, base)).toBe('repeat');
    expect(nextPageStop('http://pod.example/api/v1/items/?page=2', base)).toBe('other-origin');
    expect(nextPageStop('not a url', base)).toBe('other-origin');
    expect(nextPageStop(`${BASE}?page=6`, { ...base, read: 5 })).toBe('count-exceeded');
    expect(nextPageStop(`${BASE}?page=2`, { ...base, maxPages: 1 })).toBe('max-pages');
  });
});
