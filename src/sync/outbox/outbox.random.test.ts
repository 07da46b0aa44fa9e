// The outbox under a thousand random writes (issue 4): against the real demo pod in-process, with
// random network failures (before the request leaves, and after the pod applied it but before the
// answer came back), refusals of the pod, reloads and pulls in between. At the end the local mirrors
// must equal the pod's state, every write the pod did not refuse must have reached it, and the pod
// must hold no duplicate. Seeded and reproducible: SHOAL_OUTBOX_SEED=<n> replays a run.

import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getDb } from '../../db/schema';
import type { MirrorKind, MirrorRow } from '../../db/mirror';
import { readOutbox, type OutboxOp } from '../../db/outbox';
import { pullMirror, PULL_ORDER } from '../mirrors';
import { startOutboxHarness, type OutboxHarness } from '../testing/outbox-harness';
import { seededRandom } from '../../testing/seeded-random';
import { enqueueWrite } from './outbox';
import { mirrorKeyOf, mirrorKindOf } from './ops';

const SEED = Number(process.env.SHOAL_OUTBOX_SEED ?? 20261121);
const WRITES = 1000;

const CATALOGUE_LIBRARY = '0610cbf2-badf-5ca7-b85f-08025cc903d4';
const DEMO_LIBRARY = 'b2a96bed-a3c2-5e58-88c0-4d3c92d591a6';
const CHANNEL = '93816232-897f-54f3-93e9-413db5833f32';
const NO_CHANNEL = '00000000-0000-4000-8000-000000000000';

let h: OutboxHarness;
beforeAll(async () => {
  h = await startOutboxHarness();
});
afterAll(async () => {
  await h.stop();
});

it(`keeps the mirrors equal to the pod through ${WRITES} random writes, failures, refusals and reloads (seed ${SEED})`, async () => {
  const random = seededRandom(SEED);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const adminFid = `${h.origin}/federation/actors/admin`;
  const demoFid = `${h.origin}/federation/actors/demo`;
  const tracks = [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 99999];

  // What the user can ask for; the odd ones out are refused by the pod (unknown track, own library,
  // oneself, unknown channel, unknown artist).
  const writers: Array<(on: boolean) => OutboxOp> = [
    ...tracks.map((trackId) => (on: boolean): OutboxOp => ({ type: 'favorite', trackId, on, track: null })),
    (on) => ({ type: 'libraryFollow', library: CATALOGUE_LIBRARY, on, followUuid: null }),
    (on) => ({ type: 'libraryFollow', library: DEMO_LIBRARY, on, followUuid: null }),
    (on) => ({ type: 'actorFollow', actor: adminFid, on, followUuid: null }),
    (on) => ({ type: 'actorFollow', actor: demoFid, on, followUuid: null }),
    (on) => ({ type: 'subscription', channel: CHANNEL, on }),
    (on) => ({ type: 'subscription', channel: NO_CHANNEL, on }),
    ...[1, 2, 3, 5, 6, 9999].map((artistId) => (on: boolean): OutboxOp => ({
      type: 'contentFilter',
      artistId,
      on,
      name: `artist ${artistId}`,
      filterUuid: null,
    })),
  ];
  const refusable = [
    ['POST', '^/api/v[12]/favorites/tracks/$'],
    ['POST', '^/api/v[12]/favorites/tracks/remove/$'],
    ['POST', '^/api/v[12]/federation/follows/(library|user)/$'],
    ['DELETE', '^/api/v[12]/federation/follows/(library|user)/'],
    ['POST', '^/api/v[12]/channels/[^/]+/(un)?subscribe/$'],
    ['POST', '^/api/v[12]/moderation/content-filters/$'],
    ['DELETE', '^/api/v[12]/moderation/content-filters/'],
    ['POST', '^/api/v[12]/history/listenings/$'],
  ] as const;

  const figures = {
    writes: 0,
    listenings: 0,
    replays: 0,
    failedBefore: 0,
    failedAfter: 0,
    podRefusals: 0,
    refused: 0,
    reloads: 0,
    pulls: 0,
  };
  const listeningsBefore = new Map(tracks.map((id) => [id, countListenings(id)]));
  const sent: Array<{ seq: number; op: OutboxOp }> = [];
  const flaky = (method: string, url: string) => {
    if (url.includes('/__test__/')) return 'none';
    const roll = random();
    if (roll < 0.12) {
      figures.failedBefore += 1;
      return 'down';
    }
    if (roll < 0.24 && method !== 'GET') {
      figures.failedAfter += 1;
      return 'cut-after';
    }
    return 'none';
  };

  for (const kind of PULL_ORDER) await pullMirror(h.http, h.scope, kind);
  while (figures.writes < WRITES) {
    const roll = random();
    if (roll < 0.55) {
      let op: OutboxOp;
      if (random() < 0.12) op = { type: 'listening', trackId: pick(tracks) };
      else {
        const make = pick(writers);
        const probe = make(true);
        const kind = mirrorKindOf(probe) as MirrorKind;
        const row = (await getDb().mirror.get([kind, mirrorKeyOf(probe)])) as MirrorRow | undefined;
        op = make(!(row?.local ?? null));
      }
      const before = (await readOutbox()).length;
      if (!(await enqueueWrite(h.scope, op))) continue;
      const rows = await readOutbox();
      expect(rows.length).toBe(before + 1);
      sent.push({ seq: (rows[rows.length - 1] as { seq: number }).seq, op });
      figures.writes += 1;
      if (op.type === 'listening') figures.listenings += 1;
    } else if (roll < 0.85) {
      figures.replays += 1;
      h.network.decide = flaky;
      await h.replayer.retryNow();
      h.network.decide = null;
    } else if (roll < 0.91) {
      figures.reloads += 1;
      await h.reload();
    } else if (roll < 0.96) {
      figures.podRefusals += 1;
      const [method, path] = pick(refusable);
      h.running.pod.faults.clear();
      h.running.pod.faults.add({
        method,
        path,
        mode: 'refuse',
        status: 403,
        body: { detail: 'Refused on purpose' },
        times: 1,
      });
    } else {
      figures.pulls += 1;
      h.network.decide = flaky;
      await pullMirror(h.http, h.scope, pick(PULL_ORDER));
      h.network.decide = null;
    }
  }

  // The connection is back for good: everything waiting goes out.
  h.running.pod.faults.clear();
  for (let round = 0; round < 20 && (await readOutbox()).length > 0; round += 1) await h.replayer.retryNow();
  figures.refused = h.refused.length;
  console.info(`outbox random run (seed ${SEED}):`, JSON.stringify(figures));
  expect(await readOutbox()).toEqual([]);

  // No write lost: replaying the writes the pod did not refuse, in order, gives the pod's state.
  const refusedSeqs = new Set(h.refused.map((row) => row.seq));
  const expected = new Map<string, boolean>();
  const expectedListenings = new Map<number, number>();
  for (const { seq, op } of sent) {
    if (refusedSeqs.has(seq)) continue;
    if (op.type === 'listening') expectedListenings.set(op.trackId, (expectedListenings.get(op.trackId) ?? 0) + 1);
    else if (
      op.type !== 'libraryFollowDecision' &&
      op.type !== 'playlist' &&
      op.type !== 'inboxRead' &&
      op.type !== 'supportReminder'
    )
      expected.set(`${op.type}:${mirrorKeyOf(op)}`, op.on);
  }

  const pod = podState();
  const mirror = await mirrorState();
  // The local mirror equals the pod, kind by kind.
  expect(mirror).toEqual(pod);
  for (const [key, on] of expected) expect({ key, on: pod.has(key) }).toEqual({ key, on });
  for (const id of tracks) {
    // Every listening the pod took, once: no more (no duplicate), no fewer (none lost).
    expect({ track: id, listenings: countListenings(id) - (listeningsBefore.get(id) ?? 0) }).toEqual({
      track: id,
      listenings: expectedListenings.get(id) ?? 0,
    });
  }
  // Refusals happened, failures happened: the run did test something.
  expect(figures.refused).toBeGreaterThan(0);
  expect(figures.failedAfter).toBeGreaterThan(0);
  expect(figures.reloads).toBeGreaterThan(0);
}, 240_000);

