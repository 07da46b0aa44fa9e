import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FavoriteValue } from '../../db/favorites';
import { getMirrorRow, readMirror, readSyncMeta } from '../../db/mirror';
import { expireFavoriteTrack, FAVORITE_DETAILS_TTL_MS, readFavoriteCounts } from '../../db/favorites';
import { readOutbox } from '../../db/outbox';
import { getDb } from '../../db/schema';
import { seedSynthetic } from '../../../pod/synthetic';
import { enqueueWrite } from '../outbox';
import { startOutboxHarness, type OutboxHarness } from '../testing/outbox-harness';
import { DETAILS_CURSOR_KEY, fetchFavoriteDetails } from './details';
import { pullMirror } from '../mirrors';

let h: OutboxHarness;
let synthetic: number[];
beforeEach(async () => {
  h = await startOutboxHarness();
  // 250 more tracks for demo to favorite (the seed gives demo 3 favorites).
  seedSynthetic(h.running.pod.ctx, { artists: 5, albumsPerArtist: 5, tracksPerAlbum: 10, favorites: 0 });
  synthetic = h
    .sql<{ id: number }>(
      "SELECT t.id FROM tracks t JOIN uploads u ON u.track_id = t.id WHERE u.import_reference = 'synthetic' ORDER BY t.id",
    )
    .map((row) => row.id);
});
afterEach(async () => {
  await h.stop();
});

/** Favorites for demo on the pod, each a second older than the one before, from `newest` back. */
function favoriteOnPod(trackIds: number[], newest = Date.now() - 60 * 24 * 3600 * 1000): void {
  trackIds.forEach((id, index) =>
    h.exec(
      'INSERT INTO favorites (user_id, track_id, creation_date) VALUES (?, ?, ?)',
      h.demoId,
      id,
      new Date(newest - index * 1000).toISOString(),
    ),
  );
}

const favoritesOnPod = () =>
  h
    .sql<{ track_id: number }>('SELECT track_id FROM favorites WHERE user_id = ? ORDER BY track_id', h.demoId)
    .map((row) => row.track_id);
