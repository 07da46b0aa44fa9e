// edits22: approving, rejecting, deleting and applying edits, and the licenses a track edit offers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLive, type LiveClient } from '../test-support/live';
import { startPodWithUsers, type Browser, type TestPod } from '../test-support/pod';
import { shapeProblems, v1Example } from '../test-support/shape';

let pod: TestPod;
let demo: Browser;
let admin: Browser;
let anonymous: Browser;
beforeAll(async () => {
  ({ pod, demo, admin, anonymous } = await startPodWithUsers());
});
afterAll(() => pod.close());

interface Mutation {
  uuid: string;
  is_approved: boolean | null;
  is_applied: boolean;
  applied_date: string | null;
  approved_by: number | null;
  payload: Record<string, unknown>;
  previous_state: Record<string, { value: unknown }> | null;
}
async function answer(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}
const suggest = async (browser: Browser, path: string, body: Record<string, unknown>) =>
  (await answer(await browser.send('POST', path, { type: 'update', ...body }))).body as Mutation;
const pendingCount = async () =>
  (await admin.json<{ count: number }>('/api/v1/mutations/?is_approved=null&page_size=1')).count;

describe('POST mutations/{uuid}/approve/ and reject/', () => {
  it('approving applies the edit, keeps the previous state, and says so on the socket', async () => {
    const socket: LiveClient = await connectLive(pod.url, demo);
    try {
      const album = await admin.json<{ title: string; tags: string[] }>('/api/v1/albums/2/');
      const edit = await suggest(demo, '/api/v1/albums/2/mutations/', {
        payload: { title: 'Renamed album', tags: ['Calm', 'Night'] },
        summary: 'Better title',
      });
      const before = await pendingCount();
      expect(await answer(await demo.send('POST', `/api/v1/mutations/${edit.uuid}/approve/`))).toEqual({
        status: 403,
        body: { detail: 'You do not have permission to perform this action.' },
      });
      expect(await answer(await admin.send('POST', `/api/v1/mutations/${edit.uuid}/approve/`))).toEqual({
        status: 200,
        body: {},
      });
      const event = await socket.next((frame) => frame.type === 'mutation.updated');
      expect(event).toMatchObject({ pending_review_count: before - 1, old_is_approved: null, new_is_approved: true });

      const applied = await admin.json<Mutation>(`/api/v1/mutations/${edit.uuid}/`);
      expect(shapeProblems(applied, v1Example('POST /api/v1/albums/{id}/mutations/'))).toEqual([]);
      expect(applied).toMatchObject({ is_approved: true, is_applied: true });
      expect(applied.applied_date).not.toBeNull();
      expect(applied.previous_state).toEqual({
        title: { value: album.title },
        tags: { value: [...album.tags].sort() },
      });
      const now = await admin.json<{ title: string; tags: string[] }>('/api/v1/albums/2/');
      expect(now.title).toBe('Renamed album');
      expect([...now.tags].sort()).toEqual(['Calm', 'Night']);

      // Once applied: no second review, no delete.
      expect(await answer(await admin.send('POST', `/api/v1/mutations/${edit.uuid}/reject/`))).toEqual({
        status: 403,
        body: { error: 'This mutation was already applied' },
      });
      expect((await answer(await admin.send('DELETE', `/api/v1/mutations/${edit.uuid}/`))).status).toBe(403);
    } finally {
      socket.close();
    }
  });

  it('rejecting leaves the object as it was', async () => {
    const edit = await suggest(demo, '/api/v1/tracks/3/mutations/', { payload: { copyright: 'Nobody' } });
    expect((await answer(await admin.send('POST', `/api/v1/mutations/${edit.uuid}/reject/`))).status).toBe(200);
    const rejected = await admin.json<Mutation>(`/api/v1/mutations/${edit.uuid}/`);
    expect(rejected).toMatchObject({ is_approved: false, is_applied: false, previous_state: null });
    expect((await admin.json<{ copyright: string | null }>('/api/v1/tracks/3/')).copyright).not.toBe('Nobody');
  });
});

describe('applying at once and deleting', () => {
  it('applies at once (is_approved: true) for the library flag only', async () => {
    expect(
      (
        await answer(
          await demo.send('POST', '/api/v1/tracks/4/mutations/', {
            type: 'update',
            is_approved: true,
            payload: { title: 'Mine now' },
          }),
        )
      ).status,
    ).toBe(403);
    const edit = await suggest(admin, '/api/v1/tracks/4/mutations/', {
      is_approved: true,
      payload: { title: 'Fixed at once', position: 7, license: 'cc-by-sa-4.0' },
    });
    expect(edit).toMatchObject({ is_approved: true, is_applied: true });
    const track = await admin.json<{ title: string; position: number; license: string }>('/api/v1/tracks/4/');
    expect(track).toMatchObject({ title: 'Fixed at once', position: 7, license: 'cc-by-sa-4.0' });
    expect(
      (
        await answer(
          await admin.send('POST', '/api/v1/tracks/4/mutations/', { type: 'update', payload: { license: 'mine' } }),
        )
      ).body,
    ).toEqual({ payload: { license: ['Object with code=mine does not exist.'] } });
  });

  it('lets the author or an approver delete a pending edit, nobody else', async () => {
    const mine = await suggest(demo, '/api/v1/artists/1/mutations/', { payload: { name: 'Someone' } });
    const admins = await suggest(admin, '/api/v1/artists/1/mutations/', { payload: { name: 'Someone else' } });
    expect((await answer(await demo.send('DELETE', `/api/v1/mutations/${admins.uuid}/`))).status).toBe(403);
    expect((await answer(await anonymous.send('DELETE', `/api/v1/mutations/${mine.uuid}/`))).status).toBe(401);
    expect((await answer(await demo.send('DELETE', `/api/v1/mutations/${mine.uuid}/`))).status).toBe(204);
    expect((await answer(await admin.send('DELETE', `/api/v1/mutations/${admins.uuid}/`))).status).toBe(204);
    expect((await answer(await admin.send('GET', `/api/v1/mutations/${mine.uuid}/`))).status).toBe(404);
  });
});

describe('GET licenses/', () => {
  it('lists the licenses in the shape of a real pod, and one by code', async () => {
    const page = await anonymous.json<{ count: number; results: Array<{ code: string }> }>('/api/v1/licenses/');
    expect(shapeProblems(page, v1Example('GET /api/v1/licenses/'))).toEqual([]);
    expect(page.results.map((license) => license.code)).toContain('cc-by-4.0');
    const one = await anonymous.json<{ id: string; code: string }>('/api/v1/licenses/cc0-1.0/');
    expect(one).toMatchObject({ id: 'cc0-1.0', code: 'cc0-1.0' });
    expect((await anonymous.fetch('/api/v1/licenses/nope/')).status).toBe(404);
  });
});
