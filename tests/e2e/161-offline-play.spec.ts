import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect, accounts, catalogue, albumId, waitForServiceWorker } from './fixtures';
import { LoginPage } from './pages/login';
import { PlayerPage } from './pages/player';

/**
 * Issue 14, "every Play works offline from what the device holds", with the real service worker in
 * Chromium against the demo pod. An album kept for offline use, then a reload with the network cut:
 * its header Play plays (the clock moves); the artist's header Play, whose list was never fetched,
 * plays that artist's kept tracks. An album never visited says it is not available offline and links
 * to Downloads, in the app and on a cold start.
 */

const NOT_AVAILABLE = 'This page is not available offline.';

/** Signed in, the album open online, the service worker in control. */
async function openAlbumOnline(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  await page.goto(`/library/albums/${await albumId(page, catalogue.album)}`);
  // The first screen of a fresh context loads its chunks and the album: slow on a loaded machine.
  await expect(page.getByRole('heading', { level: 1, name: catalogue.album })).toBeVisible({ timeout: 20_000 });
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { level: 1, name: catalogue.album })).toBeVisible();
  return { context, page };
}

async function openArtist(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('link', { name: catalogue.artist }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: catalogue.artist })).toBeVisible();
}

const headerPlay = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).first();

test("offline, a kept album's header Play plays it, and its artist's plays that artist's kept tracks", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await openAlbumOnline(browser);
  try {
    const player = new PlayerPage(page);
    // The artist page is seen online (so it shows offline); its Play list is never fetched.
    await openArtist(page);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: catalogue.album })).toBeVisible();
    await page.getByRole('button', { name: 'Make available offline' }).click();
    await expect(page.getByText('Available offline', { exact: true })).toBeVisible({ timeout: 20_000 });
    // The persisted query cache is written shortly after the answers come.
    await page.waitForTimeout(1500);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: catalogue.album })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/^Offline:/)).toBeVisible();

    await headerPlay(page).click();
    await player.expectPlaying(catalogue.albumTracks[0] as string);
    await player.waitForPosition(2);
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The queue is emptied, so what the artist's Play puts in it can be told apart.
    await page.getByRole('link', { name: 'Queue' }).click();
    await expect(player.queueRows()).toHaveCount(catalogue.albumTracks.length);
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(player.queueRows()).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: catalogue.album })).toBeVisible();

    await openArtist(page);
    await headerPlay(page).click();
    await player.expectPlaying(catalogue.albumTracks[0] as string);
    await player.waitForPosition(2);
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The three kept tracks, nothing of the artist's other album.
    await page.getByRole('link', { name: 'Queue' }).click();
    const rows = player.queueRows();
    await expect(rows).toHaveCount(catalogue.albumTracks.length);
    for (const title of catalogue.albumTracks) await expect(rows.filter({ hasText: title })).toHaveCount(1);
  } finally {
    await context.close();
  }
});

test('offline, an album never opened says it is not available offline and links to Downloads', async ({ browser }) => {
  test.setTimeout(60_000);
  const { context, page } = await openAlbumOnline(browser);
  try {
    await openArtist(page);
    const other = catalogue.artistAlbums[1] as string;
    const otherPath = `/library/albums/${await albumId(page, other)}`;
    await context.setOffline(true);

    // In the app, with no reload: the notice instead of a skeleton.
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`^Cover of ${other}`) })
      .click();
    const notice = page.getByRole('status').filter({ hasText: NOT_AVAILABLE });
    await expect(notice).toBeVisible();
    await expect(page.locator('.skeleton-grid')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Tracks' })).toHaveCount(0);
    await notice.getByRole('link', { name: 'Go to Downloads' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();

    // A cold start on it: the same.
    await page.goto(otherPath);
    await expect(page.getByRole('status').filter({ hasText: NOT_AVAILABLE })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Downloads' })).toBeVisible();
  } finally {
    await context.close();
  }
});
