import { describe, expect, it } from 'vitest';
import { realPod, v1Example } from '../testing/fixtures';
import { podClient } from '../testing/queries';
import { json } from '../testing/responses';
import { getPlaylist, listPlaylists, listPlaylistTracks } from './api';

describe('playlist calls', () => {
  it('listPlaylists sends scope=me and its filters', async () => {
    const { http, fetchImpl } = podClient(json(v1Example('GET /api/v1/playlists/')), json(realPod('playlists.json')));
    const page = await listPlaylists(http, {
      scope: 'me',
      q: 'road',
      ordering: '-modification_date',
      page: 1,
      page_size: 25,
    });
    expect(page.ok && page.data.results[0]?.name).toBe('Dr. Jorge Ernser');
    expect(new URL(fetchImpl.calls[0]?.url ?? '').search).toBe(
      '?scope=me&q=road&ordering=-modification_date&page=1&page_size=25',
    );
    expect((await listPlaylists(http)).ok).toBe(true);
  });

  it('getPlaylist and listPlaylistTracks ask the detail and its tracks, sorted by index', async () => {
    const tracks = v1Example('GET /api/v1/playlists/{id}/tracks/') as {
      count: number;
      results: Array<Record<string, unknown>>;
    };
    const reversed = {
      ...tracks,
      results: tracks.results.map((entry, i) => ({ ...entry, index: tracks.results.length - 1 - i })),
    };
    const { http, fetchImpl } = podClient(json(v1Example('GET /api/v1/playlists/{id}/')), json(reversed));
    expect((await getPlaylist(http, 7590)).ok).toBe(true);
    const entries = await listPlaylistTracks(http, 7590);
    expect(entries.ok && entries.data.map((entry) => entry.index)).toEqual([0, 1]);
    expect(fetchImpl.calls.map((call) => new URL(call.url).pathname)).toEqual([
      '/api/v1/playlists/7590/',
      '/api/v1/playlists/7590/tracks/',
    ]);
  });
});
