import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBearerResolver } from '../auth';
import { startPodWithUsers, type Browser, type TestPod } from '../test-support/pod';
import { shapeProblems, v1Example } from '../test-support/shape';
import { userByLogin } from '../users';

const PLUGINS = '/api/v1/plugins/';
type Plugin = { name: string; enabled: boolean; values: Record<string, unknown> | null; source: boolean };

async function answer(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

describe.each(['2.0', '1.4'] as const)('plugins (%s)', (mode) => {
  let pod: TestPod;
  let anonymous: Browser;
  let demo: Browser;
  let admin: Browser;
  beforeAll(async () => {
    ({ pod, anonymous, demo, admin } = await startPodWithUsers({ mode }));
  });
  afterAll(() => pod.close());

  it('lists a user plugin and a source plugin in the shape of a real pod; anonymous callers get 401', async () => {
    expect((await anonymous.fetch(PLUGINS)).status).toBe(401);
    const list = await demo.json<Plugin[]>(PLUGINS);
    expect(list.map((plugin) => [plugin.name, plugin.source, plugin.enabled, plugin.values])).toEqual([
      ['scrobbler', false, false, null],
      ['shoal_folder_source', true, false, null],
    ]);
    // A plugin's `conf` entries are its own dicts, served as they are (help, required...).
    const confKeys = (problem: string) => !/\.conf\[\d+\]\.(help|required): not in the example/.test(problem);
    expect(shapeProblems(list, v1Example('GET /api/v1/plugins/')).filter(confKeys)).toEqual([]);
    expect(
      shapeProblems(await demo.json(`${PLUGINS}scrobbler/`), v1Example('GET /api/v1/plugins/{id}/')).filter(confKeys),
    ).toEqual([]);
    expect(await answer(await demo.fetch(`${PLUGINS}nope/`))).toEqual({ status: 404, body: null });
  });

  it('keeps each user’s values and switch: checked by the types of `conf`', async () => {
    expect(await answer(await demo.send('POST', `${PLUGINS}scrobbler/`, { url: 'not a url' }))).toEqual({
      status: 400,
      body: {
        url: ['Enter a valid URL.'],
        username: ['This field is required.'],
        password: ['This field is required.'],
      },
    });
    const saved = await answer(
      await demo.send('POST', `${PLUGINS}scrobbler/`, {
        url: 'https://scrobble.example/',
        username: 'd',
        password: 'p',
      }),
    );
    expect(saved).toMatchObject({
      status: 200,
      body: { values: { url: 'https://scrobble.example/', username: 'd', password: 'p' }, enabled: false },
    });
    expect(await answer(await demo.send('POST', `${PLUGINS}scrobbler/enable/`))).toEqual({ status: 200, body: {} });
    expect((await demo.json<Plugin>(`${PLUGINS}scrobbler/`)).enabled).toBe(true);
    // Per user: admin's stays off and empty.
    expect(await admin.json<Plugin>(`${PLUGINS}scrobbler/`)).toMatchObject({ enabled: false, values: null });
    expect(await answer(await demo.send('POST', `${PLUGINS}scrobbler/disable/`))).toEqual({ status: 200, body: {} });
    expect((await demo.json<Plugin>(`${PLUGINS}scrobbler/`)).enabled).toBe(false);
  });

  it('scans only with an enabled source plugin bound to a library of the caller (405 otherwise)', async () => {
    const source = `${PLUGINS}shoal_folder_source/`;
    expect(await answer(await admin.send('POST', `${source}scan/`))).toEqual({ status: 405, body: null });
    expect(await answer(await admin.send('POST', source, { folder: 'x', library: 'nope' }))).toEqual({
      status: 400,
      body: { library: ['Must be a valid UUID.'] },
    });
    const libraries = await admin.json<{ results: Array<{ uuid: string }> }>('/api/v1/libraries/?scope=me');
    const library = libraries.results[0]!.uuid;
    const saved = await admin.json<Plugin>(source, {
      method: 'POST',
      csrf: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ folder: 'Harbour Collective', max_files: '5', library }),
    });
    expect(saved.values).toEqual({ folder: 'Harbour Collective', max_files: 5, library });
    await admin.send('POST', `${source}enable/`);
    expect(await answer(await admin.send('POST', `${source}scan/`))).toEqual({ status: 200, body: {} });
  });

  it('refuses OAuth bearer tokens (the `plugins` scope is never given to apps)', async () => {
    const token = `plugins-${mode}`;
    const remove = addBearerResolver((ctx, sent) => (sent === token ? (userByLogin(ctx.db, 'admin') ?? null) : null));
    try {
      const response = await fetch(new URL(PLUGINS, pod.url), { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(403);
      // The same token still reads what apps may read.
      const me = await fetch(new URL('/api/v1/users/me/', pod.url), { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
    } finally {
      remove();
    }
  });
});
