import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Connectivity } from './connectivity';
import { queriesFollowConnectivity } from './online';

afterEach(() => {
  // Detached from this test's connectivity, and online, as other tests expect.
  onlineManager.setEventListener(() => undefined);
  onlineManager.setOnline(true);
});

describe('queries follow Shoal connectivity', () => {
  it('a start with no network pauses a query with nothing cached; the pod answering again resumes it', async () => {
    const pod = { up: false };
    const connectivity = new Connectivity({ probe: async () => pod.up, events: null, browserOnline: () => false });
    queriesFollowConnectivity(connectivity);
    expect(onlineManager.isOnline()).toBe(false);

    const client = new QueryClient({
      defaultOptions: { queries: { networkMode: 'offlineFirst', retry: 2, retryDelay: 1 } },
    });
    // As QueryClientProvider does: the client listens to the online manager.
    client.mount();
    let calls = 0;
    const fetched = client.fetchQuery({
      queryKey: ['album', 1],
      queryFn: async () => {
        calls += 1;
        if (!pod.up) throw new Error('no network');
        return 'tracks';
      },
    });
    // offlineFirst: one attempt (the persisted cache would answer there), then it waits.
    await vi.waitFor(() => expect(client.getQueryState(['album', 1])?.fetchStatus).toBe('paused'));
    expect(calls).toBe(1);

    pod.up = true;
    connectivity.check(0);
    await expect(fetched).resolves.toBe('tracks');
    expect(onlineManager.isOnline()).toBe(true);
    connectivity.stop();
    client.unmount();
  }, 10_000);
});
