// oauthpod24: the owner's apps and the user's grants, as a real 1.4 pod manages them.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBearerResolver } from '../auth';
import { isoDate } from '../ids';
import { startPodWithUsers, type Browser, type TestPod } from '../test-support/pod';
import { shapeProblems, v1Example } from '../test-support/shape';
import { userByLogin } from '../users';

describe.each(['2.0', '1.4'] as const)('oauth apps and grants (%s pod)', (mode) => {
  let pod: TestPod;
  let anonymous: Browser;
  let demo: Browser;
  let admin: Browser;
  let removeResolver: () => void;
  const bearer = `oauthpod24-${mode}`;
  const me = (token: string) =>
    fetch(new URL('/api/v1/users/me/', pod.url), { headers: { authorization: `Bearer ${token}` } });
  const userId = (name: string) => userByLogin(pod.pod.ctx.db, name)!.id;

  /** An app row as the core stores it (the core's create is tested with the core). */
  function insertApp(clientId: string, owner: string | null, name = clientId): number {
    const now = isoDate();
    return Number(
      pod.pod.ctx.db
        .prepare(
          `INSERT INTO oauth_apps (client_id, client_secret, name, redirect_uris, scope, user_id, token, created, updated)
           VALUES (?, 'secret', ?, 'https://app.example/cb', 'read write', ?, ?, ?, ?)`,
        )
        .run(clientId, name, owner ? userId(owner) : null, owner ? `token-${clientId}` : null, now, now)
        .lastInsertRowid,
    );
  }
  function insertToken(appId: number, user: string, access: string): void {
    pod.pod.ctx.db
      .prepare(
        `INSERT INTO oauth_tokens (access_token, refresh_token, app_id, user_id, scope, expires, created)
         VALUES (?, ?, ?, ?, 'read write', ?, ?)`,
      )
      .run(access, `r-${access}`, appId, userId(user), isoDate(Date.now() + 3600_000), isoDate());
  }

  beforeAll(async () => {
    ({ pod, anonymous, demo, admin } = await startPodWithUsers({ mode, testHooks: true }));
    removeResolver = addBearerResolver((ctx, sent) => (sent === bearer ? (userByLogin(ctx.db, 'demo') ?? null) : null));
    insertApp('demo-one', 'demo', 'Demo one');
    insertApp('demo-two', 'demo', 'Demo two');
    insertApp('admin-one', 'admin');
    const granted = insertApp('granted', null, 'Granted app');
    insertToken(granted, 'demo', `demo-access-${mode}`);
    insertToken(granted, 'admin', `admin-access-${mode}`);
  });
  afterAll(async () => {
    removeResolver();
    await pod.close();
  });

  it('lists only the session user’s apps, paginated, in the list shape', async () => {
    const page = await demo.json<{ count: number; results: { client_id: string }[] }>('/api/v1/oauth/apps/');
    expect(shapeProblems(page, v1Example('GET /api/v1/oauth/apps/'))).toEqual([]);
    expect(page.results.map((app) => app.client_id).sort()).toEqual(['demo-one', 'demo-two']);
    expect(page.results[0]).not.toHaveProperty('token');
  });

  it('refuses the list anonymously (401) and to a bearer token (403)', async () => {
    expect((await anonymous.fetch('/api/v1/oauth/apps/')).status).toBe(401);
    const viaToken = await fetch(new URL('/api/v1/oauth/apps/', pod.url), {
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(viaToken.status).toBe(403);
    const grants = await fetch(new URL('/api/v1/oauth/grants/', pod.url), {
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(grants.status).toBe(403);
  });

  it('patches and puts the owner’s app, and 404s another user’s', async () => {
    const patched = await demo.send('PATCH', '/api/v1/oauth/apps/demo-one/', { name: 'Renamed', scopes: 'read' });
    expect(patched.status).toBe(200);
    const body = (await patched.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ client_id: 'demo-one', name: 'Renamed', scopes: 'read', token: 'token-demo-one' });
    expect(body.redirect_uris).toBe('https://app.example/cb');
    const put = await demo.send('PUT', '/api/v1/oauth/apps/demo-one/', {
      name: 'Put',
      scopes: 'read:favorites  write:favorites',
      redirect_uris: 'https://a.example/cb https://b.example/cb',
    });
    expect(await put.json()).toMatchObject({
      scopes: 'read:favorites write:favorites',
      redirect_uris: 'https://a.example/cb https://b.example/cb',
    });
    expect((await demo.send('PUT', '/api/v1/oauth/apps/demo-one/', { scopes: 'read' })).status).toBe(400);
    expect((await demo.send('PATCH', '/api/v1/oauth/apps/demo-one/', { scopes: 'read:nothing' })).status).toBe(400);
    expect((await demo.send('PATCH', '/api/v1/oauth/apps/demo-one/', { redirect_uris: 'not a uri' })).status).toBe(400);
    expect((await demo.send('PATCH', '/api/v1/oauth/apps/demo-one/', { name: '' })).status).toBe(400);
    expect((await demo.send('PATCH', '/api/v1/oauth/apps/admin-one/', { name: 'Mine' })).status).toBe(404);
    expect((await anonymous.send('PATCH', '/api/v1/oauth/apps/demo-one/', { name: 'x' })).status).toBe(401);
  });

  it('rotates the personal token of the owner’s app only', async () => {
    const answer = await demo.send('POST', '/api/v1/oauth/apps/demo-two/refresh-token/');
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { token: string; client_id: string };
    expect(body.client_id).toBe('demo-two');
    expect(body.token).toMatch(/^\w{20,}$/);
    expect(body.token).not.toBe('token-demo-two');
    expect((await me('token-demo-two')).status).toBe(401);
    expect((await me(body.token)).status).toBe(200);
    expect((await demo.send('POST', '/api/v1/oauth/apps/admin-one/refresh-token/')).status).toBe(404);
  });

  it('deletes the owner’s app', async () => {
    expect((await admin.send('DELETE', '/api/v1/oauth/apps/demo-two/')).status).toBe(404);
    expect((await demo.send('DELETE', '/api/v1/oauth/apps/demo-two/')).status).toBe(204);
    const page = await demo.json<{ results: { client_id: string }[] }>('/api/v1/oauth/apps/');
    expect(page.results.map((app) => app.client_id)).toEqual(['demo-one']);
  });

  it('lists the apps holding the user’s tokens (not paginated) and revokes one for that user only', async () => {
    const grants = await demo.json<{ client_id: string }[]>('/api/v1/oauth/grants/');
    expect(shapeProblems(grants, v1Example('GET /api/v1/oauth/grants/'))).toEqual([]);
    expect(grants.map((app) => app.client_id)).toEqual(['granted']);
    expect(await demo.json('/api/v1/oauth/grants/granted/')).toMatchObject({ name: 'Granted app' });
    expect((await demo.fetch('/api/v1/oauth/grants/demo-one/')).status).toBe(404);
    expect((await me(`demo-access-${mode}`)).status).toBe(200);
    expect((await demo.send('DELETE', '/api/v1/oauth/grants/granted/')).status).toBe(204);
    expect(await demo.json('/api/v1/oauth/grants/')).toEqual([]);
    expect((await me(`demo-access-${mode}`)).status).toBe(401);
    expect((await me(`admin-access-${mode}`)).status).toBe(200);
    const left = pod.pod.ctx.db.prepare('SELECT access_token FROM oauth_tokens').all() as { access_token: string }[];
    expect(left.map((row) => row.access_token)).toEqual([`admin-access-${mode}`]);
    expect((await demo.send('DELETE', '/api/v1/oauth/grants/granted/')).status).toBe(404);
  });
});
