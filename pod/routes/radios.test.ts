import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_DIR } from '../context';
import { LIBRARY_UUIDS } from '../seed';
import { Browser, startPodWithUsers, startTestPod, type TestPod } from '../test-support/pod';
import { shapeProblems, v1Example } from '../test-support/shape';

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
  next: string | null;
  results: T[];
}
interface Radio {
  id: number;
  name: string;
  is_public: boolean;
  user: { username: string };
  config: unknown[];
}
interface Track {
  id: number;
  title: string;
}
interface Session {
  id: number;
  radio_type: string;
  related_object_id: unknown;
  user: number | null;
  custom_radio: number | null;
  config: unknown;
}
interface RadioTrack {
  id: number;
  session: number;
  position: number;
  track: Track;
}

const NO_MORE = "Radio doesn't have more candidates";
const NOT_AUTHENTICATED = { detail: 'Authentication credentials were not provided.' };

async function answer(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

/** `POST radios/tracks/` answered 201: the next track of the session. */
const nextTrack = (browser: Browser, session: number) =>
  browser.json<RadioTrack>('/api/v1/radios/tracks/', {
    method: 'POST',
    csrf: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ session }),
  });

async function startSession(browser: Browser, body: Record<string, unknown>, version = 'v1'): Promise<Session> {
  const { status, body: session } = await answer(await browser.send('POST', `/api/${version}/radios/sessions/`, body));
  expect(status, JSON.stringify(session)).toBe(201);
  return session as Session;
}

/** Asks for tracks (v1, one by one) until the radio runs dry; checks positions and the dry answer. */
async function runDry(browser: Browser, session: Session, limit = 40): Promise<number[]> {
  const ids: number[] = [];
  for (let position = 1; position <= limit; position++) {
    const response = await browser.send('POST', '/api/v1/radios/tracks/', { session: session.id });
    if (response.status === 404) {
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.text()).toBe(JSON.stringify(NO_MORE));
      return ids;
    }
    expect(response.status).toBe(201);
    const item = (await response.json()) as RadioTrack;
    expect(item).toMatchObject({ session: session.id, position });
    ids.push(item.track.id);
  }
  throw new Error(`session ${session.id} (${session.radio_type}) did not run dry in ${limit} tracks`);
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

// Track ids of the seeded catalogue (pod/README.md): 1-23 music, 24-26 the channel's episodes, 27 Static.
const DEMO_LIBRARY = [8, 18, 19]; // demo's copy of Harbour Lights, Teacups, Low Sun
const EVERYONE = [...range(1, 17), ...range(20, 23), 27]; // playable by anonymous visitors (no channel content)
const LOGGED_IN = sorted([...EVERYONE, 18, 19]);
const PIANO = [7, 8, 9, 10, 23]; // tagged Piano themselves, or by their artist or album
const AMBIENT = [1, 2, 3, ...range(11, 17), 21]; // Tidepool Ensemble
const CHIPTUNE_OR_PIANO = [4, 5, 6, 7, 8, 9, 10, 18, 19, 20, 22, 23, 27];

