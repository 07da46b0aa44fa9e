// The player's state kept across reloads (spec 01 section 9): queue with full track snapshots, play
// order, index, shuffle, looping, volume, mute, position and radio. Writes are batched (at most one
// per second while only volume or modes change, every 2 s when only the position moves, and at once
// when the queue, its order, the current track or the radio change, and on pagehide); a
// restored player is paused at the saved position. A corrupt stored row is discarded with a log line by db/player.ts.
// resume27: the write begun on pagehide rarely commits before the page goes, so flush() also mirrors
// the position synchronously (db/live-position.ts), and a restore prefers that mirror when it is newer.

import { forgetLivePosition, keepLivePosition, newerPosition, readLivePosition } from '../db/live-position';
import { clearPlayerState, readSavedPlayerState, writePlayerState, type StoredPlayerState } from '../db/player';
import { PERSIST_DELAY_MS, PERSIST_POSITION_DELAY_MS } from './constants';
import { clampIndex, identity, type QueueState } from './queue';
import { globalTimers, type Timers } from '../timers';
import type { PlayerSnapshot, RadioState } from './types';
import { clampVolume } from './volume';

export interface PlayerStorage {
  read(): Promise<StoredPlayerState | null>;
  /** `withQueue: false`: the queue and order are those of the last successful write (not stored again). */
  write(state: StoredPlayerState, withQueue: boolean): Promise<void>;
  clear(): Promise<void>;
  /** resume27: keeps the live position synchronously (the page is going); read back by `read` when newer. */
  keep?(state: LiveState): void;
}

type LiveState = { queue: readonly { id: number }[]; index: number; position: number };

const LIVE = 'player';

/** What a mirrored position belongs to: the track at that place of the queue. */
const liveMatch = (state: Omit<LiveState, 'position'>) =>
  `${state.index}:${state.queue[state.index]?.id ?? ''}:${state.queue.length}`;

export const dexiePlayerStorage: PlayerStorage = {
  read: async () => {
    const saved = await readSavedPlayerState();
    if (saved === null) return null;
    const { state, savedAt } = saved;
    const row = { match: liveMatch(state), position: state.position, savedAt };
    return { ...state, position: newerPosition(row, readLivePosition(LIVE)) };
  },
  write: (state, withQueue) => writePlayerState(state, Date.now(), { withQueue }),
  clear: async () => {
    forgetLivePosition(LIVE);
    await clearPlayerState();
  },
  keep: (state) =>
    keepLivePosition(LIVE, { match: liveMatch(state), position: Math.max(0, state.position), savedAt: Date.now() }),
};

type PersistedPart = Pick<
  PlayerSnapshot,
  'queue' | 'order' | 'index' | 'shuffle' | 'looping' | 'volume' | 'muted' | 'position' | 'radio'
>;

/** The stored form; `copyQueue: false` hands the queue and order over as they are (not to be stored). */
export function toStored(snapshot: PersistedPart, copyQueue = true): StoredPlayerState {
  const { current, session, running } = snapshot.radio;
  return {
    // Not copied: read-only values that the storage leaves alone.
    queue: copyQueue
      ? snapshot.queue.map((track) => ({ ...track, sources: track.sources.map((source) => ({ ...source })) }))
      : (snapshot.queue as StoredPlayerState['queue']),
    order: copyQueue ? [...snapshot.order] : (snapshot.order as number[]),
    index: snapshot.index,
    shuffle: snapshot.shuffle,
    looping: snapshot.looping,
    volume: snapshot.volume,
    muted: snapshot.muted,
    position: Math.max(0, snapshot.position),
    radio: { current, session, running },
  };
}

export interface RestoredState {
  queue: QueueState;
  volume: number;
  muted: boolean;
  position: number;
  radio: RadioState;
}

