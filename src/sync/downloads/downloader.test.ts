// The downloads machine against the real demo pod (in-process, real HTTP), on fake-indexeddb, with
// an in-memory Cache Storage (the layer under test is the downloader, not the browser's cache).

import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { audioCacheKey, KEPT_AUDIO_CACHE } from '../../audio-cache';
import { getDownload, readDownloads, type DownloadRow } from '../../db/downloads';
import { ShoalDb, useDatabaseForTests } from '../../db/schema';
import { createLogger } from '../../logger';
import { detectApiBase } from '../instance';
import { listTracks } from '../catalogue';
import { listPlaylists } from '../playlists';
import { fetchProfile, login } from '../session';
import { HttpClient } from '../core/http';
import type { UiText } from '../core/errors';
import type { Track } from '../catalogue';
import { cookieJar, type CookieJar } from '../testing/cookie-jar';
import { startDemoPod, type RunningPod } from '../testing/demo-pod';
import { createDownloader, type AudioCache, type AudioCacheStorage, type DownloaderDeps } from './downloader';
import { DOWNLOAD_ERRORS } from './download-files';

/** A Cache Storage in memory: put, match, delete, and a way to refuse a put (quota). */
function memoryCaches() {
  const stores = new Map<string, Map<string, { body: ArrayBuffer; headers: Headers }>>();
  const state = { refusePut: null as null | ((key: string) => boolean) };
  const storage: AudioCacheStorage = {
    async open(name) {
      let store = stores.get(name);
      if (!store) stores.set(name, (store = new Map()));
      const entries = store;
      const cache: AudioCache = {
        async put(key, response) {
          if (state.refusePut?.(key)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          entries.set(key, { body: await response.arrayBuffer(), headers: response.headers });
        },
        async match(key) {
          const entry = entries.get(key);
          return entry ? new Response(entry.body.slice(0), { status: 200, headers: entry.headers }) : undefined;
        },
        async delete(key) {
          return entries.delete(key);
        },
      };
      return cache;
    },
  };
  const kept = () => [...(stores.get(KEPT_AUDIO_CACHE)?.keys() ?? [])].sort();
  return { storage, state, kept };
}

const silent = () => undefined;
const quiet = createLogger({
  sink: { debug: silent, info: silent, warn: silent, error: silent, log: silent },
  production: false,
});

let running: RunningPod;
let jar: CookieJar;
let http: HttpClient;
let listenToken: string | null;
let albumId: number;
let albumTracks: Track[];
let playlistId: number;
let favorites: Track[];

beforeAll(async () => {
  running = await startDemoPod();
  jar = cookieJar();
  const base = await detectApiBase(running.url, jar.fetch);
  http = new HttpClient({ getApiBase: () => base, getCsrfToken: () => jar.get('csrftoken'), fetchImpl: jar.fetch });
  await jar.fetch(running.url, { headers: { Accept: 'text/html' } });
  if (!(await login(http, 'demo', 'demo')).ok) throw new Error('Could not log in as demo');
  const profile = await fetchProfile(http);
  listenToken = profile.ok ? (profile.data?.listenToken ?? null) : null;
  const lowTide = await listTracks(http, { q: 'Low Tide' });
  if (!lowTide.ok || !lowTide.data.results[0]?.album) throw new Error('No Low Tide on the demo pod');
  albumId = lowTide.data.results[0].album.id;
  const tracks = await listTracks(http, { album: albumId, ordering: 'position' as never });
  albumTracks = tracks.ok ? tracks.data.results : [];
  const playlists = await listPlaylists(http, { q: 'Evening swim' });
  playlistId = playlists.ok ? (playlists.data.results[0]?.id ?? -1) : -1;
  const favs = await listTracks(http, { favorites: true });
  favorites = favs.ok ? favs.data.results : [];
});
afterAll(async () => {
  await running.stop();
});

let n = 0;
beforeEach(() => {
  useDatabaseForTests(new ShoalDb(`downloader-test-${n++}`));
});
afterEach(() => undefined);

interface Fetched {
  url: string;
  range: string | null;
}

function setup(overrides: Partial<DownloaderDeps> = {}) {
  const caches = memoryCaches();
  const fetched: Fetched[] = [];
  const messages: UiText[] = [];
  const deps: DownloaderDeps = {
    http,
    fetchImpl: async (url, init) => {
      fetched.push({ url, range: new Headers(init.headers).get('Range') });
      return jar.fetch(url, init);
    },
    caches: caches.storage,
    session: () => ({ instanceUrl: running.url, listenToken, authenticated: true }),
    canPlayType: (type) => (['audio/mpeg', 'audio/ogg'].includes(type) ? 'probably' : ''),
    estimate: null,
    favorites: async () => favorites,
    notify: (text) => messages.push(text),
    logger: quiet,
    ...overrides,
  };
  return { downloader: createDownloader(deps), caches, fetched, messages, deps };
}

const keyOf = (row: DownloadRow | null, trackId: number) =>
  audioCacheKey(row?.tracks.find((t) => t.trackId === trackId)?.listenUrl ?? 'http://x/');

describe('downloading an album', () => {
  it('keeps every track whole, one at a time, with its progress in Dexie, under the key without the token', async () => {
    const progress: string[] = [];
    const { downloader, caches, fetched } = setup({
      fetchImpl: async (url, init) => {
        const row = await getDownload(`album:${albumId}`);
        progress.push(row?.tracks.map((t) => t.state[0]).join('') ?? '');
        fetched.push({ url, range: new Headers(init.headers).get('Range') });
        return jar.fetch(url, init);
      },
    });
    await downloader.downloadAlbum(albumId, 'Slow Currents');
    const row = await getDownload(`album:${albumId}`);
    expect(albumTracks.length).toBe(3);
    expect(progress).toEqual(['ppp', 'kpp', 'kkp']);
    expect(row).toMatchObject({ state: 'kept', title: 'Slow Currents', error: null });
    expect(row?.tracks.every((t) => t.state === 'kept' && (t.size ?? 0) > 0)).toBe(true);
    expect(row?.bytes).toBe(row?.tracks.reduce((sum, t) => sum + (t.size ?? 0), 0));
    expect(fetched.every((f) => f.range === null)).toBe(true);
    if (listenToken) expect(fetched.every((f) => new URL(f.url).searchParams.get('token') === listenToken)).toBe(true);
    expect(caches.kept()).toEqual(row?.tracks.map((t) => audioCacheKey(t.listenUrl)).sort());
    expect(
      caches.kept().every((key) => !key.includes('token=') && key.startsWith(running.url) && key.includes('upload=')),
    ).toBe(true);
    // The kept bytes are the file the pod serves.
    const cache = await caches.storage.open(KEPT_AUDIO_CACHE);
    const first = await cache.match(keyOf(row, albumTracks[0]!.id));
    const original = await jar.fetch(row!.tracks[0]!.listenUrl);
    expect((await first!.arrayBuffer()).byteLength).toBe((await original.arrayBuffer()).byteLength);
  });

  it('downloading it again while kept fetches nothing', async () => {
    const { downloader, fetched } = setup();
    await downloader.downloadAlbum(albumId, 'Slow Currents');
    const count = fetched.length;
    await downloader.downloadAlbum(albumId, 'Slow Currents');
    expect(fetched.length).toBe(count);
  });

  it('fetches the title from the pod when none is given', async () => {
    const { downloader } = setup();
    await downloader.downloadAlbum(albumId);
    expect((await getDownload(`album:${albumId}`))?.title).toBe('Slow Currents');
  });
});

describe('a reload in the middle', () => {
  it('resumes at start, skipping the tracks already kept', async () => {
    // The page goes away while the second file is on its way: that fetch never answers.
    const hang = new Promise<Response>(() => undefined);
    let calls = 0;
    const first = setup({
      fetchImpl: async (url, init) => {
        calls += 1;
        return calls === 2 ? hang : jar.fetch(url, init);
      },
    });
    void first.downloader.downloadAlbum(albumId, 'Slow Currents');
    for (let i = 0; i < 200 && calls < 2; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await getDownload(`album:${albumId}`))?.tracks.map((t) => t.state)).toEqual(['kept', 'pending', 'pending']);
    // A new page starts on the same database and cache.
    expect((await getDownload(`album:${albumId}`))?.state).toBe('downloading');
    const second = setup({ caches: first.caches.storage });
    await second.downloader.resumeDownloads();
    const row = await getDownload(`album:${albumId}`);
    expect(row?.state).toBe('kept');
    expect(second.fetched).toHaveLength(2);
    expect(second.fetched.map((f) => f.url).some((url) => url.includes(row!.tracks[0]!.uploadUuid))).toBe(false);
  });

  it('a lost connection pauses it; it goes on when asked to resume paused downloads', async () => {
    let down = true;
    const { downloader, fetched } = setup({
      fetchImpl: async (url, init) => {
        fetched.push({ url, range: null });
        if (down && fetched.length === 2) throw new TypeError('Failed to fetch');
        return jar.fetch(url, init);
      },
    });
    await downloader.downloadAlbum(albumId, 'Slow Currents');
    expect(await getDownload(`album:${albumId}`)).toMatchObject({
      state: 'paused',
      error: { key: DOWNLOAD_ERRORS.connection },
    });
    down = false;
    await downloader.resumeDownloads();
    expect((await getDownload(`album:${albumId}`))?.state).toBe('paused');
    await downloader.resumeDownloads({ paused: true });
    expect((await getDownload(`album:${albumId}`))?.state).toBe('kept');
  });
});

