// The first login on a front served as plain files (issue 14): no csrftoken comes with the pages, so
// the client fetches it before a write and, refused for CSRF, fetches it again and retries once.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { detectApiBase } from '../instance';
import { login } from '../session';
import { HttpClient, isCsrfFailure } from './http';
import { cookieJar } from '../testing/cookie-jar';
import { realPodText } from '../testing/fixtures';
import { startDemoPod, type RunningPod } from '../testing/demo-pod';
import { json, scriptedFetch } from '../testing/responses';

const REAL_NOCSRF = realPodText('login_nocsrf.body');

let running: RunningPod;
beforeAll(async () => {
  running = await startDemoPod({ testHooks: true });
});
afterAll(() => running.stop());
beforeEach(() => running.pod.faults.clear());

/** A client of the pod with a fresh cookie jar (no page loaded: no cookie yet) and the requests it made. */
async function freshClient() {
  const requests: string[] = [];
  const jar = cookieJar(async (input, init) => {
    requests.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
    return fetch(input, init);
  });
  const base = await detectApiBase(running.url, jar.fetch);
  requests.length = 0;
  const http = new HttpClient({
    getApiBase: () => base,
    getCsrfToken: () => jar.get('csrftoken'),
    fetchImpl: jar.fetch,
  });
  return { http, jar, requests };
}

describe('CSRF: the first login', () => {
  it('fetches the csrftoken cookie before a write when none is held, then logs in', async () => {
    const { http, jar, requests } = await freshClient();
    expect(jar.has('csrftoken')).toBe(false);
    const result = await login(http, 'demo', 'demo');
    expect(result.ok).toBe(true);
    expect(requests).toEqual(['GET /api/v1/instance/nodeinfo/2.0/', 'POST /api/v2/users/login']);
  });

  it('asks nothing more when the cookie is already held', async () => {
    const { http, requests } = await freshClient();
    await http.ensureCsrfCookie();
    requests.length = 0;
    expect((await login(http, 'demo', 'demo')).ok).toBe(true);
    expect(requests).toEqual(['POST /api/v2/users/login']);
  });

  it('refused once for CSRF, fetches the cookie again and retries once', async () => {
    const { http, requests } = await freshClient();
    await http.ensureCsrfCookie();
    requests.length = 0;
    running.pod.faults.add({
      method: 'POST',
      path: '^/api/v[12]/users/login$',
      mode: 'refuse',
      status: 403,
      body: { detail: 'CSRF Failed: CSRF cookie not set.' },
      times: 1,
    });
    const result = await login(http, 'demo', 'demo');
    expect(result.ok).toBe(true);
    expect(requests).toEqual([
      'POST /api/v2/users/login',
      'GET /api/v1/instance/nodeinfo/2.0/',
      'POST /api/v2/users/login',
    ]);
  });

  it('retries never more than once: a second CSRF refusal is the answer ("Permission denied")', async () => {
    const { http, requests } = await freshClient();
    running.pod.faults.add({
      method: 'POST',
      path: '^/api/v[12]/users/login$',
      mode: 'refuse',
      status: 403,
      body: { detail: 'CSRF Failed: CSRF token missing.' },
    });
    const result = await login(http, 'demo', 'demo');
    expect(!result.ok && result.error.kind).toBe('permission-denied');
    expect(requests.filter((request) => request.startsWith('POST'))).toHaveLength(2);
    expect(requests.filter((request) => request.includes('nodeinfo'))).toHaveLength(2);
  });

  it('does not retry a 403 that is not about CSRF', async () => {
    const { http, requests } = await freshClient();
    await http.ensureCsrfCookie();
    requests.length = 0;
    running.pod.faults.add({
      method: 'POST',
      path: '^/api/v[12]/favorites/tracks/$',
      mode: 'refuse',
      status: 403,
      body: { detail: 'You do not have permission to perform this action.' },
    });
    const result = await http.post('favorites/tracks/', { json: { track: 1 } });
    expect(!result.ok && result.error.kind).toBe('permission-denied');
    expect(requests).toEqual(['POST /api/v2/favorites/tracks/']);
  });

  it('hands the headers of a send made elsewhere (uploads), the cookie fetched first', async () => {
    const { http, jar, requests } = await freshClient();
    const headers = await http.sendHeaders();
    expect(requests).toEqual(['GET /api/v1/instance/nodeinfo/2.0/']);
    expect(headers['X-CSRFToken']).toBe(jar.get('csrftoken'));
    expect(headers['X-CSRFToken']).toBeTruthy();
  });
});

describe('isCsrfFailure', () => {
  it('knows the real 1.4 pod HTML page and DRF detail, and nothing else', () => {
    expect(isCsrfFailure(403, REAL_NOCSRF)).toBe(true);
    expect(isCsrfFailure(403, { detail: 'CSRF Failed: CSRF cookie not set.' })).toBe(true);
    expect(isCsrfFailure(403, { detail: 'You do not have permission to perform this action.' })).toBe(false);
    expect(isCsrfFailure(400, REAL_NOCSRF)).toBe(false);
  });

  it('retries a real 1.4 CSRF page once over the network as the pod sent it', async () => {
    const fetchImpl = scriptedFetch(
      new Response(REAL_NOCSRF, { status: 403, headers: { 'Content-Type': 'text/html' } }),
      json({}), // the nodeinfo
      new Response(null, { status: 200 }),
    );
    const http = new HttpClient({
      getApiBase: () => 'https://pod.example/api/v1/',
      getCsrfToken: () => 'held',
      fetchImpl,
    });
    const result = await http.post('users/login', { form: { username: 'a', password: 'b' } });
    expect(result.ok).toBe(true);
    expect(fetchImpl.calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
      'POST /api/v1/users/login',
      'GET /api/v1/instance/nodeinfo/2.0/',
      'POST /api/v1/users/login',
    ]);
  });
});
