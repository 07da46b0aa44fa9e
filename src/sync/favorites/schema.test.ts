import { describe, expect, it } from 'vitest';
import { realPod, v1Example } from '../testing/fixtures';
import { trackActivityPageSchema, trackActivitySchema } from './schema';

describe('favorite and listening schemas', () => {
  it('reads the documented favorites and listenings, each with a full track', () => {
    const favorites = trackActivityPageSchema.parse(v1Example('GET /api/v1/favorites/tracks/'));
    expect(favorites.results[0]).toMatchObject({ id: 1072, creation_date: '2024-01-17T18:54:33.752Z' });
    expect(favorites.results[0]?.track.title).toBe('texo');
    expect(favorites.results[0]?.user?.username).toBe('levi_larson');
    const listenings = trackActivityPageSchema.parse(v1Example('GET /api/v1/history/listenings/'));
    expect(listenings.results.map((item) => item.id)).toEqual([8457, 481]);
  });

  it('reads the empty favorites of a real pod', () => {
    expect(trackActivityPageSchema.parse(realPod('favorites_tracks.json')).results).toEqual([]);
  });

  it('refuses an item whose track is only an id (the shape of favorites/tracks/all/)', () => {
    expect(trackActivitySchema.safeParse({ id: 1, track: 3 }).success).toBe(false);
  });
});
