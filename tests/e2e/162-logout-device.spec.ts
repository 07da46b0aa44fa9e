import type { Page } from '@playwright/test';
import { test, expect, accounts, catalogue, albumId, waitForServiceWorker } from './fixtures';
import { LoginPage } from './pages/login';

/**
 * Issue 15, "Logout leaves the user's audio behind": a logout says what it removes from the device,
 * then removes it (downloads, the audio and image caches), so the next person on this browser neither
 * sees nor plays the first user's kept tracks.
 */

// The image cache is emptied too, but the anonymous home that follows the logout caches the pod's
// public covers again at once: the audio is what must be gone.
const USER_CACHES = ['shoal-audio-kept-v1', 'shoal-audio-recent-v1'];

async function cachedEntries(page: Page): Promise<number> {
  return page.evaluate(async (names) => {
    let count = 0;
    for (const name of names) if (await caches.has(name)) count += (await (await caches.open(name)).keys()).length;
    return count;
  }, USER_CACHES);
}

test('a logout with a download says it removes it, removes it, and the next user sees none of it', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.logInFromScratch(accounts.listener.username, accounts.listener.password);
    await page.goto(`/library/albums/${await albumId(page, catalogue.album)}`);
    await waitForServiceWorker(page);
    await page.getByRole('button', { name: 'Make available offline' }).click();
    await expect(page.getByText('Available offline', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => cachedEntries(page)).toBeGreaterThanOrEqual(3);

    await page.goto('/logout');
    await expect(page.getByRole('note')).toContainText('1 album or playlist kept for offline use');
    await page.getByRole('button', { name: 'Log out', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => cachedEntries(page)).toBe(0);

    await login.logInFromScratch(accounts.admin.username, accounts.admin.password);
    await page.goto('/downloads');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(catalogue.album)).toHaveCount(0);
  } finally {
    await context.close();
  }
});
