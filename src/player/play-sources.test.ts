// Where a header Play takes its tracks, against the real demo pod (in-process, real HTTP, with a
// network the test cuts) and downloads rows on fake-indexeddb: the query cache first (no request),
// the persisted cache after a reload, then the tracks the device keeps when the pod cannot answer.

import 'fake-indexeddb/auto';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDownload, putDownload, readKeptTracks, type DownloadKind, type DownloadTrackState } from '../db/downloads';
import { getDb, ShoalDb, useDatabaseForTests } from '../db/schema';
import { createLogger } from '../logger';
import { detectApiBase } from '../sync/instance';
import { listAlbumTracks, listArtists, listTracks, albumTracksQuery } from '../sync/catalogue';
import { listPlaylists, listPlaylistTracks } from '../sync/playlists';
import { login } from '../sync/session';
import { HttpClient } from '../sync/core';
import type { Track } from '../sync/catalogue';
import { createPersistedQueryOptions } from '../sync/query-cache';
import { cookieJar } from '../sync/testing/cookie-jar';
import { startDemoPod, type RunningPod } from '../sync/testing/demo-pod';
import { testNetwork, type TestNetwork } from '../sync/testing/network';
import { testQueryClient } from '../sync/testing/queries';
import { albumTracksFrom, artistTracksFrom, playlistTracksFrom, type PlaySourceDeps } from './play-sources';

const silent = () => undefined;
const quiet = createLogger({
  sink: { debug: silent, info: silent, warn: silent, error: silent, log: silent },
  production: false,
});

let running: RunningPod;
let network: TestNetwork;
let http: HttpClient;
/** Slow Currents by Tidepool Ensemble, in disc and position order. */
let albumId: number;
let albumTracks: Track[];
let tidepoolId: number;
let nightSwim: Track[];
let pixelReef: Track[];
let playlistId: number;
let playlistTracks: Track[];
/** Every request the HttpClient tried, sent or not. */
let attempts: string[];

function must<T>(result: { ok: true; data: T } | { ok: false }, what: string): T {
  if (!result.ok) throw new Error(`The demo pod did not list ${what}`);
  return result.data;
}

beforeAll(async () => {
  running = await startDemoPod();
  const jar = cookieJar();
  const base = await detectApiBase(running.url, jar.fetch);
  network = testNetwork(jar.fetch);
  http = new HttpClient({ getApiBase: () => base, getCsrfToken: () => jar.get('csrftoken'), fetchImpl: network.fetch });
  await jar.fetch(running.url, { headers: { Accept: 'text/html' } });
  if (!(await login(http, 'demo', 'demo')).ok) throw new Error('Could not log in as demo');
  const lowTide = must(await listTracks(http, { q: 'Low Tide' }), 'Low Tide').results[0];
  albumId = lowTide?.album?.id ?? -1;
  albumTracks = must(await listAlbumTracks(http, albumId), 'Slow Currents');
  tidepoolId = must(await listArtists(http, { q: 'Tidepool Ensemble' }), 'Tidepool Ensemble').results[0]?.id ?? -1;
  const nightSwimAlbum =
    must(await listTracks(http, { q: 'Night Swim' }), 'Night Swim').results.find(
      (track) => track.album?.title === 'Night Swim',
    )?.album?.id ?? -1;
  nightSwim = must(await listAlbumTracks(http, nightSwimAlbum), 'Night Swim');
  const pixelReefId = must(await listArtists(http, { q: 'Pixel Reef' }), 'Pixel Reef').results[0]?.id ?? -1;
  pixelReef = must(await listTracks(http, { artist: pixelReefId }), 'Pixel Reef').results;
  playlistId = must(await listPlaylists(http, { q: 'Evening swim' }), 'Evening swim').results[0]?.id ?? -1;
  playlistTracks = must(await listPlaylistTracks(http, playlistId), 'Evening swim').map((entry) => entry.track);
  expect([albumTracks.length, nightSwim.length > 0, pixelReef.length > 0, playlistTracks.length > 1]).toEqual([
    3,
    true,
    true,
    true,
  ]);
});

afterAll(async () => {
  await running.stop();
});

let n = 0;
beforeEach(() => {
  useDatabaseForTests(new ShoalDb(`play-sources-test-${n++}`));
  attempts = [];
  network.mode = 'none';
  network.decide = (method, url) => {
    attempts.push(`${method} ${new URL(url).pathname}${new URL(url).search}`);
    return network.mode;
  };
});

afterEach(() => {
  onlineManager.setOnline(true);
});

/** A download row of these tracks, all kept unless `states` says otherwise. */
async function keep(kind: DownloadKind, objectId: number, tracks: readonly Track[], states: DownloadTrackState[] = []) {
  await putDownload({
    id: kind === 'favorites' ? 'favorites' : `${kind}:${objectId}`,
    kind,
    objectId,
    title: `${kind} ${objectId}`,
    state: 'kept',
    tracks: tracks.map((track, index) => ({
      trackId: track.id,
      title: track.title,
      uploadUuid: track.uploads[0]?.uuid ?? 'none',
      listenUrl: `${running.url}api/v1/listen/${track.id}/`,
      size: 100,
      state: states[index] ?? 'kept',
      track,
    })),
    createdAt: Date.now(),
    error: null,
  });
}

