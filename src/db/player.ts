// The player's remembered state (spec 01 section 9: queue, index, shuffled order, player and radio
// state): two versioned rows read through loadPersisted, so a corrupt state is discarded with a log
// line. The queue and its order ('queue') are written only when they change; the index, modes,
// volume and position ('current') are small and written often (issue 8: a 10,000-track queue is
// megabytes, which used to be cloned again every 5 s of playback). The shapes mirror src/player's own (db imports nothing of ours); the player checks the
// values further (clamps the index and the volume) when it restores them.

import { loadPersisted, type PersistedFormat } from './persisted';
import {
  anything,
  array,
  atLeast,
  bool,
  int,
  nullable,
  num,
  object,
  oneOf,
  optional,
  readRow,
  record,
  str,
  union,
  type Reader,
} from './row-guards';
import { getDb } from './schema';

/** Bump with a migration in PLAYER_FORMAT when the stored state changes shape (2: the queue in a row of its own). */
export const PLAYER_STATE_VERSION = 2;

const source = object({
  uuid: str,
  listenUrl: str,
  mimetype: str,
  bitrate: nullable(num),
  duration: nullable(num),
  transcoded: optional(bool),
});

/**
 * The radios a queue can follow: the pod's (spec 01 section 7) and two of the client's own, `playlist`
 * (endless random picks from a playlist's tracks) and `downloads` (random picks from the tracks kept on
 * the device, the offline radio). The player's RadioType is this list's type.
 */
export const RADIO_TYPES = [
  'actor-content',
  'random',
  'random_library',
  'favorites',
  'less-listened',
  'less-listened_library',
  'recently-added',
  'artist',
  'tag',
  'custom',
  'playlist',
  'downloads',
] as const;

/** A full snapshot of a track, so a restored queue plays without asking the pod (spec 01 section 3): the player's QueueTrack. */
export interface StoredQueueTrack {
  id: number;
  title: string;
  artistCredit: Array<{ artistId: number; credit: string; joinphrase: string }>;
  albumTitle: string | null;
  /** -1 means no album. */
  albumId: number;
  position: number | null;
  artistId: number;
  /** Track cover, else album cover, else first artist cover; null: the default image. */
  coverUrl: string | null;
  sources: Array<{
    uuid: string;
    listenUrl: string;
    mimetype: string;
    bitrate: number | null;
    duration: number | null;
    transcoded?: boolean;
  }>;
  /** Seconds, from the first source; null when unknown. */
  duration: number | null;
  /** episodes27: a smaller crop of the cover (about 200 px) for thumbnails and small artwork. */
  coverSmallUrl?: string | null;
  /** episodes27: a track of a podcast channel (an episode: remembered position, speed). */
  podcast?: boolean;
  /** episodes27: the channel's artist id (the playback speed is kept per channel). */
  channelId?: number;
}

export interface StoredPlayerState {
  queue: StoredQueueTrack[];
  order: number[];
  index: number;
  shuffle: boolean;
  looping: 'none' | 'single' | 'all';
  volume: number;
  muted: boolean;
  position: number;
  radio: {
    current: {
      type: (typeof RADIO_TYPES)[number];
      objectId: string | number | null;
      customRadioId: number | null;
      clientOnly: boolean;
      config: Record<string, unknown> | null;
    } | null;
    session: number | null;
    running: boolean;
  };
}

const track: Reader<StoredQueueTrack> = object({
  id: int,
  title: str,
  artistCredit: array(object({ artistId: int, credit: str, joinphrase: str })),
  albumTitle: nullable(str),
  albumId: int,
  position: nullable(num),
  artistId: int,
  coverUrl: nullable(str),
  sources: array(source),
  duration: nullable(num),
  coverSmallUrl: optional(nullable(str)),
  podcast: optional(bool),
  channelId: optional(int),
});

const radioConfig = object({
  type: oneOf(...RADIO_TYPES),
  objectId: nullable(union(str, num)),
  customRadioId: nullable(int),
  clientOnly: bool,
  config: nullable(record(anything)),
});

const playerState: Reader<StoredPlayerState> = object({
  queue: array(track),
  order: array(int),
  index: atLeast(int, -1),
  shuffle: bool,
  looping: oneOf('none', 'single', 'all'),
  volume: num,
  muted: bool,
  position: atLeast(num, 0),
  radio: object({ current: nullable(radioConfig), session: nullable(int), running: bool }),
});

/** The order is a permutation of the queue's indexes. */
function isPermutation(state: StoredPlayerState): boolean {
  return (
    state.order.length === state.queue.length && [...state.order].sort((a, b) => a - b).every((value, i) => value === i)
  );
}

type QueuePart = Pick<StoredPlayerState, 'queue' | 'order'>;

export interface PlayerRow {
  id: 'current' | 'queue';
  version: number;
  /** 'current': the state without queue and order; 'queue': those two. */
  state: Omit<StoredPlayerState, keyof QueuePart> | QueuePart | StoredPlayerState;
  savedAt: number;
}

const PLAYER_FORMAT: PersistedFormat<StoredPlayerState> = {
  name: 'player state',
  version: PLAYER_STATE_VERSION,
  parse: (value) => {
    const state = readRow(playerState, (value as { state?: unknown }).state);
    return state !== null && isPermutation(state) ? state : null;
  },
  // Version 1 kept the whole state, queue included, in the 'current' row.
  migrate: (value, fromVersion) => (fromVersion === 1 ? value : null),
};

/** The remembered player state, or null (none, or a corrupt row: discarded with a log line). */
export async function readPlayerState(): Promise<StoredPlayerState | null> {
  return (await readSavedPlayerState())?.state ?? null;
}

/** The same, with when it was written (ms; 0 when the row does not say): resume27 compares it with the live mirror. */
export async function readSavedPlayerState(): Promise<{ state: StoredPlayerState; savedAt: number } | null> {
  const db = getDb();
  const [current, queue] = await db.transaction('r', db.player, () =>
    Promise.all([db.player.get('current'), db.player.get('queue')]),
  );
  const state =
    current === undefined || current.version !== PLAYER_STATE_VERSION || queue === undefined
      ? loadPersisted(current, PLAYER_FORMAT)
      : // Both rows of this version: one state (a missing or mismatched queue fails the parse, and is discarded).
        loadPersisted({ ...current, state: { ...current.state, ...queue.state } }, PLAYER_FORMAT);
  return state === null ? null : { state, savedAt: typeof current?.savedAt === 'number' ? current.savedAt : 0 };
}

/**
 * Writes the state in one transaction; `withQueue: false` leaves the stored queue and order as they
 * are (the caller knows they did not change since they were last written).
 */
export async function writePlayerState(
  state: StoredPlayerState,
  savedAt: number = Date.now(),
  options: { withQueue?: boolean } = {},
): Promise<void> {
  const db = getDb();
  const { queue, order, ...rest } = state;
  await db.transaction('rw', db.player, async () => {
    if (options.withQueue !== false)
      await db.player.put({ id: 'queue', version: PLAYER_STATE_VERSION, state: { queue, order }, savedAt });
    await db.player.put({ id: 'current', version: PLAYER_STATE_VERSION, state: rest, savedAt });
  });
}

export async function clearPlayerState(): Promise<void> {
  await getDb().player.bulkDelete(['current', 'queue']);
}
