import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepEpisodePosition, readEpisodePosition, writeEpisodePosition } from '../db/episode-positions';
import { keepLivePosition, memoryLiveStore, readLivePosition, useLiveStoreForTests } from '../db/live-position';
import { readPlayerState, writePlayerState } from '../db/player';
import { ShoalDb, useDatabaseForTests } from '../db/schema';
import { dexiePlayerStorage, toStored } from './persistence';
import { playerHarness } from './testing/harness';
import { tracks } from './testing/tracks';

// resume27: the position mirrored synchronously on pagehide, preferred on restore when newer.

/** Tracks 1, 2, 3 on track 2 at `position`, written to Dexie at `savedAt`. */
async function storedAt(position: number, savedAt: number) {
  const state = toStored({
    ...playerHarness().player.getSnapshot(),
    queue: tracks(1, 2, 3),
    order: [0, 1, 2],
    index: 1,
    position,
  });
  await writePlayerState(state, savedAt);
}

async function restoredPosition(): Promise<number> {
  const { player } = playerHarness({ storage: dexiePlayerStorage });
  await player.restored;
  return player.getSnapshot().position;
}

let n = 0;
let store: ReturnType<typeof memoryLiveStore>;
beforeEach(() => {
  useDatabaseForTests(new ShoalDb(`persistence-live-test-${n++}`));
  store = memoryLiveStore();
  useLiveStoreForTests(store);
});
afterEach(() => {
  useLiveStoreForTests(null);
  vi.unstubAllGlobals();
});

describe('the position kept when the page goes', () => {
  it('is mirrored at once on pagehide, and restored when the write begun then was lost', async () => {
    const pagehide = new EventTarget();
    const first = playerHarness({ storage: dexiePlayerStorage, events: pagehide });
    await first.player.restored;
    first.player.playNow(tracks(1, 2, 3), 1);
    await expect.poll(async () => (await readPlayerState())?.index).toBe(1);
    first.audio.last().loaded(180);
    first.audio.last().playTo(9.5);
    pagehide.dispatchEvent(new Event('pagehide'));
    // Synchronously, before any IndexedDB work could run.
    expect(readLivePosition('player')).toMatchObject({ match: '1:2:3', position: 9.5 });
    first.player.destroy();
    // The page went before the transaction committed: the row still has an older save.
    const live = readLivePosition('player');
    await storedAt(4, (live?.savedAt ?? 0) - 1000);

    expect(await restoredPosition()).toBe(9.5);
  });

  it('is mirrored when the page is hidden (a phone may end it with no pagehide), not when it shows', async () => {
    const events = new EventTarget();
    const { player, audio } = playerHarness({ storage: dexiePlayerStorage, events });
    await player.restored;
    player.playNow(tracks(1, 2, 3), 1);
    audio.last().loaded(180);
    audio.last().playTo(7);
    vi.stubGlobal('document', { visibilityState: 'visible' });
    events.dispatchEvent(new Event('visibilitychange'));
    expect(readLivePosition('player')).toBeNull();
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    events.dispatchEvent(new Event('visibilitychange'));
    expect(readLivePosition('player')).toMatchObject({ match: '1:2:3', position: 7 });
    player.destroy();
    // Its last writes land in this test's database, not the next one's.
    await player.saving();
  });

  it('a stale mirror (older than the row) is ignored', async () => {
    keepLivePosition('player', { match: '1:2:3', position: 30, savedAt: 1000 });
    await storedAt(4, 2000);
    expect(await restoredPosition()).toBe(4);
  });

  it('a mirror of another track or queue is ignored', async () => {
    keepLivePosition('player', { match: '1:5:3', position: 30, savedAt: 3000 });
    await storedAt(4, 2000);
    expect(await restoredPosition()).toBe(4);
    keepLivePosition('player', { match: '1:2:4', position: 30, savedAt: 3000 });
    expect(await restoredPosition()).toBe(4);
  });

  it('reset (logout) forgets the mirror with the state', async () => {
    keepLivePosition('player', { match: '1:2:3', position: 30, savedAt: 3000 });
    await storedAt(4, 2000);
    const { player } = playerHarness({ storage: dexiePlayerStorage });
    await player.restored;
    expect(player.getSnapshot().position).toBe(30);
    await player.reset();
    expect(readLivePosition('player')).toBeNull();
  });
});

describe('an episode position kept when the page goes', () => {
  const key = 'https://pod.example 7';

  it('the mirror of the last write wins over an older row (its write lost), or with no row at all', async () => {
    keepEpisodePosition(key, { position: 9, played: false });
    expect(await readEpisodePosition(key)).toEqual({ position: 9, played: false });
    await writeEpisodePosition(key, { position: 4, played: false }, 1000);
    expect(await readEpisodePosition(key)).toEqual({ position: 9, played: false });
    expect(await readEpisodePosition('https://pod.example 8')).toBeNull();
  });

  it('a stale mirror, or one of a played episode, is ignored', async () => {
    keepEpisodePosition(key, { position: 9, played: false });
    await writeEpisodePosition(key, { position: 12, played: false }, Date.now() + 1000);
    expect(await readEpisodePosition(key)).toEqual({ position: 12, played: false });
    keepEpisodePosition(key, { position: 0, played: true });
    await writeEpisodePosition(key, { position: 4, played: false }, 1000);
    expect(await readEpisodePosition(key)).toEqual({ position: 4, played: false });
  });
});