describe('custom radios', () => {
  it('lists public radios and one’s own, in the documented shape', async () => {
    const page = await demo.json<Page<Radio>>('/api/v1/radios/radios/');
    expect(shapeProblems(page, v1Example('GET /api/v1/radios/radios/'))).toEqual([]);
    expect(page.results.map((radio) => [radio.id, radio.name, radio.is_public, radio.user.username])).toEqual([
      [2, 'Chip and keys', false, 'demo'],
      [1, 'Ambient evenings', true, 'admin'],
    ]);
    expect(page.results[1]!.config).toEqual([{ type: 'tag', names: ['Ambient'], not: false }]);
    expect(page.results[0]!.config).toEqual([{ type: 'tag', names: ['Chiptune', 'Piano'], not: false }]);
    const names = async (browser: Browser, path: string) =>
      (await browser.json<Page<Radio>>(path)).results.map((radio) => radio.name);
    expect(await names(anonymous, '/api/v2/radios/radios')).toEqual(['Ambient evenings']);
    expect(await names(admin, '/api/v1/radios/radios/')).toEqual(['Ambient evenings']);
    expect(await names(demo, '/api/v1/radios/radios/?scope=me')).toEqual(['Chip and keys']);
    expect(await names(anonymous, '/api/v1/radios/radios/?scope=me')).toEqual([]);
    expect(await names(demo, '/api/v1/radios/radios/?q=CHIP')).toEqual(['Chip and keys']);
    expect(await names(demo, '/api/v1/radios/radios/?ordering=name')).toEqual(['Ambient evenings', 'Chip and keys']);
    expect(await names(demo, `/api/v1/radios/radios/?scope=actor:admin@${host}`)).toEqual(['Ambient evenings']);
  });

  it('answers a radio visible to the caller, else 404', async () => {
    const radio = await anonymous.json('/api/v1/radios/radios/1/');
    expect(shapeProblems(radio, v1Example('GET /api/v1/radios/radios/{id}/'))).toEqual([]);
    expect(await demo.json('/api/v2/radios/radios/2')).toMatchObject({
      name: 'Chip and keys',
      user: { username: 'demo' },
    });
    for (const [browser, path] of [
      [anonymous, '/api/v1/radios/radios/2/'],
      [admin, '/api/v1/radios/radios/2/'],
      [demo, '/api/v1/radios/radios/99/'],
      [anonymous, '/api/v1/radios/radios/2/tracks/'],
    ] as const) {
      expect(await answer(await browser.fetch(path)), path).toEqual({ status: 404, body: { detail: 'Not found.' } });
    }
  });

  it('lists the tracks a radio’s filters select, as the caller may play them', async () => {
    const ambient = await anonymous.json<Page<Track>>('/api/v1/radios/radios/1/tracks/');
    expect(shapeProblems(ambient, v1Example('GET /api/v1/radios/radios/{id}/tracks/'))).toEqual([]);
    expect(sorted(ambient.results.map((track) => track.id))).toEqual(AMBIENT);
    const chip = await demo.json<Page<Track>>('/api/v1/radios/radios/2/tracks/?page_size=5');
    expect(chip.count).toBe(CHIPTUNE_OR_PIANO.length);
    expect(chip.results).toHaveLength(5);
    expect(chip.next).toBe(`${pod.url}/api/v1/radios/radios/2/tracks/?page_size=5&page=2`);
  });

  it('describes the filters as an array', async () => {
    const filters = await anonymous.json<{ type: string }[]>('/api/v1/radios/radios/filters/');
    expect(shapeProblems(filters, v1Example('GET /api/v1/radios/radios/filters/'))).toEqual([]);
    expect(filters.map((filter) => filter.type)).toEqual(['artist', 'tag']);
    expect(await anonymous.json('/api/v2/radios/radios/filters')).toEqual(filters);
  });
});

