import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPodWithUsers, type Browser, type TestPod } from '../test-support/pod';
import { realPod, shapeProblems, v1Example } from '../test-support/shape';

let pod: TestPod;
let host: string;
let anonymous: Browser;
let demo: Browser;
let admin: Browser;
beforeAll(async () => {
  ({ pod, host, anonymous, demo, admin } = await startPodWithUsers());
});
afterAll(() => pod.close());

interface Page<T = Record<string, unknown>> {
  count: number;
  results: T[];
}
interface UserTrack {
  id: number;
  user: { username: string };
  track: { id: number; title: string };
  creation_date: string;
  actor: { full_username: string };
}
const NOT_AUTHENTICATED = { detail: 'Authentication credentials were not provided.' };

async function answer(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}
const trackTitles = (page: Page<{ track: { title: string } }>) => page.results.map((item) => item.track.title);

describe('favorites', () => {
  it('lists favorites in the documented shape, as the owners’ privacy allows', async () => {
    const page = await demo.json<Page<UserTrack>>('/api/v1/favorites/tracks/?scope=me');
    expect(shapeProblems(page, v1Example('GET /api/v1/favorites/tracks/'))).toEqual([]);
    expect(shapeProblems(page, realPod('favorites_tracks.json'), { extraKeys: false })).toEqual([]);
    // newest first
    expect(trackTitles(page)).toEqual(['Lighthouse Waltz', 'Arcade Sunrise', 'Kelp Forest']);
    expect(page.results[0]).toMatchObject({ user: { username: 'demo' }, actor: { full_username: `demo@${host}` } });
    expect(trackTitles(await demo.json('/api/v1/favorites/tracks/?ordering=creation_date'))).toEqual([
      'Kelp Forest',
      'Arcade Sunrise',
      'Lighthouse Waltz',
    ]);
    expect(trackTitles(await demo.json('/api/v1/favorites/tracks/?q=coral'))).toEqual(['Arcade Sunrise']);
    // demo's privacy level is the instance: admin sees them, an anonymous visitor does not
    expect((await admin.json<Page>('/api/v1/favorites/tracks/')).count).toBe(3);
    expect((await admin.json<Page>('/api/v1/favorites/tracks/?scope=me')).count).toBe(0);
    expect((await anonymous.json<Page>('/api/v1/favorites/tracks/')).count).toBe(0);
    expect((await anonymous.json<Page>('/api/v1/favorites/tracks/?scope=me')).count).toBe(0);
  });

  it('adds a favorite (twice is no error), lists it in all/, and removes it', async () => {
    const first = await answer(await demo.send('POST', '/api/v1/favorites/tracks/', { track: 14 }));
    expect(first.status).toBe(201);
    expect(shapeProblems(first.body, v1Example('POST /api/v1/favorites/tracks/'))).toEqual([]);
    expect(first.body).toMatchObject({ track: 14 });
    // favoriting again answers 201 with the same favorite, as a real pod's get-or-create
    const again = await answer(await demo.send('POST', '/api/v2/favorites/tracks', { track: '14' }));
    expect(again).toEqual(first);

    const all = await demo.json<{ results: { id: number; track: number }[]; count: number }>(
      '/api/v1/favorites/tracks/all/',
    );
    expect(shapeProblems(all, v1Example('GET /api/v1/favorites/tracks/all/'))).toEqual([]);
    expect(all.count).toBe(4);
    expect(all.results.filter((favorite) => favorite.track === 14)).toHaveLength(1);
    const tracks = await demo.json<Page<{ title: string }>>('/api/v1/tracks/?favorites=true&ordering=title');
    expect(tracks.results.map((track) => track.title)).toEqual([
      'Arcade Sunrise',
      'Kelp Forest',
      'Lighthouse Waltz',
      'Thermocline',
    ]);

    expect(await answer(await demo.send('POST', '/api/v1/favorites/tracks/remove/', { track: 14 }))).toEqual({
      status: 204,
      body: null,
    });
    // not a favorite any more: a bare {} 400
    expect(await answer(await demo.send('POST', '/api/v1/favorites/tracks/remove/', { track: 14 }))).toEqual({
      status: 400,
      body: {},
    });
    expect(await answer(await demo.send('DELETE', '/api/v1/favorites/tracks/remove/', { track: 'x' }))).toEqual({
      status: 400,
      body: {},
    });
    expect((await demo.json<{ count: number }>('/api/v1/favorites/tracks/all/')).count).toBe(3);
  });

  it('deletes a favorite by id, only one’s own', async () => {
    const created = (await (await demo.send('POST', '/api/v1/favorites/tracks/', { track: 5 })).json()) as {
      id: number;
    };
    expect((await admin.send('DELETE', `/api/v1/favorites/tracks/${created.id}/`)).status).toBe(404);
    expect((await demo.send('DELETE', `/api/v1/favorites/tracks/${created.id}/`)).status).toBe(204);
    expect((await demo.send('DELETE', `/api/v1/favorites/tracks/${created.id}/`)).status).toBe(404);
  });

  it('refuses anonymous changes, bad tracks and missing CSRF tokens', async () => {
    expect(await answer(await anonymous.send('POST', '/api/v1/favorites/tracks/', { track: 1 }))).toEqual({
      status: 401,
      body: NOT_AUTHENTICATED,
    });
    expect(await answer(await anonymous.fetch('/api/v1/favorites/tracks/all/'))).toEqual({
      status: 401,
      body: NOT_AUTHENTICATED,
    });
    expect(await answer(await anonymous.send('POST', '/api/v1/favorites/tracks/remove/', { track: 1 }))).toEqual({
      status: 401,
      body: NOT_AUTHENTICATED,
    });
    // anonymous callers are not filtered by favorites=true, as on a real pod
    expect((await anonymous.json<Page>('/api/v1/tracks/?favorites=true')).count).toBe(24);

    expect(await answer(await demo.send('POST', '/api/v1/favorites/tracks/', {}))).toEqual({
      status: 400,
      body: { track: ['This field is required.'] },
    });
    expect(await answer(await demo.send('POST', '/api/v1/favorites/tracks/', { track: 'abc' }))).toEqual({
      status: 400,
      body: { track: ['Incorrect type. Expected pk value, received str.'] },
    });
    expect(await answer(await demo.send('POST', '/api/v1/favorites/tracks/', { track: 999 }))).toEqual({
      status: 400,
      body: { track: ['Invalid pk "999" - object does not exist.'] },
    });
    expect((await demo.send('POST', '/api/v1/favorites/tracks/', [1])).status).toBe(400);
    const broken = await demo.fetch('/api/v1/favorites/tracks/', {
      method: 'POST',
      csrf: true,
      headers: { 'Content-Type': 'application/json' },
      body: '{"track":',
    });
    expect(broken.status).toBe(400);
    const noCsrf = await demo.fetch('/api/v1/favorites/tracks/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"track": 1}',
    });
    expect(await answer(noCsrf)).toEqual({ status: 403, body: { detail: 'CSRF Failed: CSRF token missing.' } });
    // a form body works too
    const form = await demo.fetch('/api/v1/favorites/tracks/', {
      method: 'POST',
      csrf: true,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'track=2',
    });
    expect(form.status).toBe(201);
  });
});

