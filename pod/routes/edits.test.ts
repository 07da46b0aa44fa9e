import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPodWithUsers, type Browser, type TestPod } from '../test-support/pod';
import { shapeProblems, v1Example } from '../test-support/shape';

let pod: TestPod;
let anonymous: Browser;
let demo: Browser;
let admin: Browser;
beforeAll(async () => {
  ({ pod, anonymous, demo, admin } = await startPodWithUsers());
});
afterAll(() => pod.close());

interface Mutation {
  uuid: string;
  is_approved: boolean | null;
  summary: string | null;
  payload: Record<string, unknown>;
  previous_state: Record<string, { value: unknown }> | null;
  is_applied: boolean;
  target: { type: string; id: number; repr: string };
  created_by: { preferred_username: string };
}
interface Page<T> {
  count: number;
  next: string | null;
  results: T[];
}
async function answer(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

describe('GET mutations/', () => {
  it('needs a login', async () => {
    expect(await answer(await anonymous.fetch('/api/v1/mutations/'))).toEqual({
      status: 401,
      body: { detail: 'Authentication credentials were not provided.' },
    });
  });

  it('starts with the seeded pending edit of demo, in the shape of a real pod', async () => {
    const page = await demo.json<Page<Mutation>>('/api/v1/mutations/?is_approved=null&page_size=1');
    expect(page.count).toBe(1);
    expect(shapeProblems(page, v1Example('GET /api/v1/mutations/'))).toEqual([]);
    expect(page.results[0]).toMatchObject({
      is_approved: null,
      created_by: { preferred_username: 'demo' },
      payload: { title: 'Rain on the Old Pier' },
      previous_state: null,
      target: { type: 'track', repr: 'Rain on the Pier' },
    });
  });
});

describe('POST tracks|albums|artists/{id}/mutations/', () => {
  it('records a pending edit (201) without a previous state yet, and the lists filter it', async () => {
    const created = await answer(
      await demo.send('POST', '/api/v1/albums/1/mutations/', {
        type: 'update',
        payload: { title: 'New title', tags: ['Ambient'] },
        summary: 'Typo',
      }),
    );
    expect(created.status).toBe(201);
    expect(shapeProblems(created.body, v1Example('POST /api/v1/tracks/{id}/mutations/'))).toEqual([]);
    const mutation = created.body as Mutation;
    expect(mutation).toMatchObject({
      is_approved: null,
      summary: 'Typo',
      payload: { title: 'New title', tags: ['Ambient'] },
      target: { type: 'album', id: 1 },
    });
    expect(mutation.previous_state).toBeNull();

    const artist = await answer(
      await admin.send('POST', '/api/v1/artists/2/mutations/', { type: 'update', payload: { name: 'Pixel Reef!' } }),
    );
    expect(artist.status).toBe(201);
    expect((artist.body as Mutation).previous_state).toBeNull();

    const pending = await admin.json<Page<Mutation>>('/api/v1/mutations/?is_approved=null');
    expect(pending.count).toBe(3);
    expect(pending.results[0]?.target.type).toBe('artist'); // newest first
    expect((await admin.json<Page<Mutation>>('/api/v1/mutations/?is_approved=true')).count).toBe(0);
    expect((await admin.json<Page<Mutation>>('/api/v1/mutations/?is_approved=false')).count).toBe(0);
    expect((await admin.json<Page<Mutation>>('/api/v1/mutations/')).count).toBe(3);
    expect((await admin.json<Page<Mutation>>('/api/v1/albums/1/mutations/')).results.map((m) => m.uuid)).toEqual([
      mutation.uuid,
    ]);
    expect((await admin.json<Page<Mutation>>('/api/v1/tracks/1/mutations/')).count).toBe(0);
    expect((await demo.json<Mutation>(`/api/v1/mutations/${mutation.uuid}/`)).uuid).toBe(mutation.uuid);
  });

  it('refuses visitors, unknown objects, other types and bad payloads', async () => {
    const post = async (path: string, body: unknown, browser = demo) => answer(await browser.send('POST', path, body));
    expect(
      (await post('/api/v1/tracks/1/mutations/', { type: 'update', payload: { title: 'x' } }, anonymous)).status,
    ).toBe(401);
    expect((await post('/api/v1/tracks/999/mutations/', { type: 'update', payload: { title: 'x' } })).status).toBe(404);
    expect(await post('/api/v1/tracks/1/mutations/', { type: 'delete', payload: { title: 'x' } })).toEqual({
      status: 400,
      body: { type: ['"delete" is not a valid choice.'] },
    });
    expect(await post('/api/v1/tracks/1/mutations/', { type: 'update', payload: { name: 'x' } })).toEqual({
      status: 400,
      body: { payload: ['This field may not be empty.'] },
    });
    expect((await post('/api/v1/tracks/1/mutations/', { type: 'update', payload: { position: 'first' } })).status).toBe(
      400,
    );
    expect((await post('/api/v1/tracks/1/mutations/', { type: 'update', payload: 'title' })).status).toBe(400);
    expect((await admin.json<Page<Mutation>>('/api/v1/tracks/1/mutations/')).count).toBe(0);
  });
});
