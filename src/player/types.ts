/**
 * The player's public shapes: what the app reads (PlayerSnapshot) and calls (Player). The
 * player is plain TypeScript; React binds to it through useSyncExternalStore.
 */

import type { RADIO_TYPES, StoredQueueTrack } from '../db/player';
import type { ListenSource } from '../sync/catalogue';
import type { SleepChoice, SleepTimerState } from './sleep-timer';

/** One playable file of a track (spec 01 section 3, upload source): the sync layer's ListenSource. */
export type QueueSource = ListenSource;

/** A full snapshot of a track, so a restored queue plays without asking the pod: defined once, by its stored form. */
export type QueueTrack = StoredQueueTrack;

export type Looping = 'none' | 'single' | 'all';

export type PauseReason = 'user' | 'end-of-queue' | 'media-session' | 'errored' | 'end-of-radio' | 'sleep-timer';

/** The pod's radios and the client's own (`playlist`, `downloads`): defined once, in db/player.ts. */
export type RadioType = (typeof RADIO_TYPES)[number];

export interface RadioConfig {
  type: RadioType;
  /** The artist id, tag name, library uuid, actor full username… the radio is about. */
  objectId: string | number | null;
  customRadioId: number | null;
  /** A radio made on the client (e.g. over downloaded tracks), with no pod session. */
  clientOnly: boolean;
  config: Record<string, unknown> | null;
}

/** Spec 01 section 3: radio state. */
export interface RadioState {
  current: RadioConfig | null;
  /** The pod's radio session id. */
  session: number | null;
  running: boolean;
  populating: boolean;
  retries: number;
}

/** A message for the user, as an i18n key (the app translates it). */
export interface PlayerMessage {
  key: string;
  params?: Record<string, string | number>;
  error: boolean;
}

export interface PlayerSnapshot {
  /** In original (unshuffled) order. */
  queue: readonly QueueTrack[];
  /** The play order: indexes into `queue`; identity when shuffle is off. */
  order: readonly number[];
  /** Position in `order` of the current track; -1 when the queue is empty. */
  index: number;
  current: QueueTrack | null;
  playing: boolean;
  pauseReason: PauseReason | null;
  /** Seconds. */
  position: number;
  duration: number | null;
  buffering: boolean;
  looping: Looping;
  shuffle: boolean;
  /** 0..1 (default 0.7). */
  volume: number;
  muted: boolean;
  /** Ids of tracks marked errored in this queue. */
  errored: readonly number[];
  /** Shown next to the current track while it is errored ("The track cannot be loaded"). */
  error: PlayerMessage | null;
  radio: RadioState;
  /** Ids of tracks found not playable offline (neither kept nor cached) while the pod was unreachable. */
  unavailable: readonly number[];
  /** episodes27: the current track is an episode (episodes.ts): its position is remembered, it has a speed. */
  episode: boolean;
  /** episodes27: the playback rate (1 for music; 0.75 to 2 for an episode, kept per channel). */
  speed: number;
  /** episodes27: the sleep timer. */
  sleep: SleepTimerState;
}

export interface Player {
  getSnapshot(): PlayerSnapshot;
  subscribe(listener: () => void): () => void;

  /** Replace the queue and play from `startAt` (an index into `tracks`). */
  playNow(tracks: QueueTrack[], startAt?: number): void;
  playNext(tracks: QueueTrack[]): void;
  addToQueue(tracks: QueueTrack[]): void;
  /** Indexes are positions in the play order, as the queue screen shows it. */
  remove(index: number): void;
  move(from: number, to: number): void;
  jumpTo(index: number): void;
  clear(): void;

  play(): void;
  pause(reason?: PauseReason): void;
  toggle(): void;
  next(): void;
  previous(): void;
  seek(seconds: number): void;
  seekBy(deltaSeconds: number): void;
  /** episodes27: previous track, or 15 s back while an episode plays (the lock screen's previous too). */
  stepBackward(): void;
  /** episodes27: next track, or 30 s forward while an episode plays. */
  stepForward(): void;
  /** episodes27: an episode's speed (one of EPISODE_SPEEDS), kept for its channel; music stays at 1x. */
  setSpeed(speed: number): void;
  /** episodes27: the sleep timer ('off' cancels it). */
  setSleepTimer(choice: SleepChoice): void;
  setVolume(volume: number): void;
  toggleMute(): void;
  toggleShuffle(): void;
  reshuffle(): void;
  cycleLooping(): void;

  startRadio(config: RadioConfig): Promise<void>;
  stopRadio(): void;

  /** Attach the visualizer's analyser (Web Audio is created only on first call). */
  createAnalyser(): AnalyserNode | null;
  /** Stop everything and forget the state (logout, instance change). */
  reset(): Promise<void>;
}
