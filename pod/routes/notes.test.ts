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

interface Report {
  uuid: string;
  is_handled: boolean;
  handled_date: string | null;
  type: string;
  target: unknown;
  target_state: Record<string, unknown>;
  assigned_to: { full_username: string } | null;
  notes: { uuid: string; summary: string }[];
}
const reportPath = (uuid: string) => `/api/v1/manage/moderation/reports/${uuid}/`;

async function fileReport(target: unknown, summary = 'Looks wrong'): Promise<string> {
  const response = await demo.send('POST', '/api/v1/moderation/reports/', { type: 'other', summary, target });
  expect(response.status).toBe(201);
  return ((await response.json()) as { uuid: string }).uuid;
}

describe('manage/moderation/notes/', () => {
  it('adds a note to a report (embedded in it, oldest first), lists it by target and deletes it', async () => {
    const uuid = await fileReport({ type: 'track', id: 3 });
    const post = async (summary: string) =>
      admin.send('POST', '/api/v1/manage/moderation/notes/', { summary, target: { type: 'report', uuid } });
    const first = await post('Asked the uploader');
    expect(first.status).toBe(201);
    const note = (await first.json()) as { uuid: string };
    expect(shapeProblems(note, v1Example('GET /api/v1/manage/moderation/notes/{uuid}/'))).toEqual([]);
    await post('No answer yet');
    const report = await admin.json<Report>(reportPath(uuid));
    expect(report.notes.map((entry) => entry.summary)).toEqual(['Asked the uploader', 'No answer yet']);
    expect(report.notes[0]).not.toHaveProperty('target');

    const listed = await admin.json<{ count: number; results: { target: unknown }[] }>(
      `/api/v1/manage/moderation/notes/?q=${encodeURIComponent(`target:report:${uuid}`)}`,
    );
    expect(listed.count).toBe(2);
    expect(listed.results[0]?.target).toEqual({ type: 'report', uuid });

    expect((await admin.send('DELETE', `/api/v1/manage/moderation/notes/${note.uuid}/`)).status).toBe(204);
    expect((await admin.json<Report>(reportPath(uuid))).notes.map((entry) => entry.summary)).toEqual(['No answer yet']);
    expect((await admin.fetch(`/api/v1/manage/moderation/notes/${note.uuid}/`)).status).toBe(404);
  });

  it('takes accounts by full username and refuses blank text, unknown targets and non-moderators', async () => {
    const send = (body: unknown) => admin.send('POST', '/api/v1/manage/moderation/notes/', body);
    const account = await send({ summary: 'Warned once', target: { type: 'account', full_username: `demo@${host}` } });
    expect(account.status).toBe(201);
    expect(((await account.json()) as { target: unknown }).target).toEqual({
      type: 'account',
      full_username: `demo@${host}`,
    });
    const blank = await send({ summary: ' ', target: { type: 'account', full_username: `demo@${host}` } });
    expect(await blank.json()).toEqual({ summary: ['This field may not be blank.'] });
    const unknown = await send({
      summary: 'x',
      target: { type: 'report', uuid: '00000000-0000-4000-8000-000000000000' },
    });
    expect([unknown.status, await unknown.json()]).toEqual([400, { target: ['Object not found'] }]);
    expect((await demo.fetch('/api/v1/manage/moderation/notes/')).status).toBe(403);
    expect((await anonymous.fetch('/api/v1/manage/moderation/notes/')).status).toBe(401);
  });
});

describe('PATCH manage/moderation/reports/{uuid}/', () => {
  it('assigns, changes the category, resolves and unresolves', async () => {
    const uuid = await fileReport({ type: 'track', id: 4 });
    const patch = async (body: unknown) => {
      const response = await admin.send('PATCH', reportPath(uuid), body);
      expect(response.status).toBe(200);
      return (await response.json()) as Report;
    };
    expect((await patch({ assigned_to: `admin@${host}` })).assigned_to?.full_username).toBe(`admin@${host}`);
    expect((await patch({ type: 'takedown_request' })).type).toBe('takedown_request');
    const resolved = await patch({ is_handled: true });
    expect(resolved.is_handled).toBe(true);
    expect(resolved.handled_date).not.toBeNull();
    expect(await patch({ is_handled: false })).toMatchObject({ is_handled: false, handled_date: null });
    const bad = await admin.send('PATCH', reportPath(uuid), { type: 'spam' });
    expect(bad.status).toBe(400);
    expect((await demo.send('PATCH', reportPath(uuid), { is_handled: true })).status).toBe(403);
  });

  it('filters by q (words of the message and type: tokens)', async () => {
    await fileReport({ type: 'track', id: 5 }, 'Zebra crossing in the lyrics');
    const page = await admin.json<{ count: number; results: Report[] }>(
      '/api/v1/manage/moderation/reports/?q=zebra%20type:other',
    );
    expect(page.count).toBe(1);
    expect(
      (await admin.json<{ count: number }>('/api/v1/manage/moderation/reports/?q=zebra%20type:illegal_content')).count,
    ).toBe(0);
  });
});

describe('DELETE manage/library/tracks/{id}/', () => {
  it('deletes a reported track: its report keeps the frozen copy and a null target', async () => {
    const uuid = await fileReport({ type: 'track', id: 6 });
    expect((await demo.send('DELETE', '/api/v1/manage/library/tracks/6/')).status).toBe(403);
    expect((await admin.send('DELETE', '/api/v1/manage/library/tracks/6/')).status).toBe(204);
    expect((await admin.send('DELETE', '/api/v1/manage/library/tracks/6/')).status).toBe(404);
    const report = await admin.json<Report>(reportPath(uuid));
    expect(report.target).toBeNull();
    expect(report.target_state).toMatchObject({ id: 6, _target: { type: 'track', id: 6 }, is_local: true });
  });
});
