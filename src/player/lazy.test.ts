import { describe, expect, it } from 'vitest';
import type { StoredPlayerState } from '../db/player';
import { IDLE_SNAPSHOT, storedSnapshot } from './lazy';
import { fromStored } from './persistence';
import { INITIAL_SNAPSHOT } from './store';
import { queueTrack } from './testing/tracks';
import type { QueueTrack } from './types';

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
