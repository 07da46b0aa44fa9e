// The player's remembered state (spec 01 section 9: queue, index, shuffled order, player and radio
// state): one versioned row, read through loadPersisted so a corrupt row is discarded with a log
// line. The shapes mirror src/player's own (db imports nothing of ours); the player checks the
// values further (clamps the index and the volume) when it restores them.

import { z } from 'zod/mini';
import { loadPersisted, type PersistedFormat } from './persisted';
import { getDb } from './schema';

/** Bump with a migration in PLAYER_FORMAT when the stored state changes shape. */
export const PLAYER_STATE_VERSION = 1;

const sourceSchema = z.object({
  uuid: z.string(),
  listenUrl: z.string(),
  mimetype: z.string(),
  bitrate: z.nullable(z.number()),
  duration: z.nullable(z.number()),
  transcoded: z.optional(z.boolean()),
});

const trackSchema = z.object({
  id: z.int(),
  title: z.string(),
  artistCredit: z.array(z.object({ artistId: z.int(), credit: z.string(), joinphrase: z.string() })),
  albumTitle: z.nullable(z.string()),
  albumId: z.int(),
  position: z.nullable(z.number()),
  artistId: z.int(),
  coverUrl: z.nullable(z.string()),
  sources: z.array(sourceSchema),
  duration: z.nullable(z.number()),
});

const radioConfigSchema = z.object({
  type: z.enum([
    'actor-content',
    'random',
    'random_library',
    'favorites',
    'less-listened',
    'less-listened_library',
    'recently-added',
    'artist',
    'tag',
    'playlist',
    'custom',
    'downloads',
  ]),
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
  }).check(z.refine((state) => state.order.length === state.queue.length && [...state.order].sort((a, b) => a - b).every((value, i) => value === i), {
    message: 'order is not a permutation of the queue',
  }));

export type StoredPlayerState = z.infer<typeof stateSchema>;

export interface PlayerRow {
  id: 'current';
  version: number;
  state: StoredPlayerState;
  savedAt: number;
}

export const PLAYER_FORMAT: PersistedFormat<StoredPlayerState> = {
  name: 'player state',
  version: PLAYER_STATE_VERSION,
  parse: (value) => {
    const parsed = stateSchema.safeParse((value as { state?: unknown }).state);
    return parsed.success ? parsed.data : null;
  },
};

/** The remembered player state, or null (none, or a corrupt row: discarded with a log line). */
export async function readPlayerState(): Promise<StoredPlayerState | null> {
  return loadPersisted(await getDb().player.get('current'), PLAYER_FORMAT);
}

export async function writePlayerState(state: StoredPlayerState, savedAt: number = Date.now()): Promise<void> {
  await getDb().player.put({ id: 'current', version: PLAYER_STATE_VERSION, state, savedAt });
}

export async function clearPlayerState(): Promise<void> {
  await getDb().player.delete('current');
}
