// The invitations' calls against the real demo pod, over real HTTP.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../core/http';
import { signedInClient, startDemoPod, type RunningPod } from '../testing/demo-pod';
import { createInvitation, deleteInvitations, listInvitations } from './api';
import { invitationStatus } from './model';

let running: RunningPod;
let admin: HttpClient;
beforeAll(async () => {
  running = await startDemoPod();
  admin = await signedInClient(running, 'admin', 'admin');
});
afterAll(() => running.stop());

describe('invitations', () => {
  it('lists the three statuses, and only open ones when asked', async () => {
    const all = await listInvitations(admin, { page: 1, openOnly: false });
    if (!all.ok) throw new Error(all.error.kind);
    expect(new Set(all.data.results.map((invitation) => invitationStatus(invitation)))).toEqual(
      new Set(['open', 'used', 'expired']),
    );
    const open = await listInvitations(admin, { page: 1, openOnly: true });
    expect(open.ok && open.data.results.every((invitation) => invitationStatus(invitation) === 'open')).toBe(true);
  });

  it('creates with a blank code (random) and a chosen one; a duplicate says why; deletes the open one', async () => {
    const random = await createInvitation(admin, '  ');
    expect(random.ok && random.data.code).toMatch(/^[A-Z]{10}$/);
    const chosen = await createInvitation(admin, 'sync-test-code');
    if (!chosen.ok) throw new Error(chosen.error.kind);
    const duplicate = await createInvitation(admin, 'SYNC-TEST-CODE');
    expect(duplicate.ok).toBe(false);
    if (!duplicate.ok)
      expect(JSON.stringify(duplicate.error.messages)).toContain('An invitation with this code already exists');
    const deleted = await deleteInvitations(admin, [chosen.data.id]);
    expect(deleted.ok && deleted.data).toBe(1);
  });
});
