// The player's numbers, as spec 01 section 9 spells them (and DECISIONS.md where the specs differ).

import type { RadioConfig } from './types';

/** Previous restarts the track when it has played this long (seconds). */
export const PREVIOUS_RESTART_THRESHOLD = 3;
/** An errored track is skipped after this delay. */
export const ERROR_SKIP_DELAY_MS = 3000;
/** The next track is preloaded this long after the current one changes. */
export const PRELOAD_DELAY_MS = 100;
/** Audio elements kept at once (current, next, previous). */
export const MAX_CACHED_SOUNDS = 3;
export const DEFAULT_VOLUME = 0.7;
/** A radio population error is retried this many times, then the radio resets. */
export const RADIO_MAX_RETRIES = 5;
/**
 * The spec gives no delay between radio retries; waiting a little (1 s, 2 s, … 5 s) keeps five
 * retries from all failing within the same second when the connection drops.
 */
export const RADIO_RETRY_DELAY_MS = 1000;
/** A listening is recorded past min(half the duration, this many seconds). */
export const LISTENING_MAX_SECONDS = 240;
/** Keyboard seek steps (seconds). */
export const SEEK_SHORT_SECONDS = 5;
export const SEEK_LONG_SECONDS = 30;
export const VOLUME_STEP = 0.1;
/** Media Session seek when the browser gives no seekOffset (DECISIONS.md). */
export const MEDIA_SESSION_SEEK_SECONDS = 10;
export const ARTWORK_SIZES = [96, 128, 192, 256, 384, 512] as const;
/** Persisted player state is written at most this often while it changes. */
export const PERSIST_DELAY_MS = 1000;
/**
 * When only the position moved, a little less often: only the small 'current' row is written (the
 * queue has a row of its own), and pagehide mirrors the exact position (db/live-position.ts).
 */
export const PERSIST_POSITION_DELAY_MS = 2000;

/** The offline radio: random picks from the downloaded tracks, with no pod (client-radios.ts). Here, so play buttons name it without loading the engine. */
export const DOWNLOADS_RADIO: RadioConfig = {
  type: 'downloads',
  objectId: null,
  customRadioId: null,
  clientOnly: true,
  config: null,
};