describe('radio sessions', () => {
  it('answers sessions and tracks in the documented shapes', async () => {
    const session = await startSession(demo, { radio_type: 'tag', related_object_id: 'Piano' });
    expect(shapeProblems(session, v1Example('POST /api/v1/radios/sessions/'))).toEqual([]);
    expect(session).toMatchObject({ radio_type: 'tag', related_object_id: 'Piano', custom_radio: null, config: null });
    expect(session.user).toBe((await demo.json<{ id: number }>('/api/v1/users/me/')).id);
    expect(
      shapeProblems(
        await demo.json(`/api/v1/radios/sessions/${session.id}/`),
        v1Example('GET /api/v1/radios/sessions/{id}/'),
      ),
    ).toEqual([]);

    const first = await answer(await demo.send('POST', '/api/v1/radios/tracks/', { session: session.id }));
    expect(first.status).toBe(201);
    expect(shapeProblems(first.body, v1Example('POST /api/v1/radios/tracks/'))).toEqual([]);
    expect(first.body).toMatchObject({ session: session.id, position: 1 });

    const v2 = await startSession(
      demo,
      { radio_type: 'random', related_object_id: null, custom_radio: null, config: null },
      'v2',
    );
    expect(shapeProblems(v2, v1Example('POST /api/v2/radios/sessions/'))).toEqual([]);
    const batch = await demo.fetch(`/api/v2/radios/sessions/${v2.id}/tracks/?count=3`);
    expect(batch.status).toBe(201);
    const tracks = (await batch.json()) as Track[];
    expect(shapeProblems(tracks, v1Example('GET /api/v2/radios/sessions/{id}/tracks/'))).toEqual([]);
    expect(tracks).toHaveLength(3);
    expect(new Set(tracks.map((track) => track.id)).size).toBe(3);
    // the batch counts as played: the next v1 track is the fourth
    const fourth = await nextTrack(demo, v2.id);
    expect(fourth.position).toBe(4);
    expect(tracks.map((track) => track.id)).not.toContain(fourth.track.id);
    // the batch route is only in v2
    expect((await demo.fetch(`/api/v1/radios/sessions/${v2.id}/tracks/`)).status).toBe(404);
  });

  it('hands out every candidate of each kind of radio once, then runs dry', async () => {
    const cases: [Record<string, unknown>, number[]][] = [
      [{ radio_type: 'random' }, LOGGED_IN],
      [{ radio_type: 'favorites' }, [2, 7, 9]],
      [{ radio_type: 'random_library' }, DEMO_LIBRARY],
      [{ radio_type: 'less-listened_library' }, DEMO_LIBRARY],
      [{ radio_type: 'actor-content', related_object_id: `admin@${host}` }, EVERYONE],
      [{ radio_type: 'artist', related_object_id: 2 }, [4, 5, 6, 7, 22, 27]], // Pixel Reef, credited on Arcade Sunrise
      [{ radio_type: 'tag', related_object_id: 'Piano' }, sorted([...PIANO, 18, 19])],
      [{ radio_type: 'library', related_object_id: LIBRARY_UUIDS.demo }, DEMO_LIBRARY],
      [{ radio_type: 'custom', custom_radio: 2 }, CHIPTUNE_OR_PIANO],
      [{ radio_type: 'custom', custom_radio: 1 }, AMBIENT],
      [{ radio_type: 'custom_multiple', config: { type: 'artist', ids: [6] } }, [20]],
      [{ radio_type: 'similar', related_object_id: 10 }, [7, 8, 9, 18, 19, 23]], // shares the track tag Piano
    ];
    for (const [body, expected] of cases) {
      const session = await startSession(demo, body);
      const ids = await runDry(demo, session);
      expect(ids.length, JSON.stringify(body)).toBe(new Set(ids).size);
      expect(sorted(ids), JSON.stringify(body)).toEqual(expected);
    }
  });

  it('plays recently added tracks newest first, and the least listened first', async () => {
    const recent = await runDry(anonymous, await startSession(anonymous, { radio_type: 'recently-added' }));
    // newest first; Static (27) is dated before the rest so it never starts this radio
    expect(recent).toEqual([...[...EVERYONE].filter((id) => id !== 27).reverse(), 27]);
    // demo listened to Low Tide, Press Start, Harbour Lights, Thermocline and Moon Jelly once each
    await demo.send('POST', '/api/v1/history/listenings/', { track: 20 });
    await demo.send('POST', '/api/v1/history/listenings/', { track: 20 });
    const lessListened = await runDry(demo, await startSession(demo, { radio_type: 'less-listened' }));
    expect(sorted(lessListened)).toEqual(LOGGED_IN);
    expect(lessListened.at(-1)).toBe(20);
    expect(sorted(lessListened.slice(-6, -1))).toEqual([1, 4, 8, 11, 14]);
  });

  it('records a listening at once: the history lists it first', async () => {
    const posted = await answer(await demo.send('POST', '/api/v1/history/listenings/', { track: 12 }));
    expect(posted.status).toBe(201);
    const history = await demo.json<Page<{ id: number; track: Track }>>('/api/v1/history/listenings/?scope=me');
    expect(history.results[0]).toMatchObject({
      id: (posted.body as { id: number }).id,
      track: { id: 12, title: 'Phosphorescence' },
    });
  });

  it('runs a small radio dry with the bare-string 404, in v1 and in v2', async () => {
    const session = await startSession(anonymous, { radio_type: 'tag', related_object_id: 'Piano' });
    const ids = await runDry(anonymous, session);
    expect(sorted(ids)).toEqual(PIANO);
    // once dry, it stays dry
    expect(await answer(await anonymous.send('POST', '/api/v1/radios/tracks/', { session: session.id }))).toEqual({
      status: 404,
      body: NO_MORE,
    });

    const v2 = await startSession(anonymous, { radio_type: 'tag', related_object_id: 'Piano' }, 'v2');
    const batch = (await (await anonymous.fetch(`/api/v2/radios/sessions/${v2.id}/tracks/?count=3`)).json()) as Track[];
    const rest = await anonymous.fetch(`/api/v2/radios/sessions/${v2.id}/tracks/?count=10`);
    expect(rest.status).toBe(201);
    const last = (await rest.json()) as Track[];
    expect(sorted([...batch, ...last].map((track) => track.id))).toEqual(PIANO);
    expect(await answer(await anonymous.fetch(`/api/v2/radios/sessions/${v2.id}/tracks/`))).toEqual({
      status: 404,
      body: NO_MORE,
    });
  });

  it('shuffles by the pod’s radio seed and the session: the same seed plays the same order', async () => {
    const orders: number[][] = [];
    for (const sessions of [1, 2]) {
      const other = await startTestPod({ radioSeed: 'a seed' });
      try {
        const browser = new Browser(other.url);
        for (let n = 0; n < sessions; n++)
          orders.push(await runDry(browser, await startSession(browser, { radio_type: 'random' })));
      } finally {
        await other.close();
      }
    }
    const [first, again, second] = orders;
    expect(again).toEqual(first); // session 1 of either pod
    expect(second).not.toEqual(first); // session 2 shuffles otherwise
    expect(sorted(second!)).toEqual(EVERYONE);
  });
});

