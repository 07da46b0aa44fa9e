import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPod } from './server';
import { Browser, startTestPod, type TestPod } from './test-support/pod';

describe('serving the built client', () => {
  let pod: TestPod;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'shoal-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Shoal</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log("app")');
    writeFileSync(join(dist, 'serviceWorker.js'), 'self.skipWaiting()');
    pod = await startTestPod({ staticDir: dist, testHooks: true });
  });
  afterAll(async () => {
    await pod.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves static files with fitting cache headers', async () => {
    const asset = await fetch(`${pod.url}/assets/app-1234.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    const worker = await fetch(`${pod.url}/serviceWorker.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers index.html for client routes, and sets a csrftoken cookie like a real pod’s SPA view', async () => {
    for (const path of ['/', '/library/albums/2', '/search?q=x']) {
      const response = await fetch(pod.url + path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.getSetCookie().join()).toMatch(/^csrftoken=\w+/);
    }
    const known = await fetch(`${pod.url}/library`, { headers: { cookie: 'csrftoken=abc' } });
    expect(known.headers.getSetCookie()).toEqual([]);
  });

  it('keeps API, media and well-known paths out of the fallback', async () => {
    for (const path of ['/api/v1/unknown', '/media/attachments/nothing.jpg', '/.well-known/nothing']) {
      const response = await fetch(pod.url + path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    }
    expect((await fetch(`${pod.url}/settings.json`)).headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('wipes and re-seeds on POST /__test__/reset', async () => {
    const browser = new Browser(pod.url);
    await browser.login('demo', 'demo');
    expect((await browser.fetch('/api/v1/users/me/')).status).toBe(200);
    const before = (await (await fetch(`${pod.url}/api/v1/tracks/1/`)).json()) as { listen_url: string };

    const reset = await fetch(`${pod.url}/__test__/reset`, { method: 'POST' });
    expect(reset.status).toBe(204);
    expect((await browser.fetch('/api/v1/users/me/')).status).toBe(401);
    const after = (await (await fetch(`${pod.url}/api/v1/tracks/1/`)).json()) as { listen_url: string };
    expect(after.listen_url).toBe(before.listen_url); // seeded uuids are stable
    expect((await fetch(`${pod.url}/api/v1/tracks/`).then((r) => r.json())) as { count: number }).toMatchObject({
      count: 24,
    });
  });
  it('serves another build after POST /__test__/static, and refuses a folder without an index.html', async () => {
    const next = mkdtempSync(join(tmpdir(), 'shoal-dist-next-'));
    try {
      writeFileSync(join(next, 'index.html'), '<!doctype html><title>Shoal</title><div id="root" data-next></div>');
      writeFileSync(join(next, 'serviceWorker.js'), '// next');
      const refused = await fetch(`${pod.url}/__test__/static`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ dir: join(next, 'nothing') }),
      });
      expect(refused.status).toBe(400);
      const switched = await fetch(`${pod.url}/__test__/static`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ dir: next }),
      });
      expect(switched.status).toBe(204);
      expect(await (await fetch(`${pod.url}/library`)).text()).toContain('data-next');
      expect(await (await fetch(`${pod.url}/serviceWorker.js`)).text()).toBe('// next');
      expect((await fetch(`${pod.url}/assets/app-1234.js`)).status).toBe(200); // the SPA fallback: not in the new build
    } finally {
      await fetch(`${pod.url}/__test__/static`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ dir: dist }),
      });
      rmSync(next, { recursive: true, force: true });
    }
    expect((await fetch(`${pod.url}/assets/app-1234.js`)).headers.get('content-type')).toMatch(/javascript/);
  });
});

describe('the data folder', () => {
  it('keeps data across restarts, starts over with fresh, and has no test hooks unless asked', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'shoal-data-')), 'pod');
    const first = await createPod({ dataDir });
    expect(existsSync(join(dataDir, 'pod.sqlite3'))).toBe(true);
    first.ctx.db.prepare("UPDATE artists SET name = 'Renamed' WHERE id = 1").run();
    const reset = await first.app.inject({ method: 'POST', url: '/__test__/reset' });
    expect(reset.statusCode).toBe(404);
    await first.close();

    const second = await createPod({ dataDir });
    expect((second.ctx.db.prepare('SELECT name FROM artists WHERE id = 1').get() as { name: string }).name).toBe(
      'Renamed',
    );
    await second.close();

    const third = await createPod({ dataDir, fresh: true });
    expect((third.ctx.db.prepare('SELECT name FROM artists WHERE id = 1').get() as { name: string }).name).toBe(
      'Tidepool Ensemble',
    );
    await third.close();
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  });

  it('answers pages with a placeholder when the client is not built', async () => {
    const pod = await startTestPod();
    try {
      const response = await fetch(`${pod.url}/albums`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('npm run build');
    } finally {
      await pod.close();
    }
  });
});