describe('listening history', () => {
  it('lists listenings in the documented shape, newest first', async () => {
    const page = await demo.json<Page<UserTrack>>('/api/v1/history/listenings/');
    expect(shapeProblems(page, v1Example('GET /api/v1/history/listenings/'))).toEqual([]);
    expect(trackTitles(page)).toEqual(['Moon Jelly', 'Thermocline', 'Harbour Lights', 'Press Start', 'Low Tide']);
    const one = await demo.json(`/api/v1/history/listenings/${page.results[0]!.id}/`);
    expect(shapeProblems(one, v1Example('GET /api/v1/history/listenings/{id}/'))).toEqual([]);
    expect((await anonymous.json<Page>('/api/v1/history/listenings/')).count).toBe(0);
    expect((await anonymous.fetch(`/api/v1/history/listenings/${page.results[0]!.id}/`)).status).toBe(404);
    expect((await demo.json<Page>('/api/v1/history/listenings/?username=demo&domain=' + host)).count).toBe(5);
    expect((await demo.json<Page>('/api/v1/history/listenings/?domain=elsewhere.example')).count).toBe(0);
    expect((await demo.json<Page>('/api/v1/history/listenings/?username=admin')).count).toBe(0);
  });

  it('records a listening and shows it first in the caller’s history', async () => {
    const created = await answer(await demo.send('POST', '/api/v1/history/listenings/', { track: 17 }));
    expect(created.status).toBe(201);
    expect(shapeProblems(created.body, v1Example('POST /api/v1/history/listenings/'))).toEqual([]);
    expect(created.body).toMatchObject({ user: 2, track: 17 });
    await admin.send('POST', '/api/v1/history/listenings/', { track: 3 });

    const mine = await demo.json<Page<UserTrack>>(
      `/api/v1/history/listenings/?scope=actor:demo@${host}&ordering=-creation_date&page_size=2`,
    );
    expect(mine.count).toBe(6);
    expect(trackTitles(mine)).toEqual(['Surfacing', 'Moon Jelly']);
    expect(trackTitles(await demo.json(`/api/v1/history/listenings/?scope=actor:admin@${host}`))).toEqual([
      'Sea Glass',
    ]);
    expect((await demo.json<Page>('/api/v1/history/listenings/?scope=me')).count).toBe(6);
    expect(trackTitles(await demo.json('/api/v1/history/listenings/?ordering=creation_date&page_size=1'))).toEqual([
      'Low Tide',
    ]);
  });

  it('refuses anonymous listenings and malformed ones', async () => {
    expect(await answer(await anonymous.send('POST', '/api/v1/history/listenings/', { track: 1 }))).toEqual({
      status: 401,
      body: NOT_AUTHENTICATED,
    });
    expect((await demo.send('POST', '/api/v1/history/listenings/', { track: null })).status).toBe(400);
    expect((await demo.send('POST', '/api/v1/history/listenings/', { track: 0 })).status).toBe(400);
    expect((await demo.fetch('/api/v1/history/listenings/abc/')).status).toBe(400);
  });
});

