import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../core/http';
import { signedInClient, startDemoPod, type RunningPod } from '../testing/demo-pod';
import { listPlugins, savePluginValues, scanPlugin, setPluginEnabled } from './api';
import { pluginFormValues, pluginValuesToSend } from './model';

describe.each(['2.0', '1.4'] as const)('plugins against the demo pod (%s)', (mode) => {
  let running: RunningPod;
  let demo: HttpClient;
  beforeAll(async () => {
    running = await startDemoPod({ mode });
    demo = await signedInClient(running, 'demo', 'demo');
  });
  afterAll(() => running.stop());

  it('saves the form of the scrobbler, enables it, and reads it back; a refusal carries the pod’s messages', async () => {
    const listed = await listPlugins(demo);
    const scrobbler = listed.ok ? listed.data.find((plugin) => plugin.name === 'scrobbler') : undefined;
    expect(scrobbler?.fields.map((field) => field.type)).toEqual(['url', 'text', 'password']);
    if (!scrobbler) return;
    const refused = await savePluginValues(demo, 'scrobbler', pluginValuesToSend(scrobbler, { url: 'nope' }));
    expect(!refused.ok && refused.error.messages.length).toBeGreaterThan(0);
    const form = { ...pluginFormValues(scrobbler), url: 'https://lb.example/', username: 'me', password: 'secret' };
    const saved = await savePluginValues(demo, 'scrobbler', pluginValuesToSend(scrobbler, form));
    expect(saved.ok && saved.data.values).toEqual({ url: 'https://lb.example/', username: 'me', password: 'secret' });
    expect((await setPluginEnabled(demo, 'scrobbler', true)).ok).toBe(true);
    const again = await listPlugins(demo);
    expect(again.ok && again.data.find((plugin) => plugin.name === 'scrobbler')?.enabled).toBe(true);
    const scan = await scanPlugin(demo, 'scrobbler');
    expect(!scan.ok && scan.error.status).toBe(405);
  });
});
