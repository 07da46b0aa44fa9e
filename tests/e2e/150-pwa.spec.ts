import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, accounts, catalogue, albumId, waitForServiceWorker } from './fixtures';
import { LoginPage } from './pages/login';
import { PlayerPage } from './pages/player';

/**
 * Issue 5, with the real service worker in Chromium against the demo pod: a cold start with the
 * network cut renders the shell and what was seen before; a track played online plays and seeks
 * offline from the recently played cache (Range answered by the worker); a second build served by
 * the pod is offered by the update message, and "Update now" reloads into it.
 * Each test opens a context of its own, so each starts with no service worker.
 */

const RECENT_AUDIO_CACHE = 'shoal-audio-recent-v1';
const NEXT_BUILD = 'e2e-next';
const nextDir = resolve('dist-next');

async function recentAudioKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    async (name) => (await (await caches.open(name)).keys()).map((request) => request.url),
    RECENT_AUDIO_CACHE,
  );
}

async function openAlbumOnline(context: BrowserContext): Promise<{ page: Page; albumPath: string }> {
  const page = await context.newPage();
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const albumPath = `/library/albums/${await albumId(page, catalogue.album)}`;
  await page.goto(albumPath);
  await expect(page.getByRole('heading', { level: 1, name: catalogue.album })).toBeVisible();
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { level: 1, name: catalogue.album })).toBeVisible();
  return { page, albumPath };
}

test('a cold start with the network cut renders the app and the album seen before', async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const { page, albumPath } = await openAlbumOnline(context);
    // The persisted query cache is written shortly after the answers come.
    await page.waitForTimeout(1500);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: catalogue.album })).toBeVisible();
    for (const title of catalogue.albumTracks)
      await expect(page.getByRole('main').getByText(title, { exact: true }).first()).toBeVisible();

    // A new tab, offline from the start.
    const second = await context.newPage();
    await second.goto(albumPath);
    await expect(second.getByRole('heading', { level: 1, name: catalogue.album })).toBeVisible();
    await expect(second.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a track played online plays and seeks offline from the recent cache, Range included', async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const { page } = await openAlbumOnline(context);
    const player = new PlayerPage(page);
    const lowTide = (await (await page.request.get('/api/v1/tracks/?q=Low%20Tide')).json()) as {
      results: Array<{ title: string; listen_url: string }>;
    };
    const listenPath =
      lowTide.results.find((track) => track.title === 'Low Tide')?.listen_url.split('?')[0] ?? 'missing';
    // Plays the album from its first track, Low Tide.
    await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).first().click();
    await player.expectPlaying('Low Tide');
    // The worker fetches the whole file behind the playback and keeps it.
    const keyOf = async () => (await recentAudioKeys(page)).find((url) => new URL(url).pathname === listenPath);
    await expect.poll(keyOf, { timeout: 15_000 }).toBeTruthy();
    const key = await keyOf();
    expect(key).not.toContain('token=');
    await player.button('Pause').click();

    await context.setOffline(true);
    // The worker answers a Range from the whole cached file: 206 with the asked bytes.
    const ranged = await page.evaluate(async (url) => {
      const response = await fetch(url, { headers: { Range: 'bytes=1000-1999' } });
      return {
        status: response.status,
        range: response.headers.get('Content-Range'),
        length: (await response.arrayBuffer()).byteLength,
      };
    }, key!);
    expect(ranged.status).toBe(206);
    expect(ranged.range).toMatch(/^bytes 1000-1999\/\d+$/);
    expect(ranged.length).toBe(1000);
    // A track never played is not there: the worker answers 503 at once (context.setOffline also
    // cuts the worker's own fetches in Chromium), not a request left hanging.
    const missing = await page.evaluate(async (url) => {
      const started = performance.now();
      const response = await fetch(url.replace(/listen\/[^/]+\//, 'listen/00000000-0000-0000-0000-000000000000/'));
      return { status: response.status, ms: performance.now() - started };
    }, key!);
    expect(missing.status).toBe(503);
    expect(missing.ms).toBeLessThan(3000);

    await page.reload();
    await expect(player.title).toHaveText('Low Tide');
    await player.button('Play').click();
    await player.waitForPosition(2);
    // Seek to the middle (the track is 17 s) and play on past it.
    await player.seekTo(9);
    await player.waitForPosition(11);
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test.describe('a new version', () => {
  test.beforeAll(() => {
    // A second build, told apart by its id (<html data-build>). About 3 s.
    execFileSync('npx', ['vite', 'build', '--outDir', nextDir, '--logLevel', 'warn'], {
      env: { ...process.env, SHOAL_BUILD: NEXT_BUILD },
      stdio: 'pipe',
    });
  });

  test.afterAll(async ({ request }) => {
    await request.post('/__test__/static', { data: { dir: resolve('dist') } });
  });

  test('is offered by a persistent message, and "Update now" reloads into it', async ({ browser }) => {
    // Two builds' starts and a 5.5 s wait that proves the message stays: more than 30 s under load.
    test.setTimeout(60_000);
    const context = await browser.newContext();
    try {
      const { page } = await openAlbumOnline(context);
      const first = await page.locator('html').getAttribute('data-build');
      expect(first).not.toBe(NEXT_BUILD);

      const switched = await page.request.post('/__test__/static', { data: { dir: nextDir } });
      expect(switched.status()).toBe(204);
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      const message = page.getByRole('status').filter({ hasText: 'A new version of Shoal is available.' });
      await expect(message).toBeVisible({ timeout: 15_000 });
      await expect(message.getByRole('button', { name: 'Later' })).toBeVisible();
      // Persistent: still there after the 5000 ms other messages last.
      await page.waitForTimeout(5500);
      await expect(message).toBeVisible();
      expect(await page.locator('html').getAttribute('data-build')).toBe(first);

      await message.getByRole('button', { name: 'Update now' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-build', NEXT_BUILD, { timeout: 15_000 });
      // The new build's first start (its scripts, its restored cache) on a loaded machine.
      await expect(page.getByRole('heading', { level: 1, name: catalogue.album })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText('A new version of Shoal is available.')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
