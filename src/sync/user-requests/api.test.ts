// The sign-up requests' calls against the real demo pod, over real HTTP (both pod modes answer them).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAccount } from '../accounts/api';
import type { HttpClient } from '../core/http';
import { signedInClient, startDemoPod, type RunningPod } from '../testing/demo-pod';
import { decideUserRequest, getUserRequest, listUserRequests } from './api';

let running: RunningPod;
let admin: HttpClient;
let demo: HttpClient;
beforeAll(async () => {
  running = await startDemoPod({ mode: '1.4' });
  admin = await signedInClient(running, 'admin', 'admin');
  demo = await signedInClient(running, 'demo', 'demo');
});
afterAll(() => running.stop());

describe('sign-up requests', () => {
  it('lists the pending request with who asked and the answers to the sign-up questions', async () => {
    const result = await listUserRequests(admin, { page: 1, status: 'pending' });
    if (!result.ok) throw new Error(result.error.kind);
    expect(result.data.count).toBe(1);
    const request = result.data.results[0]!;
    expect(request).toMatchObject({ status: 'pending', submitter: { preferredUsername: 'marina', isLocal: true } });
    expect(request.answers).toContainEqual({
      question: 'How did you hear about us?',
      answer: 'A friend who plays in the harbour band',
    });
    const approvedOnly = await listUserRequests(admin, { page: 1, status: 'approved' });
    expect(approvedOnly.ok && approvedOnly.data.count).toBe(0);
  });

  it('approving makes the account active and dates the request; a listener may not list them', async () => {
    const list = await listUserRequests(admin, { page: 1, status: 'all' });
    if (!list.ok) throw new Error(list.error.kind);
    const uuid = list.data.results[0]!.uuid;
    const decided = await decideUserRequest(admin, uuid, 'approved');
    if (!decided.ok) throw new Error(decided.error.kind);
    expect(decided.data).toMatchObject({ status: 'approved', assignedTo: { preferredUsername: 'admin' } });
    expect(decided.data.handledDate).not.toBeNull();
    const again = await getUserRequest(admin, uuid);
    expect(again.ok && again.data.status).toBe('approved');
    const account = await getAccount(admin, decided.data.submitter!.fullUsername);
    expect(account.ok && account.data.user?.isActive).toBe(true);
    const refused = await listUserRequests(demo, { page: 1, status: 'pending' });
    expect(!refused.ok && refused.error.status).toBe(403);
  });
});
