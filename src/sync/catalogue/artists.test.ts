import { QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { realPod, v1Example } from '../testing/fixtures';
import { podClient, testQueryClient } from '../testing/queries';
import { json } from '../testing/responses';
import { artistKeys, artistListQuery, artistQuery, useArtist, useArtists } from './artists';
import { HttpClientProvider } from '../core/client-context';
import { ApiRequestError } from '../core/query-errors';

describe('artistKeys', () => {
  it('nests lists and details under one root, so one invalidation reaches them all', () => {
    expect(artistKeys.all).toEqual(['artists']);
    expect(artistKeys.list({ q: 'a', page: 2 })).toEqual(['artists', 'list', { q: 'a', page: 2 }]);
    expect(artistKeys.detail(3)).toEqual(['artists', 'detail', 3]);
    expect(artistKeys.list({}).slice(0, 2)).toEqual(artistKeys.lists());
  });
});

describe('artist queries', () => {
  it('fetch and map through the HttpClient, offline first', async () => {
    const { http, fetchImpl } = podClient(
      json(realPod('artists_after.json')),
      json(v1Example('GET /api/v1/artists/{id}/')),
    );
    const queryClient = testQueryClient();
    const page = await queryClient.fetchQuery(artistListQuery(http, { q: 'oracle' }));
    expect(page.results[0]?.name).toBe('Oracle Artist');
    expect(new URL(fetchImpl.calls[0]?.url ?? '').search).toBe('?q=oracle');
    const artist = await queryClient.fetchQuery(artistQuery(http, 4879));
    expect(artist.name).toBe("Peter O'Connell");
    expect(artistListQuery(http).networkMode).toBe('offlineFirst');
  });

  it('reject with an ApiRequestError carrying the ApiError', async () => {
    const { http } = podClient(json({ detail: 'Not found.' }, 404));
    const failure = testQueryClient().fetchQuery(artistQuery(http, 1));
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ apiError: { kind: 'not-found', status: 404 } });
  });
});

describe('artist hooks', () => {
  it('read the cache under the factory keys with the context client', () => {
    const queryClient = testQueryClient();
    const { http } = podClient(json({}));
    queryClient.setQueryData(artistKeys.list({ q: 'x' }), {
      count: 1,
      next: null,
      previous: null,
      results: [{ name: 'Cached Artist' }],
    });
    queryClient.setQueryData(artistKeys.detail(5), { name: 'Cached Detail' });
    function Probe() {
      const list = useArtists({ q: 'x' });
      const one = useArtist(5);
      return createElement('p', null, `${list.data?.results[0]?.name} / ${one.data?.name}`);
    }
    const html = renderToString(
      createElement(
        QueryClientProvider,
        { client: queryClient },
        createElement(HttpClientProvider, { client: http }, createElement(Probe)),
      ),
    );
    expect(html).toContain('Cached Artist / Cached Detail');
  });

  it('need an HttpClientProvider', () => {
    function Probe() {
      useArtists();
      return null;
    }
    const render = () =>
      renderToString(createElement(QueryClientProvider, { client: testQueryClient() }, createElement(Probe)));
    expect(render).toThrow(/HttpClientProvider/);
  });
});