const mirrored = async () => (await readMirror('favorite')).map((value) => value.trackId).sort((a, b) => a - b);
const withTrack = async () => (await readMirror('favorite')).filter((value) => value.track !== null).length;
/** Requests since the last call, as `path?query` without the API prefix. */
function requests(): string[] {
  const sent = h.network.delivered.splice(0).map((line) => line.replace(/^GET \/api\/v[12]\//, ''));
  return sent;
}

/** Pages of `favorites/tracks/` the client asks for, in order (the network's `decide` sees the query). */
function watchPages(cut?: (page: number, nth: number) => boolean): number[] {
  const pages: number[] = [];
  h.network.decide = (_method, url) => {
    const parsed = new URL(url);
    if (!/\/favorites\/tracks\/$/.test(parsed.pathname)) return 'none';
    const page = Number(parsed.searchParams.get('page') ?? 1);
    pages.push(page);
    return cut?.(page, pages.length) ? 'down' : 'none';
  };
  return pages;
}

describe('favorites, ids first', () => {
  it('login: the ids in one request, at once; the tracks in pages of 50; a start where nothing changed is one request', async () => {
    favoriteOnPod(synthetic.slice(0, 120));
    h.network.delivered.length = 0;
    expect((await pullMirror(h.http, h.scope, 'favorite')).ok).toBe(true);
    expect(requests()).toEqual(['favorites/tracks/all/']);
    expect(await readFavoriteCounts()).toEqual({ total: 123, withoutTrack: 123 });

    const pages = watchPages();
    const pass = await fetchFavoriteDetails(h.http, h.scope);
    expect(pass).toMatchObject({ ok: true, data: { requests: 3, fetched: 123, unlisted: 0 } });
    expect(pages).toEqual([1, 2, 3]);
    expect(await readFavoriteCounts()).toEqual({ total: 123, withoutTrack: 0 });
    expect(await withTrack()).toBe(123);
    // The seed's newest favorite, with its track and the pod's date.
    expect((await getMirrorRow('favorite', '2'))?.local).toMatchObject({
      trackId: 2,
      track: { id: 2, title: 'Kelp Forest' },
      creationDate: expect.any(String),
    });
    expect(await readSyncMeta(DETAILS_CURSOR_KEY)).toBeUndefined();

    // The next start: the ids, and nothing else; no row is written again.
    requests();
    let written = 0;
    const count = () => void (written += 1);
    getDb().mirror.hook('creating', count);
    getDb().mirror.hook('updating', count);
    expect((await pullMirror(h.http, h.scope, 'favorite')).ok).toBe(true);
    expect(await fetchFavoriteDetails(h.http, h.scope)).toMatchObject({ ok: true, data: { requests: 0 } });
    getDb().mirror.hook('creating').unsubscribe(count);
    getDb().mirror.hook('updating').unsubscribe(count);
    expect(requests()).toEqual(['favorites/tracks/all/']);
    expect(written).toBe(0);
  });

  it('picks up new and removed favorites: the ids, then only the first page for the new ones', async () => {
    favoriteOnPod(synthetic.slice(0, 120));
    await pullMirror(h.http, h.scope, 'favorite');
    await fetchFavoriteDetails(h.http, h.scope);
    // Elsewhere: three favorites made now, two removed (an old one and a seeded one).
    favoriteOnPod(synthetic.slice(200, 203), Date.now());
    h.exec('DELETE FROM favorites WHERE user_id = ? AND track_id IN (?, ?)', h.demoId, synthetic[100], 2);
    requests();
    const pages = watchPages();
    await pullMirror(h.http, h.scope, 'favorite');
    expect(await readFavoriteCounts()).toEqual({ total: 124, withoutTrack: 3 });
    expect(await fetchFavoriteDetails(h.http, h.scope)).toMatchObject({ ok: true, data: { requests: 1 } });
    expect(pages).toEqual([1]);
    expect(await mirrored()).toEqual(favoritesOnPod());
    expect(await readFavoriteCounts()).toEqual({ total: 124, withoutTrack: 0 });
    expect(await getMirrorRow('favorite', String(synthetic[100]))).toBeUndefined();
  });

  it('keeps offline writes on top of the pulled ids and tracks; a favorite still waiting is not searched for', async () => {
    await pullMirror(h.http, h.scope, 'favorite');
    await fetchFavoriteDetails(h.http, h.scope);
    h.network.mode = 'down';
    const offline = synthetic[5]!;
    await enqueueWrite(h.scope, { type: 'favorite', trackId: offline, on: true, track: null });
    await enqueueWrite(h.scope, { type: 'favorite', trackId: 7, on: false, track: null });
    h.network.mode = 'none';
    requests();
    await pullMirror(h.http, h.scope, 'favorite');
    // Not on the pod yet: shown, and not owed by the pod's list.
    expect(await readFavoriteCounts()).toEqual({ total: 3, withoutTrack: 0 });
    expect(await fetchFavoriteDetails(h.http, h.scope)).toMatchObject({ ok: true, data: { requests: 0 } });
    expect(await mirrored()).toEqual([2, 9, offline].sort((a, b) => a - b));
    expect(await getMirrorRow('favorite', '7')).toMatchObject({
      local: null,
      server: { trackId: 7, track: { id: 7 } },
    });

    // Sent: the pod now holds it, and its track comes with the first page.
    await h.replayer.replay();
    expect(await readOutbox()).toEqual([]);
    expect(await readFavoriteCounts()).toEqual({ total: 3, withoutTrack: 1 });
    const pages = watchPages();
    expect(await fetchFavoriteDetails(h.http, h.scope)).toMatchObject({ ok: true, data: { requests: 1 } });
    expect(pages).toEqual([1]);
    expect((await getMirrorRow('favorite', String(offline)))?.local).toMatchObject({
      trackId: offline,
      track: { id: offline },
    });
    expect(await mirrored()).toEqual(favoritesOnPod());
  });

  it('a reload in the middle of the background fetch resumes at the page it stopped at, and goes round for what came meanwhile', async () => {
    favoriteOnPod(synthetic.slice(0, 227)); // 230 with the seed's: 5 pages
    await pullMirror(h.http, h.scope, 'favorite');
    const pages = watchPages((page) => page === 3);
    const broken = await fetchFavoriteDetails(h.http, h.scope);
    expect(broken.ok).toBe(false);
    expect(broken.ok ? null : broken.error.kind).toBe('network');
    // Page 1 alone, then 2, 3 and 4 at once: page 4 came, but after the failed 3, so it is not kept.
    expect(pages).toEqual([1, 2, 3, 4]);
    expect(await readFavoriteCounts()).toEqual({ total: 230, withoutTrack: 130 });
    expect(await readSyncMeta(DETAILS_CURSOR_KEY)).toEqual({ page: 3 });

    // A new favorite elsewhere while the app is closed, then a reload: a new connection, a new pass.
    favoriteOnPod([synthetic[240]!], Date.now());
    await h.reload();
    await pullMirror(h.http, h.scope, 'favorite');
    expect(await readFavoriteCounts()).toEqual({ total: 231, withoutTrack: 131 });
    const resumedPages = watchPages();
    const resumed = await fetchFavoriteDetails(h.http, h.scope);
    expect(resumed).toMatchObject({ ok: true, data: { unlisted: 0 } });
    // Pages 3 to 5 (shifted by one: the new favorite is first), then round to page 1 for the new one.
    expect(resumedPages).toEqual([3, 4, 5, 1]);
    expect(await readFavoriteCounts()).toEqual({ total: 231, withoutTrack: 0 });
    expect(await withTrack()).toBe(231);
    expect(await readSyncMeta(DETAILS_CURSOR_KEY)).toBeUndefined();
  });

  it('malformed answers give a clear error and lose nothing', async () => {
    favoriteOnPod(synthetic.slice(0, 60));
    await pullMirror(h.http, h.scope, 'favorite');
    await fetchFavoriteDetails(h.http, h.scope);
    const before = await readMirror('favorite');

    h.running.pod.faults.add({
      method: 'GET',
      path: '^/api/v[12]/favorites/tracks/all/$',
      mode: 'refuse',
      status: 200,
      body: { results: [{ id: 1, track: 'two' }], count: 1 },
    });
    const ids = await pullMirror(h.http, h.scope, 'favorite');
    expect(ids.ok ? null : ids.error).toMatchObject({
      kind: 'invalid-response',
      status: 200,
      messages: [expect.anything(), expect.objectContaining({ raw: expect.stringContaining('results.0.track') })],
    });
    expect(await readMirror('favorite')).toEqual(before);

    // A new favorite; the first page of tracks comes back malformed.
    h.running.pod.faults.clear();
    favoriteOnPod([synthetic[100]!], Date.now());
    await pullMirror(h.http, h.scope, 'favorite');
    h.running.pod.faults.add({
      method: 'GET',
      path: '^/api/v[12]/favorites/tracks/$',
      mode: 'refuse',
      status: 200,
      body: { count: 64, next: null, previous: null, results: [{ id: 1 }] },
      times: 1,
    });
    const details = await fetchFavoriteDetails(h.http, h.scope);
    expect(details.ok ? null : details.error).toMatchObject({ kind: 'invalid-response', status: 200 });
    expect(await readFavoriteCounts()).toEqual({ total: 64, withoutTrack: 1 });
    expect((await readMirror('favorite')).filter((value) => value.track !== null)).toEqual(
      before.filter((value) => value.track !== null),
    );

    // The pod answers properly again: the next pass completes.
    expect(await fetchFavoriteDetails(h.http, h.scope)).toMatchObject({ ok: true, data: { requests: 1 } });
    expect(await readFavoriteCounts()).toEqual({ total: 64, withoutTrack: 0 });
  });

  it('tracks older than the refresh period are fetched again, with what changed on the pod', async () => {
    favoriteOnPod(synthetic.slice(0, 60));
    await pullMirror(h.http, h.scope, 'favorite');
    await fetchFavoriteDetails(h.http, h.scope);
    h.exec("UPDATE tracks SET title = 'Renamed on the pod' WHERE id = ?", synthetic[30]);
    // Within the period: nothing is asked.
    expect(
      await fetchFavoriteDetails(h.http, h.scope, { now: () => Date.now() + FAVORITE_DETAILS_TTL_MS / 2 }),
    ).toMatchObject({ data: { requests: 0 } });
    expect(((await getMirrorRow('favorite', String(synthetic[30])))?.local as FavoriteValue).track).not.toMatchObject({
      title: 'Renamed on the pod',
    });
    // After it: every page again.
    const later = Date.now() + FAVORITE_DETAILS_TTL_MS + 1000;
    expect(await fetchFavoriteDetails(h.http, h.scope, { now: () => later })).toMatchObject({
      ok: true,
      data: { requests: 2, fetched: 63 },
    });
    expect(((await getMirrorRow('favorite', String(synthetic[30])))?.local as FavoriteValue).track).toMatchObject({
      title: 'Renamed on the pod',
    });
    expect(await fetchFavoriteDetails(h.http, h.scope, { now: () => later })).toMatchObject({ data: { requests: 0 } });
  });

  it("a Like seen live makes that favorite's track owed again: one page, and the list still shows it meanwhile", async () => {
    favoriteOnPod(synthetic.slice(0, 120));
    await pullMirror(h.http, h.scope, 'favorite');
    await fetchFavoriteDetails(h.http, h.scope);
    const newest = h.sql<{ track_id: number }>(
      'SELECT track_id FROM favorites WHERE user_id = ? ORDER BY creation_date DESC LIMIT 1',
      h.demoId,
    )[0]!.track_id;
    h.exec("UPDATE tracks SET title = 'Liked again, renamed' WHERE id = ?", newest);
    await expireFavoriteTrack(String(newest));
    expect(await readFavoriteCounts()).toEqual({ total: 123, withoutTrack: 0 });
    expect(await fetchFavoriteDetails(h.http, h.scope)).toMatchObject({ ok: true, data: { requests: 1 } });
    expect(((await getMirrorRow('favorite', String(newest)))?.local as FavoriteValue).track).toMatchObject({
      title: 'Liked again, renamed',
    });
    expect(await fetchFavoriteDetails(h.http, h.scope)).toMatchObject({ data: { requests: 0 } });
  });

  it('a favorite the pod holds but does not list (a hidden artist) is searched once, not at every start', async () => {
    favoriteOnPod(synthetic.slice(0, 60));
    const artist = h.sql<{ artist_id: number }>('SELECT artist_id FROM tracks WHERE id = ?', synthetic[0])[0]!
      .artist_id;
    const hidden = h.sql<{ id: number }>(
      'SELECT id FROM tracks WHERE artist_id = ? AND id IN (SELECT track_id FROM favorites WHERE user_id = ?)',
      artist,
      h.demoId,
    ).length;
    expect(hidden).toBeGreaterThan(0);
    h.exec(
      "INSERT INTO content_filters (uuid, user_id, target_artist_id, creation_date) VALUES ('f0000000-0000-4000-8000-000000000001', ?, ?, ?)",
      h.demoId,
      artist,
      new Date().toISOString(),
    );
    await pullMirror(h.http, h.scope, 'favorite');
    expect(await fetchFavoriteDetails(h.http, h.scope)).toMatchObject({
      ok: true,
      data: { requests: Math.ceil((63 - hidden) / 50), unlisted: hidden },
    });
    expect(await readFavoriteCounts()).toEqual({ total: 63, withoutTrack: 0 });
    expect(await withTrack()).toBe(63 - hidden);
    expect(await fetchFavoriteDetails(h.http, h.scope)).toMatchObject({ data: { requests: 0 } });
  });
});
