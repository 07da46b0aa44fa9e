import { describe, expect, it } from 'vitest';
import type { Track } from '../../sync/catalogue';
import { newestFirst } from './episodes';

const episode = (id: number, creationDate: string | null, position: number | null) =>
  ({ id, creationDate, position }) as Track;

describe('newestFirst', () => {
  it('puts the latest published episode first, undated ones last, ties by position then id', () => {
    const list = [
      episode(1, '2026-01-01T00:00:00Z', 1),
      episode(2, '2026-03-01T00:00:00Z', 2),
      episode(3, null, 3),
      episode(4, '2026-02-01T00:00:00Z', 4),
      episode(5, '2026-03-01T00:00:00Z', 5),
      episode(6, null, 3),
    ];
    expect(newestFirst(list).map((track) => track.id)).toEqual([5, 2, 4, 1, 6, 3]);
    expect(list.map((track) => track.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
