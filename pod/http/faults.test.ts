import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPodWithUsers, startTestPod, type Browser, type TestPod } from '../test-support/pod';
import type { FaultState } from './faults';

let pod: TestPod;
let demo: Browser;
let anonymous: Browser;
beforeAll(async () => {
  ({ pod, demo, anonymous } = await startPodWithUsers({ testHooks: true }));
});
afterAll(() => pod.close());
beforeEach(() => pod.pod.faults.clear());

async function answer(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}
const addFault = (rule: unknown) =>
  fetch(`${pod.url}/__test__/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(rule),
  });
const rules = async () => (await (await fetch(`${pod.url}/__test__/faults`)).json()) as FaultState[];
const favoriteIds = async () =>
  (await demo.json<{ results: { track: number }[] }>('/api/v1/favorites/tracks/all/')).results
    .map((item) => item.track)
    .sort((a, b) => a - b);
const FAVORITES = '^/api/v[12]/favorites/tracks/?$';

describe('the fault switch', () => {
  it('refuses matching requests with the default 400 body without running the route', async () => {
    const created = await answer(await addFault({ method: 'post', path: FAVORITES, mode: 'refuse' }));
    expect(created).toEqual({ status: 201, body: { id: expect.any(Number) as number } });
    const before = await favoriteIds();
    expect(await answer(await demo.send('POST', '/api/v1/favorites/tracks/', { track: 1 }))).toEqual({
      status: 400,
      body: { detail: 'Refused by the test fault switch' },
    });
    expect(await favoriteIds()).toEqual(before);
    // GET is another method: untouched
    expect((await demo.fetch('/api/v1/favorites/tracks/')).status).toBe(200);
    expect(await rules()).toEqual([
      {
        id: created.body && (created.body as { id: number }).id,
        method: 'POST',
        path: FAVORITES,
        mode: 'refuse',
        status: 400,
        body: { detail: 'Refused by the test fault switch' },
        headers: {},
        delayMs: 2000,
        remaining: null,
        matched: 1,
      },
    ]);
  });

  it('refuses with a given status and body, a given number of times', async () => {
    await addFault({ path: '^/api/v1/tracks/$', mode: 'refuse', status: 503, body: 'down', times: 2 });
    expect(await answer(await anonymous.fetch('/api/v1/tracks/'))).toEqual({ status: 503, body: 'down' });
    expect(await answer(await anonymous.fetch('/api/v1/tracks/?page=1'))).toEqual({ status: 503, body: 'down' });
    expect((await anonymous.fetch('/api/v1/tracks/')).status).toBe(200);
    expect(await rules()).toMatchObject([{ remaining: 0, matched: 2 }]);
  });

  it('cut-before: the connection is destroyed and the route never runs', async () => {
    await addFault({ method: 'POST', path: FAVORITES, mode: 'cut-before', times: 1 });
    await expect(demo.send('POST', '/api/v1/favorites/tracks/', { track: 3 })).rejects.toThrow();
    expect(await favoriteIds()).not.toContain(3);
    // the next one goes through
    expect((await demo.send('POST', '/api/v1/favorites/tracks/', { track: 3 })).status).toBe(201);
    expect(await favoriteIds()).toContain(3);
  });

  it('cut-after: the route runs and its change is committed, but the client gets a network error', async () => {
    pod.pod.faults.add({ method: 'POST', path: FAVORITES, mode: 'cut-after' });
    expect(await favoriteIds()).not.toContain(4);
    await expect(demo.send('POST', '/api/v1/favorites/tracks/', { track: 4 })).rejects.toThrow();
    expect(await favoriteIds()).toContain(4);
    // errors are cut too: a second POST of the same favorite answers 201 without an answer reaching us
    await expect(demo.send('POST', '/api/v1/favorites/tracks/', { track: 999999 })).rejects.toThrow();
    expect(pod.pod.faults.list()[0]?.matched).toBe(2);
  });

  it('delay: the request is held, then its route runs and answers as usual', async () => {
    await addFault({ method: 'POST', path: FAVORITES, mode: 'delay', delayMs: 3000, times: 1 });
    const sent = demo.send('POST', '/api/v1/favorites/tracks/', { track: 5 });
    await expect.poll(async () => (await rules())[0]?.matched).toBe(1);
    // Held: the route has not run yet.
    expect(await favoriteIds()).not.toContain(5);
    expect((await sent).status).toBe(201);
    expect(await favoriteIds()).toContain(5);
    expect(await answer(await addFault({ path: 'x', mode: 'delay', delayMs: 60_001 }))).toEqual({
      status: 400,
      body: { delayMs: ['An integer of milliseconds between 0 and 60000 is expected.'] },
    });
  });

  it('in code: add returns an id, clear removes every rule', async () => {
    const id = pod.pod.faults.add({ path: '^/api/v1/albums/$', mode: 'refuse', status: 418 });
    expect(typeof id).toBe('number');
    expect((await anonymous.fetch('/api/v1/albums/')).status).toBe(418);
    pod.pod.faults.clear();
    expect((await anonymous.fetch('/api/v1/albums/')).status).toBe(200);
    expect(() => pod.pod.faults.add({ path: '(', mode: 'refuse' })).toThrow();
  });

  it('DELETE /__test__/faults and POST /__test__/reset clear the rules; test hook paths are never matched', async () => {
    await addFault({ path: '.*', mode: 'refuse', status: 500 });
    expect((await anonymous.fetch('/api/v1/tags/')).status).toBe(500);
    expect((await fetch(`${pod.url}/__test__/faults`, { method: 'DELETE' })).status).toBe(204);
    expect(await rules()).toEqual([]);
    expect((await anonymous.fetch('/api/v1/tags/')).status).toBe(200);
    await addFault({ path: '.*', mode: 'cut-before' });
    expect((await fetch(`${pod.url}/__test__/reset`, { method: 'POST' })).status).toBe(204);
    expect(await rules()).toEqual([]);
    expect((await anonymous.fetch('/api/v1/tags/')).status).toBe(200);
  });

  it('refuses malformed rules with field errors', async () => {
    expect(await answer(await addFault({ path: '(', mode: 'refuse' }))).toEqual({
      status: 400,
      body: { path: [expect.stringMatching(/^Invalid regular expression/) as string] },
    });
    expect(await answer(await addFault({ path: 'x', mode: 'explode', status: 99, times: 0, method: 'G E T' }))).toEqual(
      {
        status: 400,
        body: {
          mode: ['One of refuse, cut-before, cut-after, delay is required.'],
          status: ['An HTTP status between 200 and 599 is expected.'],
          times: ['A positive integer is expected.'],
          method: ['An HTTP method is expected.'],
        },
      },
    );
    expect((await addFault([1])).status).toBe(400);
    expect(await rules()).toEqual([]);
  });
});

describe('without test hooks', () => {
  it('has no fault routes and refuses rules in code', async () => {
    const plain = await startTestPod();
    try {
      expect((await fetch(`${plain.url}/__test__/faults`, { method: 'POST', body: '{}' })).status).toBe(404);
      expect(() => plain.pod.faults.add({ path: '.*', mode: 'refuse' })).toThrow(/testHooks/);
    } finally {
      await plain.close();
    }
  });
});

describe('the fault switch, headers of a refusal', () => {
  it('sends the headers it was given (a 429 with its rate-limit headers)', async () => {
    const { startTestPod } = await import('../test-support/pod');
    const pod = await startTestPod({ testHooks: true });
    try {
      pod.pod.faults.add({
        path: '^/api/v1/instance/settings/$',
        mode: 'refuse',
        status: 429,
        body: { detail: 'Request was throttled.' },
        headers: { 'X-RateLimit-ResetSeconds': '7' },
      });
      const response = await fetch(`${pod.url}/api/v1/instance/settings/`);
      expect([response.status, response.headers.get('x-ratelimit-resetseconds')]).toEqual([429, '7']);
      expect(() =>
        pod.pod.faults.add({ path: 'x', mode: 'refuse', headers: { a: 1 } as unknown as Record<string, string> }),
      ).toThrow();
    } finally {
      await pod.close();
    }
  });
});

describe('the fault switch, raw answers', () => {
  it('sends a raw text body with its content type: truncated JSON, an HTML page, megabytes', async () => {
    const { startTestPod } = await import('../test-support/pod');
    const pod = await startTestPod({ testHooks: true });
    const post = (rule: unknown) =>
      fetch(`${pod.url}/__test__/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(rule),
      });
    try {
      expect(
        (
          await post({
            path: '^/api/v1/tags/$',
            mode: 'refuse',
            status: 200,
            raw: '{"count": 3, "results": [{"na',
            times: 1,
          })
        ).status,
      ).toBe(201);
      const cut = await fetch(`${pod.url}/api/v1/tags/`);
      expect([cut.status, cut.headers.get('content-type'), await cut.text()]).toEqual([
        200,
        'application/json; charset=utf-8',
        '{"count": 3, "results": [{"na',
      ]);

      const page = '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>';
      expect(
        (
          await post({
            path: '^/api/v1/tags/$',
            mode: 'refuse',
            status: 200,
            raw: page,
            contentType: 'text/html; charset=utf-8',
            times: 1,
          })
        ).status,
      ).toBe(201);
      const html = await fetch(`${pod.url}/api/v1/tags/`);
      expect([html.status, html.headers.get('content-type'), await html.text()]).toEqual([
        200,
        'text/html; charset=utf-8',
        page,
      ]);

      // A body of several megabytes goes in and out whole; the listing gives its length only.
      const huge = JSON.stringify({ count: 1, results: [{ name: 'x'.repeat(3_000_000) }] });
      expect((await post({ path: '^/api/v1/tags/$', mode: 'refuse', status: 200, raw: huge, times: 1 })).status).toBe(
        201,
      );
      expect((await (await fetch(`${pod.url}/api/v1/tags/`)).text()).length).toBe(huge.length);
      expect(pod.pod.faults.list().map((rule) => [rule.raw, rule.contentType])).toEqual([
        [{ length: 29 }, undefined],
        [{ length: page.length }, 'text/html; charset=utf-8'],
        [{ length: huge.length }, undefined],
      ]);
      // used up: the route answers again
      expect((await fetch(`${pod.url}/api/v1/tags/`)).headers.get('content-type')).toMatch(/^application\/json/);

      const refused = await post({ path: 'x', mode: 'refuse', raw: 12, contentType: 'not a type' });
      expect([refused.status, await refused.json()]).toEqual([
        400,
        { raw: ['A string is expected.'], contentType: ['A media type is expected.'] },
      ]);
    } finally {
      await pod.close();
    }
  });
});
