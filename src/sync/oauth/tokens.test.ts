import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ShoalDb, useDatabaseForTests } from '../../db/schema';
import { readOAuth } from '../../db/oauth';
import { HttpClient } from '../core/http';
import { cookieJar, type CookieJar } from '../testing/cookie-jar';
import { startDemoPod, type RunningPod } from '../testing/demo-pod';
import { OAuthSession, usesOAuth } from './tokens';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('cookie or OAuth (oauthclient24)', () => {
  it('keeps the cookie on the pod’s own address and uses OAuth anywhere else', () => {
    expect(usesOAuth('http://127.0.0.1:8080/', 'http://127.0.0.1:8080')).toBe(false);
    expect(usesOAuth('https://pod.example/', 'https://pod.example')).toBe(false);
    expect(usesOAuth('http://127.0.0.1:8080/', 'http://localhost:8081')).toBe(true);
    expect(usesOAuth('http://127.0.0.1:8080/', 'http://127.0.0.1:8081')).toBe(true);
    expect(usesOAuth('https://pod.example/', 'http://pod.example')).toBe(true);
    expect(usesOAuth(null, 'http://localhost:8081')).toBe(false);
  });
});

// Against the real demo pod: the round trip, one shared refresh with one retry, and invalid_grant.
describe('OAuth session against the demo pod (oauthclient24)', () => {
  const origin = 'http://localhost:8081';
  let running: RunningPod;
  let jar: CookieJar;
  /** Requests the OAuth session sent, in order. */
  const sent: string[] = [];
  let session: OAuthSession;
  let refused = 0;
  let api: HttpClient;

  const recordingFetch: typeof fetch = (input, init) => {
    sent.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
    return fetch(input, init);
  };

  async function hook(path: string) {
    expect((await fetch(`${running.url}__test__/oauth/${path}`, { method: 'POST' })).status).toBe(204);
  }

  /** The user says yes on the pod: its authorize step with the pod's session cookie. */
  async function authorize(authorizeUrl: string): Promise<URL> {
    const asked = new URL(authorizeUrl).searchParams;
    const csrf = jar.get('csrftoken') ?? '';
    const response = await jar.fetch(`${running.url}api/v1/oauth/authorize/`, {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRFToken': csrf, Referer: running.url },
      body: new URLSearchParams({
        client_id: asked.get('client_id') ?? '',
        redirect_uri: asked.get('redirect_uri') ?? '',
        scope: asked.get('scope') ?? '',
        response_type: 'code',
        state: asked.get('state') ?? '',
        allow: 'true',
      }),
    });
    expect(response.status).toBe(200);
    return new URL(((await response.json()) as { redirect_uri: string }).redirect_uri);
  }

  async function logIn(): Promise<void> {
    const start = await session.authorizeUrl({ instanceUrl: running.url, origin, next: '/favorites' });
    if (!start.ok) throw new Error('no authorize URL');
    const back = await authorize(start.data);
    const finished = await session.finish({
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
    });
    expect(finished).toEqual({ ok: true, data: { next: '/favorites' } });
  }

  beforeAll(async () => {
    running = await startDemoPod({ testHooks: true });
    jar = cookieJar();
    await (await jar.fetch(`${running.url}api/v1/instance/nodeinfo/2.0/`)).text();
    const csrf = jar.get('csrftoken') ?? '';
    const login = await jar.fetch(`${running.url}api/v1/users/login`, {
      method: 'POST',
      headers: { 'X-CSRFToken': csrf, Referer: running.url },
      body: new URLSearchParams({ username: 'demo', password: 'demo' }),
    });
    expect(login.status).toBeLessThan(300);
  });

  beforeEach(async () => {
    useDatabaseForTests(new ShoalDb(`oauth-test-${Math.random()}`));
    sent.length = 0;
    refused = 0;
    const storage = memoryStorage();
    session = new OAuthSession({ fetchImpl: recordingFetch, storage: () => storage });
    session.onRefreshRefused(() => {
      refused += 1;
    });
    api = new HttpClient({
      getApiBase: () => `${running.url}api/v1/`,
      getAccessToken: () => session.accessToken(),
      refreshToken: () => session.refresh(),
      fetchCsrfCookie: false,
      getCsrfToken: () => null,
      fetchImpl: recordingFetch,
    });
  });

  afterAll(async () => {
    await running?.stop();
  });

  it('registers once, sends the user to /authorize with a state carrying next, and exchanges the code', async () => {
    const start = await session.authorizeUrl({ instanceUrl: running.url, origin, next: '/favorites' });
    if (!start.ok) throw new Error('no authorize URL');
    const url = new URL(start.data);
    expect(`${url.origin}${url.pathname}`).toBe(`${running.url}authorize`);
    expect(start.data).toContain('scope=read%20write');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toBe(`${origin}/auth/callback`);
    expect(url.searchParams.get('state')).toMatch(/^[0-9a-f]{48}$/);
    // A second round trip does not register again.
    await session.authorizeUrl({ instanceUrl: running.url, origin, next: '/' });
    expect(sent.filter((line) => line === 'POST /api/v1/oauth/apps/')).toHaveLength(1);

    const back = await authorize(start.data);
    // A state this tab did not make is refused, and the code stays unused.
    const forged = await session.finish({ code: back.searchParams.get('code'), state: 'f'.repeat(48) });
    expect(forged.ok).toBe(false);
    const finished = await session.finish({
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
    });
    expect(finished).toEqual({ ok: true, data: { next: '/favorites' } });
    expect(session.accessToken()).not.toBeNull();
    expect((await readOAuth()).tokens?.instanceUrl).toBe(running.url);
    const me = await api.get<{ username: string }>('users/me/');
    expect(me.ok && me.data.username).toBe('demo');
  });

  it('refreshes an expired token once for concurrent failures, and retries each request once', async () => {
    await logIn();
    const before = session.accessToken();
    await hook('expire-access');
    sent.length = 0;
    const answers = await Promise.all([api.get('users/me/'), api.get('favorites/tracks/all/'), api.get('users/me/')]);
    expect(answers.map((answer) => answer.ok)).toEqual([true, true, true]);
    expect(sent.filter((line) => line === 'POST /api/v1/oauth/token/')).toHaveLength(1);
    // Three failures, three retries: six API calls, no more.
    expect(sent.filter((line) => !line.includes('oauth'))).toHaveLength(6);
    expect(session.accessToken()).not.toBe(before);
    expect(refused).toBe(0);
  });

  it('takes the tokens another tab refreshed instead of spending the old refresh token again', async () => {
    await logIn();
    // A second tab of the same device: it loads the tokens this one holds.
    const other = new OAuthSession({ fetchImpl: recordingFetch, storage: () => memoryStorage() });
    other.onRefreshRefused(() => {
      refused += 1;
    });
    await other.load(running.url);
    await hook('expire-access');
    expect(await session.refresh()).toBe(true);
    sent.length = 0;
    // The other tab's token expired too: it takes the stored ones, sends no refresh, is not logged out.
    expect(await other.refresh()).toBe(true);
    expect(sent).toEqual([]);
    expect(other.accessToken()).toBe(session.accessToken());
    expect(refused).toBe(0);
  });

  it('logs out when the pod refuses the refresh token (invalid_grant)', async () => {
    await logIn();
    await hook('revoke-refresh');
    await hook('expire-access');
    const answers = await Promise.all([api.get('users/me/'), api.get('users/me/')]);
    expect(answers.map((answer) => answer.ok)).toEqual([false, false]);
    expect(refused).toBe(1);
    expect(session.accessToken()).toBeNull();
    expect((await readOAuth()).tokens).toBeNull();
  });

  it('drops the tokens at logout and revokes them', async () => {
    await logIn();
    const token = session.accessToken();
    await session.drop();
    expect(session.accessToken()).toBeNull();
    const me = await fetch(`${running.url}api/v1/users/me/`, { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
  });
});