/** Back to player values: paused, the index clamped, the volume clamped, shuffle off means identity. */
export function fromStored(stored: StoredPlayerState): RestoredState {
  const order = stored.shuffle ? stored.order : identity(stored.queue.length);
  const index = stored.queue.length === 0 ? -1 : clampIndex(stored.index, stored.queue.length);
  return {
    queue: {
      queue: stored.queue,
      order,
      index,
      looping: stored.looping,
      shuffle: stored.shuffle,
      playing: false,
      pauseReason: null,
      errored: [],
      error: null,
    },
    volume: clampVolume(stored.volume),
    muted: stored.muted,
    position: index < 0 ? 0 : stored.position,
    radio: {
      current: stored.radio.current,
      session: stored.radio.session,
      running: stored.radio.running && stored.radio.current !== null,
      populating: false,
      retries: 0,
    },
  };
}

const KEYS: readonly (keyof PersistedPart)[] = [
  'queue',
  'order',
  'index',
  'shuffle',
  'looping',
  'volume',
  'muted',
  'position',
  'radio',
];

const STRUCTURAL: ReadonlySet<keyof PersistedPart> = new Set(['queue', 'order', 'index', 'radio']);

interface Persistence {
  /** Remembers the state, written within PERSIST_DELAY_MS (nothing when the persisted part is the same). */
  schedule(snapshot: PersistedPart): void;
  /** Writes a pending change now, and mirrors the position synchronously (pagehide). */
  flush(): Promise<void>;
  /** While a write is under way: settles once every write begun so far is over (done or failed); else null. */
  saving(): Promise<void> | null;
  /** Forgets a pending change and the stored state. */
  clear(): Promise<void>;
}

export function createPersistence(
  storage: PlayerStorage,
  options: { timers?: Timers; onError?: (error: unknown) => void } = {},
): Persistence {
  const timers = options.timers ?? globalTimers;
  let last: PersistedPart | null = null;
  let pending: PersistedPart | null = null;
  let timer: unknown = null;
  let timerIsSlow = false;
  let writing: Promise<void> = Promise.resolve();
  let inFlight = 0;
  // The queue and order of the last successful write: a change of index, mode or position alone
  // does not store a long queue again. Null after a failure, so the next write stores everything.
  let stored: Pick<PersistedPart, 'queue' | 'order'> | null = null;

  const write = (snapshot: PersistedPart) => {
    inFlight += 1;
    writing = writing
      .then(async () => {
        const withQueue = stored?.queue !== snapshot.queue || stored.order !== snapshot.order;
        stored = null;
        await storage.write(toStored(snapshot, withQueue), withQueue);
        stored = { queue: snapshot.queue, order: snapshot.order };
      })
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        inFlight -= 1;
      });
    return writing;
  };

  const cancel = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };

  const start = (delay: number) => {
    timerIsSlow = delay === PERSIST_POSITION_DELAY_MS;
    timer = timers.setTimeout(() => {
      timer = null;
      const next = pending;
      pending = null;
      if (next !== null) void write(next);
    }, delay);
  };

  return {
    schedule(snapshot) {
      const differs = KEYS.filter((key) => last?.[key] !== snapshot[key]);
      if (last !== null && differs.length === 0) return;
      const positionOnly = last !== null && differs.length === 1 && differs[0] === 'position';
      last = snapshot;
      // What plays and in which order is written at once: a reload right after "Next" must
      // come back on the new track. Volume, modes and position can wait for the batch.
      if (differs.some((key) => STRUCTURAL.has(key))) {
        cancel();
        pending = null;
        void write(snapshot);
        return;
      }
      pending = snapshot;
      if (timer !== null && (positionOnly || !timerIsSlow)) return;
      cancel();
      start(positionOnly ? PERSIST_POSITION_DELAY_MS : PERSIST_DELAY_MS);
    },
    async flush() {
      cancel();
      if (last !== null) storage.keep?.(last);
      const next = pending;
      pending = null;
      if (next !== null) await write(next);
      else await writing;
    },
    saving: () => (inFlight > 0 ? writing : null),
    async clear() {
      cancel();
      pending = null;
      last = null;
      await writing;
      stored = null;
      await storage.clear();
    },
  };
}
