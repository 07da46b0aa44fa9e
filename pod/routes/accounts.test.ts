import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPodWithUsers, type Browser, type TestPod } from '../test-support/pod';
import { shapeProblems, v1Example } from '../test-support/shape';

let pod: TestPod;
let host: string;
let anonymous: Browser;
let demo: Browser;
let admin: Browser;
beforeAll(async () => {
  ({ pod, host, anonymous, demo, admin } = await startPodWithUsers({ testHooks: true }));
});
afterAll(() => pod.close());

interface Page<T = Record<string, unknown>> {
  count: number;
  results: T[];
}
// Nobody assigned, no policy, no user (another pod's account): null, as on a real pod.
const shape = (actual: unknown, key: string) =>
  shapeProblems(actual, v1Example(key)).filter(
    // metadata holds the sign-up form's own questions.
    (problem) => !/(assigned_to|user|instance_policy): null|\.metadata\./.test(problem),
  );

describe('manage/moderation/requests', () => {
  it('starts with the seeded pending sign-up and its answers, in the manage shape', async () => {
    const page = await admin.json<Page>('/api/v1/manage/moderation/requests/?status=pending');
    expect(page.count).toBe(1);
    expect(shape(page, 'GET /api/v1/manage/moderation/requests/')).toEqual([]);
    expect(page.results[0]).toMatchObject({
      type: 'signup',
      status: 'pending',
      submitter: { preferred_username: 'marina', is_local: true },
      metadata: { 'How did you hear about us?': 'A friend who plays in the harbour band' },
    });
    expect((await admin.fetch('/api/v1/manage/moderation/requests/?status=maybe')).status).toBe(400);
    expect((await demo.fetch('/api/v1/manage/moderation/requests/')).status).toBe(403);
  });

  it('approving activates the account, assigns the moderator and dates it; refusing leaves it inactive', async () => {
    for (const [username, status, active] of [
      ['ana_ok', 'approved', true],
      ['bo_no', 'refused', false],
    ] as const) {
      const made = await admin.fetch('/__test__/signup-requests', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, answers: { 'Why?': 'Music' } }),
      });
      const { uuid } = (await made.json()) as { uuid: string };
      const answer = await admin.send('PATCH', `/api/v1/manage/moderation/requests/${uuid}/`, { status });
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ status, assigned_to: { preferred_username: 'admin' } });
      expect(body.handled_date).toEqual(expect.any(String));
      const account = await admin.json<{ user: { is_active: boolean } }>(
        `/api/v1/manage/accounts/${username}@${host}/`,
      );
      expect(account.user.is_active).toBe(active);
    }
    const refused = await admin.send(
      'PATCH',
      '/api/v1/manage/moderation/requests/00000000-0000-4000-8000-000000000000/',
      {
        status: 'approved',
      },
    );
    expect(refused.status).toBe(404);
  });
});

describe('manage/accounts and manage/users/users', () => {
  it('lists local and federated accounts apart, in the manage shape', async () => {
    const local = await admin.json<Page<{ is_local: boolean; user: unknown }>>('/api/v1/manage/accounts/?local=true');
    const remote = await admin.json<Page<{ is_local: boolean; user: unknown }>>('/api/v1/manage/accounts/?local=false');
    expect(local.count).toBeGreaterThan(1);
    expect(remote.count).toBeGreaterThan(0);
    expect(local.results.every((account) => account.is_local && account.user !== null)).toBe(true);
    expect(remote.results.every((account) => !account.is_local && account.user === null)).toBe(true);
    expect(shape(local, 'GET /api/v1/manage/accounts/')).toEqual([]);
    expect(shape(remote, 'GET /api/v1/manage/accounts/')).toEqual([]);
    expect((await anonymous.fetch('/api/v1/manage/accounts/')).status).toBe(401);
  });

  it('gives an account by full username with its statistics', async () => {
    const account = await admin.json<{ id: number; full_username: string; user: { upload_quota: unknown } }>(
      `/api/v1/manage/accounts/marina@${host}/`,
    );
    expect(account.full_username).toBe(`marina@${host}`);
    expect(account.user.upload_quota).toBeNull();
    const stats = await admin.json(`/api/v1/manage/accounts/demo@${host}/stats/`);
    expect(shapeProblems(stats, v1Example('GET /api/v1/manage/accounts/{id}/stats/'))).toEqual([]);
    expect((await admin.fetch(`/api/v1/manage/accounts/nobody@${host}/`)).status).toBe(404);
  });

  it('names the moderation rule on an account (instance_policy)', async () => {
    const made = await admin.send('POST', '/api/v1/manage/moderation/instance-policies/', {
      target: { type: 'actor', id: `marina@${host}` },
      summary: 'Spam',
      silence_notifications: true,
    });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: number };
    const account = await admin.json<{ instance_policy: number | null }>(`/api/v1/manage/accounts/marina@${host}/`);
    expect(account.instance_policy).toBe(id);
  });

  it('sets and empties the upload quota with the settings flag; refuses a negative one', async () => {
    await admin.send('POST', '/__test__/signup-requests', { username: 'quota_user' });
    const { id } = await admin.json<{ id: number }>(`/api/v1/manage/accounts/quota_user@${host}/`);
    const path = `/api/v1/manage/users/users/${id}/`;
    const set = await admin.send('PATCH', path, { upload_quota: 250 });
    expect(set.status).toBe(200);
    const body = await set.json();
    expect(shapeProblems(body, v1Example('PATCH /api/v1/manage/users/users/{id}/'))).toEqual([]);
    expect(body).toMatchObject({ upload_quota: 250, permissions: { library: false } });
    expect((await admin.json<{ quota_status: { max: number } }>('/api/v1/users/me/')).quota_status).toBeDefined();
    const negative = await admin.send('PATCH', path, { upload_quota: -1 });
    expect(negative.status).toBe(400);
    expect(await negative.json()).toEqual({ upload_quota: ['Ensure this value is greater than or equal to 0.'] });
    expect(await (await admin.send('PATCH', path, { upload_quota: null })).json()).toMatchObject({
      upload_quota: null,
    });
    expect((await demo.send('PATCH', path, { upload_quota: 1 })).status).toBe(403);
  });

  it('purges an account of another pod: its libraries and files go, the account stays', async () => {
    const remote = await admin.json<Page<{ id: number; full_username: string }>>(
      '/api/v1/manage/accounts/?local=false',
    );
    const target = remote.results[0]!;
    const answer = await admin.send('POST', '/api/v1/manage/accounts/action/', {
      action: 'purge',
      objects: [target.id],
    });
    expect(await answer.json()).toEqual({ updated: 1, action: 'purge', result: null });
    const stats = await admin.json<{ libraries: number; uploads: number }>(
      `/api/v1/manage/accounts/${target.full_username}/stats/`,
    );
    expect(stats).toMatchObject({ libraries: 0, uploads: 0 });
    const all = await admin.send('POST', '/api/v1/manage/accounts/action/', { action: 'purge', objects: 'all' });
    expect(all.status).toBe(400);
  });
});
