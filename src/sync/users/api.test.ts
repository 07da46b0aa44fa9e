// The users' calls against the real demo pod, over real HTTP.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../core/http';
import { signedInClient, startDemoPod, type RunningPod } from '../testing/demo-pod';
import { listUsers, patchManageUser } from './api';
import { userForm, userPatch } from './model';

let running: RunningPod;
let admin: HttpClient;
beforeAll(async () => {
  running = await startDemoPod();
  admin = await signedInClient(running, 'admin', 'admin');
});
afterAll(() => running.stop());

describe('manage users', () => {
  it('lists by username, searches with q', async () => {
    const ordered = await listUsers(admin, { page: 1, ordering: 'username' });
    if (!ordered.ok) throw new Error(ordered.error.kind);
    const names = ordered.data.results.map((user) => user.username);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(ordered.data.results.find((user) => user.username === 'admin')?.permissions).toEqual({
      library: true,
      moderation: true,
      settings: true,
    });
    const found = await listUsers(admin, { page: 1, ordering: '-date_joined', q: 'dem' });
    expect(found.ok && found.data.results.map((user) => user.username)).toEqual(['demo']);
  });

  it('sends the dialog’s change: a permission and 1 MB, then an empty quota (null)', async () => {
    const page = await listUsers(admin, { page: 1, ordering: 'username', q: 'marina' });
    if (!page.ok) throw new Error(page.error.kind);
    const marina = page.data.results[0]!;
    const form = userForm(marina);
    const first = await patchManageUser(
      admin,
      marina.id,
      userPatch(marina, { ...form, permissions: { ...form.permissions, library: true }, quota: '1' })!,
    );
    if (!first.ok) throw new Error(first.error.kind);
    expect(first.data).toMatchObject({ uploadQuota: 1, permissions: { library: true } });
    const second = await patchManageUser(
      admin,
      marina.id,
      userPatch(first.data, { ...userForm(first.data), quota: '' })!,
    );
    expect(second.ok && second.data.uploadQuota).toBeNull();
  });
});
