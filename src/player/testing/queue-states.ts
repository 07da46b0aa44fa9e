// Test-only: queue states built through the reducer, for the queue's tests.

import { currentTrack, EMPTY_QUEUE, reduceQueue, type QueueEvent, type QueueState } from '../queue';
import { seededRandom, tracks } from './tracks';

/** One seeded random source for the queue's tests: shuffles are the same on every run. */
export const random = seededRandom();

/** A queue of tracks 1..n, playing the one at `index`. */
export function playing(n: number, index = 0, extra: Partial<QueueState> = {}): QueueState {
  const state = reduceQueue(EMPTY_QUEUE, {
    type: 'play-now',
    tracks: tracks(...Array.from({ length: n }, (_, i) => i + 1)),
    startAt: index,
    random,
  }).state;
  return { ...state, ...extra };
}

export const ids = (state: QueueState) => state.order.map((i) => state.queue[i]?.id);
export const currentId = (state: QueueState) => currentTrack(state)?.id ?? null;

export function run(state: QueueState, ...events: QueueEvent[]) {
  let step = { state, effects: [] as ReturnType<typeof reduceQueue>['effects'] };
  for (const event of events) step = reduceQueue(step.state, event);
  return step;
}
