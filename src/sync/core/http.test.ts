import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import type { ApiError } from './errors';
import { HttpClient, maxBodyChars, readCookie, withQuery, type HttpClientOptions } from './http';
import { json, scriptedFetch, type Answer } from '../testing/responses';

const BASE = 'https://pod.example/api/v1/';

function client(answers: Answer[], options: Partial<HttpClientOptions> = {}) {
  const fetchImpl = scriptedFetch(...answers);
  return {
    http: new HttpClient({
      getApiBase: () => BASE,
      getCsrfToken: () => null,
      fetchCsrfCookie: false,
      fetchImpl,
      ...options,
    }),
    fetchImpl,
  };
}

const itemSchema = z.object({ id: z.number(), name: z.string() });

describe('HttpClient requests', () => {
  it('resolves paths on the API base, repeats array query keys and skips empty values', async () => {
    const { http, fetchImpl } = client([json({ id: 1, name: 'a' })]);
    await http.request('GET', 'artists/', {
      query: { tag: ['rock', 'jazz'], page: 2, playable: true, q: undefined, ordering: null, id: [3, 4] },
    });
    const url = new URL(fetchImpl.calls[0]?.url ?? '');
    expect(url.origin + url.pathname).toBe('https://pod.example/api/v1/artists/');
    expect(url.searchParams.getAll('tag')).toEqual(['rock', 'jazz']);
    expect(url.searchParams.getAll('id')).toEqual(['3', '4']);
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('playable')).toBe('true');
    expect(url.searchParams.has('q')).toBe(false);
    expect(url.searchParams.has('ordering')).toBe(false);
  });

  it('cuts a list to the page_size asked for when the pod ignores it (issue 15: 10,000 rows froze a screen)', async () => {
    const many = {
      count: 10_000,
      next: null,
      previous: null,
      results: Array.from({ length: 10_000 }, (_, id) => ({ id, name: `n${id}` })),
    };
    const { http } = client([
      json(many),
      json(many),
      json({
        count: 2,
        results: [
          { id: 1, name: 'a' },
          { id: 2, name: 'b' },
        ],
      }),
    ]);
    const schema = z.object({ count: z.number(), results: z.array(itemSchema) });
    const asked = await http.get('tracks/', { query: { page_size: 25 }, schema });
    expect(asked.ok && asked.data.results).toHaveLength(25);
    const next = await http.get('https://pod.example/api/v1/tracks/?page=2&page_size=50', { absolute: true, schema });
    expect(next.ok && next.data.results).toHaveLength(50);
    const fewer = await http.get('tracks/', { query: { page_size: 25 }, schema });
    expect(fewer.ok && fewer.data.results).toHaveLength(2);
  });

  it('leaves unparsed an answer far bigger than a page of page_size can be (issue 15: 55 MB froze the page)', async () => {
    const huge = JSON.stringify({
      count: 1,
      results: [{ id: 1, name: 'x'.repeat(maxBodyChars(`${BASE}tracks/?page_size=25`) ?? 0) }],
    });
    const parse = vi.spyOn(JSON, 'parse');
    const { http } = client([
      new Response(huge, { status: 200, headers: { 'Content-Type': 'application/json' } }),
      json({ count: 1, results: [{ id: 1, name: 'x'.repeat(100_000) }] }),
      new Response(huge, { status: 200 }),
    ]);
    const schema = z.object({ count: z.number(), results: z.array(itemSchema) });
    const result = await http.get('tracks/', { query: { page_size: 25 }, schema });
    expect(!result.ok && [result.error.kind, result.error.messages[1]?.raw]).toEqual([
      'invalid-response',
      '(root): over 3500000 bytes, more than a page can be',
    ]);
    expect(parse.mock.calls.some(([text]) => text === huge)).toBe(false);
    parse.mockRestore();
    // A long item inside the bound is read; without page_size (the `all/` lists) there is no bound.
    expect((await http.get('tracks/', { query: { page_size: 25 }, schema })).ok).toBe(true);
    expect((await http.get('favorites/tracks/all/', { schema })).ok).toBe(true);
    expect(maxBodyChars('not a url')).toBeNull();
  });

  it('keeps a path prefix of the instance and takes absolute next links as they are', async () => {
    const { http, fetchImpl } = client([json({ count: 0, results: [] })], {
      getApiBase: () => 'https://pod.example/fw/api/v1/',
    });
    await http.get('tracks/');
    await http.get('https://pod.example/fw/api/v1/tracks/?page=2', { absolute: true });
    expect(fetchImpl.calls.map((call) => call.url)).toEqual([
      'https://pod.example/fw/api/v1/tracks/',
      'https://pod.example/fw/api/v1/tracks/?page=2',
    ]);
  });

  it('always sends credentials, and the CSRF token read again at each request', async () => {
    let cookie = 'csrftoken=first';
    const { http, fetchImpl } = client([json({})], { getCsrfToken: () => readCookie(cookie, 'csrftoken') });
    await http.post('users/login', { form: { username: 'demo', password: 'demo' } });
    cookie = 'sessionid=abc; csrftoken=rotated';
    await http.get('users/me/');
    expect(fetchImpl.calls.map((call) => call.credentials)).toEqual(['include', 'include']);
    expect(fetchImpl.calls.map((call) => call.headers.get('X-CSRFToken'))).toEqual(['first', 'rotated']);
  });

  it('sends no CSRF header without the cookie and no Authorization without a token', async () => {
    const { http, fetchImpl } = client([json({})]);
    await http.get('artists/');
    expect(fetchImpl.calls[0]?.headers.has('X-CSRFToken')).toBe(false);
    expect(fetchImpl.calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('reads the csrftoken cookie of document.cookie by default', async () => {
    vi.stubGlobal('document', { cookie: 'other=1; csrftoken=from%20doc' });
    try {
      const fetchImpl = scriptedFetch(json({}));
      await new HttpClient({ getApiBase: () => BASE, fetchImpl }).get('x/');
      expect(fetchImpl.calls[0]?.headers.get('X-CSRFToken')).toBe('from doc');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('adds the bearer token when one is held', async () => {
    const { http, fetchImpl } = client([json({})], { getAccessToken: () => 'tok' });
    await http.get('users/me/');
    expect(fetchImpl.calls[0]?.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('encodes JSON, form and multipart bodies', async () => {
    const { http, fetchImpl } = client([new Response(null, { status: 204 })]);
    await http.post('favorites/tracks/', { json: { track: 3 } });
    await http.post('users/login', { form: { username: 'demo', password: 'p&ss' } });
    const multipart = new FormData();
    multipart.set('file', new Blob(['x']), 'a.mp3');
    await http.post('uploads/', { form: multipart });
    const [asJson, asForm, asMultipart] = fetchImpl.calls;
    expect(asJson?.headers.get('Content-Type')).toBe('application/json');
    expect(asJson?.body).toBe('{"track":3}');
    expect(asForm?.body).toBeInstanceOf(URLSearchParams);
    expect(String(asForm?.body)).toBe('username=demo&password=p%26ss');
    expect(asMultipart?.body).toBe(multipart);
    expect(asMultipart?.headers.has('Content-Type')).toBe(false);
  });
});

describe('HttpClient answers', () => {
  it('validates a success body with the schema', async () => {
    const { http } = client([json({ id: 1, name: 'Oracle', extra: true })]);
    expect(await http.get('artists/1/', { schema: itemSchema })).toEqual({
      ok: true,
      data: { id: 1, name: 'Oracle' },
      status: 200,
    });
  });

  it('turns a body that does not match into invalid-response, naming the path, without throwing', async () => {
    const { http } = client([json({ name: 12 })]);
    const result = await http.get('artists/1/', { schema: itemSchema });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ kind: 'invalid-response', status: 200, showMessage: true });
    expect(result.error.messages[0]?.key).toBe('errors.invalidResponse');
    expect(result.error.messages[1]?.raw).toBe('id: expected number; name: expected string');
  });

  it('turns an HTML success page into invalid-response when JSON was expected', async () => {
    const { http } = client([
      new Response('<!doctype html><title>SPA</title>', { headers: { 'Content-Type': 'text/html' } }),
    ]);
    const result = await http.get('artists/', { schema: itemSchema });
    expect(!result.ok && result.error.kind).toBe('invalid-response');
  });

  it('allows empty 200 and 204 bodies when no schema is given', async () => {
    const { http } = client([new Response('', { status: 200 }), new Response(null, { status: 204 })]);
    expect(await http.post('users/login')).toEqual({ ok: true, data: undefined, status: 200 });
    expect(await http.request('DELETE', 'x/')).toEqual({ ok: true, data: undefined, status: 204 });
  });

  it('keeps a non-JSON error body as text for the error path', async () => {
    const { http } = client([new Response('<html>CSRF verification failed</html>', { status: 403 })]);
    const result = await http.post('users/login');
    expect(!result.ok && result.error).toMatchObject({
      kind: 'permission-denied',
      body: '<html>CSRF verification failed</html>',
    });
  });

  it.each<[number, unknown, ApiError['kind']]>([
    [400, { non_field_errors: ['Unable to log in with provided credentials'] }, 'other'],
    [401, { detail: 'Invalid token' }, 'unauthenticated'],
    [403, { detail: 'CSRF Failed' }, 'permission-denied'],
    [404, { detail: 'Not found.' }, 'not-found'],
    [404, "Radio doesn't have more candidates", 'radio-exhausted'],
    [429, undefined, 'rate-limited'],
    [500, undefined, 'server-error'],
    [503, { detail: 'Remote track is unavailable' }, 'server-error'],
  ])('status %i with %j is %s', async (status, body, kind) => {
    const response = body === undefined ? new Response(null, { status }) : json(body, status);
    const { http } = client([response]);
    const result = await http.get('x/', { schema: itemSchema });
    expect(!result.ok && result.error.kind).toBe(kind);
    expect(!result.ok && result.error.status).toBe(status);
  });

  it('reads rate-limit headers of a real answer', async () => {
    const { http } = client([
      json({ detail: 'Request was throttled.' }, 429, { 'X-RateLimit-ResetSeconds': '30', 'X-RateLimit-Limit': '10' }),
    ]);
    const result = await http.get('x/');
    expect(!result.ok && result.error.rateLimit).toMatchObject({ limit: 10, resetSeconds: 30 });
  });

  it('a network failure is a network error, never a throw', async () => {
    const { http } = client([new TypeError('fetch failed')]);
    expect(await http.get('x/')).toMatchObject({ ok: false, error: { kind: 'network', status: null } });
  });

  it('a cancelled request is aborted and not shown', async () => {
    const { http } = client([json({})]);
    const controller = new AbortController();
    controller.abort();
    expect(await http.get('x/', { signal: controller.signal })).toEqual({
      ok: false,
      error: { kind: 'aborted', status: null, showMessage: false, messages: [] },
    });
  });

  it('without an instance, answers an error without calling the network', async () => {
    const fetchImpl = scriptedFetch(json({}));
    const result = await new HttpClient({ getApiBase: () => null, fetchImpl }).get('x/');
    expect(result.ok).toBe(false);
    expect(fetchImpl.calls).toHaveLength(0);
  });
});

describe('HttpClient 401 handling', () => {
  it('refreshes a held token once and retries with the new one', async () => {
    let token = 'old';
    const refreshToken = vi.fn(async () => {
      token = 'new';
      return true;
    });
    const { http, fetchImpl } = client([json({ detail: 'Invalid token' }, 401), json({ id: 1, name: 'x' })], {
      getAccessToken: () => token,
      refreshToken,
    });
    const result = await http.get('users/me/', { schema: itemSchema });
    expect(result.ok).toBe(true);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(fetchImpl.calls.map((call) => call.headers.get('Authorization'))).toEqual(['Bearer old', 'Bearer new']);
  });

  it('does not retry when the refresh fails, and reports the 401', async () => {
    const onUnauthenticated = vi.fn();
    const { http, fetchImpl } = client([json({ detail: 'Invalid token' }, 401)], {
      getAccessToken: () => 'old',
      refreshToken: async () => false,
      onUnauthenticated,
    });
    const result = await http.get('artists/');
    expect(!result.ok && result.error.kind).toBe('unauthenticated');
    expect(fetchImpl.calls).toHaveLength(1);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('refreshes at most once even when the retry is a 401 again', async () => {
    const refreshToken = vi.fn(async () => true);
    const { http, fetchImpl } = client([json({}, 401)], { getAccessToken: () => 't', refreshToken });
    await http.get('x/');
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(fetchImpl.calls).toHaveLength(2);
  });

  it('does not refresh without a held token (session cookie mode)', async () => {
    const refreshToken = vi.fn(async () => true);
    const { http, fetchImpl } = client([json({}, 401)], { refreshToken });
    await http.get('x/');
    expect(refreshToken).not.toHaveBeenCalled();
    expect(fetchImpl.calls).toHaveLength(1);
  });

  it('leaves the session alone for a 401 the caller reads as anonymous', async () => {
    const onUnauthenticated = vi.fn();
    const { http } = client([json({ detail: 'Authentication credentials were not provided.' }, 401)], {
      onUnauthenticated,
    });
    await http.get('users/me/', { authFailure: 'anonymous' });
    expect(onUnauthenticated).not.toHaveBeenCalled();
    await http.get('favorites/tracks/');
    expect(onUnauthenticated).toHaveBeenCalledWith(expect.objectContaining({ kind: 'unauthenticated', status: 401 }));
  });
});

describe('helpers', () => {
  it('readCookie finds a cookie among others and decodes it', () => {
    expect(readCookie('a=1; csrftoken=abc%3D; b=2', 'csrftoken')).toBe('abc=');
    expect(readCookie('a=1', 'csrftoken')).toBeNull();
    expect(readCookie('', 'csrftoken')).toBeNull();
  });

  it('withQuery appends to an existing query', () => {
    expect(withQuery('https://p/x/?page=2', { page_size: 50 })).toBe('https://p/x/?page=2&page_size=50');
    expect(withQuery('https://p/x/', undefined)).toBe('https://p/x/');
  });
});

describe('HttpClient reachability reports', () => {
  it('says whether the pod answered: an answer yes, no answer or a gateway error no, an abort nothing', async () => {
    const reports: boolean[] = [];
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { http } = client(
      [json({}), json({ detail: 'x' }, 404), new TypeError('Failed to fetch'), json({}, 503), json({}, 502), abort],
      {
        onReachability: (answered) => reports.push(answered),
      },
    );
    for (let i = 0; i < 6; i += 1) await http.get('instance/settings/');
    expect(reports).toEqual([true, true, false, false, false]);
  });
});
