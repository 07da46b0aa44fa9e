import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPlayerState, writePlayerState, type StoredPlayerState } from '../db/player';
import { ShoalDb, useDatabaseForTests } from '../db/schema';
import { logger } from '../logger';
import { IDLE_RADIO } from './radio';
import { createPersistence, dexiePlayerStorage, fromStored, toStored, type PlayerStorage } from './persistence';
import { ANONYMOUS, memoryPlayerStorage, playerHarness } from './testing/harness';
import { tracks } from './testing/tracks';

/** Remembered tracks 1, 2, 3 on track 2 at 40 s, volume 0.5; `release` lets the read answer. */
function slowStorage() {
  const stored = {
    ...toStored({
      ...playerHarness().player.getSnapshot(),
      queue: tracks(1, 2, 3),
      order: [0, 1, 2],
      index: 1,
      volume: 0.5,
      position: 40,
    }),
  };
  const storage = memoryPlayerStorage(stored);
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { storage: { ...storage, read: async () => (await gate, storage.value) }, memory: storage, release };
}

let n = 0;
let db: ShoalDb;
beforeEach(() => {
  db = new ShoalDb(`persistence-test-${n++}`);
  useDatabaseForTests(db);
});
afterEach(() => vi.restoreAllMocks());

describe('the remembered player state', () => {
  it('round-trips through Dexie: restored paused at the saved position, with shuffle, looping, volume and radio', async () => {
    const pagehide = new EventTarget();
    const first = playerHarness({ storage: dexiePlayerStorage, events: pagehide });
    await first.player.restored;
    first.player.playNow(tracks(1, 2, 3, 4), 2);
    first.player.toggleShuffle();
    first.player.next();
    first.player.cycleLooping();
    first.player.cycleLooping();
    first.player.setVolume(0.25);
    first.audio.last().loaded(180);
    first.audio.last().playTo(61.5);
    const saved = first.player.getSnapshot();
    // Written within a second while it changes, or at once when the page goes away.
    pagehide.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(async () => expect((await readPlayerState())?.position).toBe(61.5));
    first.player.destroy();

    const second = playerHarness({ storage: dexiePlayerStorage });
    await second.player.restored;
    const restored = second.player.getSnapshot();
    expect(restored).toMatchObject({
      queue: saved.queue,
      order: saved.order,
      index: 1,
      shuffle: true,
      looping: 'all',
      volume: 0.25,
      muted: false,
      position: 61.5,
      playing: false,
      pauseReason: null,
      current: saved.current,
    });
    const el = second.audio.last();
    const id = saved.current?.id;
    expect(el).toMatchObject({
      src: `https://pod.example/api/v1/listen/t${id}/?upload=u${id}`,
      preload: 'metadata',
      currentTime: 61.5,
      playCalls: 0,
      volume: 0.25,
    });
    second.player.play();
    expect(el.playCalls).toBe(1);
  });

  it('writes the queue and the current track at once, other changes within a second, the position every 2 s', async () => {
    const { player, timers, storage, audio } = playerHarness();
    player.playNow(tracks(1, 2));
    // No timer needed: a reload right after must find the new queue.
    await vi.waitFor(() => expect(storage.value?.queue).toHaveLength(2));
    player.setVolume(0.3);
    timers.advance(999);
    await Promise.resolve();
    expect(storage.value?.volume).not.toBe(0.3);
    timers.advance(1);
    await vi.waitFor(() => expect(storage.value?.volume).toBe(0.3));
    // (The next track was preloaded meanwhile: the current element is the first one.)
    const el = audio.made[0]!;
    el.loaded(100);
    el.playTo(10);
    timers.advance(1999);
    await Promise.resolve();
    expect(storage.value?.position).toBe(0);
    timers.advance(1);
    await vi.waitFor(() => expect(storage.value?.position).toBe(10));
    el.playTo(11);
    player.next();
    await vi.waitFor(() => expect(storage.value?.index).toBe(1));
  });

  it('stores the queue again only when it or its order changed, or after a failed write', async () => {
    const writes: { withQueue: boolean; index: number; queue: number }[] = [];
    let failNext = false;
    const storage: PlayerStorage = {
      read: async () => null,
      write: async (state, withQueue) => {
        if (failNext) {
          failNext = false;
          throw new Error('quota exceeded');
        }
        writes.push({ withQueue, index: state.index, queue: state.queue.length });
      },
      clear: async () => {},
    };
    const errors: unknown[] = [];
    const persistence = createPersistence(storage, { onError: (error) => errors.push(error) });
    const base = { ...playerHarness().player.getSnapshot(), queue: tracks(1, 2, 3), order: [0, 1, 2], index: 0 };
    persistence.schedule(base);
    await persistence.flush();
    persistence.schedule({ ...base, index: 1 });
    await persistence.flush();
    failNext = true;
    persistence.schedule({ ...base, index: 2 });
    await persistence.flush();
    persistence.schedule({ ...base, index: 1 });
    await persistence.flush();
    persistence.schedule({ ...base, queue: tracks(1, 2), order: [1, 0], index: 0 });
    await persistence.flush();
    expect(errors).toHaveLength(1);
    expect(writes).toEqual([
      { withQueue: true, index: 0, queue: 3 },
      { withQueue: false, index: 1, queue: 3 },
      { withQueue: true, index: 1, queue: 3 },
      { withQueue: true, index: 0, queue: 2 },
    ]);
  });

  it('a corrupt stored row is discarded with a log line: the player starts empty', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    await db.player.put({
      id: 'current',
      version: 1,
      savedAt: 0,
      state: { queue: 'not a queue' } as unknown as StoredPlayerState,
    });
    const { player, audio } = playerHarness({ storage: dexiePlayerStorage });
    await player.restored;
    expect(player.getSnapshot()).toMatchObject({ queue: [], index: -1, volume: 0.7 });
    expect(audio.made).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith('Stored player state is corrupt; discarded', expect.anything());
  });

  it('reset() forgets the state and the stored row (logout, instance change)', async () => {
    const { player, audio } = playerHarness({ storage: dexiePlayerStorage });
    player.playNow(tracks(1, 2));
    await writePlayerState(toStored(player.getSnapshot()));
    await player.reset();
    expect(player.getSnapshot()).toMatchObject({ queue: [], index: -1, playing: false, current: null });
    expect(audio.last().src).toBe('');
    expect(await readPlayerState()).toBeNull();
  });

  it('the index and the volume are clamped when restored; a user action before the restore wins', async () => {
    const stored = {
      ...toStored({ ...playerHarness().player.getSnapshot(), queue: tracks(1, 2), order: [0, 1] }),
      index: 7,
      volume: 3,
    };
    expect(fromStored(stored)).toMatchObject({ volume: 1, queue: { index: 1 } });
    await writePlayerState(stored);
    const { player } = playerHarness({ storage: dexiePlayerStorage });
    player.playNow(tracks(5));
    await player.restored;
    expect(player.getSnapshot().queue.map((track) => track.id)).toEqual([5]);
  });

  it('the radio state is remembered: a restored running radio asks for more at its last track', async () => {
    const radio = {
      current: { type: 'tag' as const, objectId: 'jazz', customRadioId: null, clientOnly: true, config: null },
      session: null,
      running: true,
    };
    const stored = {
      ...toStored({ ...playerHarness().player.getSnapshot(), queue: tracks(1), order: [0], index: 0 }),
      radio,
    };
    const asked: string[] = [];
    const storage = memoryPlayerStorage(stored);
    const { player } = playerHarness({
      storage,
      clientRadioTrack: async (config) => {
        asked.push(String(config.objectId));
        return null;
      },
    });
    await player.restored;
    expect(asked).toEqual(['jazz']);
    await vi.waitFor(() => expect(player.getSnapshot().radio).toEqual(IDLE_RADIO));
    await vi.waitFor(() => expect(storage.value?.radio).toEqual({ current: null, session: null, running: false }));
  });
});

