import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../core/http';
import { startDemoPod, type RunningPod } from '../testing/demo-pod';
import { realPod, v1Example } from '../testing/fixtures';
import { json, scriptedFetch, type Answer } from '../testing/responses';
import { checkInstance, fetchInstanceSettings, fetchNodeInfo } from '../instance';
import {
  getAlbum,
  getArtist,
  getTag,
  getTrack,
  listAlbums,
  listAlbumTracks,
  listArtists,
  listTags,
  listTracks,
} from './api';

const BASE = 'https://pod.example/api/v1/';

function client(...answers: Answer[]) {
  const fetchImpl = scriptedFetch(...answers);
  return { http: new HttpClient({ getApiBase: () => BASE, getCsrfToken: () => null, fetchImpl }), fetchImpl };
}

const asked = (fetchImpl: ReturnType<typeof scriptedFetch>, index = 0) => new URL(fetchImpl.calls[index]?.url ?? '');

describe('catalogue calls', () => {
  it('listArtists sends its filters and maps a real pod page', async () => {
    const { http, fetchImpl } = client(json(realPod('artists_after.json')));
    const result = await listArtists(http, {
      q: 'ora',
      ordering: '-creation_date',
      page: 1,
      page_size: 30,
      tag: ['a', 'b'],
      playable: true,
    });
    expect(result.ok && result.data.results[0]?.name).toBe('Oracle Artist');
    const url = asked(fetchImpl);
    expect(url.pathname).toBe('/api/v1/artists/');
    expect(url.search).toBe('?q=ora&ordering=-creation_date&page=1&page_size=30&tag=a&tag=b&playable=true');
  });

  it('getArtist, getAlbum, getTrack and getTag ask the detail paths', async () => {
    const { http, fetchImpl } = client(
      json(v1Example('GET /api/v1/artists/{id}/')),
      json(v1Example('GET /api/v1/albums/{id}/')),
      json(v1Example('GET /api/v1/tracks/{id}/')),
      json(v1Example('GET /api/v1/tags/{name}/')),
    );
    const artist = await getArtist(http, 4879);
    const album = await getAlbum(http, 8686);
    const track = await getTrack(http, 1199);
    const tag = await getTag(http, 'hip hop');
    expect([artist.ok, album.ok, track.ok, tag.ok]).toEqual([true, true, true, true]);
    expect(fetchImpl.calls.map((call) => new URL(call.url).pathname)).toEqual([
      '/api/v1/artists/4879/',
      '/api/v1/albums/8686/',
      '/api/v1/tracks/1199/',
      '/api/v1/tags/hip%20hop/',
    ]);
    expect(track.ok && track.data.uploads[0]?.bitrate).toBe(320000);
  });

  it('listAlbums, listTracks and listTags map their pages', async () => {
    const { http, fetchImpl } = client(
      json(realPod('albums.json')),
      json(realPod('tracks.json')),
      json(v1Example('GET /api/v1/tags/')),
    );
    const albums = await listAlbums(http, { artist: 1, ordering: '-creation_date' });
    const tracks = await listTracks(http, { album: 1, id: [1, 2], favorites: true });
    const tags = await listTags(http, { q: 'ro' });
    expect(albums.ok && albums.data.results[0]?.title).toBe('Oracle Album');
    expect(tracks.ok && tracks.data.results[0]?.title).toBe('Oracle Tone');
    expect(tags.ok && tags.data).toMatchObject({
      count: 123,
      next: 'https://demo.funkwhale.example/api/v1/tags/?page=3',
    });
    expect(asked(fetchImpl, 1).search).toBe('?album=1&id=1&id=2&favorites=true');
  });

  it('a malformed answer (missing id, wrong types) is an invalid-response error', async () => {
    const page = realPod('tracks.json') as { results: Array<Record<string, unknown>> };
    const { id: _id, ...noId } = page.results[0] ?? {};
    const { http } = client(
      json({ ...page, results: [noId] }),
      json({ ...page, results: [{ ...page.results[0], title: 42 }] }),
      json({ count: 'many', results: [] }),
    );
    for (let i = 0; i < 3; i += 1) {
      const result = await listTracks(http);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.kind).toBe('invalid-response');
        expect(result.error.messages[0]?.key).toBe('errors.invalidResponse');
      }
    }
  });

  it('a 401 of a pod that requires login comes back as unauthenticated', async () => {
    const { http } = client(json(realPod('anon_artists.json'), 401));
    const result = await listArtists(http);
    expect(!result.ok && result.error).toMatchObject({ kind: 'unauthenticated', status: 401 });
  });
});

