import { QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { v1Example } from '../testing/fixtures';
import { podClient, testQueryClient } from '../testing/queries';
import { json } from '../testing/responses';
import { HttpClientProvider } from '../core/client-context';
import { favoriteKeys, favoriteTracksQuery, useFavoriteTracks } from './queries';
import { listeningKeys, listeningsQuery } from '../listenings';

describe('favorite and listening queries', () => {
  it('are keyed by their params', () => {
    expect(favoriteKeys.tracks({ scope: 'me' })).toEqual(['favorites', 'tracks', { scope: 'me' }]);
    expect(listeningKeys.list({ scope: 'actor:a@pod' })).toEqual(['listenings', 'list', { scope: 'actor:a@pod' }]);
  });

  it('fetch pages of full tracks', async () => {
    const { http } = podClient(
      json(v1Example('GET /api/v1/favorites/tracks/')),
      json(v1Example('GET /api/v1/history/listenings/')),
    );
    const queryClient = testQueryClient();
    expect((await queryClient.fetchQuery(favoriteTracksQuery(http, { page_size: 6 }))).results[0]?.track.title).toBe(
      'texo',
    );
    expect((await queryClient.fetchQuery(listeningsQuery(http, { scope: 'actor:a@pod' }))).results).toHaveLength(2);
  });

  it('a disabled hook asks nothing (an anonymous visitor has no favorites)', () => {
    const { http, fetchImpl } = podClient(json(v1Example('GET /api/v1/favorites/tracks/')));
    function Probe() {
      const query = useFavoriteTracks({ page_size: 6 }, { enabled: false });
      return createElement('p', null, query.fetchStatus);
    }
    const html = renderToString(
      createElement(
        QueryClientProvider,
        { client: testQueryClient() },
        createElement(HttpClientProvider, { client: http }, createElement(Probe)),
      ),
    );
    expect(html).toContain('idle');
    expect(fetchImpl.calls).toHaveLength(0);
  });
});
