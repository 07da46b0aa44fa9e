import { describe, expect, it } from 'vitest';
import { v1Example } from '../testing/fixtures';
import { podClient } from '../testing/queries';
import { json } from '../testing/responses';
import { getChannel, listChannels } from './api';

describe('channel calls', () => {
  it('listChannels sends its filters and maps the page', async () => {
    const { http, fetchImpl } = podClient(json(v1Example('GET /api/v1/channels/')));
    const result = await listChannels(http, {
      q: 'pod',
      tag: ['jazz', 'live'],
      scope: 'all',
      subscribed: true,
      ordering: '-creation_date',
      page: 2,
      page_size: 30,
    });
    expect(result.ok && result.data.results[0]?.artist.name).toBe('Beatrice Friesen');
    const url = new URL(fetchImpl.calls[0]?.url ?? '');
    expect(url.pathname).toBe('/api/v1/channels/');
    expect(url.search).toBe(
      '?q=pod&tag=jazz&tag=live&scope=all&subscribed=true&ordering=-creation_date&page=2&page_size=30',
    );
  });

  it('getChannel takes a uuid or name@domain', async () => {
    const { http, fetchImpl } = podClient(json(v1Example('GET /api/v1/channels/{composite}/')));
    const byUuid = await getChannel(http, '80aedd3e-8a3d-4299-b677-6a1c2bde3ddb');
    expect(byUuid.ok && byUuid.data.subscriptionsCount).toBe(12);
    await getChannel(http, 'news@pod.example');
    expect(fetchImpl.calls.map((call) => new URL(call.url).pathname)).toEqual([
      '/api/v1/channels/80aedd3e-8a3d-4299-b677-6a1c2bde3ddb/',
      '/api/v1/channels/news%40pod.example/',
    ]);
  });

  it('a pod with channels turned off answers 405 with an empty body: an error, not a crash', async () => {
    const { http } = podClient(new Response(null, { status: 405 }));
    const result = await listChannels(http);
    expect(!result.ok && result.error).toMatchObject({ kind: 'other', status: 405 });
  });
});
