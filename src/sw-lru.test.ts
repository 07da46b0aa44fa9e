import { describe, expect, it } from 'vitest';
import { keysToEvict, RECENT_AUDIO_BOUND, touchEntry, type LruEntry } from './sw-lru';

const MB = 1024 * 1024;
const entry = (key: string, usedAt: number, size = MB): LruEntry => ({ key, size, usedAt });

describe('the bound of recently played audio', () => {
  it('is 30 tracks and 300 MB', () => {
    expect(RECENT_AUDIO_BOUND).toEqual({ maxEntries: 30, maxBytes: 300 * MB });
  });

  it('evicts nothing within the bound', () => {
    const entries = Array.from({ length: 30 }, (_, i) => entry(`k${i}`, i, 10 * MB));
    expect(keysToEvict(entries, RECENT_AUDIO_BOUND)).toEqual([]);
    expect(keysToEvict([], RECENT_AUDIO_BOUND)).toEqual([]);
  });

  it('evicts the least recently used beyond the count, whatever the input order', () => {
    const entries = [entry('c', 30), entry('a', 10), entry('d', 40), entry('b', 20)];
    expect(keysToEvict(entries, { maxEntries: 2, maxBytes: 100 * MB })).toEqual(['a', 'b']);
  });

  it('evicts the least recently used until the bytes fit', () => {
    const entries = [entry('old', 1, 200 * MB), entry('mid', 2, 90 * MB), entry('new', 3, 50 * MB)];
    // 340 MB > 300 MB: dropping the oldest (200 MB) is enough.
    expect(keysToEvict(entries, RECENT_AUDIO_BOUND)).toEqual(['old']);
    // Exactly at the bound stays.
    expect(keysToEvict([entry('a', 1, 150 * MB), entry('b', 2, 150 * MB)], RECENT_AUDIO_BOUND)).toEqual([]);
  });

  it('evicts a single file larger than the whole bound', () => {
    expect(keysToEvict([entry('huge', 5, 301 * MB)], RECENT_AUDIO_BOUND)).toEqual(['huge']);
  });

  it('applies both limits: count and bytes', () => {
    const entries = Array.from({ length: 32 }, (_, i) =>
      entry(`k${String(i).padStart(2, '0')}`, i, i === 31 ? 290 * MB : MB),
    );
    // 32 entries: two over the count; the 290 MB newest one then needs all but 10 MB gone.
    const evicted = keysToEvict(entries, RECENT_AUDIO_BOUND);
    expect(evicted.slice(0, 2)).toEqual(['k00', 'k01']);
    const kept = entries.filter((e) => !evicted.includes(e.key));
    expect(kept.reduce((sum, e) => sum + e.size, 0)).toBeLessThanOrEqual(300 * MB);
    expect(kept.map((e) => e.key)).toContain('k31');
  });

  it('breaks ties by key', () => {
    expect(keysToEvict([entry('b', 1), entry('a', 1), entry('c', 2)], { maxEntries: 1, maxBytes: 10 * MB })).toEqual([
      'a',
      'b',
    ]);
  });

  it('touching moves an entry to the most recent and keeps its size unless given', () => {
    const touched = touchEntry([entry('a', 1, 5), entry('b', 2, 7)], 'a', 99);
    expect(touched).toEqual([entry('b', 2, 7), entry('a', 99, 5)]);
    expect(touchEntry(touched, 'c', 100, 3)).toContainEqual(entry('c', 100, 3));
    expect(keysToEvict(touched, { maxEntries: 1, maxBytes: 100 })).toEqual(['b']);
  });
});
