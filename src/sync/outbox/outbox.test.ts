import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getMirrorRow, readMirror } from '../../db/mirror';
import { readOutbox } from '../../db/outbox';
import { getDb } from '../../db/schema';
import { startOutboxHarness, type OutboxHarness } from '../testing/outbox-harness';
import { pullMirrors } from '../mirrors';
import { fetchFavoriteDetails } from '../favorites';
import { enqueueWrite } from './outbox';

const TRACK = { id: 1, title: 'Low Tide' };
const CATALOGUE_LIBRARY = '0610cbf2-badf-5ca7-b85f-08025cc903d4';
const DEMO_LIBRARY = 'b2a96bed-a3c2-5e58-88c0-4d3c92d591a6';
const CHANNEL = '93816232-897f-54f3-93e9-413db5833f32';

let h: OutboxHarness;
beforeEach(async () => {
  h = await startOutboxHarness();
});
afterEach(async () => {
  await h.stop();
});

const favoritesOnPod = () =>
  h
    .sql<{ track_id: number }>('SELECT track_id FROM favorites WHERE user_id = ? ORDER BY track_id', h.demoId)
    .map((row) => row.track_id);
const listeningsOf = (track: number) =>
  h.sql<{ n: number }>('SELECT COUNT(*) AS n FROM listenings WHERE user_id = ? AND track_id = ?', h.demoId, track)[0]
    ?.n ?? 0;
const local = async (kind: Parameters<typeof getMirrorRow>[0], key: string) =>
  (await getMirrorRow(kind, key))?.local ?? null;

