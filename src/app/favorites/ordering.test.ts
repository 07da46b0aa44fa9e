import { describe, expect, it } from 'vitest';
import type { FavoriteEntry } from '../../sync/favorites';
import type { Track } from '../../sync/catalogue';
import { orderFavorites } from './ordering';

function entry(
  id: number,
  title: string,
  artist: string,
  album: string | null,
  creationDate: string | null,
): FavoriteEntry {
  const credit = [
    { artist: { id, name: artist, cover: null, contentCategory: 'music' }, credit: artist, joinphrase: '' },
  ];
  const track = {
    id,
    title,
    artistCredit: credit,
    album: album === null ? null : { id: id * 10, title: album },
  } as unknown as Track;
  return { track, creationDate };
}

const entries = [
  entry(1, 'sea Glass', 'Tidepool Ensemble', 'Slow Currents', '2026-01-02T00:00:00Z'),
  entry(2, 'Arcade Sunrise', 'Pixel Reef', 'Neon', '2026-01-03T00:00:00Z'),
  entry(3, 'Kelp Forest', 'Tidepool Ensemble', null, '2026-01-01T00:00:00Z'),
];

const ids = (list: FavoriteEntry[]) => list.map((item) => item.track.id);

describe('orderFavorites', () => {
  it('puts the most recently favorited first by default, the oldest first ascending', () => {
    expect(ids(orderFavorites(entries, '-creation_date'))).toEqual([2, 1, 3]);
    expect(ids(orderFavorites(entries, 'creation_date'))).toEqual([3, 1, 2]);
  });

  it('orders by title without regard to case, both ways', () => {
    expect(ids(orderFavorites(entries, 'title'))).toEqual([2, 3, 1]);
    expect(ids(orderFavorites(entries, '-title'))).toEqual([1, 3, 2]);
  });

  it('orders by artist, ties most recently favorited first', () => {
    expect(ids(orderFavorites(entries, 'artist'))).toEqual([2, 1, 3]);
  });

  it('orders by album, a track without album first ascending', () => {
    expect(ids(orderFavorites(entries, 'album'))).toEqual([3, 2, 1]);
  });

  it('falls back to the default on an unknown field and leaves its input alone', () => {
    const input = entries.slice();
    expect(ids(orderFavorites(input, 'bogus'))).toEqual([2, 1, 3]);
    expect(ids(input)).toEqual([1, 2, 3]);
  });
});
