import { describe, expect, it } from 'vitest';
import type { StoredPlayerState } from '../db/player';
import { IDLE_SNAPSHOT, publishWhenSaved, storedSnapshot } from './lazy';
import { fromStored } from './persistence';
import { INITIAL_SNAPSHOT } from './store';
import { memoryPlayerStorage, playerHarness } from './testing/harness';
import { queueTrack, tracks } from './testing/tracks';
import type { PlayerSnapshot, QueueTrack } from './types';

// The player bar shows the stored state before the engine loads (issue 17): it must be what the
// engine shows once it has restored the same state, or the bar would change when it takes over.

const track = (id: number): QueueTrack => queueTrack(id, { sources: [], duration: 60 });

const stored = (patch: Partial<StoredPlayerState> = {}): StoredPlayerState => ({
  queue: [track(1), track(2), track(3)],
  order: [2, 0, 1],
  index: 1,
  shuffle: true,
  looping: 'all',
  volume: 0.4,
  muted: true,
  position: 12,
  radio: { current: null, session: null, running: false },
  ...patch,
});

describe('the player before its engine', () => {
  it('holds nothing like the engine holds nothing', () => {
    expect(IDLE_SNAPSHOT).toEqual(INITIAL_SNAPSHOT);
    expect(storedSnapshot(null)).toEqual(INITIAL_SNAPSHOT);
  });

  it('shows the stored track, order and modes as the engine restores them', () => {
    for (const state of [
      stored(),
      stored({ shuffle: false }),
      stored({ index: 9 }),
      stored({ queue: [], order: [], index: -1 }),
    ]) {
      const restored = fromStored(state);
      const snapshot = storedSnapshot(state);
      expect(snapshot).toMatchObject({
        ...restored.queue,
        volume: restored.volume,
        muted: restored.muted,
        position: restored.position,
      });
      expect(snapshot.current).toEqual(
        restored.queue.index < 0 ? null : restored.queue.queue[restored.queue.order[restored.queue.index]!],
      );
    }
    expect(storedSnapshot(stored()).current?.id).toBe(1);
  });
});

/** A storage whose writes wait until `release()`; `memory.value` is what a reload would read. */
function gatedStorage() {
  const memory = memoryPlayerStorage();
  const waiting: Array<() => void> = [];
  const storage = {
    ...memory,
    write: (state: StoredPlayerState, withQueue: boolean) =>
      new Promise<void>((resolve) => {
        waiting.push(() => void memory.write(state, withQueue).then(resolve));
      }),
  };
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** Lets every write through, those queued behind the first ones too. */
  const release = async () => {
    await tick();
    while (waiting.length > 0) {
      for (const run of waiting.splice(0)) run();
      await tick();
    }
  };
  return { storage, memory, release };
}

describe('what the app is shown of the engine (issue 20: a reload right after Play kept no queue)', () => {
  it('shows a new queue only once it is stored, so a reload at first sight of it finds it', async () => {
    const { storage, memory, release } = gatedStorage();
    const { player } = playerHarness({ storage });
    await player.restored;
    const shown: PlayerSnapshot[] = [];
    const update = publishWhenSaved(player, (snapshot) => {
      shown.push(snapshot);
      // What a reload at this very moment would read back.
      expect(memory.value?.queue.map((track) => track.id) ?? []).toEqual(snapshot.queue.map((track) => track.id));
    });
    player.subscribe(update);

    player.playNow(tracks(1, 2, 3));
    expect(player.getSnapshot().current?.id).toBe(1);
    expect(shown).toEqual([]);
    await release();
    expect(shown.at(-1)?.current?.id).toBe(1);
    expect(shown.at(-1)?.queue).toHaveLength(3);

    player.next();
    await Promise.resolve();
    expect(shown.at(-1)?.current?.id).toBe(1);
    await release();
    expect(shown.at(-1)?.current?.id).toBe(2);
    expect(memory.value?.index).toBe(1);
    player.destroy();
  });

  it('never shows an older state after a newer one, and shows at once what nothing is writing', async () => {
    const { storage, release } = gatedStorage();
    const { player } = playerHarness({ storage });
    await player.restored;
    const shown: PlayerSnapshot[] = [];
    const update = publishWhenSaved(player, (snapshot) => shown.push(snapshot));
    player.subscribe(update);
    player.playNow(tracks(1, 2));
    player.playNow(tracks(7, 8, 9));
    await release();
    await release();
    expect(shown.map((snapshot) => snapshot.current?.id)).toEqual([7]);

    // The volume is batched (no write under way): shown at once.
    player.setVolume(0.3);
    expect(shown.at(-1)?.volume).toBe(0.3);
    player.destroy();
  });
});
