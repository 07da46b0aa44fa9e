import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPodWithUsers, type Browser, type TestPod } from '../test-support/pod';
import { shapeProblems, v1Example } from '../test-support/shape';

let pod: TestPod;
let host: string;
let anonymous: Browser;
let demo: Browser;
let admin: Browser;
beforeAll(async () => {
  ({ pod, host, anonymous, demo, admin } = await startPodWithUsers());
});
afterAll(() => pod.close());

interface Page<T = Record<string, unknown>> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
async function answer(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}
// Unassigned reports and objects nobody owns have null there, as on a real pod (the example shows objects).
const shapeOf = (page: unknown) =>
  shapeProblems(page, v1Example('GET /api/v1/manage/moderation/reports/')).filter(
    (problem) => !/\.(assigned_to|target_owner): null/.test(problem),
  );
const forbidden = { status: 403, body: { detail: 'You do not have permission to perform this action.' } };

describe('manage/moderation lists', () => {
  it('need the moderation permission: 401 for visitors, 403 for demo', async () => {
    for (const path of ['/api/v1/manage/moderation/reports/', '/api/v1/manage/moderation/requests/']) {
      expect((await anonymous.fetch(path)).status).toBe(401);
      expect(await answer(await demo.fetch(path))).toEqual(forbidden);
    }
  });

  it('reports start with the seeded unhandled report, in the manage shape', async () => {
    const page = await admin.json<Page>('/api/v1/manage/moderation/reports/?is_handled=false&page_size=1');
    expect(page.count).toBe(1);
    expect(shapeOf(page)).toEqual([]);
    expect(page.results[0]).toMatchObject({
      is_handled: false,
      type: 'invalid_metadata',
      target: { type: 'track' },
      submitter: { preferred_username: 'demo' },
    });
    expect((await admin.json<Page>('/api/v1/manage/moderation/reports/?is_handled=true')).count).toBe(0);
  });

  // accounts22: the sign-up requests' tests are in accounts.test.ts.
});

describe('POST moderation/reports/', () => {
  it('files a report (201, public shape) that moderators then list', async () => {
    const created = await answer(
      await demo.send('POST', '/api/v1/moderation/reports/', {
        type: 'offensive_content',
        summary: 'Rude',
        target: { type: 'track', id: 2 },
      }),
    );
    expect(created.status).toBe(201);
    expect(shapeProblems(created.body, v1Example('POST /api/v1/moderation/reports/'))).toEqual([]);
    expect(created.body).toMatchObject({
      is_handled: false,
      submitter_email: null,
      target: { type: 'track', id: 2 },
      type: 'offensive_content',
    });

    for (const target of [
      { type: 'account', full_username: `admin@${host}` },
      { type: 'playlist', id: 1 },
    ]) {
      expect((await demo.send('POST', '/api/v1/moderation/reports/', { type: 'other', target })).status).toBe(201);
    }
    const page = await admin.json<Page<{ uuid: string; target: unknown }>>(
      '/api/v1/manage/moderation/reports/?is_handled=false',
    );
    expect(page.count).toBe(4);
    // the example's target is a track; playlists and accounts have targets and states of their own
    const tracks = page.results.filter((report) => (report.target as { type: string }).type === 'track');
    expect(tracks).toHaveLength(2);
    expect(shapeOf({ ...page, results: tracks })).toEqual([]);
    expect(page.results[2]?.uuid).toBe((created.body as { uuid: string }).uuid);
    expect(page.results[1]?.target).toEqual({ type: 'account', full_username: `admin@${host}` });
  });

  it('takes visitors’ reports only of the anonymous types and with an e-mail', async () => {
    const post = async (body: unknown) => answer(await anonymous.send('POST', '/api/v1/moderation/reports/', body));
    const target = { type: 'track', id: 1 };
    expect((await post({ type: 'other', target, submitter_email: 'a@b.example' })).status).toBe(400);
    expect(await post({ type: 'takedown_request', target })).toEqual({
      status: 400,
      body: { submitter_email: ['This field is required.'] },
    });
    const created = await post({ type: 'takedown_request', target, submitter_email: 'a@b.example' });
    expect(created).toMatchObject({ status: 201, body: { submitter_email: 'a@b.example' } });
  });

  it('refuses unknown types and targets', async () => {
    const post = async (body: unknown) => answer(await demo.send('POST', '/api/v1/moderation/reports/', body));
    expect(await post({ type: 'spam', target: { type: 'track', id: 1 } })).toEqual({
      status: 400,
      body: { type: ['"spam" is not a valid choice.'] },
    });
    expect(await post({ type: 'other' })).toEqual({ status: 400, body: { target: ['This field is required.'] } });
    expect(await post({ type: 'other', target: { type: 'planet', id: 1 } })).toEqual({
      status: 400,
      body: { target: ['Invalid type'] },
    });
    expect(await post({ type: 'other', target: { type: 'track', id: 999 } })).toEqual({
      status: 400,
      body: { target: ['Object not found'] },
    });
    expect(
      await post({ type: 'other', target: { type: 'account', full_username: 'admin@elsewhere.example' } }),
    ).toEqual({
      status: 400,
      body: { target: ['Object not found'] },
    });
  });
});
