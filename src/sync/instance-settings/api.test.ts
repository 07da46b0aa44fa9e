import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../core/http';
import { fetchInstanceSettings } from '../instance';
import { signedInClient, startDemoPod, type RunningPod } from '../testing/demo-pod';
import { listAdminSettings, saveAdminSettings } from './api';
import { groupChanges, groupSettings } from './model';

describe.each(['2.0', '1.4'] as const)('instance settings against the demo pod (%s)', (mode) => {
  let running: RunningPod;
  let admin: HttpClient;
  let demo: HttpClient;
  beforeAll(async () => {
    running = await startDemoPod({ mode });
    admin = await signedInClient(running, 'admin', 'admin');
    demo = await signedInClient(running, 'demo', 'demo');
  });
  afterAll(() => running.stop());

  it('lists every preference into the twelve groups; demo is refused', async () => {
    const listed = await listAdminSettings(admin);
    if (!listed.ok) throw new Error(listed.error.kind);
    const groups = groupSettings(listed.data);
    expect(groups.find((group) => group.id === 'statistics')?.settings.length).toBe(3);
    expect(groups.every((group) => group.settings.length > 0)).toBe(true);
    const refused = await listAdminSettings(demo);
    expect(!refused.ok && refused.error.kind).toBe('permission-denied');
  });

  it('saves a group’s changes; the public settings show them; a refused change says why', async () => {
    const listed = await listAdminSettings(admin);
    if (!listed.ok) throw new Error(listed.error.kind);
    const changes = groupChanges(listed.data, { instance__name: 'Renamed pod', users__upload_quota: '20' });
    const saved = await saveAdminSettings(admin, changes.values);
    expect(saved.ok && saved.data.map((setting) => [setting.identifier, setting.value])).toEqual([
      ['instance__name', 'Renamed pod'],
      ['users__upload_quota', 20],
    ]);
    const publicSettings = await fetchInstanceSettings(admin);
    expect(publicSettings.ok && publicSettings.data.instance.name).toBe('Renamed pod');
    const refused = await saveAdminSettings(admin, { users__upload_quota: 'lots' });
    expect(!refused.ok && refused.error.messages.map((message) => message.raw)).toEqual([
      'A valid integer is required.',
    ]);
  });
});
