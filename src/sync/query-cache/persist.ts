// The query cache persisted to IndexedDB, so pages seen before browse offline after a reload.
//
// Per-query persistence (TanStack's experimental_createQueryPersister) rather than
// PersistQueryClientProvider: the provider dehydrates the whole client into one blob and rewrites
// it on every change, which fits neither a bounded table nor a phone's disk. Here each query is
// one row of db.queryCache, written when its fetch succeeds and read back the first time the
// query runs after a reload; the table keeps the most recently used rows (db/query-cache.ts).
// Restoring happens inside the fetch, so it needs networkMode 'offlineFirst' (every query of
// src/sync has it): with 'online', an offline query would pause before even reading the disk.
//
// Whose data a row is: every row carries a scope, the instance URL and the user id (or
// 'anonymous'), taken when its fetch started. A row of another scope is refused, so nothing of one
// user or pod ever shows for another, even if a fetch ends after a logout. Rows of another cache
// version are dropped. Logout and instance change also clear the table (clearPersistedQueries).

import { onlineManager, type Query, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import {
  experimental_createQueryPersister,
  type AsyncStorage,
  type PersistedQuery,
} from '@tanstack/react-query-persist-client';
import { loadPersisted, type PersistedFormat } from '../../db/persisted';
import {
  clearQueryCache,
  deleteQueryCacheRow,
  getQueryCacheRow,
  listQueryCacheRows,
  putQueryCacheRow,
  touchQueryCacheRow,
  type QueryCacheRow,
} from '../../db/query-cache';
import { sessionSnapshot, type SessionRow } from '../../db/session';
import { logger as appLogger, type Logger } from '../../logger';

/** Bump when the shape of persisted data changes (a model type, the row): older rows are dropped. */
export const QUERY_CACHE_VERSION = 1;

/**
 * The bounds of the table, whichever is reached first. A list page of this client weighs 30 to
 * 130 kB of JSON (30 tracks with their albums, artists and files), a detail 2 to 10 kB: 400 rows
 * of about 60 kB are about 25 MB. That is weeks of browsing, well inside what every browser grants
 * an origin, and leaves the quota to what matters more offline: downloaded audio and queued
 * uploads, which share it. Entry count bounds a cache of small details; bytes one of big pages.
 */
const QUERY_CACHE_MAX_ENTRIES = 400;
const QUERY_CACHE_MAX_BYTES = 25_000_000;
/** Data older than this is not shown even offline (TanStack's default is one day: too short here). */
const QUERY_CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

const STORAGE_PREFIX = 'shoal-query';

/**
 * Whose data the cache holds: the instance and the user (or anonymous); null while no instance is
 * chosen, when nothing is persisted.
 */
export function queryCacheScope(session: Pick<SessionRow, 'instanceUrl' | 'profile'> | null): string | null {
  if (!session?.instanceUrl) return null;
  return `${session.instanceUrl}#${session.profile ? `user:${session.profile.id}` : 'anonymous'}`;
}

export interface QueryCachePersisterOptions {
  /** The current scope; by default that of the session row as this tab last read or wrote it. */
  getScope?: () => string | null;
  maxEntries?: number;
  maxBytes?: number;
  maxAge?: number;
  now?: () => number;
  log?: Logger;
}

interface StoredEntry {
  row: QueryCacheRow;
  query: PersistedQuery;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A row is trusted only whole: its fields, and a value that parses back into a persisted query. */
const ROW_FORMAT: PersistedFormat<StoredEntry> = {
  name: 'query cache entry',
  version: QUERY_CACHE_VERSION,
  parse: (value) => {
    if (!isObject(value)) return null;
    const { key, scope, size, updatedAt, usedAt } = value;
    if (typeof key !== 'string' || typeof scope !== 'string' || typeof value.value !== 'string') return null;
    if (!isNumber(size) || !isNumber(updatedAt) || !isNumber(usedAt)) return null;
    const query: unknown = JSON.parse(value.value);
    if (!isObject(query) || typeof query.queryHash !== 'string' || !Array.isArray(query.queryKey)) return null;
    if (!isObject(query.state) || !isNumber(query.state.dataUpdatedAt) || !('data' in query.state)) return null;
    return { row: value as unknown as QueryCacheRow, query: query as unknown as PersistedQuery };
  },
};

interface QueryCachePersister {
  /** The `persister` option of a query (or of a QueryClient's default query options). */
  persisterFn: <T, TQueryKey extends QueryKey>(
    queryFn: (context: QueryFunctionContext<TQueryKey>) => T | Promise<T>,
    context: QueryFunctionContext<TQueryKey>,
    query: Query,
  ) => Promise<T>;
  /** The Dexie-backed storage under it (exposed for tests and diagnostics). */
  storage: AsyncStorage<PersistedQuery>;
}

function createQueryCachePersister(options: QueryCachePersisterOptions = {}): QueryCachePersister {
  const getScope = options.getScope ?? (() => queryCacheScope(sessionSnapshot()));
  const bounds = {
    maxEntries: options.maxEntries ?? QUERY_CACHE_MAX_ENTRIES,
    maxBytes: options.maxBytes ?? QUERY_CACHE_MAX_BYTES,
  };
  const now = options.now ?? Date.now;
  const log = options.log ?? appLogger.child('query cache');
  /**
   * The scope each query's fetch started in, by storage key, until its result is written. A fetch
   * that fails leaves its entry until the next one: at most one per query, harmless.
   */
  const fetchScopes = new Map<string, string>();

  const storageKey = (queryHash: string) => `${STORAGE_PREFIX}-${queryHash}`;
  const hashOf = (key: string) => (key.startsWith(`${STORAGE_PREFIX}-`) ? key.slice(STORAGE_PREFIX.length + 1) : key);

  async function forget(hash: string): Promise<void> {
    try {
      await deleteQueryCacheRow(hash);
    } catch (error) {
      log.warn('Could not delete a cache entry', error);
    }
  }

  /** The entry of a stored row, or null (a corrupt or outdated row is deleted, with a log line). */
  async function load(hash: string, raw: unknown): Promise<StoredEntry | null> {
    if (raw === undefined) return null;
    const entry = loadPersisted(raw, ROW_FORMAT, log);
    if (entry === null) await forget(hash);
    return entry;
  }

  const storage: AsyncStorage<PersistedQuery> = {
    async getItem(key) {
      const scope = getScope();
      if (scope === null) return null;
      const hash = hashOf(key);
      let raw: unknown;
      try {
        raw = await getQueryCacheRow(hash);
      } catch (error) {
        log.warn('Could not read the query cache', error);
        return null;
      }
      const entry = await load(hash, raw);
      if (entry === null) return null;
      if (entry.row.scope !== scope) {
        log.debug('Cache entry of another user or instance refused', hash);
        return null;
      }
      try {
        await touchQueryCacheRow(hash, now());
      } catch (error) {
        log.debug('Could not mark a cache entry as used', error);
      }
      return entry.query;
    },

    // Called by TanStack without awaiting: it must never reject.
    async setItem(key, value) {
      const hash = hashOf(key);
      const scope = fetchScopes.get(key) ?? getScope();
      fetchScopes.delete(key);
      if (scope === null) return;
      let json: string;
      try {
        json = JSON.stringify(value);
      } catch (error) {
        log.warn('A query result cannot be persisted', hash, error);
        return;
      }
      if (json.length > bounds.maxBytes) {
        log.info(`A query result of ${json.length} bytes is too large to persist`, hash);
        return;
      }
      const time = now();
      const row: QueryCacheRow = {
        key: hash,
        version: QUERY_CACHE_VERSION,
        scope,
        value: json,
        size: json.length,
        updatedAt: value.state.dataUpdatedAt || time,
        usedAt: time,
      };
      try {
        const evicted = await putQueryCacheRow(row, bounds);
        if (evicted.length > 0) log.debug(`${evicted.length} cache entries evicted`);
      } catch (error) {
        log.warn('Could not persist a query result', error);
      }
    },

    async removeItem(key) {
      await forget(hashOf(key));
    },

    async entries() {
      const scope = getScope();
      const rows = await listQueryCacheRows();
      const entries: Array<[string, PersistedQuery]> = [];
      for (const raw of rows) {
        const hash = isObject(raw) && typeof raw.key === 'string' ? raw.key : null;
        if (hash === null) continue;
        const entry = await load(hash, raw);
        if (entry !== null && entry.row.scope === scope) entries.push([storageKey(hash), entry.query]);
      }
      return entries;
    },
  };

  const inner = experimental_createQueryPersister<PersistedQuery>({
    storage,
    // The storage keeps rows as JSON itself (it needs their size); TanStack hands objects over.
    serialize: (query) => query,
    deserialize: (query) => query,
    buster: String(QUERY_CACHE_VERSION),
    maxAge: options.maxAge ?? QUERY_CACHE_MAX_AGE_MS,
    prefix: STORAGE_PREFIX,
    // TanStack's own refetch on restore calls `query.fetch()` without a catch: offline or on a 5xx
    // that is an unhandled rejection (issue 15). Restored pages are revalidated below instead.
    refetchOnRestore: false,
  });

  function persisterFn<T, TQueryKey extends QueryKey>(
    queryFn: (context: QueryFunctionContext<TQueryKey>) => T | Promise<T>,
    context: QueryFunctionContext<TQueryKey>,
    query: Query,
  ): Promise<T> {
    const scope = getScope();
    const optedOut = (query.meta as { persist?: boolean } | undefined)?.persist === false;
    if (scope === null || optedOut) return Promise.resolve(queryFn(context));
    fetchScopes.set(storageKey(query.queryHash), scope);
    const empty = query.state.data === undefined;
    let fetched = false;
    const counted = (ctx: QueryFunctionContext<TQueryKey>) => {
      fetched = true;
      return queryFn(ctx);
    };
    // Two versions of query-core are installed (react-query's 5.108 and the persister's 5.104): the
    // same shapes at run time, but classes with private fields, which the type checker never lets
    // meet. Each argument goes over as exactly what the persister's version declares (one bridge,
    // here); aligning the two packages' versions would let these go.
    type Inner = Parameters<typeof inner.persisterFn<T, TQueryKey>>;
    const [fn, ctx, q] = [counted, context, query] as unknown as Inner;
    return inner.persisterFn<T, TQueryKey>(fn, ctx, q).then((data) => {
      if (empty && !fetched) revalidateRestored(query);
      return data;
    });
  }

  /**
   * A page restored from the device is shown at once, then, if a screen shows it, asked again once, whatever its age: while
   * it sat on the device, invalidations went by that it never saw (a write settled after it was
   * persisted, another tab, another device, the pod's own changes: an owner accepting a follow, an
   * import ending). Offline, it is marked out of date instead, so TanStack asks for it when the
   * connection is back (refetchOnReconnect) or when a screen next shows it. A failure is handled:
   * the query's error state and its cache's onError already tell the user. It runs a macrotask
   * later, after the restored data is in place and TanStack (in a timer queued before this one) has
   * set its `dataUpdatedAt` back to the stored time; a fetch that replaced the data meanwhile makes
   * it moot.
   */
  function revalidateRestored(query: Query): void {
    setTimeout(() => {
      // Not shown (the player's Play read it, say) or offline: out of date, asked when next shown.
      if (!onlineManager.isOnline() || query.getObserversCount() === 0) return query.invalidate();
      query
        .fetch()
        .catch((error: unknown) => log.debug('Revalidating a restored query failed', query.queryHash, error));
    }, 0);
  }

  return { storage, persisterFn };
}

/**
 * Options to spread into the QueryClient's `defaultOptions.queries`, so every query is persisted
 * (a query with `meta: { persist: false }` is not).
 *
 *   new QueryClient({ defaultOptions: { queries: { ...createPersistedQueryOptions(), staleTime } } })
 */
export function createPersistedQueryOptions(options: QueryCachePersisterOptions = {}) {
  return { persister: createQueryCachePersister(options).persisterFn };
}

/** Empties the persisted cache: on logout and on instance change (spec 01 section 4). */
export async function clearPersistedQueries(): Promise<void> {
  await clearQueryCache();
}

/**
 * The data of the persisted queries of the current user whose stored JSON `matches` (a cheap test on
 * the text, so that only the rows it keeps are parsed): what the device knows of something it did
 * not ask for by its key (the player looks for a track's details this way, offline). Rows too old to
 * be restored are left out, as the persister leaves them.
 */
export async function readPersistedQueryData(
  matches: (json: string) => boolean,
  options: Pick<QueryCachePersisterOptions, 'getScope' | 'maxAge' | 'now' | 'log'> = {},
): Promise<unknown[]> {
  const scope = (options.getScope ?? (() => queryCacheScope(sessionSnapshot())))();
  if (scope === null) return [];
  const oldest = (options.now ?? Date.now)() - (options.maxAge ?? QUERY_CACHE_MAX_AGE_MS);
  const log = options.log ?? appLogger.child('query cache');
  const found: unknown[] = [];
  for (const raw of await listQueryCacheRows()) {
    if (!isObject(raw) || raw.scope !== scope || typeof raw.value !== 'string' || !matches(raw.value)) continue;
    const entry = loadPersisted(raw, ROW_FORMAT, log);
    if (entry !== null && entry.row.updatedAt >= oldest) found.push(entry.query.state.data);
  }
  return found;
}