describe('removing a download', () => {
  it('deletes the files no other download keeps, then the row; a track shared with a playlist stays', async () => {
    const { downloader, caches, fetched } = setup();
    await downloader.downloadAlbum(albumId, 'Slow Currents');
    await downloader.downloadPlaylist(playlistId, 'Evening swim');
    const album = await getDownload(`album:${albumId}`);
    const playlist = await getDownload(`playlist:${playlistId}`);
    expect(playlist?.state).toBe('kept');
    const shared = album!.tracks.filter((t) => playlist!.tracks.some((p) => p.listenUrl === t.listenUrl));
    expect(shared.map((t) => t.title)).toEqual(['Sea Glass']);
    // The shared file was already kept: the playlist did not fetch it again.
    expect(fetched.filter((f) => f.url.includes(shared[0]!.uploadUuid))).toHaveLength(1);

    await downloader.removeDownload(`album:${albumId}`);
    expect(await getDownload(`album:${albumId}`)).toBeNull();
    expect(caches.kept()).toEqual(playlist!.tracks.map((t) => audioCacheKey(t.listenUrl)).sort());
    await downloader.removeDownload(`playlist:${playlistId}`);
    expect(caches.kept()).toEqual([]);
    expect(await readDownloads()).toEqual([]);
  });

  it('removing the favorites download while it runs stops it and leaves no file behind', async () => {
    let calls = 0;
    const ctx = setup({
      fetchImpl: async (url, init) => {
        calls += 1;
        if (calls === 2) await ctx.downloader.removeDownload('favorites');
        return jar.fetch(url, init);
      },
    });
    await ctx.downloader.downloadFavorites();
    await ctx.downloader.idle();
    expect(await getDownload('favorites')).toBeNull();
    expect(ctx.caches.kept()).toEqual([]);
    expect(calls).toBe(2);
  });
});

