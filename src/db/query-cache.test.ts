import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearQueryCache,
  evictQueryCache,
  getQueryCacheRow,
  putQueryCacheRow,
  queryCacheUsage,
  touchQueryCacheRow,
  type QueryCacheRow,
} from './query-cache';
import { ShoalDb, useDatabaseForTests } from './schema';

let n = 0;
let db: ShoalDb;
beforeEach(() => {
  db = new ShoalDb(`query-cache-test-${n++}`);
  useDatabaseForTests(db);
});

const row = (key: string, usedAt: number, size = 10): QueryCacheRow => ({
  key,
  version: 1,
  scope: 's',
  value: 'x'.repeat(size),
  size,
  updatedAt: usedAt,
  usedAt,
});

const keys = async () => (await db.queryCache.orderBy('[usedAt+size]').primaryKeys()).map(String);
const roomy = { maxEntries: 100, maxBytes: 1_000_000 };

describe('query cache table', () => {
  it('stores and reads rows back', async () => {
    await putQueryCacheRow(row('a', 1), roomy);
    expect(await getQueryCacheRow('a')).toEqual(row('a', 1));
    expect(await getQueryCacheRow('b')).toBeUndefined();
  });

  it('evicts the least recently used rows past the entry bound', async () => {
    const bounds = { maxEntries: 3, maxBytes: 1_000_000 };
    for (const [i, key] of ['a', 'b', 'c'].entries()) await putQueryCacheRow(row(key, i + 1), bounds);
    await touchQueryCacheRow('a', 10);
    expect(await putQueryCacheRow(row('d', 11), bounds)).toEqual(['b']);
    expect(await keys()).toEqual(['c', 'a', 'd']);
  });

  it('evicts past the byte bound, oldest first, and everything older than the first that does not fit', async () => {
    const bounds = { maxEntries: 100, maxBytes: 100 };
    await putQueryCacheRow(row('a', 1, 10), bounds);
    await putQueryCacheRow(row('b', 2, 50), bounds);
    await putQueryCacheRow(row('c', 3, 30), bounds);
    expect(await queryCacheUsage()).toEqual({ entries: 3, bytes: 90 });
    expect(await putQueryCacheRow(row('d', 4, 40), bounds)).toEqual(['b', 'a']);
    expect(await keys()).toEqual(['c', 'd']);
  });

  it('refuses a row larger than the byte bound instead of emptying the cache', async () => {
    await putQueryCacheRow(row('a', 1, 10), { maxEntries: 10, maxBytes: 100 });
    expect(await putQueryCacheRow(row('huge', 2, 101), { maxEntries: 10, maxBytes: 100 })).toEqual([]);
    expect(await keys()).toEqual(['a']);
  });

  it('evicts rows that no index holds (no usedAt or size)', async () => {
    await db.queryCache.put({ key: 'broken', value: '{' } as QueryCacheRow);
    await putQueryCacheRow(row('a', 1), roomy);
    expect(await db.queryCache.count()).toBe(1);
    expect(await getQueryCacheRow('broken')).toBeUndefined();
  });

  it('applies lowered bounds on demand and clears', async () => {
    for (const [i, key] of ['a', 'b', 'c'].entries()) await putQueryCacheRow(row(key, i), roomy);
    expect(await evictQueryCache({ maxEntries: 1, maxBytes: 1000 })).toEqual(['b', 'a']);
    await clearQueryCache();
    expect(await db.queryCache.count()).toBe(0);
  });
});
