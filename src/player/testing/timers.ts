// Test-only: timers that move only when the test says so, for modules that take injected Timers
// (while real timers keep Node's HTTP to the demo pod working).

import type { Timers } from '../../timers';

export function manualTimers() {
  let now = 0;
  let seq = 0;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: Timers = {
    setTimeout: (callback, ms) => {
      seq += 1;
      pending.set(seq, { at: now + ms, callback });
      return seq;
    },
    clearTimeout: (handle) => {
      pending.delete(handle as number);
    },
  };
  return {
    ...timers,
    /** Runs what falls due within `ms`, in time order. */
    advance(ms: number) {
      const target = now + ms;
      for (;;) {
        const due = [...pending.entries()]
          .filter(([, timer]) => timer.at <= target)
          .sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
        if (due === undefined) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = target;
    },
    pendingCount: () => pending.size,
  };
}
