// The player's remembered state (spec 01 section 9: queue, index, shuffled order, player and radio
// state): one versioned row, read through loadPersisted so a corrupt row is discarded with a log
// line. The shapes mirror src/player's own (db imports nothing of ours); the player checks the
// values further (clamps the index and the volume) when it restores them.

import { z } from 'zod';
import { loadPersisted, type PersistedFormat } from './persisted';
import { getDb } from './schema';

/** Bump with a migration in PLAYER_FORMAT when the stored state changes shape. */
export const PLAYER_STATE_VERSION = 1;

const sourceSchema = z.object({
  uuid: z.string(),
  listenUrl: z.string(),
  mimetype: z.string(),
  bitrate: z.number().nullable(),
  duration: z.number().nullable(),
  transcoded: z.boolean().optional(),
});

const trackSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  artistCredit: z.array(z.object({ artistId: z.number().int(), credit: z.string(), joinphrase: z.string() })),
  albumTitle: z.string().nullable(),
  albumId: z.number().int(),
  position: z.number().nullable(),
  artistId: z.number().int(),
  coverUrl: z.string().nullable(),
  sources: z.array(sourceSchema),
  duration: z.number().nullable(),
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
  objectId: z.union([z.string(), z.number()]).nullable(),
  customRadioId: z.number().int().nullable(),
  clientOnly: z.boolean(),
  config: z.record(z.string(), z.unknown()).nullable(),
});

const stateSchema = z
  .object({
    queue: z.array(trackSchema),
    order: z.array(z.number().int()),
    index: z.number().int().min(-1),
    shuffle: z.boolean(),
    looping: z.enum(['none', 'single', 'all']),
    volume: z.number(),
    muted: z.boolean(),
    position: z.number().min(0),
    radio: z.object({ current: radioConfigSchema.nullable(), session: z.number().int().nullable(), running: z.boolean() }),
  })
  // The play order must be a permutation of the queue, or nothing in it can be trusted.
  .refine((state) => state.order.length === state.queue.length && [...state.order].sort((a, b) => a - b).every((value, i) => value === i), {
    message: 'order is not a permutation of the queue',
  });

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
