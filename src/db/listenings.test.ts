import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../logger';
import { addListening, countListenings, deleteListening, pendingListenings } from './listenings';
import { ShoalDb, useDatabaseForTests } from './schema';

let n = 0;
let db: ShoalDb;
beforeEach(() => {
  db = new ShoalDb(`listenings-test-${n++}`);
  useDatabaseForTests(db);
});
afterEach(() => vi.restoreAllMocks());

const listening = (trackId: number) => ({ trackId, instanceUrl: 'https://pod.example/', username: 'demo@pod.example', createdAt: trackId });

describe('waiting listenings', () => {
  it('are kept in order until deleted', async () => {
    const first = await addListening(listening(3));
    await addListening(listening(1));
    expect((await pendingListenings()).map((row) => row.trackId)).toEqual([3, 1]);
    await deleteListening(first);
    expect(await countListenings()).toBe(1);
    expect(await pendingListenings()).toEqual([{ id: first + 1, ...listening(1) }]);
  });

  it('a corrupt row is logged and deleted', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    await db.listenings.add({ version: 1, trackId: 'x' } as never);
    await addListening(listening(2));
    expect((await pendingListenings()).map((row) => row.trackId)).toEqual([2]);
    expect(warn).toHaveBeenCalledWith('Stored listening is corrupt; discarded', expect.anything());
    expect(await countListenings()).toBe(1);
  });
});
