import { describe, expect, it } from 'vitest';
import { realPod } from '../testing/fixtures';
import { podClient, testQueryClient } from '../testing/queries';
import { json } from '../testing/responses';
import { albumTracksQuery, trackKeys, trackListQuery, trackQuery } from './tracks';

describe('track queries', () => {
  it('have their own key root, album track lists apart from paged lists', () => {
    expect(trackKeys.list({ album: 1 })).toEqual(['tracks', 'list', { album: 1 }]);
    expect(trackKeys.detail(2)).toEqual(['tracks', 'detail', 2]);
    expect(trackKeys.album(1)).toEqual(['tracks', 'album', 1]);
  });

  it('useAlbumTracks asks album=<id>&ordering=disc_number,position&page_size=50, channel episodes included', async () => {
    const { http, fetchImpl } = podClient(json(realPod('tracks.json')));
    const tracks = await testQueryClient().fetchQuery(albumTracksQuery(http, 1));
    expect(tracks.map((track) => track.title)).toEqual(['Oracle Tone']);
    const url = new URL(fetchImpl.calls[0]?.url ?? '');
    expect(url.pathname).toBe('/api/v1/tracks/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      album: '1',
      ordering: 'disc_number,position',
      page_size: '50',
      include_channels: 'true',
    });
  });

  it('fetch lists and details', async () => {
    const track = (realPod('tracks.json') as { results: unknown[] }).results[0];
    const { http } = podClient(json(realPod('tracks.json')), json(track));
    const queryClient = testQueryClient();
    expect((await queryClient.fetchQuery(trackListQuery(http, { q: 'tone' }))).count).toBe(1);
    expect((await queryClient.fetchQuery(trackQuery(http, 1))).uploads).toHaveLength(1);
  });
});
