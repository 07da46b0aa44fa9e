// The replayer's pacing rules against the real demo pod: a 429 waits for the pod's reset, another
// tab holding the lock keeps this one from sending, offline waits for the connection to come back.

import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readOutbox } from '../../db/outbox';
import { Connectivity } from '../core/connectivity';
import { startOutboxHarness, type OutboxHarness } from '../testing/outbox-harness';
import type { Timers } from '../../timers';
import { enqueueWrite, OUTBOX_LOCK_RETRY_MS, OutboxReplayer, type LockManagerLike } from './outbox';

let h: OutboxHarness;
beforeEach(async () => {
  h = await startOutboxHarness();
  h.replayer.stop();
});
afterEach(async () => {
  await h.stop();
});

/** Timers that only record what was asked for (the test moves on by itself). */
function recordingTimers(): Timers & { delays: number[] } {
  const delays: number[] = [];
  return {
    delays,
    setTimeout: (callback, ms) => {
      delays.push(ms);
      if (ms === 0) callback();
      return delays.length;
    },
    clearTimeout: () => undefined,
  };
}

const favoritesOnPod = () =>
  h.sql<{ track_id: number }>('SELECT track_id FROM favorites WHERE user_id = ?', h.demoId).map((row) => row.track_id);

describe('the replayer', () => {
  it('honours a 429: the write waits for X-RateLimit-ResetSeconds, then goes', async () => {
    let now = 1_000_000;
    const timers = recordingTimers();
    const replayer = new OutboxReplayer({
      http: h.http,
      scope: () => h.scope,
      locks: null,
      paceMs: 0,
      connectivity: null,
      timers,
      now: () => now,
    });
    h.running.pod.faults.add({
      method: 'POST',
      path: '^/api/v[12]/favorites/tracks/$',
      mode: 'refuse',
      status: 429,
      body: { detail: 'Request was throttled. Expected available in 7 seconds.' },
      headers: { 'X-RateLimit-ResetSeconds': '7', 'X-RateLimit-Remaining': '0' },
      times: 1,
    });
    await enqueueWrite(h.scope, { type: 'favorite', trackId: 3, on: true, track: null });
    await replayer.replay();
    expect(timers.delays).toEqual([7000]);
    expect(await readOutbox()).toHaveLength(1);
    now += 3000;
    await replayer.replay(); // too early: nothing is sent, it waits the rest
    expect(timers.delays).toEqual([7000, 4000]);
    expect(favoritesOnPod()).not.toContain(3);
    now += 4000;
    await replayer.replay();
    expect(favoritesOnPod()).toContain(3);
    expect(await readOutbox()).toEqual([]);
    replayer.stop();
  });

  it('backs off after failures without an answer, doubling up to a minute', async () => {
    let now = 0;
    const timers = recordingTimers();
    const replayer = new OutboxReplayer({
      http: h.http,
      scope: () => h.scope,
      locks: null,
      paceMs: 0,
      connectivity: null,
      timers,
      now: () => now,
      random: () => 1,
    });
    await enqueueWrite(h.scope, { type: 'favorite', trackId: 3, on: true, track: null });
    h.network.mode = 'down';
    for (let i = 0; i < 8; i += 1) {
      await replayer.replay();
      now += 120_000;
    }
    expect(timers.delays).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000]);
    expect((await readOutbox())[0]?.attempts).toBe(8);
    replayer.stop();
  });

  it('sends nothing while another tab holds the lock, and looks again later', async () => {
    const timers = recordingTimers();
    const taken: LockManagerLike = { request: (_name, _options, callback) => callback(null) };
    const replayer = new OutboxReplayer({
      http: h.http,
      scope: () => h.scope,
      locks: taken,
      paceMs: 0,
      connectivity: null,
      timers,
    });
    await enqueueWrite(h.scope, { type: 'favorite', trackId: 3, on: true, track: null });
    h.network.delivered.length = 0;
    await replayer.replay();
    expect([h.network.delivered, timers.delays]).toEqual([[], [OUTBOX_LOCK_RETRY_MS]]);
    replayer.stop();
  });

  it('waits while offline and sends by itself when the connection comes back', async () => {
    let up = false;
    const connectivity = new Connectivity({ probe: async () => up, events: null });
    const replayer = new OutboxReplayer({ http: h.http, scope: () => h.scope, locks: null, paceMs: 0, connectivity });
    connectivity.check(0);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(connectivity.current).toBe('offline');
    await enqueueWrite(h.scope, { type: 'favorite', trackId: 3, on: true, track: null });
    h.network.delivered.length = 0;
    await replayer.replay();
    expect(h.network.delivered).toEqual([]);
    up = true;
    connectivity.check(0);
    await expect.poll(() => favoritesOnPod()).toContain(3);
    await replayer.idle();
    replayer.stop();
    connectivity.stop();
  });
});
