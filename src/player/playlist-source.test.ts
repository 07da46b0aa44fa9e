// What a playlist's Play plays (issue 20), against the real demo pod (in-process, real HTTP, a
// network the test cuts), downloads rows and the persisted query cache on fake-indexeddb: one's own
// playlist in the order its page shows (the mirror with waiting edits, given here as its track ids),
// each track from what the device holds, the unknown ones counted; another's plays the pod's list.

import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDownload, putDownload, readKeptTracks } from '../db/downloads';
import { listQueryCacheRows } from '../db/query-cache';
import { ShoalDb, useDatabaseForTests } from '../db/schema';
import { createLogger } from '../logger';
import { detectApiBase } from '../sync/instance';
import { albumTracksQuery, listAlbumTracks, listArtists, listTracks, trackListQuery } from '../sync/catalogue';
import type { Track } from '../sync/catalogue';
import { listPlaylists, listPlaylistTracks, type PlaylistId } from '../sync/playlists';
import { login } from '../sync/session';
import { HttpClient } from '../sync/core';
import { createPersistedQueryOptions, readPersistedQueryData } from '../sync/query-cache';
import { cookieJar } from '../sync/testing/cookie-jar';
import { startDemoPod, type RunningPod } from '../sync/testing/demo-pod';
import { testNetwork, type TestNetwork } from '../sync/testing/network';
import { testQueryClient } from '../sync/testing/queries';
import { playlistPlayFrom, type PlaylistPlay, type PlaylistPlayDeps } from './playlist-source';
import { trackToQueueTrack } from './sources';
import type { QueueTrack } from './types';

const silent = () => undefined;
const quiet = createLogger({
  sink: { debug: silent, info: silent, warn: silent, error: silent, log: silent },
  production: false,
});

let running: RunningPod;
let network: TestNetwork;
let http: HttpClient;
let albumId: number;
let albumTracks: Track[];
let pixelReef: Track[];
let playlistId: number;
let playlistTracks: Track[];
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
  albumId = must(await listTracks(http, { q: 'Low Tide' }), 'Low Tide').results[0]?.album?.id ?? -1;
  albumTracks = must(await listAlbumTracks(http, albumId), 'Slow Currents');
  const pixelReefId = must(await listArtists(http, { q: 'Pixel Reef' }), 'Pixel Reef').results[0]?.id ?? -1;
  pixelReef = must(await listTracks(http, { artist: pixelReefId }), 'Pixel Reef').results;
  playlistId = must(await listPlaylists(http, { q: 'Evening swim' }), 'Evening swim').results[0]?.id ?? -1;
  playlistTracks = must(await listPlaylistTracks(http, playlistId), 'Evening swim').map((entry) => entry.track);
  expect([albumTracks.length, pixelReef.length >= 2, playlistTracks.length > 1]).toEqual([3, true, true]);
});

afterAll(async () => {
  await running.stop();
});

let n = 0;
beforeEach(() => {
  useDatabaseForTests(new ShoalDb(`playlist-source-test-${n++}`));
  attempts = [];
  network.mode = 'none';
  network.decide = (method, url) => {
    attempts.push(`${method} ${new URL(url).pathname}`);
    return network.mode;
  };
});

async function keep(tracks: readonly Track[]) {
  await putDownload({
    id: `album:${albumId}`,
    kind: 'album',
    objectId: albumId,
    title: 'kept',
    state: 'kept',
    tracks: tracks.map((track) => ({
      trackId: track.id,
      title: track.title,
      uploadUuid: track.uploads[0]?.uuid ?? 'none',
      listenUrl: `${running.url}api/v1/listen/${track.id}/`,
      size: 100,
      state: 'kept',
      track,
    })),
    createdAt: Date.now(),
    error: null,
  });
}

