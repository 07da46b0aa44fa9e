import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { detectApiBase } from '../instance';
import { renderUiText } from '../core/errors';
import { HttpClient, type Result } from '../core/http';
import { cookieJar, type CookieJar } from '../testing/cookie-jar';
import { startDemoPod, type RunningPod } from '../testing/demo-pod';
import { realPod, realPodText } from '../testing/fixtures';
import { json, scriptedFetch, type Answer } from '../testing/responses';
import { fetchProfile, login, logout } from './api';

function client(...answers: Answer[]) {
  const fetchImpl = scriptedFetch(...answers);
  const onUnauthenticated = vi.fn();
  const http = new HttpClient({
    getApiBase: () => 'https://pod.example/api/v1/',
    getCsrfToken: () => 'csrf',
    fetchImpl,
    onUnauthenticated,
  });
  return { http, fetchImpl, onUnauthenticated };
}

const texts = (result: Result<unknown>) => (result.ok ? [] : result.error.messages.map((text) => renderUiText(text)));

describe('login', () => {
  it('posts the credentials as a form to users/login with the CSRF header', async () => {
    const { http, fetchImpl } = client(new Response('', { status: 200 }));
    expect(await login(http, 'demo', 'demo')).toEqual({ ok: true, data: null, status: 200 });
    const call = fetchImpl.calls[0];
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('https://pod.example/api/v1/users/login');
    expect(String(call?.body)).toBe('username=demo&password=demo');
    expect(call?.headers.get('X-CSRFToken')).toBe('csrf');
  });

  it('a bad password (a real pod answer) is "We cannot log you in" plus the server text', async () => {
    const { http } = client(json(realPod('login_badpw.json'), 400));
    const result = await login(http, 'demo', 'wrong');
    expect(texts(result)).toEqual(['We cannot log you in', 'Unable to log in with provided credentials']);
    expect(!result.ok && result.error.showMessage).toBe(true);
  });

  it('a CSRF failure (the real HTML page) is "We cannot log you in" and "Permission denied"', async () => {
    const { http } = client(
      new Response(realPodText('login_nocsrf.body'), { status: 403, headers: { 'Content-Type': 'text/html' } }),
    );
    expect(texts(await login(http, 'demo', 'demo'))).toEqual(['We cannot log you in', 'Permission denied']);
  });

  it('a throttled login (empty 429) says to try again later', async () => {
    const { http } = client(new Response(null, { status: 429 }));
    expect(texts(await login(http, 'demo', 'demo'))).toEqual([
      'We cannot log you in',
      'You sent too many requests and have been rate limited, please try again later',
    ]);
  });

  it('a 401 at login does not end a session', async () => {
    const { http, onUnauthenticated } = client(json({ detail: 'Invalid token' }, 401));
    await login(http, 'demo', 'demo');
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  afterEach(() => vi.restoreAllMocks());

  it('posts users/logout', async () => {
    const { http, fetchImpl } = client(new Response('', { status: 200 }));
    await logout(http);
    expect(fetchImpl.calls[0]).toMatchObject({ method: 'POST', url: 'https://pod.example/api/v1/users/logout' });
  });

  it('ignores failures, and says whether the pod heard it (a refusal: yes; no answer or a 5xx: no)', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { http, onUnauthenticated } = client(
      json({ detail: 'x' }, 401),
      new TypeError('fetch failed'),
      new Response('<h1>Server Error (500)</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
    );
    await expect(logout(http)).resolves.toBe(true);
    await expect(logout(http)).resolves.toBe(false);
    await expect(logout(http)).resolves.toBe(false);
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });
});

describe('fetchProfile', () => {
  it('maps users/me of a real pod', async () => {
    const { http, fetchImpl } = client(json(realPod('users_me.json')));
    const result = await fetchProfile(http);
    expect(result.ok && result.data).toMatchObject({ username: 'oracle', listenToken: '<listen token>' });
    expect(fetchImpl.calls[0]?.url).toBe('https://pod.example/api/v1/users/me/');
  });

  it('a 401 simply means anonymous: data null, no logout', async () => {
    const { http, onUnauthenticated } = client(json(realPod('anon_artists.json'), 401));
    expect(await fetchProfile(http)).toEqual({ ok: true, data: null, status: 401 });
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('other failures stay errors', async () => {
    const { http } = client(new Response('', { status: 500 }), new TypeError('offline'), json({ id: 'x' }));
    expect((await fetchProfile(http)).ok).toBe(false);
    const offline = await fetchProfile(http);
    expect(!offline.ok && offline.error.kind).toBe('network');
    const malformed = await fetchProfile(http);
    expect(!malformed.ok && malformed.error.kind).toBe('invalid-response');
  });
});

describe('a session on the demo pod, over real HTTP', () => {
  let running: RunningPod;
  let jar: CookieJar;
  let http: HttpClient;
  const onUnauthenticated = vi.fn();

  beforeAll(async () => {
    running = await startDemoPod();
    jar = cookieJar();
    const base = await detectApiBase(running.url, jar.fetch);
    expect(base).toBe(`${running.url}api/v2/`);
    http = new HttpClient({
      getApiBase: () => base,
      getCsrfToken: () => jar.get('csrftoken'),
      fetchImpl: jar.fetch,
      onUnauthenticated,
    });
  });

  afterAll(async () => {
    await running?.stop();
  });

  it('is anonymous before login', async () => {
    expect(await fetchProfile(http)).toEqual({ ok: true, data: null, status: 401 });
  });

  it('refuses a login that cannot carry the CSRF token with the HTML page: "We cannot log you in", "Permission denied"', async () => {
    expect(jar.has('csrftoken')).toBe(false);
    // A client that cannot read the cookie it is handed (the fetch-first and the one retry change nothing).
    const blind = new HttpClient({
      getApiBase: () => http.url('') ?? '',
      getCsrfToken: () => null,
      fetchImpl: cookieJar().fetch,
    });
    const result = await login(blind, 'demo', 'demo');
    expect(texts(result)).toEqual(['We cannot log you in', 'Permission denied']);
    expect(!result.ok && typeof result.error.body).toBe('string');
  });

  it('logs in with demo/demo once the app page has set the cookie, then loads the profile', async () => {
    // What a browser does by loading the app from the pod: the page hands out the csrftoken cookie.
    await (await jar.fetch(running.url, { headers: { Accept: 'text/html' } })).text();
    const before = jar.get('csrftoken');
    expect(before).not.toBeNull();

    const wrong = await login(http, 'demo', 'not-the-password');
    expect(texts(wrong)).toEqual(['We cannot log you in', 'Unable to log in with provided credentials']);

    expect(await login(http, 'demo', 'demo')).toEqual({ ok: true, data: null, status: 200 });
    expect(jar.has('sessionid')).toBe(true);
    expect(jar.get('csrftoken')).not.toBe(before); // rotated at login, read again at the next request

    const profile = await fetchProfile(http);
    expect(profile.ok && profile.data).toMatchObject({
      username: 'demo',
      permissions: { library: false, moderation: false, settings: false },
    });
    expect(profile.ok && profile.data?.listenToken).toEqual(expect.any(String));
  });

  it('logs out (a POST that needs the rotated CSRF token) and is anonymous again', async () => {
    await logout(http);
    expect(jar.has('sessionid')).toBe(false);
    expect(await fetchProfile(http)).toEqual({ ok: true, data: null, status: 401 });
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });
});
