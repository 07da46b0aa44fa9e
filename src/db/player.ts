// The player's remembered state (spec 01 section 9: queue, index, shuffled order, player and radio
// state): two versioned rows read through loadPersisted, so a corrupt state is discarded with a log
// line. The queue and its order ('queue') are written only when they change; the index, modes,
// volume and position ('current') are small and written often (issue 8: a 10,000-track queue is
// megabytes, which used to be cloned again every 5 s of playback). The shapes mirror src/player's own (db imports nothing of ours); the player checks the
// values further (clamps the index and the volume) when it restores them.

import { z } from 'zod/mini';
import { loadPersisted, type PersistedFormat } from './persisted';
import { getDb } from './schema';

/** Bump with a migration in PLAYER_FORMAT when the stored state changes shape (2: the queue in a row of its own). */
export const PLAYER_STATE_VERSION = 2;

const sourceSchema = z.object({
  uuid: z.string(),
  listenUrl: z.string(),
  mimetype: z.string(),
  bitrate: z.nullable(z.number()),
  duration: z.nullable(z.number()),
  transcoded: z.optional(z.boolean()),
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
const trackSchema = z.object({
  id: z.int(),
  title: z.string(),
  artistCredit: z.array(z.object({ artistId: z.int(), credit: z.string(), joinphrase: z.string() })),
  albumTitle: z.nullable(z.string()),
  /** -1 means no album. */
  albumId: z.int(),
  position: z.nullable(z.number()),
  artistId: z.int(),
  /** Track cover, else album cover, else first artist cover; null: the default image. */
  coverUrl: z.nullable(z.string()),
  sources: z.array(sourceSchema),
  /** Seconds, from the first source; null when unknown. */
  duration: z.nullable(z.number()),
  /** episodes27: a smaller crop of the cover (about 200 px) for thumbnails and small artwork. */
  coverSmallUrl: z.optional(z.nullable(z.string())),
  /** episodes27: a track of a podcast channel (an episode: remembered position, speed). */
  podcast: z.optional(z.boolean()),
  /** episodes27: the channel's artist id (the playback speed is kept per channel). */
  channelId: z.optional(z.int()),
});

const radioConfigSchema = z.object({
  type: z.enum(RADIO_TYPES),
  objectId: z.nullable(z.union([z.string(), z.number()])),
  customRadioId: z.nullable(z.int()),
  clientOnly: z.boolean(),
  config: z.nullable(z.record(z.string(), z.unknown())),
});

const stateSchema = z
  .object({
    queue: z.array(trackSchema),
    order: z.array(z.int()),
    index: z.int().check(z.minimum(-1)),
    shuffle: z.boolean(),
    looping: z.enum(['none', 'single', 'all']),
    volume: z.number(),
    muted: z.boolean(),
    position: z.number().check(z.minimum(0)),
    radio: z.object({ current: z.nullable(radioConfigSchema), session: z.nullable(z.int()), running: z.boolean() }),
  })
  .check(
    z.refine(
      (state) =>
        state.order.length === state.queue.length &&
        [...state.order].sort((a, b) => a - b).every((value, i) => value === i),
      {
        message: 'order is not a permutation of the queue',
      },
    ),
  );

export type StoredPlayerState = z.infer<typeof stateSchema>;
export type StoredQueueTrack = z.infer<typeof trackSchema>;

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
    const parsed = stateSchema.safeParse((value as { state?: unknown }).state);
    return parsed.success ? parsed.data : null;
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