describe('the restore and what the user does meanwhile', () => {
  it('a command that does not replace the queue waits for the restore and applies on top of it', async () => {
    const { storage, release } = slowStorage();
    const { player, ids } = playerHarness({ storage });
    player.setVolume(0.2);
    player.addToQueue(tracks(9));
    player.cycleLooping();
    expect(player.getSnapshot()).toMatchObject({ queue: [], volume: 0.7, looping: 'none' });
    release();
    await player.restored;
    expect(ids()).toEqual([1, 2, 3, 9]);
    expect(player.getSnapshot()).toMatchObject({
      index: 1,
      position: 40,
      volume: 0.2,
      looping: 'single',
      playing: false,
    });
  });

  it('play now abandons the restore; what was asked before it still happens first', async () => {
    const { storage, memory, release } = slowStorage();
    const { player, ids } = playerHarness({ storage });
    player.cycleLooping();
    player.playNow(tracks(7, 8));
    release();
    await player.restored;
    expect(ids()).toEqual([7, 8]);
    expect(player.getSnapshot()).toMatchObject({ looping: 'single', volume: 0.7, playing: true });
    await vi.waitFor(() => expect(memory.value?.queue.map((track) => track.id)).toEqual([7, 8]));
  });

  it('a reset (logout) during the restore: nothing comes back, nothing asked before runs', async () => {
    const { storage, memory, release } = slowStorage();
    const { player, audio } = playerHarness({ storage });
    player.setVolume(0.1);
    await player.reset();
    release();
    await player.restored;
    expect(player.getSnapshot()).toMatchObject({ queue: [], volume: 0.7 });
    expect(audio.made).toHaveLength(0);
    expect(memory.value).toBeNull();
  });

  it('a player destroyed before the restore answers stays silent', async () => {
    const { storage, release } = slowStorage();
    const { player, audio } = playerHarness({ storage });
    player.destroy();
    release();
    await player.restored;
    expect(audio.made).toHaveLength(0);
    expect(player.getSnapshot().queue).toEqual([]);
  });

  it('destroy writes the pending change and leaves no timer', async () => {
    const { player, timers, storage } = playerHarness();
    player.playNow(tracks(1, 2));
    player.setVolume(0.3);
    expect(timers.pendingCount()).toBeGreaterThan(0);
    player.destroy();
    expect(timers.pendingCount()).toBe(0);
    await vi.waitFor(() => expect(storage.value?.volume).toBe(0.3));
  });

  it('a play restored past its threshold was already counted; one restored before it counts once', async () => {
    const session = { ...ANONYMOUS, authenticated: true, username: 'demo@pod.example', listenToken: 'tok' };
    // 180 s tracks: the threshold is 90 s.
    const restoreAt = async (position: number) => {
      const stored = toStored({
        ...playerHarness().player.getSnapshot(),
        queue: tracks(1),
        order: [0],
        index: 0,
        position,
      });
      const harness = playerHarness({ session: () => session, storage: memoryPlayerStorage(stored) });
      await harness.player.restored;
      harness.player.play();
      const el = harness.audio.last();
      el.loaded(180);
      for (const second of [position + 1, 120, 150]) el.playTo(second);
      await harness.player.flushListenings();
      return harness;
    };
    expect((await restoreAt(100)).listenings.recorded).toEqual([]);
    const counted = await restoreAt(10);
    await vi.waitFor(() => expect(counted.listenings.recorded).toEqual([1]));
  });
});
