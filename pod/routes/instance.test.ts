import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, startPodWithUsers, startTestPod, type PodWithUsers, type TestPod } from '../test-support/pod';
import { realPod, shapeProblems, v1Example } from '../test-support/shape';

let pod: TestPod;
beforeAll(async () => {
  pod = await startTestPod();
});
afterAll(() => pod.close());

const get = async (path: string) => {
  const response = await fetch(pod.url + path);
  expect(response.status, path).toBe(200);
  return { response, body: (await response.json()) as Record<string, unknown> };
};

describe('the pod describing itself', () => {
  it('serves /settings.json with this origin as the default server', async () => {
    const { body } = await get('/settings.json');
    expect(body).toEqual({ defaultServerUrl: `${pod.url}/`, additionalStylesheets: [] });
  });

  it('links nodeinfo 2.0 from /.well-known/nodeinfo with an absolute URL', async () => {
    const { body } = await get('/.well-known/nodeinfo');
    expect(shapeProblems(body, v1Example('GET /.well-known/nodeinfo'))).toEqual([]);
    expect(body.links).toEqual([
      { rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0', href: `${pod.url}/api/v1/instance/nodeinfo/2.0/` },
    ]);
  });

  it('answers nodeinfo 2.0 in the documented shape, and hands out a csrftoken cookie', async () => {
    const { response, body } = await get('/api/v1/instance/nodeinfo/2.0/');
    expect(shapeProblems(body, v1Example('GET /api/v1/instance/nodeinfo/2.0/'))).toEqual([]);
    expect(shapeProblems(body, realPod('nodeinfo.json'), { extraKeys: false })).toEqual([]);
    const metadata = body.metadata as Record<string, Record<string, unknown>>;
    expect(metadata.nodeName).toBe('Shoal demo pod');
    expect(metadata.library).toMatchObject({
      anonymousCanListen: true,
      tracks: { total: 27 },
      artists: { total: 6 },
      albums: { total: 9 },
    });
    expect(response.headers.getSetCookie().join('\n')).toMatch(/^csrftoken=\w{32,}; .*Path=\/; SameSite=Lax/);
    expect(response.headers.getSetCookie().join('\n')).not.toMatch(/HttpOnly/);

    const again = await fetch(`${pod.url}/api/v1/instance/nodeinfo/2.0`, { headers: { cookie: 'csrftoken=abc' } });
    expect(again.status).toBe(200);
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('answers nodeinfo 2.1 with the content counts and the hours of music', async () => {
    const { body } = await get('/api/v2/instance/nodeinfo/2.1/');
    expect(shapeProblems(body, v1Example('GET /api/v2/instance/nodeinfo/2.1/'))).toEqual([]);
    const metadata = body.metadata as {
      content: { local: Record<string, number>; topMusicCategories: { name: string }[] };
    };
    expect(body.openRegistrations).toBe(true);
    expect(metadata.content.local).toMatchObject({ artists: 6, releases: 9, recordings: 27 });
    // 28 uploads of 11 to 19 seconds: a few minutes, a small fraction of an hour.
    expect(metadata.content.local.hoursOfContent).toBeGreaterThan(0.08);
    expect(metadata.content.local.hoursOfContent).toBeLessThan(0.14);
    expect(metadata.content.topMusicCategories.map((tag) => tag.name)).toContain('Ambient');
  });

  it('lists public preferences as an array shaped like a real pod’s', async () => {
    const { body } = await get('/api/v1/instance/settings/');
    const entries = body as unknown as Record<string, unknown>[];
    expect(Array.isArray(entries)).toBe(true);
    expect(shapeProblems(entries, v1Example('GET /api/v1/instance/settings/'))).toEqual([]);
    expect(shapeProblems(entries, realPod('instance_settings.json'), { extraKeys: false })).toEqual([]);
    const byId = new Map(entries.map((entry) => [entry.identifier, entry]));
    for (const identifier of [
      'instance__name',
      'instance__short_description',
      'instance__long_description',
      'instance__funkwhale_support_message_enabled',
      'instance__support_message',
      'users__registration_enabled',
      'users__upload_quota',
      'moderation__signup_approval_enabled',
      'moderation__signup_form_customization',
      'quality_filters__bitrate_filter',
      'quality_filters__has_mbid',
      'subsonic__enabled',
      'ui__custom_css',
      'common__api_authentication_required',
    ]) {
      expect(byId.has(identifier), identifier).toBe(true);
    }
    expect(byId.get('common__api_authentication_required')).toMatchObject({
      value: false,
      section: 'common',
      name: 'api_authentication_required',
    });
    expect(byId.get('users__upload_quota')).toMatchObject({ default: 1000, value: 0 });
    expect(byId.get('users__registration_enabled')).toMatchObject({ default: false, value: true });
    // Shown to admins only, as on a real pod.
    expect(byId.has('instance__nodeinfo_private')).toBe(false);
    expect(byId.get('instance__name')).toMatchObject({ value: 'Shoal demo pod', field: { class: 'CharField' } });
  });

  it('answers under /api/v2/ too, with or without the trailing slash', async () => {
    for (const path of ['/api/v2/instance/settings', '/api/v1/instance/settings', '/api/v1/instance/nodeinfo/2.0']) {
      expect((await fetch(pod.url + path)).status, path).toBe(200);
    }
  });

  it('has nodeinfo 2.0 on the v1 base only and 2.1 on the v2 base only, as a real pod', async () => {
    for (const path of ['/api/v2/instance/nodeinfo/2.0/', '/api/v1/instance/nodeinfo/2.1/'])
      expect((await fetch(pod.url + path)).status, path).toBe(404);
  });

  it('builds absolute URLs on the Host the request was sent to', async () => {
    const response = await rawRequest(pod.url, {
      path: '/api/v1/artists/?page_size=1',
      headers: { Host: 'pod.example:1234' },
    });
    const page = JSON.parse(response.body.toString()) as {
      next: string;
      results: { fid: string; cover: { urls: { original: string } } }[];
    };
    expect(page.next).toBe('http://pod.example:1234/api/v1/artists/?page_size=1&page=2');
    expect(page.results[0]!.fid).toMatch(/^http:\/\/pod\.example:1234\/federation\/music\/artists\//);
    expect(page.results[0]!.cover.urls.original).toMatch(/^http:\/\/pod\.example:1234\/media\//);
  });
});

describe('node info statistics and anonymous listening (about21)', () => {
  let users: PodWithUsers;
  beforeAll(async () => {
    users = await startPodWithUsers({ testHooks: true });
  });
  afterAll(() => users.pod.close());

  type Usage = { favorites: { tracks: { total: number } }; listenings: { total: number } };
  const usageOf = async (path: string) =>
    ((await users.anonymous.json(path)) as { metadata: { usage: Usage } }).metadata.usage;

  it('counts the favorites and listenings the pod holds, in 2.0 and 2.1 alike', async () => {
    const before = await usageOf('/api/v1/instance/nodeinfo/2.0/');
    const tracks = await users.demo.json<{ results: { id: number }[] }>('/api/v1/tracks/?page_size=1');
    const track = tracks.results[0]!.id;
    const post = (path: string, body: unknown) =>
      users.demo.fetch(path, {
        method: 'POST',
        csrf: true,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('/api/v1/favorites/tracks/', { track })).status).toBeLessThan(300);
    expect((await post('/api/v1/history/listenings/', { track })).status).toBeLessThan(300);
    for (const path of ['/api/v1/instance/nodeinfo/2.0/', '/api/v2/instance/nodeinfo/2.1/']) {
      const usage = await usageOf(path);
      expect(usage.favorites.tracks.total, path).toBe(before.favorites.tracks.total + 1);
      expect(usage.listenings.total, path).toBe(before.listenings.total + 1);
    }
  });

  it('says anonymous visitors cannot listen once the API requires authentication, and then answers 401', async () => {
    const setting = (value: boolean) =>
      users.admin.fetch('/api/v1/instance/admin/settings/common__api_authentication_required/', {
        method: 'PATCH',
        csrf: true,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ value }),
      });
    expect((await setting(true)).status).toBe(200);
    try {
      const v20 = await users.anonymous.json<{ metadata: { library: { anonymousCanListen: boolean } } }>(
        '/api/v1/instance/nodeinfo/2.0/',
      );
      expect(v20.metadata.library.anonymousCanListen).toBe(false);
      const v21 = await users.anonymous.json<{ metadata: { features: string[] } }>('/api/v2/instance/nodeinfo/2.1/');
      expect(v21.metadata.features).not.toContain('anonymousCanListen');
      expect((await users.anonymous.fetch('/api/v1/albums/')).status).toBe(401);
      // What the about pages read stays public.
      expect((await users.anonymous.fetch('/api/v1/instance/settings/')).status).toBe(200);
    } finally {
      expect((await setting(false)).status).toBe(200);
    }
    const v21 = await users.anonymous.json<{ metadata: { features: string[] } }>('/api/v2/instance/nodeinfo/2.1/');
    expect(v21.metadata.features).toContain('anonymousCanListen');
  });

  it('makes node info fail through its test switch, and reset puts it back', async () => {
    const turn = (status: number | null) =>
      fetch(`${users.pod.url}/__test__/nodeinfo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status }),
      });
    expect((await turn(42)).status).toBe(400);
    expect((await turn(500)).status).toBe(204);
    for (const path of ['/api/v1/instance/nodeinfo/2.0/', '/api/v2/instance/nodeinfo/2.1/']) {
      const response = await fetch(users.pod.url + path);
      expect(response.status, path).toBe(500);
      expect(await response.text()).toContain('Server Error (500)');
    }
    expect((await fetch(`${users.pod.url}/api/v1/instance/settings/`)).status).toBe(200);
    expect((await turn(null)).status).toBe(204);
    expect((await fetch(`${users.pod.url}/api/v2/instance/nodeinfo/2.1/`)).status).toBe(200);
    expect((await turn(503)).status).toBe(204);
    expect((await fetch(`${users.pod.url}/__test__/reset`, { method: 'POST' })).status).toBe(204);
    expect((await fetch(`${users.pod.url}/api/v1/instance/nodeinfo/2.0/`)).status).toBe(200);
  });
});
