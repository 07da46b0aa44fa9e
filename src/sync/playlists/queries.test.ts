import { QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { v1Example } from '../testing/fixtures';
import { podClient, testQueryClient } from '../testing/queries';
import { json } from '../testing/responses';
import { HttpClientProvider } from '../core/client-context';
import { playlistKeys, playlistListQuery, playlistQuery, playlistTracksQuery, usePlaylistTracks } from './queries';

describe('playlist queries', () => {
  it('have their own key root', () => {
    expect(playlistKeys.list({ scope: 'me' })).toEqual(['playlists', 'list', { scope: 'me' }]);
    expect(playlistKeys.detail(3)).toEqual(['playlists', 'detail', 3]);
    expect(playlistKeys.tracks(3)).toEqual(['playlists', 'tracks', 3]);
  });

  it('fetch the list, one playlist and its entries', async () => {
    const { http } = podClient(
      json(v1Example('GET /api/v1/playlists/')),
      json(v1Example('GET /api/v1/playlists/{id}/')),
      json(v1Example('GET /api/v1/playlists/{id}/tracks/')),
    );
    const queryClient = testQueryClient();
    expect((await queryClient.fetchQuery(playlistListQuery(http, { scope: 'me' }))).results[0]?.ownerUsername).toBe(
      'loren_heaney',
    );
    expect((await queryClient.fetchQuery(playlistQuery(http, 7590))).name).toBe('Mrs. Patty Marquardt');
    expect(await queryClient.fetchQuery(playlistTracksQuery(http, 7590))).toHaveLength(2);
  });

  it('usePlaylistTracks gives the tracks alone, in order', () => {
    const queryClient = testQueryClient();
    const { http } = podClient(json({}));
    queryClient.setQueryData(playlistKeys.tracks(1), [
      { index: 0, track: { title: 'First' }, creationDate: null },
      { index: 1, track: { title: 'Second' }, creationDate: null },
    ]);
    function Probe() {
      const tracks = usePlaylistTracks(1);
      return createElement('p', null, tracks.data?.map((track) => track.title).join(', '));
    }
    const html = renderToString(
      createElement(
        QueryClientProvider,
        { client: queryClient },
        createElement(HttpClientProvider, { client: http }, createElement(Probe)),
      ),
    );
    expect(html).toContain('First, Second');
  });
});
