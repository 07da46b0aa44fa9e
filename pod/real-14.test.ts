// The demo pod in 1.4 mode against what a real Funkwhale 1.4.0 pod answered
// (tests/fixtures/api/real-1.4/, a copy of shared/api/real-1.4/): the recorded answers key by key,
// then each way a 1.4 pod differs from the default 2.0 mode, with a 2.0 pod beside it for contrast.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startPodWithUsers, type PodWithUsers } from './test-support/pod';
import { realPod, shapeProblems } from './test-support/shape';

const REAL = fileURLToPath(new URL('../tests/fixtures/api/real-1.4/', import.meta.url));
const INDEX = '<!doctype html><title>Shoal</title><div id="root"></div>';

let dist: string;
let pod14: PodWithUsers;
let pod20: PodWithUsers;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'shoal-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log("app")');
  pod14 = await startPodWithUsers({ mode: '1.4', staticDir: dist });
  pod20 = await startPodWithUsers({ mode: '2.0', staticDir: dist });
});
afterAll(async () => {
  await pod14?.pod.close();
  await pod20?.pod.close();
  rmSync(dist, { recursive: true, force: true });
});

const url = (path: string) => pod14.pod.url + path;

async function json<T = Record<string, unknown>>(browser: Browser, path: string, status = 200): Promise<T> {
  const response = await browser.fetch(path);
  expect(response.status, `${path}: ${status}`).toBe(status);
  return (await response.json()) as T;
}

/** What Django answers to a path no view takes. */
async function expectHtml404(response: Response, what: string): Promise<void> {
  expect(response.status, what).toBe(404);
  expect(response.headers.get('content-type'), what).toMatch(/^text\/html/);
  expect(await response.text(), what).toContain('<title>Not Found</title>');
}

