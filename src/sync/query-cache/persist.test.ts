import 'fake-indexeddb/auto';
import { onlineManager, QueryClient, type QueryKey } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ShoalDb, useDatabaseForTests } from '../../db/schema';
import type { QueryCacheRow } from '../../db/query-cache';
import { createLogger, type LogSink } from '../../logger';
import { realPod } from '../testing/fixtures';
import { podClient } from '../testing/queries';
import { json } from '../testing/responses';
import { artistListQuery } from '../catalogue';
import {
  QUERY_CACHE_VERSION,
  clearPersistedQueries,
  createPersistedQueryOptions,
  queryCacheScope,
  type QueryCachePersisterOptions,
} from './persist';

const SCOPE_A = 'https://pod.example/#user:1';
const SCOPE_B = 'https://pod.example/#user:2';

let n = 0;
let db: ShoalDb;
beforeEach(() => {
  db = new ShoalDb(`persist-test-${n++}`);
  useDatabaseForTests(db);
});

function recorder() {
  const lines: Array<[string, string]> = [];
  const record = (level: string) => (message: unknown) => {
    lines.push([level, String(message)]);
  };
  const sink: LogSink = {
    debug: record('debug'),
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
    log: record('log'),
  };
  return { log: createLogger({ production: false, sink }), lines };
}

/** A client as the app builds it after a reload: persisted defaults, no retries, nothing stale. */
function client(options: QueryCachePersisterOptions) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        ...createPersistedQueryOptions(options),
        retry: false,
        gcTime: Infinity,
        staleTime: Infinity,
        networkMode: 'offlineFirst',
      },
    },
  });
}

function fetcher(value: unknown) {
  const queryFn = vi.fn(async () => value);
  return queryFn;
}

const offline = vi.fn(async (): Promise<unknown> => {
  throw new Error('offline');
});

const rows = () => db.queryCache.toArray();
const waitForRows = (count: number) => vi.waitFor(async () => expect(await db.queryCache.count()).toBe(count));

describe('queryCacheScope', () => {
  it('is the instance and the user, or anonymous; null without an instance', () => {
    expect(queryCacheScope({ instanceUrl: 'https://pod.example/', profile: { id: 1 } as never })).toBe(SCOPE_A);
    expect(queryCacheScope({ instanceUrl: 'https://pod.example/', profile: null })).toBe(
      'https://pod.example/#anonymous',
    );
    expect(queryCacheScope({ instanceUrl: null, profile: null })).toBeNull();
    expect(queryCacheScope(null)).toBeNull();
  });
});