describe('listAlbumTracks', () => {
  const track = (realPod('tracks.json') as { results: Array<Record<string, unknown>> }).results[0] ?? {};
  const page = (ids: number[], next: string | null) =>
    json({ count: 3, next, previous: null, results: ids.map((id) => ({ ...track, id })) });

  it('asks album=<id>&ordering=disc_number,position&page_size=50 with channel episodes, and follows next links', async () => {
    const { http, fetchImpl } = client(
      page([1, 2], 'https://pod.example/api/v1/tracks/?album=9&page=2'),
      page([3], null),
    );
    const result = await listAlbumTracks(http, 9);
    expect(result.ok && result.data.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(asked(fetchImpl).search).toBe('?album=9&ordering=disc_number%2Cposition&page_size=50&include_channels=true');
    expect(fetchImpl.calls[1]?.url).toBe('https://pod.example/api/v1/tracks/?album=9&page=2');
  });

  it('fails as a whole when a later page fails', async () => {
    const { http } = client(page([1], 'https://pod.example/api/v1/tracks/?page=2'), json({ detail: 'boom' }, 500));
    const result = await listAlbumTracks(http, 9);
    expect(!result.ok && result.error.kind).toBe('server-error');
  });
});

describe('the demo pod answers in shapes the client reads', () => {
  let running: RunningPod;
  let http: HttpClient;

  beforeAll(async () => {
    running = await startDemoPod();
    http = new HttpClient({ getApiBase: () => `${running.url}api/v2/`, getCsrfToken: () => null });
  });

  afterAll(async () => {
    await running?.stop();
  });

  it('passes the instance chooser check and gives node info and settings', async () => {
    expect((await checkInstance(running.url)).ok).toBe(true);
    const info = await fetchNodeInfo(http);
    expect(info.ok && info.data.softwareName).toBe('funkwhale');
    expect((await fetchInstanceSettings(http)).ok).toBe(true);
  });

  it('lists and details artists, albums, tracks and tags', async () => {
    const artists = await listArtists(http, { page_size: 5 });
    const albums = await listAlbums(http, { page_size: 5 });
    const tracks = await listTracks(http, { page_size: 5 });
    const tags = await listTags(http);
    for (const result of [artists, albums, tracks, tags]) {
      if (!result.ok) throw new Error(JSON.stringify(result.error));
      expect(result.data.results.length).toBeGreaterThan(0);
    }
    if (!artists.ok || !albums.ok || !tracks.ok) return;
    const artistId = artists.data.results[0]?.id ?? -1;
    // A private library's album lists its tracks without a file an anonymous caller may play.
    const album = albums.data.results.find((item) => item.isPlayable);
    expect((await getArtist(http, artistId)).ok).toBe(true);
    expect((await getAlbum(http, album?.id ?? -1)).ok).toBe(true);
    expect((await getTrack(http, tracks.data.results[0]?.id ?? -1)).ok).toBe(true);
    const albumTracks = await listAlbumTracks(http, album?.id ?? -1);
    expect(albumTracks.ok && albumTracks.data.length).toBe(album?.tracksCount);
    expect(albumTracks.ok && albumTracks.data.every((track) => track.uploads.length > 0)).toBe(true);
  });

  it('answers an unknown id with not-found', async () => {
    const missing = await getArtist(http, 999_999);
    expect(!missing.ok && missing.error.kind).toBe('not-found');
  });
});
