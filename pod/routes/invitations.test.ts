// users23: the users list and invitations of the demo pod, in a real pod's shapes and rules.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPodWithUsers, startTestPod, Browser, type TestPod } from '../test-support/pod';
import { shapeProblems, v1Example } from '../test-support/shape';

let pod: TestPod;
let anonymous: Browser;
let demo: Browser;
let admin: Browser;
beforeAll(async () => {
  ({ pod, anonymous, demo, admin } = await startPodWithUsers({ testHooks: true }));
});
afterAll(() => pod.close());

interface Page<T = Record<string, unknown>> {
  count: number;
  results: T[];
}
interface Invitation {
  id: number;
  code: string;
  creation_date: string;
  expiration_date: string;
  owner: { username: string };
  users: { username: string }[];
}
// An unused invitation has no invited user (2.0's `invited_user`, null on the demo pod).
const shape = (actual: unknown, key: string) =>
  shapeProblems(actual, v1Example(key)).filter((problem) => !/invited_user: null/.test(problem));

describe('manage/users/users/', () => {
  it('lists this pod’s users in the manage shape, newest first, without other pods’ actors', async () => {
    const page = await admin.json<Page<{ username: string }>>('/api/v1/manage/users/users/');
    expect(shapeProblems(page, v1Example('GET /api/v1/manage/users/users/'))).toEqual([]);
    const names = page.results.map((user) => user.username);
    expect(names).toEqual(expect.arrayContaining(['admin', 'demo', 'marina']));
    expect(names.indexOf('demo')).toBeLessThan(names.indexOf('admin'));
    const accounts = await admin.json<Page<{ is_local: boolean }>>('/api/v1/manage/accounts/?local=false');
    expect(accounts.count).toBeGreaterThan(0);
    expect(page.count).toBe(names.length);
    expect(page.count).toBeLessThan(names.length + accounts.count);
  });

  it('searches with q (words and name:, username:, email: tokens) and orders by username', async () => {
    const byWord = await admin.json<Page<{ username: string }>>('/api/v1/manage/users/users/?q=mari');
    expect(byWord.results.map((user) => user.username)).toEqual(['marina']);
    const byToken = await admin.json<Page<{ username: string }>>(
      '/api/v1/manage/users/users/?q=email:marina@shoal.example',
    );
    expect(byToken.results.map((user) => user.username)).toEqual(['marina']);
    const ordered = await admin.json<Page<{ username: string }>>('/api/v1/manage/users/users/?ordering=username');
    const names = ordered.results.map((user) => user.username);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('changes flags, permissions and the quota as a real pod takes them', async () => {
    const made = await admin.send('POST', '/__test__/users', { username: 'quota_kim' });
    const { id } = (await made.json()) as { id: number };
    const answer = await admin.send('PATCH', `/api/v1/manage/users/users/${id}/`, {
      permissions: { library: true },
      upload_quota: 1,
      is_staff: true,
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      is_staff: true,
      upload_quota: 1,
      permissions: { library: true, moderation: false, settings: false },
    });
    const cleared = await admin.send('PATCH', `/api/v1/manage/users/users/${id}/`, { upload_quota: null });
    expect(((await cleared.json()) as { upload_quota: unknown }).upload_quota).toBeNull();
    const refused = await admin.send('PATCH', `/api/v1/manage/users/users/${id}/`, { upload_quota: -3 });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ upload_quota: ['Ensure this value is greater than or equal to 0.'] });
  });

  it('needs the settings flag', async () => {
    expect((await demo.fetch('/api/v1/manage/users/users/')).status).toBe(403);
    expect(await (await demo.fetch('/api/v1/manage/users/users/')).json()).toEqual({
      detail: 'You do not have permission to perform this action.',
    });
    expect((await anonymous.fetch('/api/v1/manage/users/users/')).status).toBe(401);
  });
});

