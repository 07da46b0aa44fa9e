// Accept and reject through the outbox, against the real demo pod (seed: admin follows demo's library).

import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readOutbox, readWaitingOps } from '../../db/outbox';
import { getDb } from '../../db/schema';
import { enqueueWrite } from '../outbox';
import { startOutboxHarness, type OutboxHarness } from '../testing/outbox-harness';
import { listReceivedFollows } from './api';
import { followerStatus } from './follow-decisions';

const DEMO_LIBRARY = 'b2a96bed-a3c2-5e58-88c0-4d3c92d591a6';

let h: OutboxHarness;
let follow: string;
beforeAll(async () => {
  h = await startOutboxHarness();
  follow = h.sql<{ uuid: string }>('SELECT uuid FROM library_follows WHERE library_uuid = ?', DEMO_LIBRARY)[0]!.uuid;
});
afterAll(() => h.stop());
beforeEach(async () => {
  h.network.mode = 'none';
  h.network.decide = null;
  h.refused.length = 0;
  await getDb().outbox.clear();
});

const approvedOnPod = () =>
  h.sql<{ approved: number | null }>('SELECT approved FROM library_follows WHERE uuid = ?', follow)[0]?.approved;
const decision = (approve: boolean) => ({
  type: 'libraryFollowDecision' as const,
  follow,
  library: DEMO_LIBRARY,
  approve,
});

describe('follow decisions', () => {
  it('a reject made offline waits in the outbox, shows as rejected, and is sent when the pod is back', async () => {
    h.network.mode = 'down';
    await enqueueWrite(h.scope, decision(false));
    await h.replayer.retryNow();
    expect(approvedOnPod()).toBe(1);
    const waiting = await readWaitingOps(h.scope, 'libraryFollowDecision');
    expect(waiting).toEqual([decision(false)]);
    expect(followerStatus(true, waiting[0]?.approve)).toBe('rejected');

    h.network.mode = 'none';
    await h.replayer.retryNow();
    expect(await readOutbox()).toEqual([]);
    expect(approvedOnPod()).toBe(0);
    const page = await listReceivedFollows(h.http, DEMO_LIBRARY);
    expect(page.ok && page.data.results.map((item) => [item.uuid, item.approved])).toEqual([[follow, false]]);
  });

  it('an accept whose answer was lost is sent again and counts as done', async () => {
    h.exec('UPDATE library_follows SET approved = NULL WHERE uuid = ?', follow);
    await enqueueWrite(h.scope, decision(true));
    h.network.mode = 'cut-after';
    await h.replayer.retryNow();
    expect(approvedOnPod()).toBe(1);
    expect(await readOutbox()).toHaveLength(1);
    h.network.mode = 'none';
    await h.replayer.retryNow();
    expect(await readOutbox()).toEqual([]);
    expect(h.refused).toEqual([]);
    expect(h.network.delivered.filter((line) => line.endsWith('/accept/'))).toHaveLength(2);
  });

  it('a follow that is gone (404 {}) is refused: the row goes and the refusal is told', async () => {
    await enqueueWrite(h.scope, { ...decision(true), follow: '00000000-0000-4000-8000-000000000000' });
    await h.replayer.retryNow();
    expect(await readOutbox()).toEqual([]);
    expect(h.refused).toHaveLength(1);
  });

  it('the status shown: the waiting decision over the pod’s value', () => {
    expect(followerStatus(null, undefined)).toBe('pending');
    expect(followerStatus(true, undefined)).toBe('accepted');
    expect(followerStatus(false, undefined)).toBe('rejected');
    expect(followerStatus(null, true)).toBe('accepted');
  });
});
