// scan18: what a follower's client does when a scan of a remote library ends: the pages it showed
// before (an empty library, the catalogue without those tracks) are asked again and show what the
// scan brought, other pods' tracks with a file to play. Against the demo pod (both modes) over real
// HTTP: its scans move with time, so the test moves the scan's start back in the pod's database.

import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '../core/http';
import { trackListQuery } from '../catalogue';
import { follow } from '../follows';
import { signedInClient, startDemoPod, type RunningPod } from '../testing/demo-pod';
import { libraryQuery } from './queries';
import { refreshAfterScan } from './remote-queries';
import { scanLibrary } from './remote';

describe.each(['2.0', '1.4'] as const)('after a scan of a followed remote library (%s)', (mode) => {
  let running: RunningPod;
  let http: HttpClient;
  let harbour: string;
  const unsubscribe: Array<() => void> = [];
  beforeAll(async () => {
    running = await startDemoPod({ mode });
    http = await signedInClient(running, 'demo', 'demo');
    const row = running.pod.ctx.db.prepare("SELECT uuid FROM libraries WHERE name = 'Harbour Sessions'").get() as {
      uuid: string;
    };
    harbour = row.uuid;
  });
  afterAll(async () => {
    for (const stop of unsubscribe) stop();
    await running.stop();
  });

  it("asks the library's pages and the catalogue again: the tracks the scan brought are shown", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    const observe = <T>(options: ConstructorParameters<typeof QueryObserver<T>>[1]) => {
      const observer = new QueryObserver<T>(queryClient, options);
      unsubscribe.push(observer.subscribe(() => undefined));
      return observer;
    };
    const tracks = observe(trackListQuery(http, { library: harbour }) as never);
    const catalogue = observe(trackListQuery(http, { q: 'Mooring Line' }) as never);
    const library = observe(libraryQuery(http, harbour) as never);
    expect((await follow(http, 'library', harbour)).ok).toBe(true);
    await vi.waitFor(() => expect(tracks.getCurrentResult().data).toMatchObject({ count: 0 }));
    await vi.waitFor(() => expect(catalogue.getCurrentResult().data).toMatchObject({ count: 0 }));
    await vi.waitFor(() => expect(library.getCurrentResult().data).toMatchObject({ uploadsCount: 0 }));

    expect((await scanLibrary(http, harbour)).ok).toBe(true);
    running.pod.ctx.db
      .prepare("UPDATE library_scans SET creation_date = '2000-01-01T00:00:00.000Z' WHERE library_uuid = ?")
      .run(harbour);
    await refreshAfterScan(queryClient);

    await vi.waitFor(() => expect(tracks.getCurrentResult().data).toMatchObject({ count: 12 }));
    const [first] = (tracks.getCurrentResult().data as { results: Array<Record<string, unknown>> }).results;
    expect(first).toMatchObject({ isLocal: false, isPlayable: true, album: { isLocal: false } });
    expect((first as { uploads: Array<{ isLocal: boolean }> }).uploads).toMatchObject([{ isLocal: false }]);
    await vi.waitFor(() => expect(catalogue.getCurrentResult().data).toMatchObject({ count: 1 }));
    await vi.waitFor(() => expect(library.getCurrentResult().data).toMatchObject({ uploadsCount: 12 }));
  });
});