describe('who may use a radio', () => {
  it('lets anonymous visitors use radios that need no user, tied to their browser session', async () => {
    const visitor = new Browser(pod.url);
    for (const body of [
      { radio_type: 'random' },
      { radio_type: 'recently-added' },
      { radio_type: 'artist', related_object_id: '1' },
      { radio_type: 'tag', related_object_id: 'Ambient' },
      { radio_type: 'custom', custom_radio: 1 },
      { radio_type: 'library', related_object_id: LIBRARY_UUIDS.catalogue },
    ]) {
      const session = await startSession(visitor, body);
      expect(session.user).toBeNull();
      expect((await answer(await visitor.send('POST', '/api/v1/radios/tracks/', { session: session.id }))).status).toBe(
        201,
      );
    }
    // the session belongs to the visitor's sessionid cookie, given with the first session
    expect(visitor.cookies.get('sessionid')).toMatch(/^\w{32}$/);
    const session = await startSession(visitor, { radio_type: 'random' });
    expect(visitor.cookies.size).toBe(1);
    expect((await visitor.json<Session>(`/api/v1/radios/sessions/${session.id}/`)).id).toBe(session.id);
    const stranger = new Browser(pod.url);
    expect(await answer(await stranger.send('POST', '/api/v1/radios/tracks/', { session: session.id }))).toEqual({
      status: 403,
      body: null,
    });
    expect(await answer(await demo.send('POST', '/api/v1/radios/tracks/', { session: session.id }))).toEqual({
      status: 403,
      body: null,
    });
    expect((await stranger.fetch(`/api/v1/radios/sessions/${session.id}/`)).status).toBe(404);
    expect((await stranger.fetch(`/api/v2/radios/sessions/${session.id}/tracks/`)).status).toBe(404);
    // the cookie is no login: logging in replaces it, and the anonymous session stays behind
    expect((await visitor.fetch('/api/v1/users/me/')).status).toBe(401);
    expect((await visitor.login('demo', 'demo')).status).toBe(200);
    expect((await visitor.fetch('/api/v1/users/me/')).status).toBe(200);
    expect((await visitor.send('POST', '/api/v1/radios/tracks/', { session: session.id })).status).toBe(403);
  });

  it('answers 401 to anonymous visitors for radios that need a user', async () => {
    for (const body of [
      { radio_type: 'favorites' },
      { radio_type: 'less-listened' },
      { radio_type: 'random_library' },
      { radio_type: 'less-listened_library' },
      { radio_type: 'actor-content', related_object_id: `demo@${host}` },
      { radio_type: 'similar', related_object_id: 1 },
      { radio_type: 'custom', custom_radio: 2 }, // demo's private radio
      { radio_type: 'library', related_object_id: LIBRARY_UUIDS.demo }, // a library of the instance
    ]) {
      expect(
        await answer(await anonymous.send('POST', '/api/v1/radios/sessions/', body)),
        JSON.stringify(body),
      ).toEqual({
        status: 401,
        body: NOT_AUTHENTICATED,
      });
    }
  });

  it('keeps a user’s sessions and private radios to them', async () => {
    const session = await startSession(demo, { radio_type: 'favorites' });
    expect(await answer(await admin.send('POST', '/api/v1/radios/tracks/', { session: session.id }))).toEqual({
      status: 403,
      body: null,
    });
    expect(await answer(await anonymous.send('POST', '/api/v1/radios/tracks/', { session: session.id }))).toEqual({
      status: 403,
      body: null,
    });
    expect((await admin.fetch(`/api/v1/radios/sessions/${session.id}/`)).status).toBe(404);
    expect(
      await answer(await admin.send('POST', '/api/v1/radios/sessions/', { radio_type: 'custom', custom_radio: 2 })),
    ).toEqual({
      status: 400,
      body: { custom_radio: ["You don't have access to this radio"] },
    });
    // admin's radio of demo's content: the instance's library is visible to admin
    const content = await startSession(admin, { radio_type: 'actor-content', related_object_id: `demo@${host}` });
    expect(sorted(await runDry(admin, content))).toEqual(DEMO_LIBRARY);
  });
});

