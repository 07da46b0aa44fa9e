import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { expect, it } from 'vitest';
import { readOutbox } from './outbox';
import { ShoalDb, useDatabaseForTests } from './schema';

it('opening version 4 moves the listenings that waited in version 3 into the outbox, in order', async () => {
  const name = 'listenings-migration-test';
  const v3 = new Dexie(name);
  v3.version(1).stores({ session: 'id', preferences: 'key' });
  v3.version(2).stores({ queryCache: 'key, [usedAt+size]' });
  v3.version(3).stores({ player: 'id', listenings: '++id' });
  await v3.table('listenings').bulkAdd([
    { version: 1, trackId: 7, instanceUrl: 'https://pod.example/', username: 'demo@pod.example', createdAt: 1000 },
    { version: 1, trackId: 9, instanceUrl: 'https://pod.example/', username: 'demo@pod.example', createdAt: 2000 },
    { version: 1, trackId: 'broken' },
  ]);
  v3.close();

  const db = new ShoalDb(name);
  useDatabaseForTests(db);
  const rows = await readOutbox();
  expect(rows.map((row) => [row.scope, row.key, row.op, row.createdAt])).toEqual([
    ['demo@pod.example https://pod.example/', 'listening:7', { type: 'listening', trackId: 7 }, 1000],
    ['demo@pod.example https://pod.example/', 'listening:9', { type: 'listening', trackId: 9 }, 2000],
  ]);
  expect(await db.listenings.count()).toBe(0);
});
