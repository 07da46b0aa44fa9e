import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShoalDb, useDatabaseForTests } from '../../db/schema';
import { globalTimers } from '../../timers';
import { HttpClient } from '../core/http';
import { COUNTS_POLL_MS, startPolling, type PageSignals } from './poll';

// oauthclient24: under OAuth the counts are polled every 60 s while visible, and at once on focus.
describe('polling under OAuth', () => {
  let visible = true;
  let wake: (() => void) | null = null;
  const page: PageSignals = {
    visible: () => visible,
    onWake: (listener) => {
      wake = listener;
      return () => {
        wake = null;
      };
    },
  };
  const client = new HttpClient({
    getApiBase: () => 'http://pod.invalid/api/v1/',
    fetchImpl: () => Promise.reject(new Error('offline')),
  });

  beforeEach(() => {
    useDatabaseForTests(new ShoalDb(`poll-test-${Math.random()}`));
    vi.useFakeTimers();
    visible = true;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the counts every 60 s while the page is visible, on focus, and stops when told', async () => {
    const refreshCounts = vi.fn(() => Promise.resolve());
    const stop = startPolling({ client, scope: null, refreshCounts, clock: globalTimers, page });
    await vi.advanceTimersByTimeAsync(COUNTS_POLL_MS - 1);
    expect(refreshCounts).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshCounts).toHaveBeenCalledTimes(1);
    visible = false;
    await vi.advanceTimersByTimeAsync(COUNTS_POLL_MS);
    expect(refreshCounts).toHaveBeenCalledTimes(1);
    wake?.();
    expect(refreshCounts).toHaveBeenCalledTimes(2);
    visible = true;
    await vi.advanceTimersByTimeAsync(COUNTS_POLL_MS);
    expect(refreshCounts).toHaveBeenCalledTimes(3);
    stop();
    expect(wake).toBeNull();
    await vi.advanceTimersByTimeAsync(COUNTS_POLL_MS * 3);
    expect(refreshCounts).toHaveBeenCalledTimes(3);
  });
});
