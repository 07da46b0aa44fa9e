// The queue machine (spec 01 section 4): pure functions over a state value. Each event gives the
// next state and the effects the player must carry out (load a track, restart it, pause…).
// `queue` keeps the original order; `order` is the play order (indexes into `queue`), the identity
// whenever shuffle is off, so turning shuffle off restores the original order.

import { ERROR_SKIP_DELAY_MS, PREVIOUS_RESTART_THRESHOLD } from './constants';
import type { Looping, PauseReason, PlayerMessage, QueueTrack } from './types';
import { currentTrack } from './queue-view';

export { currentTrack, isSounding } from './queue-view';

export interface QueueState {
  queue: readonly QueueTrack[];
  order: readonly number[];
  /** Position in `order` of the current track; -1 when the queue is empty. */
  index: number;
  looping: Looping;
  shuffle: boolean;
  playing: boolean;
  pauseReason: PauseReason | null;
  errored: readonly number[];
  error: PlayerMessage | null;
}

export type Random = () => number;

export type TrackErrorReason = 'load' | 'no-sources';

export type QueueEvent =
  | { type: 'play-now'; tracks: readonly QueueTrack[]; startAt?: number; random: Random }
  | { type: 'play-next'; tracks: readonly QueueTrack[] }
  | { type: 'add'; tracks: readonly QueueTrack[] }
  | { type: 'remove'; index: number }
  | { type: 'move'; from: number; to: number }
  | { type: 'jump'; index: number }
  | { type: 'clear' }
  | { type: 'play' }
  | { type: 'pause'; reason: PauseReason }
  /** Stop for a reason even when already paused (a radio with nothing left: end-of-radio). */
  | { type: 'halt'; reason: PauseReason }
  | { type: 'next' }
  | { type: 'previous'; position: number }
  /** The current track played to its end. */
  | { type: 'ended' }
  | { type: 'track-error'; trackId: number; reason: TrackErrorReason }
  /** The 3 s after an error have passed. */
  | { type: 'error-skip'; trackId: number }
  | { type: 'toggle-shuffle'; random: Random }
  | { type: 'reshuffle'; random: Random }
  | { type: 'cycle-looping' };

export type QueueEffect =
  /** The current track changed: load it, and play it when `play`. */
  | { type: 'load'; track: QueueTrack; play: boolean }
  /** Back to 0 s of the current track. */
  | { type: 'restart' }
  | { type: 'play' }
  | { type: 'pause' }
  /** Nothing is current any more. */
  | { type: 'unload' }
  | { type: 'schedule-error-skip'; trackId: number; delayMs: number };

interface QueueStep {
  state: QueueState;
  effects: QueueEffect[];
}

export const EMPTY_QUEUE: QueueState = {
  queue: [],
  order: [],
  index: -1,
  looping: 'none',
  shuffle: false,
  playing: false,
  pauseReason: null,
  errored: [],
  error: null,
};

const LOOPING_CYCLE: Record<Looping, Looping> = { none: 'single', single: 'all', all: 'none' };

const ERROR_KEYS: Record<TrackErrorReason, string> = {
  load: 'errors.trackCannotBeLoaded',
  'no-sources': 'errors.trackNoSources',
};

/** Spec 01 section 5: the index is clamped to the queue length (-1 for an empty queue). */
export function clampIndex(index: number, length: number): number {
  if (length === 0) return -1;
  if (!Number.isFinite(index)) return 0;
  return Math.max(0, Math.min(Math.trunc(index), length - 1));
}

/** The track after the current one in play order (wrapping under whole-queue looping), or null. */
export function upcomingTrack(state: QueueState): QueueTrack | null {
  if (state.index < 0) return null;
  if (state.looping === 'single') return null;
  let next = state.index + 1;
  if (next >= state.order.length) {
    if (state.looping !== 'all' || state.order.length < 2) return null;
    next = 0;
  }
  return state.queue[state.order[next] ?? -1] ?? null;
}

export const identity = (length: number): number[] => Array.from({ length }, (_, i) => i);

/** Fisher–Yates with an injected random source, so tests can fix the outcome. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const result = [...items];
  const [item] = result.splice(from, 1);
  result.splice(to, 0, item as T);
  return result;
}

const same = (state: QueueState): QueueStep => ({ state, effects: [] });

/** Makes `index` current: a new track loads (clearing the error shown for the previous one). */
function goTo(state: QueueState, index: number, playing: boolean): QueueStep {
  const next: QueueState = { ...state, index, playing, pauseReason: playing ? null : state.pauseReason, error: null };
  const track = currentTrack(next);
  if (track === null) return same(state);
  if (index === state.index)
    return { state: next, effects: [{ type: 'restart' }, ...(playing ? [{ type: 'play' } as const] : [])] };
  return { state: next, effects: [{ type: 'load', track, play: playing }] };
}

