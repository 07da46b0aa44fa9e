import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../test-support/pod';
import { startPodWithUsers, type TestPod } from '../test-support/pod';
import { shapeProblems, v1Example } from '../test-support/shape';

let pod: TestPod;
let anonymous: Browser;
let demo: Browser;
let admin: Browser;
beforeAll(async () => {
  ({ pod, anonymous, demo, admin } = await startPodWithUsers({ mode: '1.4' }));
});
afterAll(() => pod.close());

interface Radio {
  id: number;
  name: string;
  description: string;
  is_public: boolean;
  user: { username: string };
  config: Record<string, unknown>[];
}
interface Validation {
  filters: { errors: string[]; candidates: { count: number | null; sample: { id: number }[] | null } }[];
}

async function answer(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

const PIANO = { type: 'tag', names: ['Piano'], not: false };
const NOT_PIXEL_REEF = { type: 'artist', ids: [2], not: true };

async function create(browser: Browser, body: Record<string, unknown>): Promise<Radio> {
  const { status, body: radio } = await answer(await browser.send('POST', '/api/v1/radios/radios/', body));
  expect(status, JSON.stringify(radio)).toBe(201);
  return radio as Radio;
}

describe('custom radios: writes', () => {
  it('creates a radio of the caller, in the documented shape, artist filters named', async () => {
    const radio = await create(demo, {
      name: '  Keys without chips ',
      description: 'Piano, no Pixel Reef',
      is_public: false,
      config: [PIANO, { ...NOT_PIXEL_REEF, names: ['ignored'] }],
    });
    // (the shape check reads every filter against the example's first, a tag filter)
    expect(
      shapeProblems({ ...radio, config: radio.config.slice(0, 1) }, v1Example('POST /api/v1/radios/radios/')),
    ).toEqual([]);
    expect(radio).toMatchObject({ name: 'Keys without chips', is_public: false, user: { username: 'demo' } });
    expect(radio.config).toEqual([PIANO, { type: 'artist', ids: [2], not: true, names: ['Pixel Reef'] }]);
    const tracks = await demo.json<{ results: { id: number }[] }>(`/api/v1/radios/radios/${radio.id}/tracks/`);
    expect(tracks.results.map((track) => track.id).sort((a, b) => a - b)).toEqual([8, 9, 10, 18, 19, 23]);
    expect(await demo.json(`/api/v1/radios/radios/${radio.id}/`)).toEqual(radio);
    // private: another user does not see it
    expect((await admin.fetch(`/api/v1/radios/radios/${radio.id}/`)).status).toBe(404);
  });

  it('refuses what a real pod refuses, with its messages', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ config: [PIANO] }, { name: ['This field is required.'] }],
      [{ name: 'x' }, { config: ['This field is required.'] }],
      [{ name: ' ', config: [] }, { name: ['This field may not be blank.'] }],
      [{ name: 'x', config: [{ type: 'genre', names: ['a'] }] }, { config: ['Invalid type "genre"'] }],
      [{ name: 'x', config: [{ type: 'artist', ids: [2, 999] }] }, { config: ['No artist matching ids "{999}"'] }],
      [
        { name: 'x', config: [{ type: 'tag', names: [] }] },
        { config: ['A tag filter needs "names", a list of tag names.'] },
      ],
      [{ name: 'x', is_public: 'maybe', config: [] }, { is_public: ['Must be a valid boolean.'] }],
    ];
    for (const [body, errors] of cases) {
      expect(await answer(await demo.send('POST', '/api/v1/radios/radios/', body)), JSON.stringify(body)).toEqual({
        status: 400,
        body: errors,
      });
    }
    expect((await anonymous.send('POST', '/api/v1/radios/radios/', { name: 'x', config: [] })).status).toBe(401);
  });

  it('lets only the owner update or delete, others get 404', async () => {
    const radio = await create(demo, { name: 'Shared', is_public: true, config: [PIANO] });
    const path = `/api/v1/radios/radios/${radio.id}/`;
    expect((await admin.json<Radio>(path)).name).toBe('Shared');
    for (const [method, body] of [
      ['PATCH', { name: 'Taken' }],
      ['PUT', { name: 'Taken', config: [] }],
      ['DELETE', undefined],
    ] as const) {
      expect(await answer(await admin.send(method, path, body))).toEqual({
        status: 404,
        body: { detail: 'Not found.' },
      });
    }
    expect((await anonymous.send('PATCH', path, { name: 'Taken' })).status).toBe(401);

    const patched = await answer(await demo.send('PATCH', path, { description: 'Only keys', is_public: false }));
    expect(patched.status).toBe(200);
    expect(shapeProblems(patched.body, v1Example('PATCH /api/v1/radios/radios/{id}/'))).toEqual([]);
    expect(patched.body).toMatchObject({ name: 'Shared', description: 'Only keys', is_public: false });
    expect((await answer(await demo.send('PUT', path, { name: 'Whole' }))).body).toEqual({
      config: ['This field is required.'],
    });
    const put = await answer(await demo.send('PUT', path, { name: 'Whole', config: [NOT_PIXEL_REEF] }));
    expect(put.body).toMatchObject({ name: 'Whole', config: [{ ...NOT_PIXEL_REEF, names: ['Pixel Reef'] }] });

    expect((await demo.send('DELETE', path)).status).toBe(204);
    expect((await demo.fetch(path)).status).toBe(404);
  });

  it('validates each filter on its own: errors, or the count and a sample of its candidates', async () => {
    const response = await demo.send('POST', '/api/v1/radios/radios/validate/', {
      filters: [PIANO, NOT_PIXEL_REEF, { type: 'artist', ids: [999] }, { type: 'tag', names: ['Nothing here'] }],
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Validation;
    expect(
      shapeProblems({ filters: body.filters.slice(0, 2) }, v1Example('POST /api/v1/radios/radios/validate/')),
    ).toEqual([]);
    const [piano, notPixel, unknown, none] = body.filters;
    expect(piano).toMatchObject({ errors: [], candidates: { count: 7 } });
    expect(piano!.candidates.sample!.map((track) => track.id)).toEqual([7, 8, 9, 10, 18, 19, 23]);
    const all = await demo.json<{ count: number }>('/api/v1/tracks/?page_size=1');
    expect(notPixel!.candidates.count).toBeGreaterThan(0);
    expect(notPixel!.candidates.count).toBeLessThan(all.count + 10);
    expect(notPixel!.candidates.sample).toHaveLength(10);
    expect(unknown).toEqual({ errors: ['No artist matching ids "{999}"'], candidates: { count: null, sample: null } });
    expect(none).toEqual({ errors: [], candidates: { count: 0, sample: [] } });
    expect(await answer(await demo.send('POST', '/api/v1/radios/radios/validate/', {}))).toEqual({
      status: 400,
      body: { error: 'You must provide a filters list' },
    });
  });

  it('a custom radio session plays its tracks only', async () => {
    const radio = await create(demo, { name: 'Session', config: [PIANO, NOT_PIXEL_REEF] });
    const session = (await (
      await demo.send('POST', '/api/v1/radios/sessions/', { radio_type: 'custom', custom_radio: radio.id })
    ).json()) as { id: number };
    const played: number[] = [];
    for (;;) {
      const next = await demo.send('POST', '/api/v1/radios/tracks/', { session: session.id });
      if (next.status === 404) break;
      played.push(((await next.json()) as { track: { id: number } }).track.id);
    }
    const listed = await demo.json<{ results: { id: number }[] }>(`/api/v1/radios/radios/${radio.id}/tracks/`);
    expect(played.sort((a, b) => a - b)).toEqual(listed.results.map((track) => track.id).sort((a, b) => a - b));
  });
});
