// The player's store: one immutable snapshot (a new object only when something changed) and one
// FIFO of steps. A step that triggers another (an engine event fired while a track loads, a radio
// answer) queues it behind itself; subscribers hear once, after the queue has drained.

import type { Logger } from '../logger';
import { currentTrack, EMPTY_QUEUE, type QueueState } from './queue';
import { IDLE_RADIO } from './radio';
import type { PlayerSnapshot } from './types';
import { DEFAULT_VOLUME_STATE } from './volume';
import { SLEEP_OFF } from './sleep-timer';

export const INITIAL_SNAPSHOT: PlayerSnapshot = {
  ...EMPTY_QUEUE,
  current: null,
  position: 0,
  duration: null,
  buffering: false,
  ...DEFAULT_VOLUME_STATE,
  radio: IDLE_RADIO,
  unavailable: [],
  episode: false,
  speed: 1,
  sleep: SLEEP_OFF,
};

const QUEUE_KEYS = [
  'queue',
  'order',
  'index',
  'looping',
  'shuffle',
  'playing',
  'pauseReason',
  'errored',
  'error',
] as const;

/** The queue machine's part of a snapshot. */
export function queuePart(state: QueueState): Partial<PlayerSnapshot> {
  return Object.fromEntries(QUEUE_KEYS.map((key) => [key, state[key]]));
}

export interface PlayerStore {
  readonly state: PlayerSnapshot;
  /** Merges a patch (inside a step); `current` follows the queue and the index. */
  commit(patch: Partial<PlayerSnapshot>): void;
  /** Runs a step now, or after the steps already queued. */
  enqueue(step: () => void): void;
  subscribe(listener: () => void): () => void;
  clearListeners(): void;
}

export function createPlayerStore(options: { afterSteps: () => void; log: Logger }): PlayerStore {
  let state = INITIAL_SNAPSHOT;
  let changed = false;
  let draining = false;
  const steps: Array<() => void> = [];
  const listeners = new Set<() => void>();

  return {
    get state() {
      return state;
    },
    commit(patch) {
      const keys = Object.keys(patch) as (keyof PlayerSnapshot)[];
      if (keys.every((key) => state[key] === patch[key])) return;
      const next = { ...state, ...patch };
      next.current = currentTrack(next);
      state = next;
      changed = true;
    },
    enqueue(step) {
      steps.push(step);
      if (draining) return;
      draining = true;
      try {
        while (steps.length > 0) {
          while (steps.length > 0) {
            try {
              steps.shift()?.();
            } catch (error) {
              options.log.error('Player step failed', error);
            }
          }
          // What follows a change (preload, radio refill, media session, persistence) may queue more.
          options.afterSteps();
        }
      } finally {
        draining = false;
      }
      if (changed) {
        changed = false;
        for (const listener of [...listeners]) listener();
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clearListeners() {
      listeners.clear();
    },
  };
}