function pauseWith(state: QueueState, reason: PauseReason): QueueStep {
  return { state: { ...state, playing: false, pauseReason: reason }, effects: [{ type: 'pause' }] };
}

/** Next in play order; at the end, back to the start under whole-queue looping, else pause. */
function advance(state: QueueState): QueueStep {
  if (state.index < 0) return same(state);
  if (state.index < state.order.length - 1) return goTo(state, state.index + 1, state.playing);
  if (state.looping === 'all') return goTo(state, 0, state.playing);
  return pauseWith(state, 'end-of-queue');
}

function previous(state: QueueState, position: number): QueueStep {
  if (state.index < 0) return same(state);
  if (position >= PREVIOUS_RESTART_THRESHOLD) return { state, effects: [{ type: 'restart' }] };
  if (state.index > 0) return goTo(state, state.index - 1, state.playing);
  if (state.looping === 'all' && state.order.length > 1) return goTo(state, state.order.length - 1, state.playing);
  return { state, effects: [{ type: 'restart' }] };
}

function playNow(state: QueueState, tracks: readonly QueueTrack[], startAt: number, random: Random): QueueStep {
  if (tracks.length === 0) return same(state);
  const start = clampIndex(startAt, tracks.length);
  const rest = identity(tracks.length).filter((i) => i !== start);
  const order = state.shuffle ? [start, ...shuffled(rest, random)] : identity(tracks.length);
  const next: QueueState = {
    ...state,
    queue: [...tracks],
    order,
    index: state.shuffle ? 0 : start,
    playing: true,
    pauseReason: null,
    errored: [],
    error: null,
  };
  return { state: next, effects: [{ type: 'load', track: tracks[start] as QueueTrack, play: true }] };
}

/** Puts `tracks` into the queue at `at` (original order) and at `orderAt` in the play order. */
function insert(state: QueueState, tracks: readonly QueueTrack[], at: number, orderAt: number): QueueStep {
  if (tracks.length === 0) return same(state);
  const queue = [...state.queue.slice(0, at), ...tracks, ...state.queue.slice(at)];
  const added = tracks.map((_, i) => at + i);
  const shifted = state.order.map((i) => (i >= at ? i + tracks.length : i));
  const order = state.shuffle
    ? [...shifted.slice(0, orderAt), ...added, ...shifted.slice(orderAt)]
    : identity(queue.length);
  const next: QueueState = { ...state, queue, order };
  if (state.index >= 0) return same(next);
  // Added to an empty queue: the first added track becomes current, ready but not playing.
  return goTo({ ...next, index: -1 }, 0, false);
}

function remove(state: QueueState, position: number): QueueStep {
  const removed = state.order[position];
  if (removed === undefined) return same(state);
  const queue = state.queue.filter((_, i) => i !== removed);
  if (queue.length === 0)
    return { state: { ...EMPTY_QUEUE, looping: state.looping, shuffle: state.shuffle }, effects: [{ type: 'unload' }] };
  const order = state.order.filter((_, i) => i !== position).map((i) => (i > removed ? i - 1 : i));
  const ids = new Set(queue.map((track) => track.id));
  const next: QueueState = { ...state, queue, order, errored: state.errored.filter((id) => ids.has(id)) };
  if (position < state.index) return same({ ...next, index: state.index - 1 });
  if (position > state.index) return same(next);
  // The current track went: the one that took its place (or the new last) becomes current.
  return goTo({ ...next, index: -1 }, clampIndex(position, order.length), state.playing);
}

function move(state: QueueState, fromRaw: number, toRaw: number): QueueStep {
  const length = state.order.length;
  if (length === 0) return same(state);
  const from = clampIndex(fromRaw, length);
  const to = clampIndex(toRaw, length);
  if (from === to) return same(state);
  let index = state.index;
  if (from === state.index) index = to;
  else if (from < state.index && to >= state.index) index -= 1;
  else if (from > state.index && to <= state.index) index += 1;
  // Shuffle off: the move changes the original order itself; on: only the play order.
  if (!state.shuffle) return same({ ...state, queue: moved(state.queue, from, to), index });
  return same({ ...state, order: moved(state.order, from, to), index });
}

