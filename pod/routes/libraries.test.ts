import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPodWithUsers, type Browser, type TestPod } from '../test-support/pod';
import { realPod, shapeProblems } from '../test-support/shape';

let pod: TestPod;
let anonymous: Browser;
let demo: Browser;
let admin: Browser;
beforeAll(async () => {
  ({ pod, anonymous, demo, admin } = await startPodWithUsers());
});
afterAll(() => pod.close());

interface Library {
  uuid: string;
  name: string;
  description: string | null;
  privacy_level: string;
  uploads_count: number;
  size: number | null;
}

async function answer(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function create(browser: Browser, body: Record<string, unknown>): Promise<Library> {
  const response = await browser.send('POST', '/api/v1/libraries/', body);
  expect(response.status).toBe(201);
  return (await response.json()) as Library;
}

describe('library writes', () => {
  it('creates a library in the recorded shape (private by default), then updates and deletes it', async () => {
    const made = await create(demo, { name: '  Field recordings ', description: 'Birds' });
    expect(shapeProblems(made, realPod('library_create.json'), { extraKeys: false })).toEqual([]);
    expect(made).toMatchObject({
      name: 'Field recordings',
      description: 'Birds',
      privacy_level: 'me',
      uploads_count: 0,
    });
    const mine = await demo.json<{ results: Library[] }>('/api/v1/libraries/?scope=me');
    expect(mine.results.map((library) => library.name)).toContain('Field recordings');

    const patched = await answer(
      await demo.send('PATCH', `/api/v1/libraries/${made.uuid}/`, { privacy_level: 'everyone' }),
    );
    expect(patched).toMatchObject({ status: 200, body: { name: 'Field recordings', privacy_level: 'everyone' } });
    const put = await answer(await demo.send('PUT', `/api/v1/libraries/${made.uuid}/`, { privacy_level: 'instance' }));
    expect(put).toEqual({ status: 400, body: { name: ['This field is required.'] } });

    expect((await demo.send('DELETE', `/api/v1/libraries/${made.uuid}/`)).status).toBe(204);
    expect((await demo.fetch(`/api/v1/libraries/${made.uuid}/`)).status).toBe(404);
  });

  it('refuses what a real pod refuses: no name, the followers level, another user’s library, anonymous callers', async () => {
    expect(await answer(await demo.send('POST', '/api/v1/libraries/', { description: 'x' }))).toEqual({
      status: 400,
      body: { name: ['This field is required.'] },
    });
    expect(
      await answer(await demo.send('POST', '/api/v1/libraries/', { name: 'x', privacy_level: 'followers' })),
    ).toEqual({ status: 400, body: { privacy_level: ['"followers" is not a valid choice.'] } });
    const made = await create(admin, { name: 'Admin only', privacy_level: 'me' });
    expect((await demo.send('PATCH', `/api/v1/libraries/${made.uuid}/`, { name: 'mine now' })).status).toBe(404);
    expect((await demo.send('DELETE', `/api/v1/libraries/${made.uuid}/`)).status).toBe(404);
    expect((await demo.fetch(`/api/v1/libraries/${made.uuid}/follows/`)).status).toBe(404);
    expect((await anonymous.send('POST', '/api/v1/libraries/', { name: 'x' })).status).toBe(401);
  });

  it('lists the follows a library received, rejected ones too; an accepted follow opens a private library', async () => {
    const shelf = await create(admin, { name: 'Private shelf', privacy_level: 'me' });
    const empty = await admin.json<{ count: number }>(`/api/v1/libraries/${shelf.uuid}/follows/`);
    expect(empty.count).toBe(0);
    const follow = (await (
      await demo.send('POST', '/api/v1/federation/follows/library/', { target: shelf.uuid })
    ).json()) as { uuid: string };
    const listed = await admin.json<{ count: number; results: Array<Record<string, unknown>> }>(
      `/api/v1/libraries/${shelf.uuid}/follows/`,
    );
    expect(listed.results).toMatchObject([
      { uuid: follow.uuid, approved: null, actor: { preferred_username: 'demo' }, target: { uuid: shelf.uuid } },
    ]);
    expect(Object.keys(listed.results[0]!).sort()).toEqual(['actor', 'approved', 'creation_date', 'target', 'uuid']);
    const visible = async () =>
      (await demo.json<{ results: Library[] }>('/api/v1/libraries/')).results.some((item) => item.uuid === shelf.uuid);
    expect(await visible()).toBe(false);

    expect((await admin.send('POST', `/api/v1/federation/follows/library/${follow.uuid}/accept/`)).status).toBe(204);
    expect(await visible()).toBe(true);
    expect((await admin.send('POST', `/api/v1/federation/follows/library/${follow.uuid}/reject/`)).status).toBe(204);
    expect(await visible()).toBe(false);
    const after = await admin.json<{ results: Array<{ approved: boolean | null }> }>(
      `/api/v1/libraries/${shelf.uuid}/follows/`,
    );
    expect(after.results.map((item) => item.approved)).toEqual([false]);
  });
});
