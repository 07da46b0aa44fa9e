import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetLivePosition,
  keepLivePosition,
  newerPosition,
  readLivePosition,
  memoryLiveStore,
  useLiveStoreForTests,
} from './live-position';

afterEach(() => useLiveStoreForTests(null));

describe('the live position mirror', () => {
  it('keeps, reads back and forgets a position', () => {
    useLiveStoreForTests(memoryLiveStore());
    keepLivePosition('player', { match: '0:7:3', position: 6.4, savedAt: 1000 });
    expect(readLivePosition('player')).toEqual({ match: '0:7:3', position: 6.4, savedAt: 1000 });
    expect(readLivePosition('other')).toBeNull();
    forgetLivePosition('player');
    expect(readLivePosition('player')).toBeNull();
  });

  it('ignores what does not read: broken JSON, a negative or missing position', () => {
    const store = memoryLiveStore();
    useLiveStoreForTests(store);
    for (const raw of ['{', 'null', '{"match":"a","position":-1,"savedAt":1}', '{"match":"a","savedAt":1}']) {
      store.values.set('shoal.live-position.player', raw);
      expect(readLivePosition('player')).toBeNull();
    }
  });

  it('a storage that throws loses only the mirror', () => {
    useLiveStoreForTests({
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    });
    expect(() => keepLivePosition('player', { match: 'a', position: 1, savedAt: 1 })).not.toThrow();
    expect(readLivePosition('player')).toBeNull();
    expect(() => forgetLivePosition('player')).not.toThrow();
  });

  it('the mirror wins only when newer than the row and about the same thing', () => {
    const row = { match: '1:7:3', position: 4, savedAt: 2000 };
    expect(newerPosition(row, { match: '1:7:3', position: 6.5, savedAt: 2500 })).toBe(6.5);
    // Stale: written before the row.
    expect(newerPosition(row, { match: '1:7:3', position: 30, savedAt: 1500 })).toBe(4);
    // Another track, or the same track elsewhere in another queue.
    expect(newerPosition(row, { match: '1:8:3', position: 6.5, savedAt: 2500 })).toBe(4);
    expect(newerPosition(row, { match: '1:7:4', position: 6.5, savedAt: 2500 })).toBe(4);
    expect(newerPosition(row, null)).toBe(4);
  });
});
