// Rows of the persisted query cache (sync/queries/persist.ts decides what goes in and what a row
// means). This module keeps the table bounded: the most recently used rows stay, the others go.

import { getDb } from './schema';

export interface QueryCacheRow {
  /** The query hash. */
  key: string;
  /** The cache format (sync/queries/persist QUERY_CACHE_VERSION). */
  version: number;
  /** Whose data it is: the instance and the user it was fetched for. */
  scope: string;
  /** The dehydrated query, as JSON. */
  value: string;
  /** Estimated bytes: the length of `value`. */
  size: number;
  /** When the data was fetched (ms). */
  updatedAt: number;
  /** When it was last written or read back (ms); eviction order. */
  usedAt: number;
}

interface QueryCacheBounds {
  maxEntries: number;
  maxBytes: number;
}

/** The stored row, unchecked: it may be corrupt or of another version. */
export async function getQueryCacheRow(key: string): Promise<unknown> {
  return getDb().queryCache.get(key);
}

/** Every stored row, unchecked. */
export async function listQueryCacheRows(): Promise<unknown[]> {
  return getDb().queryCache.toArray();
}

/**
 * Writes a row and evicts past the bounds, in one transaction. A row larger than maxBytes on its
 * own is not stored (it would evict everything else). Returns the evicted keys.
 */
export async function putQueryCacheRow(row: QueryCacheRow, bounds: QueryCacheBounds): Promise<string[]> {
  if (row.size > bounds.maxBytes) return [];
  const db = getDb();
  return db.transaction('rw', db.queryCache, async () => {
    await db.queryCache.put(row);
    return evict(bounds);
  });
}

export async function touchQueryCacheRow(key: string, usedAt: number): Promise<void> {
  await getDb().queryCache.update(key, { usedAt });
}

export async function deleteQueryCacheRow(key: string): Promise<void> {
  await getDb().queryCache.delete(key);
}

export async function clearQueryCache(): Promise<void> {
  await getDb().queryCache.clear();
}

export async function queryCacheUsage(): Promise<{ entries: number; bytes: number }> {
  let bytes = 0;
  let entries = 0;
  await getDb()
    .queryCache.orderBy('[usedAt+size]')
    .eachKey((key) => {
      entries += 1;
      bytes += sizeOf(key);
    });
  return { entries, bytes };
}

/** Applies the bounds now (after lowering them, say). Returns the evicted keys. */
export async function evictQueryCache(bounds: QueryCacheBounds): Promise<string[]> {
  const db = getDb();
  return db.transaction('rw', db.queryCache, () => evict(bounds));
}

function sizeOf(indexKey: unknown): number {
  const size = Array.isArray(indexKey) ? Number(indexKey[1]) : Number.NaN;
  return Number.isFinite(size) && size > 0 ? size : 0;
}

/**
 * Newest first, rows are kept while they fit in both bounds; the first that does not fit and every
 * older one are deleted. Must run inside a rw transaction on queryCache.
 */
async function evict({ maxEntries, maxBytes }: QueryCacheBounds): Promise<string[]> {
  const table = getDb().queryCache;
  const indexed = new Set<string>();
  const evicted: string[] = [];
  let entries = 0;
  let bytes = 0;
  await table
    .orderBy('[usedAt+size]')
    .reverse()
    .eachKey((indexKey, cursor) => {
      const key = String(cursor.primaryKey);
      indexed.add(key);
      const size = sizeOf(indexKey);
      if (evicted.length === 0 && entries + 1 <= maxEntries && bytes + size <= maxBytes) {
        entries += 1;
        bytes += size;
      } else {
        evicted.push(key);
      }
    });
  // A row without a numeric usedAt or size (written by hand, or half written) is in no index and
  // would never be evicted: it goes too.
  if ((await table.count()) > indexed.size) {
    for (const key of await table.toCollection().primaryKeys()) if (!indexed.has(key)) evicted.push(key);
  }
  if (evicted.length > 0) await table.bulkDelete(evicted);
  return evicted;
}
