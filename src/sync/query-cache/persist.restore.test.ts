// A page restored from the persisted cache is shown at once, then revalidated whatever its age (scan18:
// invalidations went by while it sat on the device), once online. That refetch runs outside any
// caller's promise, so a failure (network cut, 5xx) must not become an unhandled rejection (issue
// 15). Against the in-process demo pod over real HTTP, through its fault switch.

import 'fake-indexeddb/auto';
import { onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShoalDb, useDatabaseForTests } from '../../db/schema';
import { createLogger } from '../../logger';
import { signedInClient, startDemoPod, type RunningPod } from '../testing/demo-pod';
import type { HttpClient } from '../core/http';
import { albumListQuery } from '../catalogue/albums';
import { createPersistedQueryOptions } from './persist';

const SCOPE = 'https://pod.example/#user:1';
const silent = () => undefined;
const log = createLogger({
  production: false,
  sink: { debug: silent, info: silent, warn: silent, error: silent, log: silent },
});

let running: RunningPod;
let http: HttpClient;
let n = 0;
let db: ShoalDb;
const rejections: unknown[] = [];
const mounted: Array<() => void> = [];
const onRejection = (reason: unknown) => void rejections.push(reason);

beforeAll(async () => {
  running = await startDemoPod({ testHooks: true });
  http = await signedInClient(running, 'demo', 'demo');
});
afterAll(async () => {
  await running.stop();
});
beforeEach(() => {
  db = new ShoalDb(`persist-restore-test-${n++}`);
  useDatabaseForTests(db);
  rejections.length = 0;
  process.on('unhandledRejection', onRejection);
});
afterEach(() => {
  for (const unsubscribe of mounted.splice(0)) unsubscribe();
  process.off('unhandledRejection', onRejection);
  running.pod.faults.clear();
});

/** A client as the app builds it (bootstrap.ts), with everything stale at once and no retry delay. */
function client(staleTime: number) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        ...createPersistedQueryOptions({ getScope: () => SCOPE, log }),
        networkMode: 'offlineFirst',
        staleTime,
        retry: false,
      },
    },
  });
}

/** A screen showing the album list: an observer, as useQuery makes. */
function show(queryClient: QueryClient, staleTime: number) {
  // No retries: the refetch's failure is final at once (the app's retries only delay it).
  const observer = new QueryObserver(queryClient, { ...albumListQuery(http), staleTime, retry: false });
  mounted.push(observer.subscribe(() => undefined));
  return { observer };
}

const albumsPath = '^/api/v[12]/albums/$';

async function persistAlbums(): Promise<void> {
  await client(0).fetchQuery(albumListQuery(http));
  await vi.waitFor(async () => expect(await db.queryCache.count()).toBe(1));
}

/** Lets timers and microtasks run, so a rejection left unhandled is reported. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 20));

describe('a page restored from the persisted cache', () => {
  for (const fault of [
    {
      name: 'a 5xx',
      rule: { method: 'GET', path: albumsPath, mode: 'refuse' as const, status: 503, body: 'Service Unavailable' },
    },
    { name: 'a cut connection', rule: { method: 'GET', path: albumsPath, mode: 'cut-before' as const } },
  ]) {
    it(`shows the stored page and refetches it; ${fault.name} on the refetch leaves no unhandled rejection`, async () => {
      await persistAlbums();
      const rule = running.pod.faults.add(fault.rule);
      const { observer } = show(client(0), 0);
      await vi.waitFor(() => expect(observer.getCurrentResult().data?.results.length).toBeGreaterThan(0));
      // The refetch of the restored (stale) page reached the pod and failed.
      await vi.waitFor(() => expect(running.pod.faults.list().find((state) => state.id === rule)?.matched).toBe(1));
      await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('idle'));
      await settle();
      expect(rejections).toEqual([]);
      // The stored page stays on screen; the failure is the query's error, as with any refetch.
      expect(observer.getCurrentResult().data?.results.length).toBeGreaterThan(0);
      expect(observer.getCurrentResult().error).not.toBeNull();
    });
  }

  it('is refetched when stale and the new answer replaces it', async () => {
    await persistAlbums();
    running.pod.ctx.db
      .prepare("UPDATE albums SET title = 'Renamed since' WHERE id = (SELECT MIN(id) FROM albums)")
      .run();
    const { observer } = show(client(0), 0);
    await vi.waitFor(() =>
      expect(observer.getCurrentResult().data?.results.map((album) => album.title)).toContain('Renamed since'),
    );
  });

  it('is revalidated even while fresh by staleTime: what changed while it sat on the device is not known', async () => {
    await persistAlbums();
    running.pod.ctx.db
      .prepare("UPDATE albums SET title = 'Changed elsewhere' WHERE id = (SELECT MIN(id) FROM albums)")
      .run();
    const { observer } = show(client(60 * 60_000), 60 * 60_000);
    // The stored page first, at once.
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.results.length).toBeGreaterThan(0));
    await vi.waitFor(() =>
      expect(observer.getCurrentResult().data?.results.map((album) => album.title)).toContain('Changed elsewhere'),
    );
  });
});

describe('a page restored while offline', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('is shown at once from the device, and revalidated once the connection is back', async () => {
    await persistAlbums();
    running.pod.ctx.db
      .prepare("UPDATE albums SET title = 'Renamed offline' WHERE id = (SELECT MIN(id) FROM albums)")
      .run();
    const rule = running.pod.faults.add({ method: 'GET', path: albumsPath, mode: 'delay', delayMs: 0 });
    onlineManager.setOnline(false);
    // Mounted, as QueryClientProvider mounts the app's: it hears when the connection is back.
    const queryClient = client(60 * 60_000);
    queryClient.mount();
    mounted.push(() => queryClient.unmount());
    const { observer } = show(queryClient, 60 * 60_000);
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.results.length).toBeGreaterThan(0));
    await settle();
    await settle();
    // Nothing asked of the pod while offline: the stored page stays.
    expect(running.pod.faults.list().find((state) => state.id === rule)?.matched).toBe(0);
    expect(observer.getCurrentResult().data?.results.map((album) => album.title)).not.toContain('Renamed offline');

    onlineManager.setOnline(true);
    await vi.waitFor(() =>
      expect(observer.getCurrentResult().data?.results.map((album) => album.title)).toContain('Renamed offline'),
    );
    expect(running.pod.faults.list().find((state) => state.id === rule)?.matched).toBe(1);
  });
});
