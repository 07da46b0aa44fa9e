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

  it("gives the same for a long queue, read as the pod's rows at once (another pod, a track not listed, a bad row left out)", async () => {
    const ids = Array.from({ length: 1000 }, (_, index) => index + 1);
    await writeEpisodePosition(episodeKey(POD, 7), { position: 30, played: false });
    await writeEpisodePosition(episodeKey(POD, 1000), { position: 0, played: true });
    await writeEpisodePosition(episodeKey(POD, 1001), { position: 0, played: true });
    await writeEpisodePosition(episodeKey('https://pod.example/x/', 8), { position: 0, played: true });
    await writeEpisodePosition(episodeKey('https://other.example/', 9), { position: 0, played: true });
    await getDb().episodePositions.put({ key: episodeKey(POD, 10), position: 'x', played: true } as never);
    const states = await readEpisodeStates(POD, ids);
    expect(new Map(states)).toEqual(
      new Map([
        [7, { position: 30, played: false }],
        [1000, { position: 0, played: true }],
      ]),
    );
  });

  it('ignores a row that does not read, and asks nothing for no tracks', async () => {
    await getDb().episodePositions.put({ key: episodeKey(POD, 5), position: 'x', played: true } as never);
    expect((await readEpisodeStates(POD, [5])).size).toBe(0);
    expect((await readEpisodeStates(POD, [])).size).toBe(0);
  });
});
