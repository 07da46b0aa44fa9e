import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../core/http';
import { createPolicy, deletePolicy, EMPTY_POLICY_FORM, getPolicy, updatePolicy } from '../policies';
import { signedInClient, startDemoPod, type RunningPod } from '../testing/demo-pod';
import { addDomain, domainAction, getDomain, getDomainStats, listDomains, refreshNodeInfo } from './api';

// Both pod modes: every endpoint of the moderation area exists in 1.4 as in 2.0.
describe.each(['2.0', '1.4'] as const)('domains and rules against the demo pod (%s)', (mode) => {
  let running: RunningPod;
  let admin: HttpClient;
  let demo: HttpClient;
  beforeAll(async () => {
    running = await startDemoPod({ mode });
    admin = await signedInClient(running, 'admin', 'admin');
    demo = await signedInClient(running, 'demo', 'demo');
  });
  afterAll(() => running.stop());

  it('lists the seeded remote domain with its software; demo is refused', async () => {
    const page = await listDomains(admin, { page: 1, q: 'remote', allowed: null, ordering: '-creation_date' });
    expect(page.ok && page.data.results[0]).toMatchObject({
      name: 'remote.example.org',
      users: 2,
      allowed: false,
      policyId: null,
      nodeInfo: { status: 'ok', softwareName: 'funkwhale', softwareVersion: '1.4.0' },
    });
    const stats = await getDomainStats(admin, 'remote.example.org');
    expect(stats.ok && stats.data.libraries).toBe(4);
    const refused = await listDomains(demo, { page: 1, q: '', allowed: null, ordering: 'name' });
    expect(!refused.ok && refused.error.kind).toBe('permission-denied');
  });

  it('adds a domain, allow-lists it, sets a rule, then updates, deletes it and purges the domain', async () => {
    const added = await addDomain(admin, 'sync-test.example');
    expect(added.ok && added.data.name).toBe('sync-test.example');
    const duplicate = await addDomain(admin, 'sync-test.example');
    expect(!duplicate.ok && duplicate.error.messages.map((m) => m.raw)).toEqual([
      'domain with this name already exists.',
    ]);
    const nodeInfo = await refreshNodeInfo(admin, 'sync-test.example');
    expect(nodeInfo.ok && nodeInfo.data.status).toBe('error');

    expect(await domainAction(admin, 'allow_list_add', ['sync-test.example'])).toMatchObject({ ok: true, data: 1 });
    expect((await getDomain(admin, 'sync-test.example')).ok).toBe(true);
    const listed = await listDomains(admin, { page: 1, q: 'sync-test', allowed: true, ordering: 'name' });
    expect(listed.ok && listed.data.count).toBe(1);

    const created = await createPolicy(
      admin,
      { type: 'domain', id: 'sync-test.example' },
      { ...EMPTY_POLICY_FORM, blockAll: true, summary: 'spam' },
    );
    expect(created.ok && created.data).toMatchObject({ blockAll: true, summary: 'spam', isActive: true });
    if (!created.ok) return;
    const domain = await getDomain(admin, 'sync-test.example');
    expect(domain.ok && domain.data.policyId).toBe(created.data.id);

    const updated = await updatePolicy(admin, created.data.id, {
      ...EMPTY_POLICY_FORM,
      rejectMedia: true,
      isActive: false,
    });
    expect(updated.ok && updated.data).toMatchObject({ blockAll: false, rejectMedia: true, isActive: false });
    expect((await getPolicy(admin, created.data.id)).ok).toBe(true);
    expect((await deletePolicy(admin, created.data.id)).ok).toBe(true);
    const gone = await getPolicy(admin, created.data.id);
    expect(!gone.ok && gone.error.kind).toBe('not-found');

    expect(await domainAction(admin, 'purge', ['sync-test.example'])).toMatchObject({ ok: true, data: 1 });
  });
});
