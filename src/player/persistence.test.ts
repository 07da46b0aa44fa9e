import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPlayerState, writePlayerState, type StoredPlayerState } from '../db/player';
import { ShoalDb, useDatabaseForTests } from '../db/schema';
import { logger } from '../logger';
import { dexiePlayerStorage, fromStored, toStored } from './persistence';
import { playerHarness } from './testing/harness';
import { tracks } from './testing/tracks';

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
    expect(el).toMatchObject({ src: `https://pod.example/api/v1/listen/t${id}/?upload=u${id}`, preload: 'metadata', currentTime: 61.5, playCalls: 0, volume: 0.25 });
    second.player.play();
    expect(el.playCalls).toBe(1);
  });

  it('writes the queue and the current track at once, other changes within a second, the position every 5 s', async () => {
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
    timers.advance(4999);
    await Promise.resolve();
    expect(storage.value?.position).toBe(0);
    timers.advance(1);
    await vi.waitFor(() => expect(storage.value?.position).toBe(10));
    el.playTo(11);
    player.next();
    await vi.waitFor(() => expect(storage.value?.index).toBe(1));
  });

  it('a corrupt stored row is discarded with a log line: the player starts empty', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    await db.player.put({ id: 'current', version: 1, savedAt: 0, state: { queue: 'not a queue' } as unknown as StoredPlayerState });
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
    const stored = { ...toStored({ ...playerHarness().player.getSnapshot(), queue: tracks(1, 2), order: [0, 1] }), index: 7, volume: 3 };
    expect(fromStored(stored)).toMatchObject({ volume: 1, queue: { index: 1 } });
    await writePlayerState(stored);
    const { player } = playerHarness({ storage: dexiePlayerStorage });
    player.playNow(tracks(5));
    await player.restored;
    expect(player.getSnapshot().queue.map((track) => track.id)).toEqual([5]);
  });
});