describe('playlists', () => {
  interface Playlist {
    id: number;
    name: string;
    tracks_count: number;
    album_covers: string[];
    duration: number;
    is_playable: boolean;
    privacy_level: string;
  }

  it('lists the playlists the caller may see, in the documented shape', async () => {
    const page = await demo.json<Page<Playlist>>('/api/v1/playlists/');
    expect(shapeProblems(page, v1Example('GET /api/v1/playlists/'))).toEqual([]);
    expect(shapeProblems(page, realPod('playlists.json'), { extraKeys: false })).toEqual([]);
    expect(page.results.map((playlist) => playlist.name)).toEqual(['Evening swim', 'Pod picks']);
    const evening = page.results[0]!;
    expect(evening).toMatchObject({ tracks_count: 4, is_playable: true, privacy_level: 'instance' });
    expect(evening.duration).toBeGreaterThan(50);
    expect(evening.album_covers).toHaveLength(3); // Night Swim, Slow Currents, Harbour Lights
    for (const url of evening.album_covers)
      expect(url).toMatch(new RegExp(`^${pod.url}/media/__sized__/attachments/.+-crop-200x200\\.jpg$`));

    const names = async (browser: Browser, query: string) =>
      (await browser.json<Page<Playlist>>(`/api/v1/playlists/?${query}`)).results.map((playlist) => playlist.name);
    expect(await names(demo, 'scope=me')).toEqual(['Evening swim']);
    expect(await names(admin, 'scope=me')).toEqual(['Pod picks']);
    expect(await names(anonymous, '')).toEqual(['Pod picks']);
    expect(await names(anonymous, 'scope=me')).toEqual([]);
    expect(await names(demo, 'q=evening')).toEqual(['Evening swim']);
    expect(await names(demo, 'q=admin')).toEqual(['Pod picks']);
    expect(await names(demo, 'ordering=name')).toEqual(['Evening swim', 'Pod picks']);
    expect(await names(demo, 'ordering=-name')).toEqual(['Pod picks', 'Evening swim']);
    expect(await names(demo, 'track=9')).toEqual(['Evening swim']);
    expect(await names(demo, 'artist=3')).toEqual(['Evening swim', 'Pod picks']);
    expect(await names(demo, 'playable=true&album=2')).toEqual(['Pod picks']);
  });

  it('answers one playlist and its tracks (not paginated)', async () => {
    const playlist = await demo.json<Playlist>('/api/v1/playlists/2/');
    expect(shapeProblems(playlist, v1Example('GET /api/v1/playlists/{id}/'))).toEqual([]);
    expect(playlist.name).toBe('Evening swim');
    const tracks = await demo.json<{ count: number; results: { index: number; track: { title: string } }[] }>(
      '/api/v2/playlists/2/tracks',
    );
    expect(shapeProblems(tracks, v1Example('GET /api/v1/playlists/{id}/tracks/'))).toEqual([]);
    expect(tracks).not.toHaveProperty('next');
    expect(tracks.results.map((entry) => [entry.index, entry.track.title])).toEqual([
      [0, 'Moon Jelly'],
      [1, 'Phosphorescence'],
      [2, 'Sea Glass'],
      [3, 'Lighthouse Waltz'],
    ]);
    // demo's playlist is the instance's: not an anonymous visitor's
    expect((await anonymous.fetch('/api/v1/playlists/2/')).status).toBe(404);
    expect((await anonymous.fetch('/api/v1/playlists/2/tracks/')).status).toBe(404);
    expect((await anonymous.json<{ count: number }>('/api/v1/playlists/1/tracks/')).count).toBe(3);
    expect((await demo.fetch('/api/v1/playlists/99/')).status).toBe(404);
    expect((await demo.fetch('/api/v1/playlists/one/')).status).toBe(400);
  });
});