function deps(queryClient: QueryClient, options: { offline?: boolean } = {}): PlaySourceDeps {
  return {
    queryClient,
    http,
    keptTracks: readKeptTracks,
    download: getDownload,
    isOffline: () => options.offline ?? false,
  };
}

const ids = (tracks: readonly Track[]) => tracks.map((track) => track.id);
const tracksOf = (result: Awaited<ReturnType<typeof albumTracksFrom>>) =>
  result.ok ? ids(result.tracks) : result.error.messages.map((text) => text.key);

describe('a header Play takes its tracks from what the device holds first', () => {
  it('an album the screen has listed plays from the query cache, with no request', async () => {
    const queryClient = testQueryClient();
    await queryClient.fetchQuery(albumTracksQuery(http, albumId));
    attempts = [];
    expect(tracksOf(await albumTracksFrom(deps(queryClient), albumId))).toEqual(ids(albumTracks));
    expect(attempts).toEqual([]);
  });

  it('after a reload, the persisted query cache answers before the network: no request', async () => {
    // As the app builds its client: persisted per query, fresh for a minute.
    const appClient = () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            ...createPersistedQueryOptions({ getScope: () => 'test', log: quiet }),
            staleTime: 60_000,
            gcTime: Infinity,
          },
        },
      });
    await appClient().fetchQuery(albumTracksQuery(http, albumId));
    await vi.waitFor(async () => expect(await getDb().queryCache.count()).toBe(1));
    attempts = [];
    network.mode = 'down';
    expect(tracksOf(await albumTracksFrom(deps(appClient()), albumId))).toEqual(ids(albumTracks));
    expect(attempts).toEqual([]);
  });

  it('offline, an album kept for offline use plays its kept tracks in disc and position order, asking nothing', async () => {
    // Kept in another order, one of them not kept yet.
    await keep('album', albumId, [albumTracks[2], albumTracks[0], albumTracks[1]] as Track[], [
      'kept',
      'kept',
      'pending',
    ]);
    const result = await albumTracksFrom(deps(testQueryClient(), { offline: true }), albumId);
    expect(tracksOf(result)).toEqual(ids([albumTracks[0], albumTracks[2]] as Track[]));
    expect(attempts).toEqual([]);
  });

  it('a pod that does not answer (not yet known offline): one attempt, then the kept tracks', async () => {
    await keep('album', albumId, albumTracks);
    network.mode = 'down';
    const result = await albumTracksFrom(deps(testQueryClient()), albumId);
    expect(tracksOf(result)).toEqual(ids(albumTracks));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toContain('/tracks/');
  });

  it("offline, an artist's Play takes that artist's kept tracks, whatever kept them, by release", async () => {
    await keep('album', albumId, albumTracks);
    // A playlist kept a Night Swim track (Tidepool Ensemble too) and a Pixel Reef one.
    await keep('playlist', 9999, [pixelReef[0], nightSwim[0]] as Track[]);
    const result = await artistTracksFrom(deps(testQueryClient(), { offline: true }), tidepoolId);
    const expected = [...albumTracks, nightSwim[0] as Track].sort(
      (a, b) =>
        (a.album?.releaseDate ?? '').localeCompare(b.album?.releaseDate ?? '') ||
        (a.album?.id ?? 0) - (b.album?.id ?? 0) ||
        (a.position ?? 0) - (b.position ?? 0),
    );
    expect(tracksOf(result)).toEqual(ids(expected));
    expect(tracksOf(result)).not.toContain(pixelReef[0]?.id);
  });

  it("offline, a playlist's Play takes its download, in the download's order; not kept, the connectivity message", async () => {
    const offline = deps(testQueryClient(), { offline: true });
    expect(tracksOf(await playlistTracksFrom(offline, playlistId))).toEqual(['errors.connectivity']);
    await keep('playlist', playlistId, [...playlistTracks].reverse());
    expect(tracksOf(await playlistTracksFrom(offline, playlistId))).toEqual(ids([...playlistTracks].reverse()));
    expect(attempts).toEqual([]);
  });

  it('offline with nothing of it kept: the connectivity message, at once', async () => {
    await keep('playlist', 9999, pixelReef);
    const result = await albumTracksFrom(deps(testQueryClient(), { offline: true }), albumId);
    expect(tracksOf(result)).toEqual(['errors.connectivity']);
    expect(attempts).toEqual([]);
  });

  it("a fetch of the screen's that paused for the network does not hold the Play", async () => {
    await keep('album', albumId, albumTracks);
    onlineManager.setOnline(false);
    network.mode = 'down';
    const queryClient = testQueryClient();
    // What the album screen's query does with no network: it fails once, then waits for the network.
    void queryClient.prefetchQuery({
      ...albumTracksQuery(http, albumId),
      networkMode: 'offlineFirst',
      retry: 3,
      retryDelay: 10,
    });
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(albumTracksQuery(http, albumId).queryKey)?.fetchStatus).toBe('paused'),
    );
    expect(tracksOf(await albumTracksFrom(deps(queryClient), albumId))).toEqual(ids(albumTracks));
  });
});
