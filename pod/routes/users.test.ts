import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startTestPod, type TestPod } from '../test-support/pod';
import { realPod, shapeProblems, v1Example } from '../test-support/shape';

let pod: TestPod;
beforeAll(async () => {
  pod = await startTestPod();
});
afterAll(() => pod.close());

const form = (fields: Record<string, string>) => ({
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe('session login', () => {
  it('goes from anonymous to logged in and back, with CSRF checks on the way', async () => {
    const browser = new Browser(pod.url);
    expect((await browser.fetch('/api/v1/users/me/')).status).toBe(401);
    expect(await (await browser.fetch('/api/v1/users/me/')).json()).toEqual({
      detail: 'Authentication credentials were not provided.',
    });

    // nodeinfo hands out the first csrftoken
    await browser.fetch('/api/v1/instance/nodeinfo/2.0/');
    const firstToken = browser.cookies.get('csrftoken');
    expect(firstToken).toBeTruthy();

    // no X-CSRFToken header: a 403 HTML page, as Django's CSRF view gives
    const noHeader = await browser.fetch('/api/v1/users/login', {
      method: 'POST',
      ...form({ username: 'demo', password: 'demo' }),
    });
    expect(noHeader.status).toBe(403);
    expect(noHeader.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await noHeader.text()).toContain('CSRF verification failed');

    // wrong password
    const wrong = await browser.fetch('/api/v1/users/login', {
      method: 'POST',
      csrf: true,
      ...form({ username: 'demo', password: 'nope' }),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual(realPod('login_badpw.json'));

    // good credentials: 200, empty body, a session cookie and a rotated csrftoken
    const good = await browser.fetch('/api/v1/users/login', {
      method: 'POST',
      csrf: true,
      ...form({ username: 'demo', password: 'demo' }),
    });
    expect(good.status).toBe(200);
    expect(await good.text()).toBe('');
    const cookies = good.headers.getSetCookie();
    const session = cookies.find((line) => line.startsWith('sessionid='));
    const csrf = cookies.find((line) => line.startsWith('csrftoken='));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Path=\//);
    expect(csrf).toMatch(/SameSite=Lax/);
    expect(csrf).not.toMatch(/HttpOnly/);
    expect(browser.cookies.get('csrftoken')).not.toBe(firstToken);

    const me = (await (await browser.fetch('/api/v1/users/me/')).json()) as Record<string, unknown>;
    expect(me).toMatchObject({ username: 'demo', is_staff: false, is_superuser: false });
    expect(me.permissions).toEqual({ library: false, moderation: false, settings: false });

    // a change made with the session cookie but without the CSRF header is refused with DRF's JSON
    const unsafe = await browser.fetch('/api/v1/users/logout', { method: 'POST' });
    expect(unsafe.status).toBe(403);
    expect(await unsafe.json()).toEqual({ detail: 'CSRF Failed: CSRF token missing.' });
    const wrongToken = await browser.fetch('/api/v1/users/logout', {
      method: 'POST',
      headers: { 'X-CSRFToken': 'forged' },
    });
    expect(wrongToken.status).toBe(403);
    expect(((await wrongToken.json()) as { detail: string }).detail).toMatch(/^CSRF Failed: /);
    expect((await browser.fetch('/api/v1/users/me/')).status).toBe(200);

    // logout: 200, a fresh csrftoken, and the session is gone
    const tokenBefore = browser.cookies.get('csrftoken');
    const logout = await browser.fetch('/api/v1/users/logout', { method: 'POST', csrf: true });
    expect(logout.status).toBe(200);
    expect(browser.cookies.get('csrftoken')).not.toBe(tokenBefore);
    expect(browser.cookies.has('sessionid')).toBe(false);
    expect((await browser.fetch('/api/v1/users/me/')).status).toBe(401);
  });

  it('keeps a logged-out session key useless', async () => {
    const browser = new Browser(pod.url);
    await browser.login('demo', 'demo');
    const key = browser.cookies.get('sessionid')!;
    await browser.fetch('/api/v2/users/logout/', { method: 'POST', csrf: true });
    const replay = await fetch(`${pod.url}/api/v1/users/me/`, { headers: { cookie: `sessionid=${key}` } });
    expect(replay.status).toBe(401);
  });

  it('refuses a login posted from another origin', async () => {
    const browser = new Browser(pod.url);
    await browser.fetch('/api/v1/instance/nodeinfo/2.0/');
    const foreign = await browser.fetch('/api/v1/users/login', {
      method: 'POST',
      csrf: true,
      ...form({ username: 'demo', password: 'demo' }),
      headers: { ...form({}).headers, Origin: 'http://evil.example' },
    });
    expect(foreign.status).toBe(403);
    // Django's production page names no reason (only a missing cookie gets its own paragraph); the
    // same request from the pod's own origin passing below shows the origin was the reason.
    const page = await foreign.text();
    expect(page).toContain('CSRF verification failed');
    expect(page).not.toContain('requires a CSRF cookie');
    const same = await browser.fetch('/api/v1/users/login', {
      method: 'POST',
      csrf: true,
      ...form({ username: 'demo', password: 'demo' }),
      headers: { ...form({}).headers, Origin: pod.url },
    });
    expect(same.status).toBe(200);
  });

  it('asks for both fields, and reads forms only', async () => {
    const browser = new Browser(pod.url);
    await browser.fetch('/api/v1/instance/nodeinfo/2.0/');
    const empty = await browser.fetch('/api/v1/users/login/', { method: 'POST', csrf: true, ...form({}) });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      username: ['This field is required.'],
      password: ['This field is required.'],
    });
    const json = await browser.fetch('/api/v1/users/login', {
      method: 'POST',
      csrf: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo' }),
    });
    expect(json.status).toBe(400);
    expect(browser.cookies.has('sessionid')).toBe(false);
  });

  it('accepts a multipart form, and the e-mail address as the login', async () => {
    const browser = new Browser(pod.url);
    await browser.fetch('/api/v1/instance/nodeinfo/2.0/');
    const body = new FormData();
    body.set('username', 'admin@shoal.example');
    body.set('password', 'admin');
    expect((await browser.fetch('/api/v1/users/login', { method: 'POST', csrf: true, body })).status).toBe(200);
    const me = (await (await browser.fetch('/api/v1/users/me/')).json()) as Record<string, unknown>;
    expect(me).toMatchObject({ username: 'admin', is_staff: true, is_superuser: true });
    expect(me.permissions).toEqual({ library: true, moderation: true, settings: true });
  });
});

describe('users/me', () => {
  it('has the Me shape, with quota in MB and a listen token', async () => {
    const browser = new Browser(pod.url);
    await browser.login('admin', 'admin');
    const me = (await (await browser.fetch('/api/v1/users/me/')).json()) as Record<string, unknown>;
    expect(shapeProblems(me, v1Example('GET /api/v1/users/me/'))).toEqual([]);
    expect(shapeProblems(me, realPod('users_me.json'))).toEqual([]);
    expect(me.full_username).toBe(`admin@${new URL(pod.url).host}`);
    // the demo catalogue was "uploaded" by admin: a few MB of a 1000 MB quota
    const quota = me.quota_status as Record<string, number>;
    expect(quota.max).toBe(1000);
    expect(quota.finished).toBeGreaterThan(1);
    expect(quota.finished).toBeLessThan(10);
    expect(quota.remaining).toBeCloseTo(1000 - quota.current!, 1);
    expect(typeof (me.tokens as { listen: string }).listen).toBe('string');
  });
});
