import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteLibraryFid, remoteLibraryUuid } from '../remote-seed';
import { seededArtistUuid } from '../remote-fetch';
import { startPodWithUsers, type Browser, type TestPod } from '../test-support/pod';
import { shapeProblems, v1Example } from '../test-support/shape';

let pod: TestPod;
let demo: Browser;
let anonymous: Browser;
let admin: Browser;
beforeAll(async () => {
  ({ pod, demo, anonymous, admin } = await startPodWithUsers({ testHooks: true }));
});
afterAll(() => pod.close());

interface Fetch {
  id: number;
  url: string;
  status: string;
  detail: Record<string, unknown>;
  object: Record<string, unknown> | null;
}
const start = async (object: string) => {
  const response = await demo.send('POST', '/api/v1/federation/fetches/', { object });
  expect(response.status).toBe(201);
  return (await response.json()) as Fetch;
};
/** Polls until the fetch is no longer pending (the pod settles seeded ones after ~2 s, HTTP ones within its timeout). */
async function settled(id: number): Promise<Fetch> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const fetch = await demo.json<Fetch>(`/api/v1/federation/fetches/${id}/`);
    if (fetch.status !== 'pending') return fetch;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`fetch ${id} still pending`);
}

describe('federation/fetches/', () => {
  it('needs a user and an object', async () => {
    expect((await anonymous.send('POST', '/api/v1/federation/fetches/', { object: 'x' })).status).toBe(401);
    const missing = await demo.send('POST', '/api/v1/federation/fetches/', {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ object: ['This field is required.'] });
  });

  it('a seeded library URL is pending, then finished with the library, in the shape of a real pod', async () => {
    const created = await start(remoteLibraryFid('harbour-sessions'));
    expect(shapeProblems(created, v1Example('POST /api/v1/federation/fetches/'))).toEqual([]);
    expect(created.status).toBe('pending');
    const done = await settled(created.id);
    expect(done.object).toEqual({ type: 'library', uuid: remoteLibraryUuid('harbour-sessions') });
    // The example's object is an album (`id`); a library is named by its `uuid`.
    expect(shapeProblems({ ...done, object: null }, v1Example('POST /api/v1/federation/fetches/'))).toEqual([]);
  });

  it('a handle becomes a webfinger URL and ends on the account', async () => {
    const created = await start('@nadia@remote.example.org');
    expect(created.url).toBe('webfinger://nadia@remote.example.org');
    expect((await settled(created.id)).object).toEqual({
      type: 'account',
      full_username: 'nadia@remote.example.org',
    });
  });

  it('a seeded artist URL brings the artist, another pod’s, which can be refreshed', async () => {
    const url = `https://remote.example.org/federation/music/artists/${seededArtistUuid('Harbour Stage Band')}`;
    const done = await settled((await start(url)).id);
    expect(done.status).toBe('finished');
    const id = done.object!.id as number;
    const artist = await demo.json<{ is_local: boolean; fid: string }>(`/api/v1/artists/${id}/`);
    expect(artist).toMatchObject({ is_local: false, fid: url });
    const refresh = await demo.send('POST', `/api/v1/artists/${id}/fetches/`);
    expect(refresh.status).toBe(201);
    const refreshed = (await refresh.json()) as Fetch;
    expect(shapeProblems(refreshed, v1Example('POST /api/v1/artists/{id}/fetches/'))).toEqual([]);
    expect(await settled(refreshed.id)).toMatchObject({ status: 'finished', object: { type: 'artist', id } });
    const list = await demo.json<{ count: number }>(`/api/v1/artists/${id}/fetches/`);
    // The first fetch found this artist too.
    expect(list.count).toBe(2);
  });

  it("refuses to refresh this pod's own objects", async () => {
    const response = await demo.send('POST', '/api/v1/artists/1/fetches/');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: 'Cannot fetch a local object' });
  });

  it.each([
    ['missing', { error_code: 'http', status_code: 404 }],
    ['broken', { error_code: 'invalid_json' }],
    ['incomplete', { error_code: 'validation' }],
    ['untyped', { error_code: 'missing_jsonld_type' }],
    ['list', { error_code: 'invalid_jsonld' }],
    ['slow', { error_code: 'timeout' }],
  ])('the %s fixture ends errored: %j', async (name, detail) => {
    const done = await settled((await start(`${pod.url}/__test__/remote/${name}`)).id);
    expect(done.status).toBe('errored');
    expect(done.detail).toMatchObject(detail);
  });

  it('a Note is skipped; an unreachable host is a connection error; a ghost handle is a webfinger error', async () => {
    const note = await settled((await start(`${pod.url}/__test__/remote/note`)).id);
    expect(note).toMatchObject({ status: 'skipped', object: null, detail: { reason: 'unhandled_type' } });
    const refused = await settled((await start('http://127.0.0.1:1/federation/actors/x')).id);
    expect(refused.detail).toMatchObject({ error_code: 'connection' });
    const ghost = await settled((await start('@ghost@remote.example.org')).id);
    expect(ghost.detail).toMatchObject({ error_code: 'webfinger' });
  });

  it('shows a fetch only to the user who made it', async () => {
    const created = await start('@oskar@remote.example.org');
    expect((await admin.send('GET', `/api/v1/federation/fetches/${created.id}/`)).status).toBe(404);
  });
});
