import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { listPastFetches, PAST_FETCHES_KEPT, savePastFetch, type NewPastFetch } from './fetches';
import { ShoalDb, useDatabaseForTests } from './schema';

let n = 0;
let db: ShoalDb;
beforeEach(() => {
  db = new ShoalDb(`fetches-test-${n++}`);
  useDatabaseForTests(db);
});

const row = (id: number, patch: Partial<NewPastFetch> = {}): NewPastFetch => ({
  scope: 'demo@pod http://pod/',
  id,
  query: `https://remote.example.org/${id}`,
  status: 'pending',
  route: null,
  errorKind: null,
  statusCode: null,
  createdAt: 1000 + id,
  ...patch,
});

describe('past fetches', () => {
  it('lists a user’s fetches newest first; a fetch answered again replaces its row and keeps its date', async () => {
    await savePastFetch(row(1));
    await savePastFetch(row(2));
    await savePastFetch(row(3, { scope: 'admin@pod http://pod/' }));
    await savePastFetch(row(1, { status: 'finished', route: '/library/x', createdAt: 9999 }));
    const rows = await listPastFetches('demo@pod http://pod/');
    expect(rows.map((item) => [item.id, item.status, item.createdAt])).toEqual([
      [2, 'pending', 1002],
      [1, 'finished', 1001],
    ]);
  });

  it(`keeps the newest ${PAST_FETCHES_KEPT}`, async () => {
    for (let id = 1; id <= PAST_FETCHES_KEPT + 2; id += 1) await savePastFetch(row(id));
    const rows = await listPastFetches('demo@pod http://pod/');
    expect(rows).toHaveLength(PAST_FETCHES_KEPT);
    expect(rows.at(-1)?.id).toBe(3);
  });

  it('leaves out an unreadable row', async () => {
    await savePastFetch(row(1));
    await db.pastFetches.put({ key: 'demo@pod http://pod/ 9', scope: 'demo@pod http://pod/', createdAt: 5 } as never);
    expect((await listPastFetches('demo@pod http://pod/')).map((item) => item.id)).toEqual([1]);
  });
});