describe('malformed radio requests', () => {
  it('refuses sessions it cannot start with DRF-style 400s', async () => {
    const cases: [unknown, unknown][] = [
      [{}, { radio_type: ['This field is required.'] }],
      [{ radio_type: null }, { radio_type: ['This field may not be null.'] }],
      [{ radio_type: 'troi' }, { radio_type: ['"troi" is not a valid choice.'] }],
      [{ radio_type: 7 }, { radio_type: ['"7" is not a valid choice.'] }],
      [{ radio_type: 'artist' }, { related_object_id: ['This field is required.'] }],
      [{ radio_type: 'artist', related_object_id: 'abc' }, { related_object_id: ['Invalid related object'] }],
      [{ radio_type: 'artist', related_object_id: 999 }, { related_object_id: ['Invalid related object'] }],
      [{ radio_type: 'artist', related_object_id: { id: 1 } }, { related_object_id: ['Invalid related object'] }],
      [{ radio_type: 'tag', related_object_id: 'No such tag' }, { related_object_id: ['Invalid related object'] }],
      [{ radio_type: 'library', related_object_id: 'not-a-uuid' }, { related_object_id: ['Invalid related object'] }],
      [
        { radio_type: 'actor-content', related_object_id: 'demo@elsewhere.example' },
        { related_object_id: ['Invalid related object'] },
      ],
      [
        { radio_type: 'actor-content', related_object_id: `nobody@${host}` },
        { related_object_id: ['Invalid related object'] },
      ],
      [{ radio_type: 'custom' }, { custom_radio: ['This field is required.'] }],
      [
        { radio_type: 'custom', custom_radio: 'x' },
        { custom_radio: ['Incorrect type. Expected pk value, received str.'] },
      ],
      [{ radio_type: 'custom', custom_radio: 99 }, { custom_radio: ['Invalid pk "99" - object does not exist.'] }],
      [{ radio_type: 'custom_multiple', config: { type: 'mood' } }, { config: ['Unknown filter type "mood".'] }],
      [[1, 2], { non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] }],
    ];
    for (const [body, errors] of cases) {
      expect(await answer(await demo.send('POST', '/api/v1/radios/sessions/', body)), JSON.stringify(body)).toEqual({
        status: 400,
        body: errors,
      });
    }
    const broken = await demo.fetch('/api/v1/radios/sessions/', {
      method: 'POST',
      csrf: true,
      headers: { 'Content-Type': 'application/json' },
      body: '{"radio_type":',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toHaveProperty('detail');
  });

  it('refuses track requests it cannot answer', async () => {
    const cases: [unknown, unknown][] = [
      [{}, { session: ['This field is required.'] }],
      [{ session: 'abc' }, { session: ['Incorrect type. Expected pk value, received str.'] }],
      [{ session: 99999 }, { session: ['Invalid pk "99999" - object does not exist.'] }],
      ['session', { non_field_errors: ['Invalid data. Expected a dictionary, but got str.'] }],
    ];
    for (const [body, errors] of cases) {
      expect(await answer(await demo.send('POST', '/api/v1/radios/tracks/', body)), JSON.stringify(body)).toEqual({
        status: 400,
        body: errors,
      });
    }
    const session = await startSession(demo, { radio_type: 'random' });
    expect((await demo.fetch(`/api/v2/radios/sessions/${session.id}/tracks/?count=many`)).status).toBe(400);
    expect((await demo.fetch(`/api/v2/radios/sessions/${session.id}/tracks/?count=0`)).status).toBe(400);
    expect((await demo.fetch('/api/v2/radios/sessions/abc/tracks/')).status).toBe(400);
    expect((await demo.fetch('/api/v1/radios/radios/abc/')).status).toBe(400);
    // nothing was handed out by the refused calls
    expect((await nextTrack(demo, session.id)).position).toBe(1);
  });
});

describe('the broken track', () => {
  it('is Static (track 27) on Broken Records (album 9), and its listen answer is the corrupt bytes with a 200', async () => {
    type Detail = Track & {
      album: { id: number; title: string; artist: { name: string } };
      listen_url: string;
      uploads: { mimetype: string; size: number }[];
    };
    const track = await anonymous.json<Detail>('/api/v1/tracks/27/');
    expect(track).toMatchObject({
      title: 'Static',
      album: { id: 9, title: 'Broken Records', artist: { name: 'Pixel Reef' } },
    });
    const file = readFileSync(join(CATALOGUE_DIR, 'audio', 'static.mp3'));
    expect(track.uploads).toMatchObject([{ mimetype: 'audio/mpeg', size: file.length }]);
    expect(file.includes(0xff)).toBe(false); // no MPEG frame sync anywhere
    for (const query of ['', '?to=mp3']) {
      const response = await fetch(pod.url + track.listen_url + query);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('audio/mpeg');
      expect(Buffer.from(await response.arrayBuffer()).equals(file)).toBe(true);
    }
  });
});
