import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../logger';
import { clearPlayerState, readPlayerState, writePlayerState, type StoredPlayerState } from './player';
import { ShoalDb, useDatabaseForTests } from './schema';

let n = 0;
let db: ShoalDb;
beforeEach(() => {
  db = new ShoalDb(`player-test-${n++}`);
  useDatabaseForTests(db);
});
afterEach(() => vi.restoreAllMocks());

const track = (id: number) => ({
  id,
  title: `T${id}`,
  artistCredit: [{ artistId: 1, credit: 'A', joinphrase: '' }],
  albumTitle: null,
  albumId: -1,
  position: null,
  artistId: 1,
  coverUrl: null,
  sources: [{ uuid: 'u', listenUrl: '/l/', mimetype: 'audio/ogg', bitrate: null, duration: 10 }],
  duration: 10,
});

const state: StoredPlayerState = {
  queue: [track(1), track(2)],
  order: [1, 0],
  index: 1,
  shuffle: true,
  looping: 'all',
  volume: 0.4,
  muted: false,
  position: 12.5,
  radio: {
    current: { type: 'tag', objectId: 'jazz', customRadioId: null, clientOnly: false, config: null },
    session: 7,
    running: true,
  },
};

describe('stored player state', () => {
  it('round-trips, and is forgotten by clear', async () => {
    expect(await readPlayerState()).toBeNull();
    await writePlayerState(state);
    expect(await readPlayerState()).toEqual(state);
    await clearPlayerState();
    expect(await readPlayerState()).toBeNull();
  });

  it('a corrupt row (an order that is not a permutation, a wrong field, a newer version) is discarded with a log line', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    await db.player.put({ id: 'current', version: 1, savedAt: 0, state: { ...state, order: [0, 0] } });
    expect(await readPlayerState()).toBeNull();
    await db.player.put({
      id: 'current',
      version: 1,
      savedAt: 0,
      state: { ...state, looping: 'forever' } as unknown as StoredPlayerState,
    });
    expect(await readPlayerState()).toBeNull();
    await db.player.put({ id: 'current', version: 9, savedAt: 0, state });
    expect(await readPlayerState()).toBeNull();
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      'Stored player state is corrupt; discarded',
      'Stored player state is corrupt; discarded',
      'Stored player state was written by a newer version (9 > 2); discarded',
    ]);
  });

  it('keeps the queue in a row of its own, left alone by a write without it', async () => {
    await writePlayerState(state, 1);
    const { queue, order, ...rest } = state;
    expect(await db.player.get('queue')).toEqual({ id: 'queue', version: 2, savedAt: 1, state: { queue, order } });
    expect(await db.player.get('current')).toEqual({ id: 'current', version: 2, savedAt: 1, state: rest });
    // A position change: only the small row is written; the queue row stays as it was.
    await writePlayerState({ ...state, queue: [], order: [], position: 40 }, 2, { withQueue: false });
    expect((await db.player.get('queue'))?.savedAt).toBe(1);
    expect(await readPlayerState()).toEqual({ ...state, position: 40 });
  });

  it('reads a version 1 row (the whole state in one row), and discards a state whose queue row is missing', async () => {
    const info = vi.spyOn(logger, 'info').mockImplementation(() => {});
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    await db.player.put({ id: 'current', version: 1, savedAt: 0, state });
    expect(await readPlayerState()).toEqual(state);
    expect(info).toHaveBeenCalledWith('Stored player state migrated from version 1 to 2');
    const { queue: _queue, order: _order, ...rest } = state;
    await db.player.put({ id: 'current', version: 2, savedAt: 0, state: rest });
    expect(await readPlayerState()).toBeNull();
    expect(warn).toHaveBeenCalledWith('Stored player state is corrupt; discarded', expect.anything());
  });
});
