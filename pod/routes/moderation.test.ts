import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPodWithUsers, type Browser, type TestPod } from '../test-support/pod';
import { shapeProblems, v1Example } from '../test-support/shape';

let pod: TestPod;
let anonymous: Browser;
let demo: Browser;
let admin: Browser;
beforeAll(async () => {
  ({ pod, anonymous, demo, admin } = await startPodWithUsers());
});
afterAll(() => pod.close());

interface Page<T = Record<string, unknown>> {
  count: number;
  results: T[];
}
interface Filter {
  uuid: string;
  target: { type: string; id: number; name: string };
}
async function answer(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}
const names = async (browser: Browser, path: string) =>
  (await browser.json<Page<{ name: string }>>(path)).results.map((item) => item.name);
const titles = async (browser: Browser, path: string) =>
  (await browser.json<Page<{ title: string }>>(path)).results.map((item) => item.title);

describe('content filters', () => {
  it('are the caller’s own: anonymous callers get 401, a new user none', async () => {
    const unauthenticated = { status: 401, body: { detail: 'Authentication credentials were not provided.' } };
    expect(await answer(await anonymous.fetch('/api/v1/moderation/content-filters/'))).toEqual(unauthenticated);
    expect(
      await answer(
        await anonymous.send('POST', '/api/v1/moderation/content-filters/', { target: { type: 'artist', id: 2 } }),
      ),
    ).toEqual(unauthenticated);
    const empty = await demo.json<Page>('/api/v1/moderation/content-filters/?page_size=100');
    expect(empty).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('mute an artist: hidden=false (the default) leaves it out, hidden=true lists only it', async () => {
    const created = await answer(
      await demo.send('POST', '/api/v1/moderation/content-filters/', { target: { type: 'artist', id: 2 } }),
    );
    expect(created.status).toBe(201);
    expect(shapeProblems(created.body, v1Example('POST /api/v1/moderation/content-filters/'))).toEqual([]);
    const filter = created.body as Filter;
    expect(filter.target).toEqual({ id: 2, name: 'Pixel Reef', type: 'artist' });

    const page = await demo.json<Page<Filter>>(
      '/api/v1/moderation/content-filters/?ordering=-creation_date&page_size=100',
    );
    expect(shapeProblems(page, v1Example('GET /api/v1/moderation/content-filters/'))).toEqual([]);
    expect(page.results.map((item) => item.uuid)).toEqual([filter.uuid]);
    const one = await demo.json(`/api/v1/moderation/content-filters/${filter.uuid}/`);
    expect(shapeProblems(one, v1Example('GET /api/v1/moderation/content-filters/{uuid}/'))).toEqual([]);

    expect(await names(demo, '/api/v1/artists/?q=pixel')).toEqual([]);
    expect(await names(demo, '/api/v1/artists/?hidden=true')).toEqual(['Pixel Reef']);
    expect(await titles(demo, '/api/v1/albums/?hidden=true')).toEqual(['Coral Cartridge', 'Broken Records']);
    expect(await titles(demo, '/api/v1/albums/?q=coral')).toEqual([]);
    // tracks by the artist, and tracks on its albums (Arcade Sunrise is Marina Keys' on Coral Cartridge)
    expect((await titles(demo, '/api/v1/tracks/?hidden=true')).sort()).toEqual([
      'Arcade Sunrise',
      'Bubble Level',
      'Press Start',
      'Reef Runner',
      'Reef Runner',
      'Static',
    ]);
    expect((await demo.json<Page>('/api/v1/tracks/')).count).toBe(18);
    // favorites and listenings too: demo's favorite Arcade Sunrise and its listening of Press Start
    type Item = { track: { title: string } };
    expect((await demo.json<Page<Item>>('/api/v1/favorites/tracks/')).results.map((item) => item.track.title)).toEqual([
      'Lighthouse Waltz',
      'Kelp Forest',
    ]);
    expect(
      (await demo.json<Page<Item>>('/api/v1/history/listenings/?hidden=true')).results.map((item) => item.track.title),
    ).toEqual(['Press Start']);
    // others are not affected
    expect(await names(admin, '/api/v1/artists/?q=pixel')).toEqual(['Pixel Reef']);
    expect((await admin.json<Page>('/api/v1/artists/?hidden=true')).count).toBe(0);

    const duplicate = await answer(
      await demo.send('POST', '/api/v1/moderation/content-filters/', { target: { type: 'artist', id: 2 } }),
    );
    expect(duplicate).toEqual({ status: 400, body: { detail: 'A content filter already exists for this object' } });

    expect((await admin.send('DELETE', `/api/v1/moderation/content-filters/${filter.uuid}/`)).status).toBe(404);
    expect(await answer(await demo.send('DELETE', `/api/v1/moderation/content-filters/${filter.uuid}/`))).toEqual({
      status: 204,
      body: null,
    });
    expect(await names(demo, '/api/v1/artists/?q=pixel')).toEqual(['Pixel Reef']);
    expect((await demo.fetch(`/api/v1/moderation/content-filters/${filter.uuid}/`)).status).toBe(404);
  });

  it('refuse malformed targets and ids with a 400', async () => {
    const post = async (body: unknown) => answer(await demo.send('POST', '/api/v1/moderation/content-filters/', body));
    expect(await post({})).toEqual({ status: 400, body: { target: ['This field is required.'] } });
    expect(await post({ target: 'artist:2' })).toEqual({ status: 400, body: { target: ['Invalid data'] } });
    expect(await post({ target: { type: 'album', id: 2 } })).toEqual({
      status: 400,
      body: { target: ['Invalid type'] },
    });
    expect(await post({ target: { type: 'artist', id: 'two' } })).toEqual({
      status: 400,
      body: { target: ['Invalid id'] },
    });
    expect(await post({ target: { type: 'artist', id: 999 } })).toEqual({
      status: 400,
      body: { target: ['Object not found'] },
    });
    expect((await post('artist')).status).toBe(400);
    expect((await demo.send('DELETE', '/api/v1/moderation/content-filters/not-a-uuid/')).status).toBe(400);
    expect(
      (await demo.send('DELETE', '/api/v1/moderation/content-filters/00000000-0000-4000-8000-000000000000/')).status,
    ).toBe(404);
    expect((await demo.fetch('/api/v1/moderation/content-filters/?page_size=0')).status).toBe(400);
  });
});
