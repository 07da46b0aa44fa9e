// Listening history (spec 01 section 4): once per play of a track, when playback passes the smaller
// of half its duration and 240 s, a listening is recorded; anonymous visitors record nothing.
// Offline-proof: the listening is written to Dexie first, then sent; its row is deleted only once the
// pod has answered 2xx (or a 4xx that no retry can change, logged). What waits is sent again by
// flush(): at start, on `online`, and every 30 s while rows wait. (Issue 4 moves this into the
// general outbox; the interface stays this small on purpose.)

import { addListening, deleteListening, pendingListenings, type PendingListening } from '../db/listenings';
import { logger as appLogger, type Logger } from '../logger';
import { recordListening } from '../sync/api/listenings';
import type { ApiError } from '../sync/errors';
import type { HttpClient } from '../sync/http';
import { LISTENING_MAX_SECONDS, LISTENING_RETRY_MS } from './constants';
import { globalTimers, type Timers } from './timers';

export interface RecorderSession {
  instanceUrl: string | null;
  /** The full username of the signed-in user. */
  username: string | null;
  authenticated: boolean;
}

export interface ListeningStore {
  add(listening: Omit<PendingListening, 'id'>): Promise<number>;
  pending(): Promise<PendingListening[]>;
  remove(id: number): Promise<void>;
}

export const dexieListeningStore: ListeningStore = { add: addListening, pending: pendingListenings, remove: deleteListening };

type EventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface ListeningRecorderOptions {
  http: HttpClient;
  session: () => RecorderSession;
  store?: ListeningStore;
  timers?: Timers;
  now?: () => number;
  /** Where `online` events come from (the window); null for none. */
  events?: EventSource | null;
  logger?: Logger;
}

export interface ListeningRecorder {
  /** A play begins: a new track, or the same one from the start. `counted`: it was already recorded. */
  begin(trackId: number | null, counted?: boolean): void;
  /** Playback (while playing) is at `position` of `duration` seconds. */
  progress(position: number, duration: number | null): void;
  /** Sends the waiting listenings. */
  flush(): Promise<void>;
  /** Sends what waits, then again on `online` and every 30 s while rows wait. */
  start(): void;
  stop(): void;
  /** Settles when what was recorded so far has been written and a send attempted (tests, pagehide). */
  idle(): Promise<void>;
}

/** Spec 01 section 9: min(half the duration, 240 s). */
export function listeningThreshold(duration: number): number {
  return Math.min(duration / 2, LISTENING_MAX_SECONDS);
}

/** A failure no retry can change: the pod understood and refused (a deleted track, no permission). */
function isPermanent(error: ApiError): boolean {
  if (error.kind === 'invalid-response') return true; // a 2xx we could not read: it was recorded
  const status = error.status ?? 0;
  return status >= 400 && status < 500 && ![401, 408, 429].includes(status);
}

export function createListeningRecorder(options: ListeningRecorderOptions): ListeningRecorder {
  const store = options.store ?? dexieListeningStore;
  const timers = options.timers ?? globalTimers;
  const now = options.now ?? (() => Date.now());
  const log = options.logger ?? appLogger.child('listenings');
  const events = options.events === undefined ? defaultEvents() : options.events;

  let trackId: number | null = null;
  let recorded = false;
  let writes: Promise<void> = Promise.resolve();
  let flushing: Promise<void> | null = null;
  let again = false;
  let retryTimer: unknown = null;
  /** Stopped (the player was destroyed): a send still under way schedules no retry. */
  let stopped = false;
  const onOnline = () => void flush();

  function scheduleRetry() {
    if (retryTimer !== null || stopped) return;
    retryTimer = timers.setTimeout(() => {
      retryTimer = null;
      void flush();
    }, LISTENING_RETRY_MS);
  }

  function cancelRetry() {
    if (retryTimer !== null) timers.clearTimeout(retryTimer);
    retryTimer = null;
  }

  async function flushOnce(): Promise<void> {
    cancelRetry();
    const session = options.session();
    const rows = await store.pending();
    for (const row of rows) {
      if (row.instanceUrl !== session.instanceUrl || row.username !== session.username) {
        // Someone else is signed in now: the row is never sent on their behalf. Signed out: keep it
        // for when the same user is back.
        if (session.authenticated) {
          log.info(`Listening of ${row.username} on ${row.instanceUrl} dropped: another session is active`);
          await store.remove(row.id);
        }
        continue;
      }
      const result = await recordListening(options.http, row.trackId);
      if (result.ok) {
        await store.remove(row.id);
      } else if (isPermanent(result.error)) {
        log.warn(`Listening of track ${row.trackId} refused by the pod (${result.error.status ?? result.error.kind}); dropped`, result.error.body);
        await store.remove(row.id);
      } else {
        log.info(`Listening of track ${row.trackId} not sent (${result.error.kind}); retrying later`);
        scheduleRetry();
        return;
      }
    }
  }

  function flush(): Promise<void> {
    if (flushing !== null) {
      again = true;
      return flushing;
    }
    flushing = (async () => {
      try {
        do {
          again = false;
          await flushOnce();
        } while (again);
      } catch (error) {
        log.error('Sending listenings failed', error);
        scheduleRetry();
      } finally {
        flushing = null;
      }
    })();
    return flushing;
  }

  function record(id: number) {
    const session = options.session();
    if (!session.authenticated || session.username === null || session.instanceUrl === null) return;
    const listening = { trackId: id, instanceUrl: session.instanceUrl, username: session.username, createdAt: now() };
    writes = writes
      .then(async () => {
        await store.add(listening);
      })
      .catch((error: unknown) => log.error('Could not store a listening', error))
      .then(() => flush());
  }

  return {
    begin(id, counted = false) {
      trackId = id;
      recorded = counted;
    },
    progress(position, duration) {
      if (recorded || trackId === null || duration === null || !(duration > 0)) return;
      if (position < listeningThreshold(duration)) return;
      recorded = true;
      record(trackId);
    },
    flush,
    start() {
      stopped = false;
      events?.addEventListener('online', onOnline);
      void flush();
    },
    stop() {
      stopped = true;
      events?.removeEventListener('online', onOnline);
      cancelRetry();
    },
    async idle() {
      await writes;
      while (flushing !== null) await flushing;
    },
  };
}

function defaultEvents(): EventSource | null {
  const target = globalThis as Partial<EventSource>;
  return typeof target.addEventListener === 'function' ? (globalThis as unknown as EventSource) : null;
}
