import type { Page } from '@playwright/test';
import { test, expect, accounts, catalogue, albumId, waitForServiceWorker } from './fixtures';
import { LoginPage } from './pages/login';
import { PlayerPage } from './pages/player';

/**
 * Issue 5, "Available offline", with the real service worker in Chromium against the demo pod: an
 * album downloaded online shows its progress, then "Available offline" and its kept tracks; with the
 * network cut and a reload, a kept track plays and seeks to its middle (Range answered by the worker
 * from the kept file); a favorite not kept is marked unavailable and skipped with one note; removing
 * the download frees its files.
 */

const KEPT_AUDIO_CACHE = 'shoal-audio-kept-v1';

async function keptKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    async (name) =>
      (await caches.has(name)) ? (await (await caches.open(name)).keys()).map((request) => request.url) : [],
    KEPT_AUDIO_CACHE,
  );
}

test('an album downloaded online plays and seeks offline; a track not kept is skipped with one note; removing frees it', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
    const albumPath = `/library/albums/${await albumId(page, catalogue.album)}`;
    // The favorites are seen online first (their list then shows offline from the mirror).
    await page.goto('/favorites');
    await expect(page.getByRole('list', { name: 'Favorite tracks' }).getByRole('listitem')).toHaveCount(3);
    await page.goto(albumPath);
    await expect(page.getByRole('heading', { level: 1, name: catalogue.album })).toBeVisible();
    await waitForServiceWorker(page);

    // The files come slowly, so the progress can be seen.
    await context.route('**/api/v1/listen/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue().catch(() => undefined);
    });
    await page.getByRole('button', { name: 'Make available offline' }).click();
    const progress = page.getByRole('progressbar', { name: `Downloading ${catalogue.album}` });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('max', '3');
    await expect(page.getByText(/[12] of 3 tracks/)).toBeVisible();
    await expect(page.getByText('Available offline', { exact: true })).toBeVisible({ timeout: 15_000 });
    await context.unroute('**/api/v1/listen/**');
    await expect(page.getByRole('button', { name: 'Remove download' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Tracks' }).getByRole('img', { name: 'Available offline' }),
    ).toHaveCount(3);
    const keys = await keptKeys(page);
    expect(keys).toHaveLength(3);
    expect(keys.every((key) => !key.includes('token=') && key.includes('upload='))).toBe(true);
    // The persisted query cache is written shortly after the answers come.
    await page.waitForTimeout(1500);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: catalogue.album })).toBeVisible();
    await expect(page.getByText('Available offline', { exact: true })).toBeVisible();
    // The app finds the pod unreachable (a failed request, then its probe).
    await expect(page.getByText(/^Offline:/)).toBeVisible({ timeout: 15_000 });

    const player = new PlayerPage(page);
    await page
      .getByRole('list', { name: 'Tracks' })
      .getByRole('button', { name: 'Play Low Tide', exact: true })
      .click();
    await player.expectPlaying('Low Tide');
    await player.waitForPosition(2);
    // Seek to the middle (the track is 17 s) and play on past it: a Range answered from the kept file.
    await player.seekTo(9);
    await player.waitForPosition(11);
    await expect(page.getByRole('alert')).toHaveCount(0);

    // "Downloaded only" on the favorites: Kelp Forest is on the album, the other two are not kept.
    await page.getByRole('link', { name: 'Favorites' }).click();
    const favorites = page.getByRole('list', { name: 'Favorite tracks' });
    await expect(favorites.getByRole('listitem')).toHaveCount(3);
    await page.getByLabel('Downloaded only').check();
    await expect(favorites.getByRole('listitem')).toHaveCount(1);
    await expect(favorites.getByText('Kelp Forest')).toBeVisible();
    await page.getByLabel('Downloaded only').uncheck();

    // Play all, newest favorite first: Lighthouse Waltz and Arcade Sunrise are not on the device.
    await page.getByRole('button', { name: 'Play all' }).click();
    await player.expectPlaying('Kelp Forest');
    await player.waitForPosition(1);
    await expect(
      page.getByRole('status').filter({ hasText: 'Lighthouse Waltz is not available offline' }),
    ).toBeVisible();
    await expect(page.getByText('Arcade Sunrise is not available offline')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('link', { name: 'Queue' }).click();
    const rows = player.queueRows();
    await expect(rows.filter({ hasText: 'not available offline' })).toHaveCount(2);
    await expect(rows.filter({ hasText: 'Kelp Forest' }).filter({ hasText: 'not available offline' })).toHaveCount(0);

    // The downloads screen: the album, its size; removing it frees its files.
    await page.getByRole('link', { name: 'Downloads' }).click();
    const list = page.getByRole('list', { name: 'Downloads' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByText(/Album · 3 of 3 tracks · \d+(\.\d)? kB/)).toBeVisible();
    await expect(page.getByText(/Storage is persistent|The browser may clear this storage/)).toBeVisible();
    await list.getByRole('button', { name: 'Remove download' }).click();
    await expect(list).toHaveCount(0);
    await expect.poll(() => keptKeys(page)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the downloads screen needs no login and offers persistent storage', async ({ page }) => {
  await page.goto('/downloads');
  await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
  await expect(page.getByText(/Nothing is kept on this device yet/)).toBeVisible();
  const ask = page.getByRole('button', { name: 'Ask for persistent storage' });
  const answer = page.getByText(/^(Storage is persistent|The browser may clear this storage when space runs low)$/);
  await expect(answer).toBeVisible();
  if (await ask.isVisible()) {
    await ask.click();
    await expect(answer).toBeVisible();
  }
});
