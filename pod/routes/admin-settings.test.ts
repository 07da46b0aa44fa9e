import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPodWithUsers, type Browser, type TestPod } from '../test-support/pod';
import { realPod, shapeProblems, v1Example } from '../test-support/shape';

type Entry = { identifier: string; value: unknown; default: unknown; section: string };

describe.each(['2.0', '1.4'] as const)('instance/admin/settings/ (%s pod)', (mode) => {
  let pod: TestPod;
  let anonymous: Browser;
  let demo: Browser;
  let admin: Browser;
  beforeAll(async () => {
    ({ pod, anonymous, demo, admin } = await startPodWithUsers({ mode, testHooks: true }));
  });
  afterAll(() => pod.close());

  const base = '/api/v1/instance/admin/settings/';

  it('lists every preference, the admin-only ones too, in the shape of a real pod’s entries', async () => {
    const entries = await admin.json<Entry[]>(base);
    expect(shapeProblems(entries, v1Example('POST /api/v1/instance/admin/settings/bulk/'))).toEqual([]);
    expect(shapeProblems(entries, realPod('instance_settings.json'), { extraKeys: false })).toEqual([]);
    const ids = entries.map((entry) => entry.identifier);
    expect(ids).toEqual(
      expect.arrayContaining(['instance__nodeinfo_private', 'federation__enabled', 'ui__custom_css']),
    );
    const publicIds = (await anonymous.json<Entry[]>('/api/v1/instance/settings/')).map((entry) => entry.identifier);
    expect(publicIds).not.toContain('instance__nodeinfo_private');
    // A real 1.4 pod's defaults (1000 MB, closed); the demo pod runs with 0 MB and open registrations.
    expect(entries.find((entry) => entry.identifier === 'users__upload_quota')).toMatchObject({
      default: 1000,
      value: 0,
    });
    expect(entries.find((entry) => entry.identifier === 'users__registration_enabled')).toMatchObject({
      default: false,
      value: true,
    });
  });

  it('needs a signed-in user holding the settings flag', async () => {
    expect((await anonymous.fetch(base)).status).toBe(401);
    const refused = await demo.fetch(base);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    expect((await demo.send('PATCH', `${base}instance__name/`, { value: 'Mine' })).status).toBe(403);
    expect((await demo.send('POST', `${base}bulk/`, { instance__name: 'Mine' })).status).toBe(403);
  });

  it('gets and patches one preference; the change shows in instance/settings/ and nodeinfo', async () => {
    expect(await admin.json<Entry>(`${base}instance__name/`)).toMatchObject({ value: 'Shoal demo pod' });
    expect((await admin.fetch(`${base}nope__nothing/`)).status).toBe(404);
    const patched = await admin.send('PATCH', `${base}users__registration_enabled/`, { value: false });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ identifier: 'users__registration_enabled', value: false });
    const nodeinfo = await anonymous.json<{ openRegistrations: boolean }>('/api/v1/instance/nodeinfo/2.0/');
    expect(nodeinfo.openRegistrations).toBe(false);
    const wrong = await admin.send('PATCH', `${base}users__upload_quota/`, { value: 'lots' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ value: ['A valid integer is required.'] });
    await admin.send('PATCH', `${base}users__registration_enabled/`, { value: true });
  });

  it('changes several at once with bulk/, answering the changed entries, or nothing when one is refused', async () => {
    const form = {
      help_text: { text: 'Tell us', content_type: 'text/markdown' },
      fields: [
        { label: 'Why?', input_type: 'long_text', required: true },
        { label: 'Where from?', input_type: 'short_text', required: false },
      ],
    };
    const changed = await admin.send('POST', `${base}bulk/`, {
      users__upload_quota: 250,
      moderation__signup_form_customization: form,
    });
    expect(changed.status).toBe(200);
    const body = (await changed.json()) as Entry[];
    expect(body.map((entry) => entry.identifier)).toEqual([
      'users__upload_quota',
      'moderation__signup_form_customization',
    ]);
    const nodeinfo = await anonymous.json<{ metadata: { defaultUploadQuota: number } }>(
      '/api/v1/instance/nodeinfo/2.0/',
    );
    expect(nodeinfo.metadata.defaultUploadQuota).toBe(250);
    const kept = await anonymous.json<Entry[]>('/api/v1/instance/settings/');
    expect(kept.find((entry) => entry.identifier === 'moderation__signup_form_customization')?.value).toEqual(form);

    const refused = await admin.send('POST', `${base}bulk/`, {
      instance__name: 'Never',
      moderation__signup_form_customization: { fields: [{ label: 'A', input_type: 'essay' }] },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys((await refused.json()) as object)).toEqual(['moderation__signup_form_customization']);
    expect(await admin.json<Entry>(`${base}instance__name/`)).toMatchObject({ value: 'Shoal demo pod' });

    const unknown = await admin.send('POST', `${base}bulk/`, { nope__nothing: 1 });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ nope__nothing: 'invalid preference' });
  });

  it('serves the scenario’s stylesheets in /settings.json (test hooks)', async () => {
    const set = await admin.send('POST', '/__test__/stylesheets', { stylesheets: ['body { color: red }'] });
    expect(set.status).toBe(204);
    const css = await anonymous.fetch('/__test__/stylesheets/0.css');
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await css.text()).toBe('body { color: red }');
    if (mode === '1.4') return; // a 1.4 pod's front server has no /settings.json
    const front = await anonymous.json<{ additionalStylesheets: string[] }>('/settings.json');
    expect(front.additionalStylesheets).toEqual([`${pod.url}/__test__/stylesheets/0.css`]);
  });
});