function trackError(state: QueueState, trackId: number, reason: TrackErrorReason): QueueStep {
  const errored = state.errored.includes(trackId) ? state.errored : [...state.errored, trackId];
  if (currentTrack(state)?.id !== trackId) return same({ ...state, errored });
  const next: QueueState = { ...state, errored, error: { key: ERROR_KEYS[reason], error: true } };
  if (state.looping === 'single') return pauseWith(next, 'errored');
  if (!state.playing) return same(next);
  return { state: next, effects: [{ type: 'schedule-error-skip', trackId, delayMs: ERROR_SKIP_DELAY_MS }] };
}

function errorSkip(state: QueueState, trackId: number): QueueStep {
  // The user moved on (another track, a retry) or paused meanwhile: nothing to skip.
  if (currentTrack(state)?.id !== trackId || !state.errored.includes(trackId) || !state.playing) return same(state);
  // Single-track looping switched on during the wait: stop, as it would have at the error.
  if (state.looping === 'single') return pauseWith(state, 'errored');
  // Every track failed: looping would go round them for ever.
  if (state.queue.every((track) => state.errored.includes(track.id))) return pauseWith(state, 'errored');
  return advance(state);
}

function play(state: QueueState): QueueStep {
  const track = currentTrack(state);
  if (track === null) return same(state);
  const next: QueueState = { ...state, playing: true, pauseReason: null };
  // Play on an errored track tries it again.
  if (state.errored.includes(track.id)) {
    return {
      state: { ...next, errored: state.errored.filter((id) => id !== track.id), error: null },
      effects: [{ type: 'load', track, play: true }],
    };
  }
  return { state: next, effects: [{ type: 'play' }] };
}

function toggleShuffle(state: QueueState, random: Random): QueueStep {
  if (state.shuffle) {
    const index = state.index < 0 ? -1 : (state.order[state.index] ?? 0);
    return same({ ...state, shuffle: false, order: identity(state.queue.length), index });
  }
  if (state.index < 0) return same({ ...state, shuffle: true });
  const current = state.order[state.index] as number;
  const rest = identity(state.queue.length).filter((i) => i !== current);
  return same({ ...state, shuffle: true, order: [current, ...shuffled(rest, random)], index: 0 });
}

/** Only the upcoming tracks move; what played (and the current track) stays where it is. */
function reshuffle(state: QueueState, random: Random): QueueStep {
  if (state.index < 0) return same(state);
  const played = state.order.slice(0, state.index + 1);
  const upcoming = shuffled(state.order.slice(state.index + 1), random);
  return same({ ...state, shuffle: true, order: [...played, ...upcoming] });
}

export function reduceQueue(state: QueueState, event: QueueEvent): QueueStep {
  switch (event.type) {
    case 'play-now':
      return playNow(state, event.tracks, event.startAt ?? 0, event.random);
    case 'play-next': {
      const at = state.index < 0 ? 0 : (state.order[state.index] as number) + 1;
      return insert(state, event.tracks, at, state.index + 1);
    }
    case 'add':
      return insert(state, event.tracks, state.queue.length, state.order.length);
    case 'remove':
      return remove(state, event.index);
    case 'move':
      return move(state, event.from, event.to);
    case 'jump': {
      if (state.index < 0) return same(state);
      const index = clampIndex(event.index, state.order.length);
      // The current track again: plays it if paused, and tries it afresh if it errored.
      if (index === state.index)
        return state.playing && !state.errored.includes(currentTrack(state)?.id ?? -1) ? same(state) : play(state);
      return goTo(state, index, true);
    }
    case 'clear':
      if (state.queue.length === 0) return same(state);
      return {
        state: { ...EMPTY_QUEUE, looping: state.looping, shuffle: state.shuffle },
        effects: [{ type: 'unload' }],
      };
    case 'play':
      return play(state);
    case 'pause':
      return state.playing ? pauseWith(state, event.reason) : same(state);
    case 'halt':
      return pauseWith(state, event.reason);
    case 'next':
      return advance(state);
    case 'previous':
      return previous(state, event.position);
    case 'ended':
      if (state.looping === 'single' && state.index >= 0)
        return { state, effects: [{ type: 'restart' }, { type: 'play' }] };
      return advance(state);
    case 'track-error':
      return trackError(state, event.trackId, event.reason);
    case 'error-skip':
      return errorSkip(state, event.trackId);
    case 'toggle-shuffle':
      return toggleShuffle(state, event.random);
    case 'reshuffle':
      return reshuffle(state, event.random);
    case 'cycle-looping':
      return same({ ...state, looping: LOOPING_CYCLE[state.looping] });
  }
}
