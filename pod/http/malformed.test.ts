// Requests the pod cannot make sense of get a 400 with a JSON message: never a crash, never a 500.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, rawRequest, startTestPod, type TestPod } from '../test-support/pod';
import { pageRequest } from './query';

let pod: TestPod;
beforeAll(async () => {
  pod = await startTestPod();
});
afterAll(() => pod.close());

async function expect400(path: string, init?: RequestInit) {
  const response = await fetch(pod.url + path, init);
  expect(response.status, path).toBe(400);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(body).length).toBeGreaterThan(0);
  return body;
}

describe('malformed requests', () => {
  it('refuses bad pagination', async () => {
    expect(await expect400('/api/v1/artists/?page=abc')).toHaveProperty('detail');
    expect(await expect400('/api/v1/tracks/?page_size=-3')).toHaveProperty('detail');
    await expect400('/api/v1/albums/?page_size=ten');
    await expect400('/api/v1/tags/?page=1.5');
    expect(pageRequest(new URLSearchParams('page_size=500')).size).toBe(50);
  });

  it('refuses ids that are not numbers', async () => {
    for (const path of ['/api/v1/artists/notanumber/', '/api/v1/albums/1e3/', '/api/v2/tracks/-1']) {
      expect(await expect400(path)).toHaveProperty('detail');
    }
    expect(await expect400('/api/v1/tracks/?artist=pixel')).toEqual({ artist: ['Enter a number.'] });
    await expect400('/api/v1/tracks/?album=x');
    await expect400('/api/v1/tracks/?playable=maybe');
    await expect400('/api/v1/listen/not-a-uuid/');
  });

  it('refuses bodies it cannot parse', async () => {
    const browser = new Browser(pod.url);
    await browser.fetch('/api/v1/instance/nodeinfo/2.0/');
    const headers = { 'Content-Type': 'application/json', cookie: `csrftoken=${browser.cookies.get('csrftoken')}` };
    const brokenJson = await fetch(`${pod.url}/api/v1/users/login`, {
      method: 'POST',
      headers: { ...headers, 'X-CSRFToken': browser.cookies.get('csrftoken')! },
      body: '{"username": "demo", "password":',
    });
    expect(brokenJson.status).toBe(400);
    expect(await brokenJson.json()).toHaveProperty('detail');

    const garbage = await rawRequest(pod.url, {
      method: 'POST',
      path: '/api/v1/users/login',
      headers: {
        'Content-Type': 'multipart/form-data; boundary=XYZ',
        cookie: `csrftoken=${browser.cookies.get('csrftoken')}`,
        'X-CSRFToken': browser.cookies.get('csrftoken')!,
      },
      body: Buffer.from([0x00, 0xff, 0x13, 0x37, 0x0d, 0x0a, 0x2d, 0x2d]),
    });
    expect(garbage.status).toBe(400);
    expect(JSON.parse(garbage.body.toString())).toHaveProperty('detail');

    const noBoundary = await rawRequest(pod.url, {
      method: 'POST',
      path: '/api/v1/users/login',
      headers: { 'Content-Type': 'multipart/form-data', cookie: `csrftoken=x`, 'X-CSRFToken': 'x' },
      body: 'username=demo',
    });
    expect(noBoundary.status).toBe(400);

    // a logged-in API call with a broken body: CSRF is checked first, then the body
    await browser.login('demo', 'demo');
    const logout = await browser.fetch('/api/v1/users/logout', {
      method: 'POST',
      csrf: true,
      headers: { 'Content-Type': 'application/json' },
      body: '{',
    });
    expect(logout.status).toBe(400);
    expect(((await logout.json()) as { detail: string }).detail).toMatch(/^JSON parse error/);
  });

  it('refuses malformed URLs with a JSON 400', async () => {
    const response = await rawRequest(pod.url, { path: '/api/v1/tags/%E0%A4%A/' });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body.toString())).toHaveProperty('detail');
  });

  it('answers unknown API paths with DRF’s 404', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/nothing-here/'],
      ['POST', '/api/v2/artists/1/nothing/'],
      ['GET', '/api/v3/artists/'],
    ] as const) {
      const response = await fetch(pod.url + path, { method });
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Not found.' });
    }
  });
});
