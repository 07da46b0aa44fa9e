import { describe, expect, it } from 'vitest';
import { realPod, v1Example } from '../testing/fixtures';
import { podClient } from '../testing/queries';
import { json } from '../testing/responses';
import { listTracks } from '../catalogue';
import { FAVORITES_PAGE_SIZE, listFavoriteTracks } from './api';

describe('favorites calls', () => {
  it('listFavoriteTracks maps items with full tracks', async () => {
    const { http, fetchImpl } = podClient(
      json(v1Example('GET /api/v1/favorites/tracks/')),
      json(realPod('favorites_tracks.json')),
    );
    const page = await listFavoriteTracks(http, {
      scope: 'me',
      ordering: '-creation_date',
      page_size: FAVORITES_PAGE_SIZE,
    });
    expect(page.ok && page.data.results[0]?.track.title).toBe('texo');
    expect(new URL(fetchImpl.calls[0]?.url ?? '').search).toBe('?scope=me&ordering=-creation_date&page_size=50');
    const empty = await listFavoriteTracks(http);
    expect(empty.ok && empty.data).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('tracks/?favorites=true lists favorites as tracks', async () => {
    const { http, fetchImpl } = podClient(json(realPod('tracks.json')));
    await listTracks(http, { favorites: true, page_size: 50 });
    expect(new URL(fetchImpl.calls[0]?.url ?? '').search).toBe('?favorites=true&page_size=50');
  });
});
