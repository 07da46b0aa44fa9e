import { test, expect, accounts, catalogue, albumId, waitForServiceWorker } from './fixtures';
import { LoginPage } from './pages/login';
import { PlayerPage } from './pages/player';

/**
 * Issue 14, "every Play works offline from what the device holds", with the real service worker in
 * Chromium against the demo pod: an album kept for offline use, then a reload with the network cut.
 * Its header Play plays (the clock moves); the artist's header Play, whose list was never fetched,
 * plays that artist's kept tracks; an album never visited says it is not available offline and links
 * to Downloads, in the app and on a cold start.
 */

test('offline, the header Plays of a kept album and of its artist play what the device keeps; an unvisited album says so', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const player = new PlayerPage(page);
    await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
    const albumPath = `/library/albums/${await albumId(page, catalogue.album)}`;
    const unvisitedPath = `/library/albums/${await albumId(page, catalogue.artistAlbums[1] as string)}`;

    // Online: the artist page is seen (so it shows offline), the album is kept for offline use.
    await page.goto(albumPath);
    await expect(page.getByRole('heading', { level: 1, name: catalogue.album })).toBeVisible();
    await waitForServiceWorker(page);
    await page.getByRole('main').getByRole('link', { name: catalogue.artist }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: catalogue.artist })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: catalogue.album })).toBeVisible();
    await page.getByRole('button', { name: 'Make available offline' }).click();
    await expect(page.getByText('Available offline', { exact: true })).toBeVisible({ timeout: 20_000 });
    // The persisted query cache is written shortly after the answers come.
    await page.waitForTimeout(1500);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: catalogue.album })).toBeVisible();
    // Offline shows with no action having failed first (the browser said there is no network).
    await expect(page.getByText(/^Offline:/)).toBeVisible();

    // The album's header Play (the first Play of the page, before the track rows').
    await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).first().click();
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

    // The artist's header Play: its list was never fetched; the kept tracks are that artist's.
    await page.getByRole('main').getByRole('link', { name: catalogue.artist }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: catalogue.artist })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).first().click();
    await player.expectPlaying(catalogue.albumTracks[0] as string);
    await player.waitForPosition(3);
    await expect(page.getByRole('alert')).toHaveCount(0);

    // Its other album was never opened: said plainly, with the way to Downloads.
    await page.getByRole('main').getByRole('link', { name: new RegExp(`^Cover of ${catalogue.artistAlbums[1]}`) }).click();
    const notice = page.getByRole('status').filter({ hasText: 'This page is not available offline.' });
    await expect(notice).toBeVisible();
    await expect(page.locator('.skeleton-grid')).toHaveCount(0);
    await notice.getByRole('link', { name: 'Go to Downloads' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Downloads' }).getByText(catalogue.album)).toBeVisible();

    // The queue holds what the artist's Play took: the three kept tracks, nothing of the other album.
    await page.getByRole('link', { name: 'Queue' }).click();
    const rows = player.queueRows();
    await expect(rows).toHaveCount(catalogue.albumTracks.length);
    for (const title of catalogue.albumTracks) await expect(rows.filter({ hasText: title })).toHaveCount(1);

    // A cold start on the unvisited album: the same notice, not a skeleton.
    await page.goto(unvisitedPath);
    await expect(page.getByRole('status').filter({ hasText: 'This page is not available offline.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Downloads' })).toBeVisible();
  } finally {
    await context.close();
  }
});