function countListenings(trackId: number): number {
  return (
    h.sql<{ n: number }>(
      'SELECT COUNT(*) AS n FROM listenings WHERE user_id = ? AND track_id = ?',
      h.demoId,
      trackId,
    )[0]?.n ?? 0
  );
}

/** What demo holds on the pod, as `kind:key` strings. */
function podState(): Set<string> {
  const state = new Set<string>();
  for (const row of h.sql<{ track_id: number }>('SELECT track_id FROM favorites WHERE user_id = ?', h.demoId))
    state.add(`favorite:${row.track_id}`);
  for (const row of h.sql<{ library_uuid: string }>(
    'SELECT library_uuid FROM library_follows WHERE user_id = ?',
    h.demoId,
  ))
    state.add(`libraryFollow:${row.library_uuid}`);
  for (const row of h.sql<{ username: string }>(
    'SELECT u.username FROM user_follows f JOIN users u ON u.id = f.target_id WHERE f.user_id = ?',
    h.demoId,
  )) {
    state.add(`actorFollow:${h.origin}/federation/actors/${row.username}`);
  }
  for (const row of h.sql<{ channel_uuid: string }>(
    'SELECT channel_uuid FROM subscriptions WHERE user_id = ?',
    h.demoId,
  ))
    state.add(`subscription:${row.channel_uuid}`);
  for (const row of h.sql<{ target_artist_id: number }>(
    'SELECT target_artist_id FROM content_filters WHERE user_id = ?',
    h.demoId,
  ))
    state.add(`contentFilter:${row.target_artist_id}`);
  return state;
}

/** What the mirrors show, and a check that no row still differs from what the pod is known to hold. */
async function mirrorState(): Promise<Set<string>> {
  const rows = (await getDb().mirror.toArray()) as MirrorRow[];
  for (const row of rows)
    expect({ key: `${row.kind}:${row.key}`, pending: (row.local === null) !== (row.server === null) }).toEqual({
      key: `${row.kind}:${row.key}`,
      pending: false,
    });
  return new Set(rows.filter((row) => row.local !== null).map((row) => `${row.kind}:${row.key}`));
}
