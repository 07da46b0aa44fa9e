import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { createFrontAddress } from './front-address';
import { startPodWithUsers, type PodWithUsers } from './test-support/pod';

// oauthclient24: the client on a second address, the pod's CORS for it, and the websocket that
// takes only the cookie (bearer tokens and `?token=` refused), on both pod modes.
const FRONT = 'http://localhost:8081';
const CALLBACK = `${FRONT}/auth/callback`;

describe.each(['2.0', '1.4'] as const)('a Shoal on another address (%s pod)', (mode) => {
  let pod: PodWithUsers;
  const url = (path: string) => new URL(`/api/v1/${path}`, pod.pod.url);

  beforeAll(async () => {
    pod = await startPodWithUsers({ mode, testHooks: true });
  });
  afterAll(async () => {
    await pod.pod.close();
  });

  it('answers preflights and reflects the origin with credentials on the API, not on pages', async () => {
    const preflight = await fetch(url('favorites/tracks/'), {
      method: 'OPTIONS',
      headers: {
        origin: FRONT,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(FRONT);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,content-type');

    const read = await fetch(url('users/me/'), { headers: { origin: FRONT } });
    expect(read.status).toBe(401);
    expect(read.headers.get('access-control-allow-origin')).toBe(FRONT);
    expect(read.headers.get('access-control-allow-origin')).not.toBe('*');

    expect((await fetch(url('users/me/'))).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('still refuses a cookie login sent from the other address (CSRF trusts the pod’s own origin)', async () => {
    await pod.anonymous.fetch('/api/v1/instance/nodeinfo/2.0/');
    const response = await pod.anonymous.fetch('/api/v1/users/login', {
      method: 'POST',
      csrf: true,
      headers: { origin: FRONT, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'demo', password: 'demo' }).toString(),
    });
    expect(response.status).toBe(403);
  });

  it('refuses the activity websocket to a bearer token and to ?token=', async () => {
    const app = (await (
      await fetch(url('oauth/apps/'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Shoal', website: FRONT, scopes: 'read write', redirect_uris: CALLBACK }),
      })
    ).json()) as { client_id: string; client_secret: string };
    const answer = (await (
      await pod.demo.fetch('/api/v1/oauth/authorize/', {
        method: 'POST',
        csrf: true,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' },
        body: new URLSearchParams({
          client_id: app.client_id,
          redirect_uri: CALLBACK,
          scope: 'read write',
          response_type: 'code',
          state: 's',
          allow: 'true',
        }).toString(),
      })
    ).json()) as { code: string };
    const form = new FormData();
    for (const [key, value] of Object.entries({
      grant_type: 'authorization_code',
      code: answer.code,
      redirect_uri: CALLBACK,
      client_id: app.client_id,
      client_secret: app.client_secret,
    }))
      form.append(key, value);
    const { access_token: token } = (await (
      await fetch(url('oauth/token/'), { method: 'POST', body: form })
    ).json()) as {
      access_token: string;
    };
    expect((await fetch(url('users/me/'), { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);

    const ws = new URL('/api/v1/activity', pod.pod.url.replace(/^http/, 'ws'));
    const status = (target: URL, headers: Record<string, string> = {}) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(target, { headers: { origin: FRONT, ...headers } });
        socket.on('unexpected-response', (_request, response) => {
          resolve(response.statusCode ?? 0);
          socket.terminate();
        });
        socket.on('open', () => {
          resolve(101);
          socket.close();
        });
        socket.on('error', () => undefined);
      });
    expect(await status(ws, { authorization: `Bearer ${token}` })).toBe(401);
    const withQuery = new URL(ws);
    withQuery.searchParams.set('token', token);
    expect(await status(withQuery)).toBe(401);
  });
});

describe('the second address itself', () => {
  let front: FastifyInstance;
  let dir: string;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'shoal-front-'));
    writeFileSync(join(dir, 'index.html'), '<!DOCTYPE html><title>Shoal test</title>');
    front = await createFrontAddress({ podUrl: 'http://127.0.0.1:8080', staticDir: dir });
    await front.listen({ port: 0, host: '127.0.0.1' });
    const address = front.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await front.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('names the pod in /settings.json and serves the client for every page', async () => {
    expect(await (await fetch(`${base}/settings.json`)).json()).toEqual({ defaultServerUrl: 'http://127.0.0.1:8080' });
    for (const path of ['/', '/auth/callback?code=x&state=y', '/library/albums']) {
      const page = await fetch(`${base}${path}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Shoal test');
    }
    expect((await fetch(`${base}/api/v1/users/me/`, { method: 'POST' })).status).toBe(404);
  });
});
