import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { episodeKey, readEpisodeStates, writeEpisodePosition } from './episode-positions';
import { ShoalDb, getDb, useDatabaseForTests } from './schema';

const POD = 'https://pod.example/';
let n = 0;
beforeEach(() => useDatabaseForTests(new ShoalDb(`episode-positions-test-${n++}`)));

describe('readEpisodeStates (the rows behind the Played mark)', () => {
  it('gives each started or played track of this pod, and leaves out the others', async () => {
    await writeEpisodePosition(episodeKey(POD, 1), { position: 0, played: true });
    await writeEpisodePosition(episodeKey(POD, 2), { position: 95, played: false });
    await writeEpisodePosition(episodeKey('https://other.example/', 3), { position: 0, played: true });
    const states = await readEpisodeStates(POD, [1, 2, 3, 4]);
    expect([...states.entries()]).toEqual([
      [1, { position: 0, played: true }],
      [2, { position: 95, played: false }],
    ]);
  });

  it('ignores a row that does not read, and asks nothing for no tracks', async () => {
    await getDb().episodePositions.put({ key: episodeKey(POD, 5), position: 'x', played: true } as never);
    expect((await readEpisodeStates(POD, [5])).size).toBe(0);
    expect((await readEpisodeStates(POD, [])).size).toBe(0);
  });
});