describe('persisted query cache', () => {
  it('writes a successful query and reads it back after a reload, without the network', async () => {
    const { log } = recorder();
    const before = client({ getScope: () => SCOPE_A, log, now: () => 1000 });
    const queryKey: QueryKey = ['artists', 'list', { q: 'ora' }];
    await before.fetchQuery({ queryKey, queryFn: fetcher({ count: 1, results: ['Oracle'] }) });
    await waitForRows(1);
    const [row] = await rows();
    expect(row).toMatchObject({ version: QUERY_CACHE_VERSION, scope: SCOPE_A, usedAt: 1000 });
    expect(row?.key).toBe(before.getQueryCache().find({ queryKey })?.queryHash);
    expect(row?.size).toBe(row?.value.length);

    const after = client({ getScope: () => SCOPE_A, log, now: () => 2000 });
    const restored = await after.fetchQuery({ queryKey, queryFn: offline });
    expect(restored).toEqual({ count: 1, results: ['Oracle'] });
    expect(offline).not.toHaveBeenCalled();
    // TanStack sets the restored time just after handing the data over.
    await vi.waitFor(() =>
      expect(after.getQueryState(queryKey)?.dataUpdatedAt).toBe(before.getQueryState(queryKey)?.dataUpdatedAt),
    );
    await vi.waitFor(async () => expect((await rows())[0]?.usedAt).toBe(2000));
  });

  it('restores the pages of the real query options (offlineFirst, mapped domain types)', async () => {
    const { http } = podClient(json(realPod('artists_after.json')));
    await client({ getScope: () => SCOPE_A }).fetchQuery(artistListQuery(http, { q: 'oracle' }));
    await waitForRows(1);
    const { http: offlineHttp, fetchImpl } = podClient(new TypeError('Failed to fetch'));
    // Offline: the restored page is not even revalidated until the connection is back.
    onlineManager.setOnline(false);
    try {
      const page = await client({ getScope: () => SCOPE_A }).fetchQuery(artistListQuery(offlineHttp, { q: 'oracle' }));
      expect(page.results[0]?.name).toBe('Oracle Artist');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(fetchImpl.calls).toHaveLength(0);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('keeps the most recently used entries and evicts the oldest past the bound', async () => {
    let time = 0;
    const options = { getScope: () => SCOPE_A, maxEntries: 3, now: () => (time += 1) };
    const writer = client(options);
    for (const id of [1, 2, 3]) {
      await writer.fetchQuery({ queryKey: ['t', id], queryFn: fetcher(id) });
      await waitForRows(id);
    }
    // Reading 1 back makes it the most recent; 2 is now the oldest.
    expect(await client(options).fetchQuery({ queryKey: ['t', 1], queryFn: offline })).toBe(1);
    await writer.fetchQuery({ queryKey: ['t', 4], queryFn: fetcher(4) });
    await vi.waitFor(async () => {
      const keys = (await db.queryCache.orderBy('[usedAt+size]').toArray()).map(
        (row) => JSON.parse(row.value).queryKey[1],
      );
      expect(keys).toEqual([3, 1, 4]);
    });
  });

  it('never writes more than the byte bound', async () => {
    // A row is its data plus about 300 characters of query state.
    const options = { getScope: () => SCOPE_A, maxBytes: 1000 };
    const writer = client(options);
    await writer.fetchQuery({ queryKey: ['small'], queryFn: fetcher('x'.repeat(10)) });
    await waitForRows(1);
    await writer.fetchQuery({ queryKey: ['big'], queryFn: fetcher('x'.repeat(1000)) });
    await writer.fetchQuery({ queryKey: ['second'], queryFn: fetcher('x'.repeat(500)) });
    await vi.waitFor(async () => {
      const all = await rows();
      expect(all.map((row) => JSON.parse(row.value).queryKey[0]).sort()).toEqual(['second']);
    });
  });

  it('refuses an entry of another user or instance (the buster) and fetches instead', async () => {
    const { log, lines } = recorder();
    await client({ getScope: () => SCOPE_A, log }).fetchQuery({ queryKey: ['me'], queryFn: fetcher('secret of A') });
    await waitForRows(1);
    const queryFn = fetcher('data of B');
    expect(await client({ getScope: () => SCOPE_B, log }).fetchQuery({ queryKey: ['me'], queryFn })).toBe('data of B');
    expect(queryFn).toHaveBeenCalledOnce();
    expect(lines).toContainEqual(['debug', 'Cache entry of another user or instance refused']);
    await vi.waitFor(async () => expect((await rows())[0]?.scope).toBe(SCOPE_B));
    const anonymous = fetcher('public');
    expect(
      await client({ getScope: () => 'https://pod.example/#anonymous', log }).fetchQuery({
        queryKey: ['me'],
        queryFn: anonymous,
      }),
    ).toBe('public');
    await vi.waitFor(async () => expect((await rows())[0]?.scope).toBe('https://pod.example/#anonymous'));
  });

  it('tags an entry with the scope its fetch started in, even when the user changed meanwhile', async () => {
    let scope = SCOPE_A;
    let release: (value: string) => void = () => undefined;
    const slow = new Promise<string>((resolve) => {
      release = resolve;
    });
    const queryFn = vi.fn(() => slow);
    const pending = client({ getScope: () => scope }).fetchQuery({ queryKey: ['slow'], queryFn });
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalled());
    scope = SCOPE_B; // logged out and in as someone else while the request was on its way
    release('data of A');
    await pending;
    await waitForRows(1);
    expect((await rows())[0]?.scope).toBe(SCOPE_A);
  });

  it('drops an entry of an older cache version, with a log line', async () => {
    const { log, lines } = recorder();
    await client({ getScope: () => SCOPE_A, log }).fetchQuery({ queryKey: ['v'], queryFn: fetcher('new') });
    await waitForRows(1);
    const [row] = await rows();
    await db.queryCache.put({ ...(row as QueryCacheRow), version: QUERY_CACHE_VERSION - 1 });
    const queryFn = fetcher('fresh');
    expect(await client({ getScope: () => SCOPE_A, log }).fetchQuery({ queryKey: ['v'], queryFn })).toBe('fresh');
    expect(lines).toContainEqual([
      'warn',
      `Stored query cache entry is of an older version (${QUERY_CACHE_VERSION - 1} < ${QUERY_CACHE_VERSION}); discarded`,
    ]);
    await vi.waitFor(async () =>
      expect((await rows())[0]).toMatchObject({
        version: QUERY_CACHE_VERSION,
        value: expect.stringContaining('fresh'),
      }),
    );
  });

  it('ignores a corrupt entry with a log line and deletes it', async () => {
    const { log, lines } = recorder();
    const writer = client({ getScope: () => SCOPE_A, log });
    await writer.fetchQuery({ queryKey: ['c'], queryFn: fetcher('ok') });
    await waitForRows(1);
    const [row] = await rows();
    await db.queryCache.put({ ...(row as QueryCacheRow), value: '{"queryHash":' });
    const queryFn = vi.fn(async () => new Promise<string>(() => undefined));
    void client({ getScope: () => SCOPE_A, log }).fetchQuery({ queryKey: ['c'], queryFn });
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledOnce());
    expect(lines).toContainEqual(['warn', 'Stored query cache entry is corrupt; discarded']);
    expect(await db.queryCache.count()).toBe(0);
  });

  it('drops data older than the maximum age', async () => {
    await client({ getScope: () => SCOPE_A }).fetchQuery({ queryKey: ['old'], queryFn: fetcher('old') });
    await waitForRows(1);
    const queryFn = fetcher('new');
    expect(await client({ getScope: () => SCOPE_A, maxAge: -1 }).fetchQuery({ queryKey: ['old'], queryFn })).toBe(
      'new',
    );
    expect(queryFn).toHaveBeenCalledOnce();
    await vi.waitFor(async () => expect((await rows())[0]?.value).toContain('new'));
  });

  it('persists nothing without an instance, nor a query that opts out', async () => {
    await client({ getScope: () => null }).fetchQuery({ queryKey: ['none'], queryFn: fetcher(1) });
    await client({ getScope: () => SCOPE_A }).fetchQuery({
      queryKey: ['private'],
      queryFn: fetcher(2),
      meta: { persist: false },
    });
    await client({ getScope: () => SCOPE_A }).fetchQuery({ queryKey: ['kept'], queryFn: fetcher(3) });
    await waitForRows(1);
    expect(JSON.parse((await rows())[0]?.value ?? '{}').queryKey).toEqual(['kept']);
  });

  it('is emptied by clearPersistedQueries (logout, instance change)', async () => {
    await client({ getScope: () => SCOPE_A }).fetchQuery({ queryKey: ['x'], queryFn: fetcher(1) });
    await waitForRows(1);
    await clearPersistedQueries();
    expect(await db.queryCache.count()).toBe(0);
  });
});
