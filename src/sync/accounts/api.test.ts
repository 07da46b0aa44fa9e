// The accounts' calls against the real demo pod, over real HTTP.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../core/http';
import { signedInClient, startDemoPod, type RunningPod } from '../testing/demo-pod';
import { getManageUser, patchManageUser } from '../users';
import { getAccount, getAccountStats, listAccounts } from './api';

let running: RunningPod;
let admin: HttpClient;
beforeAll(async () => {
  running = await startDemoPod();
  admin = await signedInClient(running, 'admin', 'admin');
});
afterAll(() => running.stop());

describe('moderation accounts', () => {
  it('filters local and federated accounts', async () => {
    const local = await listAccounts(admin, { page: 1, scope: 'local' });
    const federated = await listAccounts(admin, { page: 1, scope: 'federated' });
    if (!local.ok || !federated.ok) throw new Error('list failed');
    expect(local.data.results.map((account) => account.preferredUsername)).toEqual(
      expect.arrayContaining(['admin', 'demo']),
    );
    expect(local.data.results.every((account) => account.isLocal && account.user !== null)).toBe(true);
    expect(federated.data.count).toBeGreaterThan(0);
    expect(federated.data.results.every((account) => !account.isLocal && account.user === null)).toBe(true);
  });

  it('reads a local account, its statistics and its user; the quota is set and emptied again', async () => {
    const host = new URL(running.url).host;
    const account = await getAccount(admin, `admin@${host}`);
    if (!account.ok) throw new Error(account.error.kind);
    // The seed gives admin 1000 MB (the pod's default quota is 0).
    expect(account.data.user).toMatchObject({ username: 'admin', isSuperuser: true, uploadQuota: 1000 });
    const stats = await getAccountStats(admin, `admin@${host}`);
    expect(stats.ok && typeof stats.data.uploads).toBe('number');
    const userId = account.data.user!.id;
    const user = await getManageUser(admin, userId);
    expect(user.ok && user.data.permissions).toEqual({ library: true, moderation: true, settings: true });
    const set = await patchManageUser(admin, userId, { upload_quota: 512 });
    expect(set.ok && set.data.uploadQuota).toBe(512);
    const cleared = await patchManageUser(admin, userId, { upload_quota: null });
    expect(cleared.ok && cleared.data.uploadQuota).toBeNull();
  });
});
