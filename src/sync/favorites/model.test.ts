import { describe, expect, it } from 'vitest';
import { trackActivityPageSchema } from './schema';
import { v1Example } from '../testing/fixtures';
import { mapPage } from '../core/model';
import { mapTrackActivity } from './model';

describe('favorites and listenings', () => {
  it('map to their full track, date, user and actor', () => {
    const page = mapPage(trackActivityPageSchema.parse(v1Example('GET /api/v1/favorites/tracks/')), mapTrackActivity);
    const favorite = page.results[0];
    expect(favorite).toMatchObject({ id: 1072, creationDate: '2024-01-17T18:54:33.752Z' });
    expect(favorite?.track).toMatchObject({
      id: 1480,
      title: 'texo',
      listenUrl: '/api/v1/listen/9d60ec8b-aad6-4692-9024-b721db939744/',
    });
    expect(favorite?.user).toMatchObject({ id: 4913, username: 'levi_larson' });
    expect(favorite?.actor?.fullUsername).toBeTypeOf('string');
    const listenings = mapPage(
      trackActivityPageSchema.parse(v1Example('GET /api/v1/history/listenings/')),
      mapTrackActivity,
    );
    expect(listenings.results.map((item) => item.track.title)).toHaveLength(2);
  });
});
