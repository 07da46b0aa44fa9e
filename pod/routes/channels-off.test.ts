import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPodWithUsers, type Browser, type TestPod } from '../test-support/pod';

const CHANNEL = '93816232-897f-54f3-93e9-413db5833f32';

async function answer(response: Response) {
  return { status: response.status, body: await response.text() };
}

function setChannels(admin: Browser, value: unknown) {
  return admin.fetch('/api/v1/instance/admin/settings/audio__channels_enabled/', {
    method: 'PATCH',
    csrf: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ value }),
  });
}

describe.each(['2.0', '1.4'] as const)('channels turned off (%s pod)', (mode) => {
  let pod: TestPod;
  let anonymous: Browser;
  let demo: Browser;
  let admin: Browser;
  beforeAll(async () => {
    ({ pod, anonymous, demo, admin } = await startPodWithUsers({ mode, testHooks: true }));
  });
  afterAll(() => pod.close());

  it('only a user with the settings permission changes the preference, with a value of its type', async () => {
    expect((await setChannels(demo, false)).status).toBe(403);
    expect((await setChannels(anonymous, false)).status).toBe(401);
    const wrong = await setChannels(admin, 'no');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ value: ['Must be a valid boolean.'] });
    const listed = await admin.json<Array<{ identifier: string; value: unknown }>>('/api/v1/instance/admin/settings/');
    expect(listed.find((entry) => entry.identifier === 'audio__channels_enabled')?.value).toBe(true);
  });

  it('answers 405 with an empty body on every channel and subscription call, and comes back when turned on', async () => {
    const changed = await setChannels(admin, false);
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ identifier: 'audio__channels_enabled', value: false });
    const settings = await anonymous.json<Array<{ identifier: string; value: unknown }>>('/api/v1/instance/settings/');
    expect(settings.find((entry) => entry.identifier === 'audio__channels_enabled')?.value).toBe(false);

    const empty405 = { status: 405, body: '' };
    expect(await answer(await anonymous.fetch('/api/v1/channels/'))).toEqual(empty405);
    expect(await answer(await demo.fetch(`/api/v1/channels/${CHANNEL}/`))).toEqual(empty405);
    expect(
      await answer(await demo.fetch(`/api/v1/channels/${CHANNEL}/subscribe/`, { method: 'POST', csrf: true })),
    ).toEqual(empty405);
    expect(await answer(await demo.fetch('/api/v1/subscriptions/all/'))).toEqual(empty405);
    expect(await answer(await demo.fetch('/api/v1/subscriptions/'))).toEqual(empty405);
    // Other views are untouched, and a 1.4 pod still has no /api/v2/ at all.
    expect((await demo.fetch('/api/v1/artists/')).status).toBe(200);
    expect((await demo.fetch('/api/v2/channels/')).status).toBe(mode === '1.4' ? 404 : 405);

    expect((await setChannels(admin, true)).status).toBe(200);
    expect((await demo.fetch('/api/v1/subscriptions/all/')).status).toBe(200);
    expect((await anonymous.fetch('/api/v1/channels/')).status).toBe(200);
  });

  it('the test hook makes numbered channels older than the seeded ones', async () => {
    const made = await anonymous.fetch('/__test__/channels', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: 'Paging Cast', count: 3 }),
    });
    expect(made.status).toBe(201);
    const page = await anonymous.json<{ count: number; results: Array<{ artist: { name: string } }> }>(
      '/api/v1/channels/?ordering=-creation_date',
    );
    expect(page.results.map((channel) => channel.artist.name)).toEqual([
      'Shoal Notes',
      'Paging Cast 01',
      'Paging Cast 02',
      'Paging Cast 03',
    ]);
    const podcasts = await anonymous.json<{ count: number }>(
      '/api/v1/artists/?content_category=podcast&include_channels=true',
    );
    expect(podcasts.count).toBe(4);
    const refused = await anonymous.fetch('/__test__/channels', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: 'x', count: 0 }),
    });
    expect(refused.status).toBe(400);
  });
});
