import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteLibraryFid, remoteLibraryUuid } from '../../../pod/remote-seed';
import type { HttpClient } from '../core/http';
import { signedInClient, startDemoPod, type RunningPod } from '../testing/demo-pod';
import { createFetch, refreshObject } from './api';
import { fetchOutcome, type Fetch } from './model';
import { pollFetch } from './poll';

// Against the in-process demo pod over real HTTP: its seeded objects of remote.example.org settle
// after ~2 s, its test fixtures fail as other pods do.
describe.each(['2.0', '1.4'] as const)('federation fetches against the demo pod (%s)', (mode) => {
  let running: RunningPod;
  let http: HttpClient;
  beforeAll(async () => {
    running = await startDemoPod({ mode, testHooks: true });
    http = await signedInClient(running, 'demo', 'demo');
  });
  afterAll(() => running.stop());

  const create = async (object: string): Promise<Fetch> => {
    const created = await createFetch(http, object);
    if (!created.ok) throw new Error(`not created: ${created.error.kind}`);
    return created.data;
  };

  it('polls a seeded library until it is finished, then gives its page', async () => {
    const first = await create(remoteLibraryFid('harbour-sessions'));
    expect(first.status).toBe('pending');
    const seen: number[] = [];
    const result = await pollFetch(http, first, { onUpdate: (_fetch, polls) => seen.push(polls) });
    expect(result.kind).toBe('settled');
    expect(fetchOutcome(result.fetch)).toEqual({
      state: 'finished',
      route: `/library/${remoteLibraryUuid('harbour-sessions')}`,
    });
    expect(seen[0]).toBe(1);
  });

  it('a handle ends on the profile', async () => {
    const result = await pollFetch(http, await create('@nadia@remote.example.org'));
    expect(result.kind === 'settled' && fetchOutcome(result.fetch)).toEqual({
      state: 'finished',
      route: '/@nadia@remote.example.org',
    });
  });

  it('stops after the last poll while the pod is still at it', async () => {
    const result = await pollFetch(http, await create(remoteLibraryFid('oskar-crate')), {
      maxPolls: 2,
      intervalMs: 50,
    });
    expect(result.kind).toBe('gave-up');
    expect(result.fetch.status).toBe('pending');
  });

  it.each([
    ['missing', { kind: 'http', statusCode: 404 }],
    ['broken', { kind: 'invalid_json', statusCode: null }],
    ['incomplete', { kind: 'validation', statusCode: null }],
  ])('the %s fixture ends errored with its kind', async (name, error) => {
    const result = await pollFetch(http, await create(`${running.url}__test__/remote/${name}`));
    expect(result.kind === 'settled' && fetchOutcome(result.fetch)).toEqual({ state: 'errored', error });
  });

  it('a Note cannot be retrieved', async () => {
    const result = await pollFetch(http, await create(`${running.url}__test__/remote/note`));
    expect(result.kind === 'settled' && fetchOutcome(result.fetch).state).toBe('unretrievable');
  });

  it("refreshing this pod's own artist is refused with the pod's reason", async () => {
    const refused = await refreshObject(http, 'artist', 1);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.status).toBe(400);
  });
});