describe('optimistic writes and their rollback', () => {
  it('a favorite shows at once, before the pod is asked, and stays once the pod said yes', async () => {
    h.network.mode = 'down';
    expect(await enqueueWrite(h.scope, { type: 'favorite', trackId: 1, on: true, track: TRACK })).toBe(true);
    expect(await local('favorite', '1')).toMatchObject({ trackId: 1, track: TRACK });
    expect(favoritesOnPod()).not.toContain(1);
    h.network.mode = 'none';
    await h.replayer.retryNow();
    expect(favoritesOnPod()).toContain(1);
    expect(await getMirrorRow('favorite', '1')).toMatchObject({
      local: { trackId: 1 },
      server: { trackId: 1 },
      present: 1,
    });
    expect(await readOutbox()).toEqual([]);
  });

  it('favoriting what is already a favorite changes nothing and queues nothing', async () => {
    await enqueueWrite(h.scope, { type: 'favorite', trackId: 2, on: true, track: null });
    expect(await enqueueWrite(h.scope, { type: 'favorite', trackId: 2, on: true, track: null })).toBe(false);
    expect(await readOutbox()).toHaveLength(1);
  });

  it('a favorite the pod refuses rolls back and is dropped, with a refusal event', async () => {
    await enqueueWrite(h.scope, { type: 'favorite', trackId: 99999, on: true, track: null });
    expect(await local('favorite', '99999')).not.toBeNull();
    await h.replayer.replay();
    expect(await getMirrorRow('favorite', '99999')).toBeUndefined();
    expect(h.refused).toEqual([expect.objectContaining({ key: 'favorite:99999' })]);
    expect(await readOutbox()).toEqual([]);
  });

  it('an unfavorite the pod refuses brings the favorite back', async () => {
    await pullMirrors(h.http, h.scope, ['favorite']);
    expect(await local('favorite', '2')).not.toBeNull(); // seeded: Kelp Forest
    await enqueueWrite(h.scope, { type: 'favorite', trackId: 2, on: false, track: null });
    expect(await local('favorite', '2')).toBeNull();
    h.running.pod.faults.add({
      method: 'POST',
      path: '^/api/v[12]/favorites/tracks/remove/$',
      mode: 'refuse',
      status: 403,
      body: { detail: 'No' },
    });
    await h.replayer.replay();
    expect(await local('favorite', '2')).toMatchObject({ trackId: 2 });
    expect(favoritesOnPod()).toContain(2);
    expect(h.refused).toHaveLength(1);
  });

  it('a subscription the pod refuses rolls back', async () => {
    await enqueueWrite(h.scope, { type: 'subscription', channel: '00000000-0000-4000-8000-000000000000', on: true });
    expect(await local('subscription', '00000000-0000-4000-8000-000000000000')).not.toBeNull();
    await h.replayer.replay();
    expect(await local('subscription', '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(h.refused).toHaveLength(1);
  });

  it('a subscription the pod accepts keeps the uuid it gave', async () => {
    await pullMirrors(h.http, h.scope, ['subscription']);
    const before = await local('subscription', CHANNEL);
    await enqueueWrite(h.scope, { type: 'subscription', channel: CHANNEL, on: before === null });
    await h.replayer.replay();
    const after = await getMirrorRow('subscription', CHANNEL);
    if (before === null) expect(after?.server).toMatchObject({ channel: CHANNEL, uuid: expect.any(String) });
    else expect(after).toBeUndefined();
    expect(h.refused).toEqual([]);
  });

  it('a follow stores the pod answer; an unfollow removes at once and comes back when refused', async () => {
    await enqueueWrite(h.scope, { type: 'libraryFollow', library: CATALOGUE_LIBRARY, on: true, followUuid: null });
    expect(await local('libraryFollow', CATALOGUE_LIBRARY)).toMatchObject({ uuid: null, approved: null });
    await h.replayer.replay();
    const followed = await local('libraryFollow', CATALOGUE_LIBRARY);
    expect(followed).toMatchObject({ target: CATALOGUE_LIBRARY, uuid: expect.any(String), approved: true });

    h.running.pod.faults.add({
      method: 'DELETE',
      path: '^/api/v[12]/federation/follows/library/',
      mode: 'refuse',
      status: 403,
      body: { detail: 'No' },
    });
    await enqueueWrite(h.scope, { type: 'libraryFollow', library: CATALOGUE_LIBRARY, on: false, followUuid: null });
    expect(await local('libraryFollow', CATALOGUE_LIBRARY)).toBeNull();
    await h.replayer.replay();
    expect(await local('libraryFollow', CATALOGUE_LIBRARY)).toEqual(followed);
    expect(h.refused).toHaveLength(1);
  });

  it("following one's own library is refused and rolled back", async () => {
    await enqueueWrite(h.scope, { type: 'libraryFollow', library: DEMO_LIBRARY, on: true, followUuid: null });
    await h.replayer.replay();
    expect(await local('libraryFollow', DEMO_LIBRARY)).toBeNull();
    expect(h.refused).toHaveLength(1);
  });

  it('an account follow and unfollow reach the pod', async () => {
    const admin = `${h.origin}/federation/actors/admin`;
    await enqueueWrite(h.scope, { type: 'actorFollow', actor: admin, on: true, followUuid: null });
    await h.replayer.replay();
    expect(await local('actorFollow', admin)).toMatchObject({ uuid: expect.any(String) });
    await enqueueWrite(h.scope, { type: 'actorFollow', actor: admin, on: false, followUuid: null });
    await h.replayer.replay();
    expect(await local('actorFollow', admin)).toBeNull();
    expect(h.refused).toEqual([]);
  });

  it('hiding an artist and showing it again go through content filters', async () => {
    await enqueueWrite(h.scope, { type: 'contentFilter', artistId: 5, on: true, name: 'Sandbar', filterUuid: null });
    await h.replayer.replay();
    expect(await readMirror('contentFilter')).toEqual([
      expect.objectContaining({ artistId: 5, uuid: expect.any(String) }),
    ]);
    await enqueueWrite(h.scope, { type: 'contentFilter', artistId: 5, on: false, name: 'Sandbar', filterUuid: null });
    await h.replayer.replay();
    expect(await readMirror('contentFilter')).toEqual([]);
    expect(h.sql('SELECT * FROM content_filters')).toEqual([]);
  });
});

describe('order, idempotency, reloads', () => {
  it('writes made offline keep their order: on, off, on ends favorited, sent in that order', async () => {
    h.network.mode = 'down';
    await enqueueWrite(h.scope, { type: 'favorite', trackId: 4, on: true, track: null });
    await enqueueWrite(h.scope, { type: 'favorite', trackId: 4, on: false, track: null });
    await enqueueWrite(h.scope, { type: 'favorite', trackId: 4, on: true, track: null });
    await h.replayer.replay();
    expect((await readOutbox()).map((row) => row.op)).toEqual([
      expect.objectContaining({ on: true }),
      expect.objectContaining({ on: false }),
      expect.objectContaining({ on: true }),
    ]);
    await h.reload();
    h.network.mode = 'none';
    h.network.delivered.length = 0;
    await h.replayer.retryNow();
    expect(h.network.delivered).toEqual([
      'POST /api/v2/favorites/tracks/',
      'POST /api/v2/favorites/tracks/remove/',
      'POST /api/v2/favorites/tracks/',
    ]);
    expect(favoritesOnPod()).toContain(4);
    expect(await local('favorite', '4')).not.toBeNull();
  });

  it('a write whose answer was lost is sent again without a duplicate: favorite, follow, filter, listening', async () => {
    await enqueueWrite(h.scope, { type: 'favorite', trackId: 5, on: true, track: null });
    await enqueueWrite(h.scope, { type: 'libraryFollow', library: CATALOGUE_LIBRARY, on: true, followUuid: null });
    await enqueueWrite(h.scope, { type: 'contentFilter', artistId: 6, on: true, name: 'Spindrift', filterUuid: null });
    await enqueueWrite(h.scope, { type: 'listening', trackId: 8 });
    const before = listeningsOf(8);
    for (let i = 0; i < 4; i += 1) {
      h.network.mode = 'cut-after';
      await h.replayer.retryNow(); // the head reaches the pod, its answer is lost
      h.network.mode = 'none';
      await h.replayer.retryNow();
    }
    expect(await readOutbox()).toEqual([]);
    expect(h.refused).toEqual([]);
    expect(h.sql('SELECT * FROM favorites WHERE user_id = ? AND track_id = 5', h.demoId)).toHaveLength(1);
    expect(h.sql('SELECT * FROM library_follows WHERE user_id = ?', h.demoId)).toHaveLength(1);
    expect(h.sql('SELECT * FROM content_filters')).toHaveLength(1);
    expect(listeningsOf(8)).toBe(before + 1);
    expect(await local('libraryFollow', CATALOGUE_LIBRARY)).toMatchObject({ uuid: expect.any(String) });
    expect(await local('contentFilter', '6')).toMatchObject({ uuid: expect.any(String) });
  });

  describe('a run of toggles on one object ends with the pod holding the last click', () => {
    const admin = () => `${h.origin}/federation/actors/admin`;
    const objects = [
      {
        name: 'library follow',
        op: (on: boolean) => ({ type: 'libraryFollow' as const, library: CATALOGUE_LIBRARY, on, followUuid: null }),
        mirror: () => local('libraryFollow', CATALOGUE_LIBRARY),
        onPod: () => h.sql('SELECT * FROM library_follows WHERE user_id = ?', h.demoId).length,
      },
      {
        name: 'account follow',
        op: (on: boolean) => ({ type: 'actorFollow' as const, actor: admin(), on, followUuid: null }),
        mirror: () => local('actorFollow', admin()),
        onPod: () => h.sql('SELECT * FROM user_follows WHERE user_id = ?', h.demoId).length,
      },
      {
        name: 'hidden artist',
        op: (on: boolean) => ({ type: 'contentFilter' as const, artistId: 5, on, name: 'Sandbar', filterUuid: null }),
        mirror: () => local('contentFilter', '5'),
        onPod: () => h.sql('SELECT * FROM content_filters WHERE user_id = ?', h.demoId).length,
      },
    ];
    for (const object of objects) {
      for (const clicks of [
        [false, true, false],
        [false, true, false, true],
        [false, true, false, true, false],
      ]) {
        it(`${object.name}: held, then ${clicks.map((on) => (on ? 'on' : 'off')).join(', ')} offline`, async () => {
          await enqueueWrite(h.scope, object.op(true));
          await h.replayer.replay();
          expect(object.onPod()).toBe(1);
          h.network.mode = 'down';
          for (const on of clicks) await enqueueWrite(h.scope, object.op(on));
          h.network.mode = 'none';
          await h.replayer.retryNow();
          const last = clicks[clicks.length - 1] === true;
          expect(await readOutbox()).toEqual([]);
          expect(object.onPod()).toBe(last ? 1 : 0);
          expect((await object.mirror()) !== null).toBe(last);
        });
      }
      it(`${object.name}: off, on, off with every answer lost once`, async () => {
        await enqueueWrite(h.scope, object.op(true));
        await h.replayer.replay();
        for (const on of [false, true, false]) await enqueueWrite(h.scope, object.op(on));
        for (let i = 0; i < 3; i += 1) {
          h.network.mode = 'cut-after';
          await h.replayer.retryNow();
          h.network.mode = 'none';
          await h.replayer.retryNow();
        }
        expect(await readOutbox()).toEqual([]);
        expect(object.onPod()).toBe(0);
        expect(await object.mirror()).toBeNull();
      });
    }
  });

  it('survives a reload between any two steps of a replay', async () => {
    // Steps: each request of the replay. Reload after the k-th request reached the pod (its answer lost).
    const ops = [
      { type: 'favorite', trackId: 10, on: true, track: null },
      { type: 'listening', trackId: 11 },
      { type: 'favorite', trackId: 10, on: false, track: null },
      { type: 'listening', trackId: 11 },
      { type: 'subscription', channel: CHANNEL, on: true },
    ] as const;
    for (let k = 0; k <= 6; k += 1) {
      h.exec('DELETE FROM favorites WHERE track_id = 10');
      const listened = listeningsOf(11); // (not deleted: SQLite would hand their ids out again)
      h.exec('DELETE FROM subscriptions');
      await getDb().mirror.clear();
      for (const op of ops) await enqueueWrite(h.scope, { ...op });
      let requests = 0;
      h.network.decide = () => (++requests === k ? 'cut-after' : requests > k && k > 0 ? 'down' : 'none');
      await h.replayer.retryNow();
      await h.reload();
      h.network.decide = null;
      await h.replayer.retryNow();
      expect(await readOutbox()).toEqual([]);
      expect(favoritesOnPod()).not.toContain(10);
      expect(listeningsOf(11)).toBe(listened + 2);
      expect(h.sql('SELECT * FROM subscriptions')).toHaveLength(1);
    }
  });

  it('writes of another user wait for them and are never sent for someone else', async () => {
    await enqueueWrite('someone@elsewhere https://elsewhere/', { type: 'favorite', trackId: 3, on: true, track: null });
    h.network.delivered.length = 0;
    await h.replayer.replay();
    expect(await readOutbox()).toHaveLength(1);
    expect(h.network.delivered).toEqual([]);
  });
});

describe('pulls', () => {
  it('fill the mirrors in spec order and keep offline writes on top', async () => {
    expect((await pullMirrors(h.http, h.scope)).ok).toBe(true);
    h.network.mode = 'down';
    await enqueueWrite(h.scope, { type: 'favorite', trackId: 2, on: false, track: null });
    await enqueueWrite(h.scope, {
      type: 'favorite',
      trackId: 12,
      on: true,
      track: { id: 12, title: 'Phosphorescence' },
    });
    h.network.mode = 'none';
    h.network.delivered.length = 0;
    const pulled = await pullMirrors(h.http, h.scope);
    expect(pulled.ok).toBe(true);
    expect(h.network.delivered.map((line) => line.replace(/^GET \/api\/v2\//, ''))).toEqual([
      'favorites/tracks/all/',
      'playlists/',
      'federation/follows/library/all/',
      'federation/follows/user/all/',
      'subscriptions/all/',
      'moderation/content-filters/',
    ]);
    const favorites = (await readMirror('favorite')).map((value) => value.trackId).sort((a, b) => a - b);
    expect(favorites).toEqual([7, 9, 12]); // seeded 2, 7, 9; 2 unfavorited and 12 favorited offline
    // The tracks come after the ids, in the background (one page here).
    expect((await fetchFavoriteDetails(h.http, h.scope)).ok).toBe(true);
    expect((await getMirrorRow('favorite', '7'))?.local).toMatchObject({ track: { id: 7, title: 'Arcade Sunrise' } });
    expect(await getMirrorRow('favorite', '2')).toMatchObject({ local: null, server: { trackId: 2 } });
  });
});
