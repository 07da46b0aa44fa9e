import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ShoalDb, useDatabaseForTests } from './schema';
import { addOutboxRow, countPendingWrites, outboxScope } from './outbox';
import { mirrorRow, readMirrorKeys } from './mirror';
import { FAVORITE_DETAILS_TTL_MS, readDueFavoriteKeys, readFavoriteCounts } from './favorites';
import Dexie from 'dexie';

let n = 0;
let db: ShoalDb;
beforeEach(() => {
  db = new ShoalDb(`indexed-reads-test-${n++}`);
  useDatabaseForTests(db);
});

describe('countPendingWrites', () => {
  it("counts only the rows of one user's scope", async () => {
    const alice = outboxScope('alice@pod.example', 'https://pod.example');
    const bob = outboxScope('bob@pod.example', 'https://pod.example');
    const aliceOnOther = outboxScope('alice@pod.example', 'https://other.example');
    await addOutboxRow({
      scope: alice,
      key: 'favorite:1',
      op: { type: 'favorite', trackId: 1, on: true, track: null },
      createdAt: 1,
    });
    await addOutboxRow({
      scope: alice,
      key: 'favorite:1',
      op: { type: 'favorite', trackId: 1, on: false, track: null },
      createdAt: 2,
    });
    await addOutboxRow({ scope: alice, key: 'listening:4', op: { type: 'listening', trackId: 4 }, createdAt: 3 });
    await addOutboxRow({
      scope: bob,
      key: 'favorite:2',
      op: { type: 'favorite', trackId: 2, on: true, track: null },
      createdAt: 4,
    });
    await addOutboxRow({
      scope: aliceOnOther,
      key: 'favorite:3',
      op: { type: 'favorite', trackId: 3, on: true, track: null },
      createdAt: 5,
    });
    expect(await countPendingWrites(alice)).toBe(3);
    expect(await countPendingWrites(bob)).toBe(1);
    expect(await countPendingWrites(aliceOnOther)).toBe(1);
    expect(await countPendingWrites(outboxScope('carol@pod.example', 'https://pod.example'))).toBe(0);
  });
});

describe('readMirrorKeys', () => {
  it('lists the present objects of one kind only', async () => {
    const favorite = (trackId: number) => ({ trackId, creationDate: null, track: null });
    await db.mirror.bulkPut([
      mirrorRow('favorite', '1', favorite(1), favorite(1)),
      mirrorRow('favorite', '2', favorite(2), null),
      // Unfavorited locally, still on the pod until the write is sent: not shown.
      mirrorRow('favorite', '3', null, favorite(3)),
      mirrorRow('subscription', '1', { channel: 'c', uuid: null }, null),
    ]);
    expect([...(await readMirrorKeys('favorite'))].sort()).toEqual(['1', '2']);
    expect([...(await readMirrorKeys('subscription'))]).toEqual(['1']);
    expect((await readMirrorKeys('contentFilter')).size).toBe(0);
  });
});

describe('favorites whose track is owed ([kind+due])', () => {
  const track = { id: 1, title: 'Low Tide' };

  it('counts the favorites and those never fetched, and lists what is owed by a date, from the index', async () => {
    const fetched = Date.now();
    await db.mirror.bulkPut([
      // Never fetched.
      mirrorRow(
        'favorite',
        '1',
        { trackId: 1, creationDate: null, track: null },
        { trackId: 1, creationDate: null, track: null },
      ),
      // Fetched just now.
      mirrorRow(
        'favorite',
        '2',
        { trackId: 2, creationDate: null, track, fetchedAt: fetched },
        { trackId: 2, creationDate: null, track, fetchedAt: fetched },
      ),
      // Favorited offline, not on the pod yet: shown, not owed.
      mirrorRow('favorite', '3', { trackId: 3, creationDate: null, track: null }, null),
      // Unfavorited offline: not shown, not owed.
      mirrorRow('favorite', '4', null, { trackId: 4, creationDate: null, track: null }),
      mirrorRow('subscription', '1', { channel: 'c', uuid: null }, { channel: 'c', uuid: null }),
    ]);
    expect(await readFavoriteCounts()).toEqual({ total: 3, withoutTrack: 1 });
    expect(await readDueFavoriteKeys(fetched + 1000)).toEqual(['1']);
    expect((await readDueFavoriteKeys(fetched + FAVORITE_DETAILS_TTL_MS)).sort()).toEqual(['1', '2']);
  });

  it('opening version 7 dates the favorites of version 6: a known track is due for a refresh, an unknown one at once', async () => {
    const name = `indexed-reads-upgrade-${n++}`;
    const v6 = new Dexie(name);
    v6.version(4).stores({
      outbox: '++seq, [scope+key]',
      mirror: '[kind+key], [kind+present]',
      playlistMirror: 'id, position',
      syncMeta: 'key',
    });
    await v6.table('mirror').bulkPut([
      {
        kind: 'favorite',
        key: '1',
        local: { trackId: 1, creationDate: null, track: null },
        server: { trackId: 1, creationDate: null, track: null },
        present: 1,
      },
      {
        kind: 'favorite',
        key: '2',
        local: { trackId: 2, creationDate: null, track },
        server: { trackId: 2, creationDate: null, track },
        present: 1,
      },
      { kind: 'favorite', key: '3', local: null, server: { trackId: 3, creationDate: null, track }, present: 0 },
    ]);
    v6.close();
    const upgraded = new ShoalDb(name);
    useDatabaseForTests(upgraded);
    expect(await readFavoriteCounts()).toEqual({ total: 2, withoutTrack: 1 });
    expect((await upgraded.mirror.get(['favorite', '2']))?.due).toBe(FAVORITE_DETAILS_TTL_MS);
    expect((await upgraded.mirror.get(['favorite', '3']))?.due).toBeUndefined();
    expect((await readDueFavoriteKeys(Date.now())).sort()).toEqual(['1', '2']);
  });
});
