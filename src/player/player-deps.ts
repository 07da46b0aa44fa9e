// What createPlayer (create-player.ts) is given and what it returns: the player's seams, apart from its wiring.

import type { Logger } from '../logger';
import type { HttpClient } from '../sync/core';
import type { CanPlayType, ListenSession } from '../sync/catalogue';
import type { Timers } from '../timers';
import type { AudioElement } from './audio-engine';
import type { EpisodeStorage } from './episode-link';
import type { ListeningSink } from './listening-recorder';
import type { MediaSessionLike, MetadataFactory } from './media-session';
import type { OfflineAudio } from './offline-loading';
import type { PlayerStorage } from './persistence';
import type { Player, PlayerMessage, QueueTrack, RadioConfig } from './types';

export interface PlayerSession extends ListenSession {
  /** The full username of the signed-in user (listenings are recorded for them). */
  username: string | null;
}

type EventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface PlayerDeps {
  createAudio: () => AudioElement;
  http: HttpClient;
  /** Read at each use: the listen token, the instance URL and who is signed in may change. */
  session: () => PlayerSession;
  timers?: Timers;
  random?: () => number;
  canPlayType?: CanPlayType;
  storage?: PlayerStorage;
  /** Where listenings go (the outbox in the app). */
  listenings: ListeningSink;
  mediaSession?: { session: MediaSessionLike; createMetadata: MetadataFactory } | null;
  /** The window: `online`, `pagehide` and `visibilitychange`. */
  events?: EventSource | null;
  /** Messages for the user (radio exhausted, a radio that gave up). */
  notify?: (message: PlayerMessage) => void;
  createAudioContext?: (() => AudioContext) | null;
  isCrossOrigin?: (url: string) => boolean;
  /** Tracks of client-only radios. */
  clientRadioTrack?: (config: RadioConfig) => Promise<QueueTrack | null>;
  logger?: Logger;
  /**
   * Offline audio (issue 5): whether the pod is unreachable now, and whether a listen URL plays from
   * the device (kept by a download or played recently). Offline, a track with no such file is marked
   * unavailable and skipped with one note, and a radio plays the downloads.
   */
  offline?: OfflineAudio | null;
  /** episodes27: where episode positions and channel speeds are kept (Dexie by default). */
  episodes?: EpisodeStorage;
  /** episodes27: the clock of the sleep timer (ms). */
  now?: () => number;
}

export interface ShoalPlayer extends Player {
  /** Settles once the remembered state is back (or there was none), and the commands asked for meanwhile have run. */
  readonly restored: Promise<void>;
  /** Sends the listenings that wait (the outbox also sends them by itself). */
  flushListenings(): Promise<void>;
  /**
   * While the remembered state is being written: settles once everything changed so far is stored
   * (or failed to be); null when nothing is being written. The app shows a change only then (lazy.ts).
   */
  saving(): Promise<void> | null;
  /** Removes listeners and releases the audio (tests, hot reload). */
  destroy(): void;
}
