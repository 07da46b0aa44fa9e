import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Connectivity, OFFLINE_GRACE_MS, PROBE_MAX_MS, PROBE_MIN_MS, type Reachability } from './connectivity';

/** A probe the test answers: `up` says whether the pod answers now. */
function setup(initiallyUp = true) {
  const state = { up: initiallyUp, probes: 0 };
  const events = new EventTarget();
  const connectivity = new Connectivity({
    probe: async () => {
      state.probes += 1;
      return state.up;
    },
    events,
  });
  const changes: Reachability[] = [];
  connectivity.subscribe((next) => changes.push(next));
  return { state, events, connectivity, changes };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('connectivity judged from real requests', () => {
  it('a drop shorter than the grace period does not flip to offline', async () => {
    const { connectivity, changes, state } = setup();
    connectivity.report(false);
    await vi.advanceTimersByTimeAsync(OFFLINE_GRACE_MS - 500);
    connectivity.report(true); // a later request got its answer
    await vi.advanceTimersByTimeAsync(OFFLINE_GRACE_MS * 2);
    expect([connectivity.current, changes, state.probes]).toEqual(['online', [], 0]);
  });

  it('a pod that does not answer through the grace period and a probe counts as offline', async () => {
    const { connectivity, changes, state } = setup(false);
    connectivity.report(false);
    await vi.advanceTimersByTimeAsync(OFFLINE_GRACE_MS);
    expect([connectivity.current, changes, state.probes]).toEqual(['offline', ['offline'], 1]);
  });

  it('a failure whose probe is answered stays online (one lost request is not an outage)', async () => {
    const { connectivity, changes } = setup(true);
    connectivity.report(false);
    await vi.advanceTimersByTimeAsync(OFFLINE_GRACE_MS);
    expect([connectivity.current, changes]).toEqual(['online', []]);
  });

  it('while offline it probes with a growing delay and notices by itself when the pod is back', async () => {
    const { connectivity, changes, state } = setup(false);
    connectivity.report(false);
    await vi.advanceTimersByTimeAsync(OFFLINE_GRACE_MS);
    const probesAt = (ms: number) => vi.advanceTimersByTimeAsync(ms).then(() => state.probes);
    expect(await probesAt(PROBE_MIN_MS)).toBe(2);
    expect(await probesAt(PROBE_MIN_MS)).toBe(2); // next one after twice as long
    expect(await probesAt(PROBE_MIN_MS)).toBe(3);
    await vi.advanceTimersByTimeAsync(PROBE_MAX_MS * 10);
    const before = state.probes;
    expect(await probesAt(PROBE_MAX_MS)).toBe(before + 1); // capped
    state.up = true;
    await vi.advanceTimersByTimeAsync(PROBE_MAX_MS);
    expect([connectivity.current, changes]).toEqual(['online', ['offline', 'online']]);
  });

  it('the browser saying online probes at once; saying offline too (no waiting out the grace)', async () => {
    const { connectivity, events, state, changes } = setup(false);
    events.dispatchEvent(new Event('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(connectivity.current).toBe('offline');
    state.up = true;
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(changes).toEqual(['offline', 'online']);
  });

  it('any answer while offline flips back to online', async () => {
    const { connectivity, changes } = setup(false);
    connectivity.check(0);
    await vi.advanceTimersByTimeAsync(0);
    connectivity.report(true);
    expect(changes).toEqual(['offline', 'online']);
    connectivity.stop();
  });

  it('the browser saying offline shows offline at once, before any probe has answered', async () => {
    const { connectivity, events, state } = setup(false);
    events.dispatchEvent(new Event('offline'));
    expect([connectivity.current, state.probes]).toEqual(['offline', 0]);
    await vi.advanceTimersByTimeAsync(0);
    expect([connectivity.current, state.probes]).toEqual(['offline', 1]);
    connectivity.stop();
  });

  it('a start with no network is offline from the first read; a pod that still answers (on this machine) puts it back', async () => {
    const state = { up: false, probes: 0 };
    const make = () =>
      new Connectivity({
        probe: async () => {
          state.probes += 1;
          return state.up;
        },
        events: null,
        browserOnline: () => false,
      });
    const cold = make();
    expect(cold.current).toBe('offline');
    await vi.advanceTimersByTimeAsync(0);
    expect([cold.current, state.probes]).toEqual(['offline', 1]);
    cold.stop();
    state.up = true;
    const local = make();
    expect(local.current).toBe('offline');
    await vi.advanceTimersByTimeAsync(0);
    expect(local.current).toBe('online');
    local.stop();
    // The browser saying online proves nothing by itself: such a start waits for a request.
    const online = new Connectivity({ probe: async () => false, events: null, browserOnline: () => true });
    await vi.advanceTimersByTimeAsync(OFFLINE_GRACE_MS * 2);
    expect(online.current).toBe('online');
  });
});