function deps(
  queryClient: QueryClient,
  own: { podId: number | null; trackIds: number[] | null } | null,
  options: { offline?: boolean; queued?: QueueTrack[] } = {},
): PlaylistPlayDeps & { asked: PlaylistId[] } {
  const asked: PlaylistId[] = [];
  return {
    asked,
    queryClient,
    http,
    keptTracks: readKeptTracks,
    download: getDownload,
    isOffline: () => options.offline ?? false,
    ownPlaylist: async (id) => (asked.push(id), own),
    persisted: (matches) => readPersistedQueryData(matches, { getScope: () => 'test', log: quiet }),
    queued: () => options.queued ?? [],
  };
}

/** Each entry as `<id>:<where it came from>`, and the count of unknown ones. */
function played(result: PlaylistPlay) {
  if (!result.ok) return result.error.messages.map((text) => text.key);
  return {
    entries: result.entries.map((entry) => ('queued' in entry ? `${entry.queued.id}:queue` : `${entry.track.id}`)),
    missing: result.missing,
  };
}

describe("a playlist's Play plays what its page shows, from what the device holds", () => {
  it('made offline (a local id): kept, listed, queued and persisted tracks in its order; an unknown one counted', async () => {
    const [, kelp, sea] = albumTracks as [Track, Track, Track];
    const [reefA, reefB] = pixelReef as [Track, Track];
    await keep([kelp]);
    // A list seen in an earlier session: only in the persisted query cache.
    const earlier = new QueryClient({
      defaultOptions: { queries: { ...createPersistedQueryOptions({ getScope: () => 'test', log: quiet }) } },
    });
    await earlier.fetchQuery(trackListQuery(http, { q: reefA.title }));
    await vi.waitFor(async () => expect(await listQueryCacheRows()).toHaveLength(1));
    // A list the screen shows now, in memory.
    const queryClient = testQueryClient();
    await queryClient.fetchQuery(albumTracksQuery(http, albumId));
    queryClient.removeQueries({ queryKey: albumTracksQuery(http, albumId).queryKey, exact: true });
    queryClient.setQueryData(['some', 'screen'], { results: [sea] });
    const queued = [trackToQueueTrack(reefB, running.url)];
    network.mode = 'down';
    attempts = [];

    const unknown = 999_999;
    const trackIds = [sea.id, unknown, kelp.id, reefB.id, reefA.id, kelp.id];
    const result = await playlistPlayFrom(
      deps(queryClient, { podId: null, trackIds }, { offline: true, queued }),
      'local-1',
    );
    expect(played(result)).toEqual({
      entries: [`${sea.id}`, `${kelp.id}`, `${reefB.id}:queue`, `${reefA.id}`, `${kelp.id}`],
      missing: 1,
    });
    expect(attempts).toEqual([]);
  });

  it("one's own, with a reorder still waiting: the mirror's order, the details from the pod's list", async () => {
    const reordered = [...playlistTracks].reverse().map((track) => track.id);
    const result = await playlistPlayFrom(
      deps(testQueryClient(), { podId: playlistId, trackIds: reordered }),
      playlistId,
    );
    expect(played(result)).toEqual({ entries: reordered.map(String), missing: 0 });
  });

  it("another user's playlist, or one whose track ids the mirror has not kept: the pod's list as it is", async () => {
    const inOrder = { entries: playlistTracks.map((track) => String(track.id)), missing: 0 };
    expect(played(await playlistPlayFrom(deps(testQueryClient(), null), playlistId))).toEqual(inOrder);
    expect(
      played(await playlistPlayFrom(deps(testQueryClient(), { podId: playlistId, trackIds: null }), playlistId)),
    ).toEqual(inOrder);
  });

  it("a local id that is not one of the user's plays nothing, and asks nothing", async () => {
    network.mode = 'down';
    attempts = [];
    expect(played(await playlistPlayFrom(deps(testQueryClient(), null), 'local-gone'))).toEqual({
      entries: [],
      missing: 0,
    });
    expect(attempts).toEqual([]);
  });
});
