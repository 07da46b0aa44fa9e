import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../core/http';
import { signedInClient, startDemoPod, type RunningPod } from '../testing/demo-pod';
import { cancelFsImport, getFsImport, launchFsImport } from './api';

describe.each(['2.0', '1.4'] as const)('server import against the demo pod (%s)', (mode) => {
  let running: RunningPod;
  let admin: HttpClient;
  let demo: HttpClient;
  beforeAll(async () => {
    running = await startDemoPod({ mode });
    admin = await signedInClient(running, 'admin', 'admin');
    demo = await signedInClient(running, 'demo', 'demo');
  });
  afterAll(() => running.stop());

  it('browses the seeded folder, launches once (a second launch is refused with the pod’s words), cancels', async () => {
    const top = await getFsImport(admin, '');
    expect(top.ok && top.data.entries.find((entry) => entry.dir)?.path).toBe('Harbour Collective');
    const inside = await getFsImport(admin, 'Harbour Collective/Tide Tables');
    expect(inside.ok && inside.data.entries.filter((entry) => !entry.dir).length).toBe(4);
    const refused = await getFsImport(demo, '');
    expect(!refused.ok && refused.error.kind).toBe('permission-denied');

    const libraries = await admin.get<{ results: Array<{ uuid: string }> }>('libraries/', { query: { scope: 'me' } });
    const library = libraries.ok ? libraries.data.results[0]!.uuid : '';
    const launch = { path: 'Harbour Collective', library, reference: `sync-${mode}` };
    expect((await launchFsImport(admin, launch)).ok).toBe(true);
    const second = await launchFsImport(admin, launch);
    expect(!second.ok && second.error.messages.map((message) => message.raw)).toEqual(['An import is already running']);
    const state = await getFsImport(admin, '');
    expect(state.ok && state.data.run).toMatchObject({ reference: `sync-${mode}`, running: true });
    expect((await cancelFsImport(admin)).ok).toBe(true);
  });
});
