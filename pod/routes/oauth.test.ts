import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPodWithUsers, type Browser, type PodWithUsers } from '../test-support/pod';

// ENDPOINTS §1b: the authorization-code round trip, refresh rotation, revocation and what a token
// reaches, on both pod modes.
const CALLBACK = 'http://localhost:8081/auth/callback';

interface App {
  client_id: string;
  client_secret?: string;
  token?: string;
  redirect_uris?: string;
}
interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: string;
  scope: string;
}

describe.each(['2.0', '1.4'] as const)('OAuth core (%s pod)', (mode) => {
  let pod: PodWithUsers;
  const api = (path: string) => `/api/v1/${path}`;
  const url = (path: string) => new URL(api(path), pod.pod.url);

  beforeAll(async () => {
    pod = await startPodWithUsers({ mode, testHooks: true });
  });
  afterAll(async () => {
    await pod.pod.close();
  });
  beforeEach(async () => {
    await fetch(new URL('/__test__/oauth/token-life', pod.pod.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seconds: 36000 }),
    });
  });

  async function register(scopes = 'read write', redirect = CALLBACK): Promise<App> {
    const response = await fetch(url('oauth/apps/'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Shoal', website: 'http://localhost:8081', scopes, redirect_uris: redirect }),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as App;
  }

  async function authorize(browser: Browser, app: App, extra: Record<string, string> = {}): Promise<Response> {
    return browser.fetch(api('oauth/authorize/'), {
      method: 'POST',
      csrf: true,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' },
      body: new URLSearchParams({
        client_id: app.client_id,
        redirect_uri: CALLBACK,
        scope: 'read write',
        response_type: 'code',
        state: 'st4te',
        allow: 'true',
        ...extra,
      }).toString(),
    });
  }

  async function token(fields: Record<string, string>): Promise<Response> {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    return fetch(url('oauth/token/'), { method: 'POST', body: form });
  }

  async function logIn(app: App, browser: Browser = pod.demo): Promise<Tokens> {
    const answer = (await (await authorize(browser, app)).json()) as { redirect_uri: string; code: string };
    const response = await token({
      grant_type: 'authorization_code',
      code: answer.code,
      redirect_uri: CALLBACK,
      client_id: app.client_id,
      client_secret: app.client_secret ?? '',
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Tokens;
  }

  const me = (accessToken: string) => fetch(url('users/me/'), { headers: { authorization: `Bearer ${accessToken}` } });

  it('registers an app anonymously: the secret once, no personal token; anyone reads its public fields', async () => {
    const app = await register();
    expect(app).toMatchObject({ name: 'Shoal', scopes: 'read write', redirect_uris: CALLBACK });
    expect(app.client_secret).toMatch(/^\w{100,}$/);
    expect(app.token).toBeUndefined();
    const read = (await (await fetch(url(`oauth/apps/${app.client_id}/`))).json()) as Record<string, unknown>;
    expect(Object.keys(read).sort()).toEqual(['client_id', 'created', 'name', 'scopes', 'updated']);
    expect((await fetch(url('oauth/apps/nope/'))).status).toBe(404);
  });

  it('answers on api/v1/ only, as a real pod of either generation', async () => {
    expect((await fetch(new URL('/api/v2/oauth/apps/', pod.pod.url), { method: 'POST' })).status).toBe(404);
    expect((await fetch(new URL('/api/v2/oauth/token/', pod.pod.url), { method: 'POST' })).status).toBe(404);
  });

  it('refuses a registration without a name or with an unknown scope', async () => {
    const response = await fetch(url('oauth/apps/'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scopes: 'read fly', redirect_uris: CALLBACK }),
    });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()) as object).sort()).toEqual(['name', 'scopes']);
  });

  it('gives an app made by a logged-in user a personal token, shown to its owner, that reads as the owner', async () => {
    const response = await pod.demo.send('POST', api('oauth/apps/'), {
      name: 'Mine',
      scopes: 'read',
      redirect_uris: CALLBACK,
    });
    const app = (await response.json()) as App;
    expect(app.token).toMatch(/^\w{64}$/);
    expect(await (await pod.demo.fetch(api(`oauth/apps/${app.client_id}/`))).json()).toMatchObject({
      token: app.token,
    });
    expect(await (await pod.admin.fetch(api(`oauth/apps/${app.client_id}/`))).json()).not.toHaveProperty('token');
    expect(((await (await me(app.token ?? '')).json()) as { username: string }).username).toBe('demo');
  });

  it('authorizes only with a session, and answers JSON to XHR and a redirect otherwise', async () => {
    const app = await register();
    expect((await authorize(pod.anonymous, app)).status).toBe(401);
    const answer = (await (await authorize(pod.demo, app)).json()) as { redirect_uri: string; code: string };
    expect(answer.redirect_uri).toBe(`${CALLBACK}?code=${answer.code}&state=st4te`);
    const plain = await pod.demo.fetch(api('oauth/authorize/'), {
      method: 'POST',
      csrf: true,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: app.client_id,
        redirect_uri: CALLBACK,
        scope: 'read',
        response_type: 'code',
        state: 'x',
        allow: 'true',
      }).toString(),
    });
    expect(plain.status).toBe(302);
    expect(plain.headers.get('location')).toMatch(/^http:\/\/localhost:8081\/auth\/callback\?code=\w+&state=x$/);
  });

  it('refuses an unknown app, another response type, a foreign redirect URI and a wider scope', async () => {
    const app = await register('read');
    const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;
    expect(await errorOf(await authorize(pod.demo, { client_id: 'nope' }))).toBe('invalid_client');
    expect(await errorOf(await authorize(pod.demo, app, { response_type: 'token', scope: 'read' }))).toBe(
      'unsupported_response_type',
    );
    expect(await errorOf(await authorize(pod.demo, app, { redirect_uri: 'http://evil.example/', scope: 'read' }))).toBe(
      'invalid_request',
    );
    expect(await errorOf(await authorize(pod.demo, app))).toBe('invalid_scope');
  });

  it('hands out the out-of-band code in the JSON', async () => {
    const app = await register('read', 'urn:ietf:wg:oauth:2.0:oob');
    const response = await authorize(pod.demo, app, { redirect_uri: 'urn:ietf:wg:oauth:2.0:oob', scope: 'read' });
    const answer = (await response.json()) as { redirect_uri: string; code: string };
    expect(answer.redirect_uri).toBe(`urn:ietf:wg:oauth:2.0:oob?code=${answer.code}`);
  });

  it('exchanges a code once (multipart), and the token reads users/me/ and ?token=', async () => {
    const app = await register();
    const answer = (await (await authorize(pod.demo, app)).json()) as { code: string };
    const fields = {
      grant_type: 'authorization_code',
      code: answer.code,
      redirect_uri: CALLBACK,
      client_id: app.client_id,
      client_secret: app.client_secret ?? '',
    };
    const first = await token(fields);
    const tokens = (await first.json()) as Tokens;
    expect(tokens).toMatchObject({ token_type: 'Bearer', scope: 'read write', expires_in: 36000 });
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(((await (await me(tokens.access_token)).json()) as { username: string }).username).toBe('demo');
    const query = await fetch(url(`users/me/?token=${tokens.access_token}`));
    expect(((await query.json()) as { username: string }).username).toBe('demo');
    const again = await token(fields);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await token({ ...fields, client_secret: 'wrong' })).status).toBe(401);
  });

  it('rotates refresh tokens: the old one then gives invalid_grant', async () => {
    const app = await register();
    const tokens = await logIn(app);
    const refresh = {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: app.client_id,
      client_secret: app.client_secret ?? '',
    };
    const rotated = (await (await token(refresh)).json()) as Tokens;
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
    expect((await me(tokens.access_token)).status).toBe(401);
    expect((await me(rotated.access_token)).status).toBe(200);
    const reused = await token(refresh);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('treats an expired access token as anonymous, and refuses refreshes once revoked (test hooks)', async () => {
    const app = await register();
    const tokens = await logIn(app);
    await fetch(new URL('/__test__/oauth/expire-access', pod.pod.url), { method: 'POST' });
    expect((await me(tokens.access_token)).status).toBe(401);
    await fetch(new URL('/__test__/oauth/revoke-refresh', pod.pod.url), { method: 'POST' });
    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: app.client_id,
      client_secret: app.client_secret ?? '',
    });
    expect(await refreshed.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('gives a read-only token 403 on a write, and a read write token its write', async () => {
    const readOnly = await register('read');
    const answer = (await (await authorize(pod.demo, readOnly, { scope: 'read' })).json()) as { code: string };
    const tokens = (await (
      await token({
        grant_type: 'authorization_code',
        code: answer.code,
        redirect_uri: CALLBACK,
        client_id: readOnly.client_id,
        client_secret: readOnly.client_secret ?? '',
      })
    ).json()) as Tokens;
    const favorite = (accessToken: string) =>
      fetch(url('favorites/tracks/'), {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ track: 1 }),
      });
    expect((await favorite(tokens.access_token)).status).toBe(403);
    const writer = await logIn(await register());
    expect((await favorite(writer.access_token)).status).toBe(201);
  });

  it('revokes a token', async () => {
    const app = await register();
    const tokens = await logIn(app);
    const response = await fetch(url('oauth/revoke/'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: tokens.access_token,
        client_id: app.client_id,
        client_secret: app.client_secret ?? '',
      }).toString(),
    });
    expect(response.status).toBe(200);
    expect((await me(tokens.access_token)).status).toBe(401);
  });
});
