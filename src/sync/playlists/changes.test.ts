import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { ShoalDb } from '../../db/schema';
import { rebase, type TrackChange } from './changes';

const move = (before: number[], from: number, to: number): TrackChange => ({
  kind: 'move',
  from,
  to,
  before,
  after: rebase(before, { kind: 'move', from, to, before, after: [] })!.after,
});

describe('playlist edits rebased by track id', () => {
  it('applies an edit as it is on the list it was made on', () => {
    expect(move([1, 2, 3], 2, 0).after).toEqual([3, 1, 2]);
    expect(rebase([1, 2, 3], { kind: 'remove', index: 1, before: [1, 2, 3], after: [] })?.after).toEqual([1, 3]);
    expect(rebase([1], { kind: 'add', trackIds: [4, 1], allowDuplicates: true, before: [], after: [] })?.after).toEqual(
      [1, 4, 1],
    );
  });

  it('finds the moved entry and its neighbour again after another edit, and the nth of equal tracks', () => {
    // 3 was put after 1; meanwhile 9 came first and 2 went.
    expect(rebase([9, 1, 3], move([1, 2, 3], 2, 1))).toMatchObject({ from: 2, to: 2, after: [9, 1, 3] });
    // The second 5 (by rank among the 5s) moved to the front, though 8 was added meanwhile.
    expect(rebase([8, 5, 7, 5], move([5, 7, 5], 2, 0))).toMatchObject({ from: 3, to: 0, after: [5, 8, 5, 7] });
    const remove: TrackChange = { kind: 'remove', index: 2, before: [5, 7, 5], after: [5, 7] };
    expect(rebase([8, 5, 7, 5], remove)).toMatchObject({ index: 3, after: [8, 5, 7] });
  });

  it('gives up when the entry is gone', () => {
    expect(rebase([1, 2], move([1, 2, 3], 2, 0))).toBeNull();
    expect(rebase([1], { kind: 'remove', index: 1, before: [1, 2], after: [1] })).toBeNull();
  });
});

describe('version 8 of the database', () => {
  it('keeps the mirrored playlists, their track ids unknown until the next pull', async () => {
    const name = 'playlists-upgrade';
    const v7 = new Dexie(name);
    v7.version(4).stores({
      outbox: '++seq, [scope+key]',
      mirror: '[kind+key], [kind+present]',
      playlistMirror: 'id, position',
      syncMeta: 'key',
    });
    await v7.table('playlistMirror').put({ id: 2, position: 0, playlist: { id: 2, name: 'Evening swim' } });
    v7.close();
    const upgraded = new ShoalDb(name);
    expect(await upgraded.playlistMirror.toArray()).toEqual([
      { id: 2, position: 0, playlist: { id: 2, name: 'Evening swim' }, trackIds: null, refusal: null },
    ]);
    expect(await upgraded.playlistLocalIds.count()).toBe(0);
    upgraded.close();
  });
});
