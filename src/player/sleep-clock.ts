// episodes27: the sleep timer running against the player (sleep-timer.ts holds its states and rules):
// a timed sleep looks at the clock every 250 ms, fades the volume over its last 10 s, then pauses and
// gives the volume back; "at the end of the track" pauses where the queue would go on.

import type { Timers } from '../timers';
import {
  SLEEP_OFF,
  sleepTick,
  sleepTrackEnded,
  sleepVolumeFactor,
  startSleepTimer,
  type SleepChoice,
  type SleepTimerState,
} from './sleep-timer';

/** How often a running sleep timer looks at the clock (the fade's steps). */
const SLEEP_TICK_MS = 250;

export interface SleepClockDeps {
  timers: Timers;
  now: () => number;
  /** The player's FIFO: every change of the snapshot goes through it. */
  enqueue: (work: () => void) => void;
  state: () => { sleep: SleepTimerState; volume: number; muted: boolean };
  commitSleep: (sleep: SleepTimerState) => void;
  /** Pauses the player, with the sleep timer as its reason. */
  pause: () => void;
  setOutput: (volume: number, muted: boolean) => void;
}

export interface SleepClock {
  /** A new choice ('off' cancels); run inside the player's FIFO. */
  set(choice: SleepChoice): void;
  /** At a track's end, inside the FIFO: true when "end of track" paused instead of going on. */
  trackEnded(): boolean;
  /** Stops the clock and turns the timer off (the player is destroyed). */
  off(): void;
  /** Stops the clock only (the queue was cleared). */
  stop(): void;
}

export function createSleepClock(deps: SleepClockDeps): SleepClock {
  let timer: unknown = null;
  const stop = () => {
    if (timer !== null) deps.timers.clearTimeout(timer);
    timer = null;
  };
  const tick = () => {
    timer = deps.timers.setTimeout(() => {
      timer = null;
      deps.enqueue(() => {
        const result = sleepTick(deps.state().sleep, deps.now());
        if (result.pause) {
          deps.commitSleep(result.state);
          deps.pause();
          deps.setOutput(deps.state().volume, deps.state().muted);
          return;
        }
        const state = deps.state();
        if (state.sleep.mode !== 'minutes') return;
        deps.setOutput(state.volume * sleepVolumeFactor(state.sleep, deps.now()), state.muted);
        tick();
      });
    }, SLEEP_TICK_MS);
  };
  return {
    set(choice) {
      stop();
      deps.commitSleep(startSleepTimer(choice, deps.now()));
      const state = deps.state();
      deps.setOutput(state.volume, state.muted);
      if (state.sleep.mode === 'minutes') tick();
    },
    trackEnded() {
      const sleep = sleepTrackEnded(deps.state().sleep);
      if (!sleep.pause) return false;
      deps.commitSleep(sleep.state);
      deps.pause();
      return true;
    },
    off() {
      stop();
      deps.commitSleep(SLEEP_OFF);
    },
    stop,
  };
}
