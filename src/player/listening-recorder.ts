// Listening history (spec 01 section 4): once per play of a track, when playback passes the smaller
// of half its duration and 240 s, a listening is recorded; anonymous visitors record nothing.
// Recorded means handed to a sink: in the app, the outbox of src/sync, which keeps it in IndexedDB
// until the pod has it (sent later when offline, never twice: see sync/outbox/listenings.ts).

import { logger as appLogger, type Logger } from '../logger';
import { LISTENING_MAX_SECONDS } from './constants';

export interface RecorderSession {
  instanceUrl: string | null;
  /** The full username of the signed-in user. */
  username: string | null;
  authenticated: boolean;
}

/** Where listenings go: the outbox in the app, a list in tests. */
export interface ListeningSink {
  /** Keeps a listening of the signed-in user for the pod. */
  record(trackId: number): Promise<unknown>;
  /** Sends what waits. */
  flush(): Promise<void>;
}

interface ListeningRecorderOptions {
  session: () => RecorderSession;
  sink: ListeningSink;
  logger?: Logger;
}

interface ListeningRecorder {
  /** A play begins: a new track, or the same one from the start. `counted`: it was already recorded. */
  begin(trackId: number | null, counted?: boolean): void;
  /** Playback (while playing) is at `position` of `duration` seconds. */
  progress(position: number, duration: number | null): void;
  /** Sends the waiting listenings. */
  flush(): Promise<void>;
  /** Sends what waits from before. */
  start(): void;
  stop(): void;
  /** Settles when what was recorded so far has been handed to the sink (tests, pagehide). */
  idle(): Promise<void>;
}

/** Spec 01 section 9: min(half the duration, 240 s). */
export function listeningThreshold(duration: number): number {
  return Math.min(duration / 2, LISTENING_MAX_SECONDS);
}

export function createListeningRecorder(options: ListeningRecorderOptions): ListeningRecorder {
  const log = options.logger ?? appLogger.child('listenings');
  let trackId: number | null = null;
  let recorded = false;
  let writes: Promise<void> = Promise.resolve();
  let stopped = false;

  function record(id: number) {
    const session = options.session();
    if (!session.authenticated || session.username === null || session.instanceUrl === null) return;
    writes = writes.then(async () => {
      try {
        await options.sink.record(id);
      } catch (error) {
        log.error('Could not keep a listening', error);
      }
    });
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
    flush: () => (stopped ? Promise.resolve() : options.sink.flush()),
    start() {
      stopped = false;
      void options.sink.flush().catch((error: unknown) => log.error('Sending listenings failed', error));
    },
    stop() {
      stopped = true;
    },
    idle: () => writes,
  };
}