describe('manage/users/invitations/', () => {
  it('lists the seeded invitations in the manage shape; is_open keeps the open one', async () => {
    const page = await admin.json<Page<Invitation>>('/api/v1/manage/users/invitations/');
    expect(shape(page, 'GET /api/v1/manage/users/invitations/')).toEqual([]);
    expect(page.results.map((invitation) => invitation.code)).toEqual(
      expect.arrayContaining(['HARBOURFRIENDS', 'WELCOMEDEMO', 'LASTSUMMER']),
    );
    const used = page.results.find((invitation) => invitation.code === 'WELCOMEDEMO')!;
    expect(used.users.map((user) => user.username)).toEqual(['demo']);
    const open = await admin.json<Page<Invitation>>('/api/v1/manage/users/invitations/?is_open=true');
    const codes = open.results.map((invitation) => invitation.code);
    expect(codes).toContain('HARBOURFRIENDS');
    expect(codes).not.toContain('WELCOMEDEMO');
    expect(codes).not.toContain('LASTSUMMER');
    const closed = await admin.json<Page<Invitation>>('/api/v1/manage/users/invitations/?is_open=false');
    expect(closed.results.map((invitation) => invitation.code)).toEqual(
      expect.arrayContaining(['WELCOMEDEMO', 'LASTSUMMER']),
    );
    const found = await admin.json<Page<Invitation>>('/api/v1/manage/users/invitations/?q=harbour');
    expect(found.results.map((invitation) => invitation.code)).toEqual(['HARBOURFRIENDS']);
  });

  it('creates with a random code (ten capitals) or a chosen one; expires 14 days later; refuses a taken code', async () => {
    const random = await admin.send('POST', '/api/v1/manage/users/invitations/', {});
    expect(random.status).toBe(201);
    const made = (await random.json()) as Invitation;
    expect(shape(made, 'POST /api/v1/manage/users/invitations/')).toEqual([]);
    expect(made.code).toMatch(/^[A-Z]{10}$/);
    expect(made.owner.username).toBe('admin');
    expect(Date.parse(made.expiration_date) - Date.parse(made.creation_date)).toBe(14 * 24 * 3600 * 1000);
    const chosen = await admin.send('POST', '/api/v1/manage/users/invitations/', { code: 'summer-crew' });
    expect(((await chosen.json()) as Invitation).code).toBe('summer-crew');
    const taken = await admin.send('POST', '/api/v1/manage/users/invitations/', { code: 'SUMMER-CREW' });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({ code: ['An invitation with this code already exists'] });
    const blank = await admin.send('POST', '/api/v1/manage/users/invitations/', { code: '' });
    expect(await blank.json()).toEqual({ code: ['This field may not be blank.'] });
    const nullCode = await admin.send('POST', '/api/v1/manage/users/invitations/', { code: null });
    expect(((await nullCode.json()) as Invitation).code).toMatch(/^[A-Z]{10}$/);
  });

  it('deletes open invitations only, never "all"', async () => {
    const created = (await (
      await admin.send('POST', '/api/v1/manage/users/invitations/', { code: 'gone-soon' })
    ).json()) as Invitation;
    const all = await admin.send('POST', '/api/v1/manage/users/invitations/action/', {
      action: 'delete',
      objects: 'all',
    });
    expect(all.status).toBe(400);
    expect(await all.json()).toEqual({ non_field_errors: ['You cannot apply this action on all objects'] });
    const page = await admin.json<Page<Invitation>>('/api/v1/manage/users/invitations/?q=WELCOMEDEMO');
    const usedId = page.results[0]!.id;
    const usedOnly = await admin.send('POST', '/api/v1/manage/users/invitations/action/', {
      action: 'delete',
      objects: [usedId],
    });
    expect(await usedOnly.json()).toEqual({ non_field_errors: ['No matching objects found'] });
    const deleted = await admin.send('POST', '/api/v1/manage/users/invitations/action/', {
      action: 'delete',
      objects: [created.id, usedId],
    });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({
      updated: 1,
      action: 'delete',
      result: [1, { 'users.Invitation': 1 }],
    });
    expect((await admin.fetch(`/api/v1/manage/users/invitations/${created.id}/`)).status).toBe(404);
    expect((await admin.fetch(`/api/v1/manage/users/invitations/${usedId}/`)).status).toBe(200);
  });

  it('needs the settings flag', async () => {
    expect((await demo.fetch('/api/v1/manage/users/invitations/')).status).toBe(403);
    expect((await demo.send('POST', '/api/v1/manage/users/invitations/', {})).status).toBe(403);
    expect((await anonymous.fetch('/api/v1/manage/users/invitations/')).status).toBe(401);
  });
});

describe('the 1.4 pod', () => {
  it('sends no invited_user, as 1.4 has none', async () => {
    const old = await startTestPod({ mode: '1.4' });
    try {
      const browser = new Browser(old.url);
      await browser.login('admin', 'admin');
      const page = await browser.json<Page>('/api/v1/manage/users/invitations/');
      expect(page.results.length).toBeGreaterThan(0);
      expect(page.results.every((invitation) => !('invited_user' in invitation))).toBe(true);
    } finally {
      await old.close();
    }
  });
});