describe('quota', () => {
  it('a put refused for quota stops the download with a message and keeps what was kept', async () => {
    const ctx = setup();
    let puts = 0;
    ctx.caches.state.refusePut = () => ++puts === 2;
    await ctx.downloader.downloadFavorites('');
    const row = await getDownload('favorites');
    expect(favorites.length).toBe(3);
    expect(row).toMatchObject({ state: 'errored', error: { key: DOWNLOAD_ERRORS.quota } });
    expect(row?.tracks.map((t) => t.state)).toEqual(['kept', 'pending', 'pending']);
    expect(ctx.caches.kept()).toEqual([audioCacheKey(row!.tracks[0]!.listenUrl)]);
    expect(ctx.fetched).toHaveLength(2);
    expect(ctx.messages).toEqual([{ key: 'downloads.quotaFavorites' }]);
    // Room again: trying again keeps the rest, the first is not fetched again.
    ctx.caches.state.refusePut = null;
    await ctx.downloader.retryDownload('favorites');
    expect((await getDownload('favorites'))?.state).toBe('kept');
    expect(ctx.fetched).toHaveLength(4);
  });

  it('a storage estimate with no room left stops before fetching the file', async () => {
    let usage = 0;
    const ctx = setup({ estimate: async () => ({ quota: 200_000, usage }) });
    ctx.caches.state.refusePut = () => {
      usage = 199_000;
      return false;
    };
    await ctx.downloader.downloadAlbum(albumId, 'Slow Currents');
    const row = await getDownload(`album:${albumId}`);
    expect(row).toMatchObject({ state: 'errored', error: { key: DOWNLOAD_ERRORS.quota } });
    expect(row?.tracks.map((t) => t.state)).toEqual(['kept', 'pending', 'pending']);
    expect(ctx.fetched).toHaveLength(1);
    expect(ctx.messages).toEqual([{ key: 'downloads.quotaMessage', params: { title: 'Slow Currents' } }]);
  });
});

describe('a file the pod refuses', () => {
  it('marks that track errored, keeps the others, and says how many failed', async () => {
    const { downloader } = setup({
      fetchImpl: async (url, init) =>
        url.includes(albumTracks[1]!.uploads[0]!.uuid) ? new Response('gone', { status: 404 }) : jar.fetch(url, init),
    });
    await downloader.downloadAlbum(albumId, 'Slow Currents');
    const row = await getDownload(`album:${albumId}`);
    expect(row).toMatchObject({ state: 'errored', error: { key: DOWNLOAD_ERRORS.someFailed, params: { count: 1 } } });
    expect(row?.tracks.map((t) => t.state)).toEqual(['kept', 'errored', 'kept']);
  });

  it('without a Cache Storage, says so', async () => {
    const { downloader, messages } = setup({ caches: null });
    await downloader.downloadAlbum(albumId, 'Slow Currents');
    expect(await getDownload(`album:${albumId}`)).toMatchObject({
      state: 'errored',
      error: { key: DOWNLOAD_ERRORS.unsupported },
    });
    expect(messages).toEqual([{ key: DOWNLOAD_ERRORS.unsupported }]);
  });
});