describe('the recorded answers of a real 1.4 pod, key by key', () => {
  // Same keys at every level, same JSON types (values differ; a null in the recording fits anything).
  it.each([
    ['/api/v1/albums/', 'albums.json'],
    ['/api/v1/artists/', 'artists_after.json'],
    ['/api/v1/artists/', 'artists.json'],
    ['/api/v1/tracks/', 'tracks.json'],
    ['/api/v1/libraries/', 'libraries.json'],
    ['/api/v1/favorites/tracks/', 'favorites_tracks.json'],
    ['/api/v1/playlists/', 'playlists.json'],
    ['/api/v1/users/me/', 'users_me.json'],
    ['/api/v1/uploads/', 'uploads.json'],
    ['/api/v1/instance/nodeinfo/2.0/', 'nodeinfo.json'],
    ['/api/v1/instance/settings/', 'instance_settings.json'],
  ])('GET %s has the shape of %s', async (path, file) => {
    const body = await json(pod14.admin, path);
    if (Array.isArray((body as { results?: unknown }).results))
      expect((body as { results: unknown[] }).results.length).toBeGreaterThan(0);
    expect(shapeProblems(body, realPod(file), { exact: true })).toEqual([]);
  });

  it('GET /api/v1/uploads/{uuid}/ has the shape of upload_detail.json', async () => {
    const { results } = await json<{ results: { uuid: string }[] }>(pod14.admin, '/api/v1/uploads/');
    const detail = await json(pod14.admin, `/api/v1/uploads/${results[0]!.uuid}/`);
    expect(detail).toMatchObject({ import_status: 'finished' });
    expect(shapeProblems(detail, realPod('upload_detail.json'), { exact: true })).toEqual([]);
  });

  it('POST /api/v1/uploads/ answers 201 in the shape of upload_create.json', async () => {
    const { results } = await json<{ results: { uuid: string }[] }>(pod14.demo, '/api/v1/libraries/?scope=me');
    const form = new FormData();
    form.set('library', results[0]!.uuid);
    form.set('import_reference', 'real-14-test');
    form.set('import_status', 'pending');
    form.set('source', 'upload://tone.mp3');
    form.set(
      'audio_file',
      new Blob([readFileSync(join(pod14.pod.pod.ctx.catalogueDir, 'audio', 'foam-line.mp3'))]),
      'tone.mp3',
    );
    const created = await pod14.demo.fetch('/api/v1/uploads/', { method: 'POST', csrf: true, body: form });
    expect(created.status).toBe(201);
    expect(shapeProblems(await created.json(), realPod('upload_create.json'), { exact: true })).toEqual([]);
  });

  // Not this branch's either: the demo pod has no `POST /api/v1/libraries/` (library_create.json);
  // libraries are routed in pod/routes/uploads.ts, the upload helper's file.

  it('refuses anonymous reads as anon_artists.json when the API requires authentication', async () => {
    // The demo pod lets visitors browse (a preference); a real pod's default requires a login.
    const db = pod14.pod.pod.ctx.db;
    db.prepare(
      "INSERT OR REPLACE INTO preferences (identifier, value) VALUES ('common__api_authentication_required', 'true')",
    ).run();
    try {
      expect(await json(pod14.anonymous, '/api/v1/artists/', 401)).toEqual(realPod('anon_artists.json'));
    } finally {
      db.prepare("DELETE FROM preferences WHERE identifier = 'common__api_authentication_required'").run();
    }
  });

  it('answers a wrong password as login_badpw.json, and a login with no cookie with login_nocsrf.body, byte for byte', async () => {
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
    const visitor = new Browser(pod14.pod.url);
    const noCookie = await visitor.fetch('/api/v1/users/login', {
      method: 'POST',
      headers: form,
      body: 'username=demo&password=demo',
    });
    expect(noCookie.status).toBe(403);
    expect(noCookie.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await noCookie.text()).toBe(readFileSync(join(REAL, 'login_nocsrf.body'), 'utf8'));

    await visitor.fetch('/api/v1/instance/nodeinfo/2.0/');
    const wrong = await visitor.fetch('/api/v1/users/login', {
      method: 'POST',
      csrf: true,
      headers: form,
      body: 'username=demo&password=nope',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual(realPod('login_badpw.json'));
  });
});

describe('where a 1.4 pod differs from 2.0', () => {
  it('routes nothing under /api/v2/: Django’s HTML 404 (the 2.0 pod answers)', async () => {
    await expectHtml404(await pod14.admin.fetch('/api/v2/artists/'), 'GET v2 artists');
    await expectHtml404(await pod14.admin.fetch('/api/v2/instance/nodeinfo/2.0/'), 'GET v2 nodeinfo');
    await expectHtml404(
      await pod14.admin.send('POST', '/api/v2/upload-groups', { name: 'x' }),
      'POST v2 upload-groups',
    );
    expect((await pod20.admin.fetch('/api/v2/artists/')).status).toBe(200);
    // v1 still answers, and an object a view does not find is still DRF's JSON
    expect((await pod14.admin.fetch('/api/v1/artists/')).status).toBe(200);
    const missing = await pod14.admin.fetch('/api/v1/albums/99999/');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: 'Not found.' });
    await expectHtml404(await pod14.admin.fetch('/api/v1/no-such-endpoint/'), 'an unknown v1 path');
  });

  it('has no account follows (federation/follows/user/...), but library follows', async () => {
    await expectHtml404(await pod14.demo.fetch('/api/v1/federation/follows/user/all/'), 'GET all');
    await expectHtml404(await pod14.demo.fetch('/api/v1/federation/follows/user/'), 'GET list');
    await expectHtml404(
      await pod14.demo.send('POST', '/api/v1/federation/follows/user/', { target: `admin@${pod14.host}` }),
      'POST',
    );
    expect((await pod14.demo.fetch('/api/v1/federation/follows/library/all/')).status).toBe(200);
    expect((await pod20.demo.fetch('/api/v1/federation/follows/user/all/')).status).toBe(200);
  });

  it('hands a radio track out without its uploads; GET tracks/{id}/ has them', async () => {
    const radio = async (browser: Browser) => {
      const session = (await (
        await browser.send('POST', '/api/v1/radios/sessions/', { radio_type: 'random' })
      ).json()) as { id: number };
      const next = await browser.send('POST', '/api/v1/radios/tracks/', { session: session.id });
      expect(next.status).toBe(201);
      return (
        (await next.json()) as { track: { id: number; uploads: unknown[]; is_playable: boolean; listen_url: string } }
      ).track;
    };
    const track = await radio(pod14.demo);
    expect(track).toMatchObject({ uploads: [], is_playable: false });
    const full = await json<{ uploads: unknown[]; is_playable: boolean; listen_url: string }>(
      pod14.demo,
      `/api/v1/tracks/${track.id}/`,
    );
    expect(full.uploads.length).toBeGreaterThan(0);
    expect(full.is_playable).toBe(true);
    expect(track.listen_url).toBe(full.listen_url);
    expect(track.listen_url).toMatch(/^\/api\/v1\/listen\/[0-9a-f-]{36}\/$/);

    expect((await radio(pod20.demo)).uploads.length).toBeGreaterThan(0);
  });

  it('sets csrftoken from API answers only, never with the front’s own pages and files', async () => {
    const visitor = new Browser(pod14.pod.url);
    for (const path of ['/', '/login', '/library', '/assets/app-1234.js', '/settings.json', '/api/v1/artists/']) {
      const response = await visitor.fetch(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.getSetCookie(), path).toEqual([]);
    }
    const early = await visitor.fetch('/api/v1/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'username=demo&password=demo',
    });
    expect(early.status).toBe(403); // no cookie yet (the page: see login_nocsrf.body above)
    expect((await visitor.login('demo', 'demo')).status).toBe(200); // login() asks nodeinfo first
    const fresh = new Browser(pod14.pod.url);
    const nodeinfo = await fresh.fetch('/api/v1/instance/nodeinfo/2.0/');
    expect(nodeinfo.headers.getSetCookie().join()).toMatch(/^csrftoken=\w+/);
    // the 2.0 pod's pages hand one out
    expect((await fetch(`${pod20.pod.url}/login`)).headers.getSetCookie().join()).toMatch(/^csrftoken=\w+/);
  });

  it('sets it with the deep links the deploy template sends through the pod’s SPA view', async () => {
    for (const path of ['/library/albums/1', '/library/artists/1/', '/library/playlists/1']) {
      const response = await fetch(url(path));
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(INDEX);
      expect(response.headers.getSetCookie().join(), path).toMatch(/^csrftoken=\w+/);
    }
    expect((await fetch(url('/library/albums'))).headers.getSetCookie()).toEqual([]); // not the template's pattern
  });

  it('answers /settings.json with index.html, as the deploy template does (the 2.0 pod: JSON)', async () => {
    const response = await fetch(url('/settings.json'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe(INDEX);
    expect(await (await fetch(`${pod20.pod.url}/settings.json`)).json()).toMatchObject({
      defaultServerUrl: `${pod20.pod.url}/`,
    });
  });

  it('answers albums’ duration as 0 in albums/ and albums/{id}/, though their tracks last', async () => {
    const { results } = await json<{ results: { id: number; duration: number }[] }>(pod14.admin, '/api/v1/albums/');
    expect(results.length).toBeGreaterThan(0);
    expect(results.map((album) => album.duration)).toEqual(results.map(() => 0));
    const id = results[0]!.id;
    expect(await json(pod14.admin, `/api/v1/albums/${id}/`)).toMatchObject({ duration: 0 });
    const tracks = await json<{ results: { uploads: { duration: number }[] }[] }>(
      pod14.admin,
      `/api/v1/tracks/?album=${id}`,
    );
    expect(tracks.results.some((track) => (track.uploads[0]?.duration ?? 0) > 0)).toBe(true);
    // A 2.0 pod does give albums their duration (the two pods' ids need not match: compare lists).
    const albums20 = await json<{ results: { duration: number }[] }>(pod20.admin, '/api/v1/albums/');
    expect(albums20.results.some((album) => album.duration > 0)).toBe(true);
  });
});
