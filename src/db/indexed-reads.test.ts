import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ShoalDb, useDatabaseForTests } from './schema';
import { addOutboxRow, countPendingWrites, outboxScope } from './outbox';
import { mirrorRow, readMirrorKeys } from './mirror';

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
    await addOutboxRow({ scope: alice, key: 'favorite:1', op: { type: 'favorite', trackId: 1, on: true, track: null }, createdAt: 1 });
    await addOutboxRow({ scope: alice, key: 'favorite:1', op: { type: 'favorite', trackId: 1, on: false, track: null }, createdAt: 2 });
    await addOutboxRow({ scope: alice, key: 'listening:4', op: { type: 'listening', trackId: 4 }, createdAt: 3 });
    await addOutboxRow({ scope: bob, key: 'favorite:2', op: { type: 'favorite', trackId: 2, on: true, track: null }, createdAt: 4 });
    await addOutboxRow({ scope: aliceOnOther, key: 'favorite:3', op: { type: 'favorite', trackId: 3, on: true, track: null }, createdAt: 5 });
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
