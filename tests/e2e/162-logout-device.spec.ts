import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, accounts, catalogue, albumId, waitForServiceWorker } from './fixtures';
import { LoginPage } from './pages/login';
import { UploadsPage } from './pages/uploads';

/**
 * Issue 15, "Logout leaves the user's audio behind": a logout says what it removes from the device,
 * then removes it (downloads, the audio and image caches, the upload queue), so the next person on
 * this browser neither sees nor plays the first user's kept tracks. And "a logout made offline does
 * not log out": it holds on the device until the pod hears it, then the cookie is ended there too.
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

/** The listener signs in and keeps the catalogue's album for offline use. */
async function keepAlbumAsListener(context: BrowserContext): Promise<{ page: Page; login: LoginPage }> {
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.logInFromScratch(accounts.listener.username, accounts.listener.password);
  await page.goto(`/library/albums/${await albumId(page, catalogue.album)}`);
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await expect(page.getByText('Available offline', { exact: true })).toBeVisible({ timeout: 20_000 });
  return { page, login };
}

test('a logout with a download says it removes it, removes it, and the next user sees none of it', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext();
  try {
    const { page, login } = await keepAlbumAsListener(context);
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

/** Rows of the user's device data in the app's IndexedDB: downloads and the upload queue. */
async function deviceRows(page: Page): Promise<Record<string, number>> {
  return page.evaluate(
    (stores) =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const open = indexedDB.open('shoal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const counts: Record<string, number> = {};
          const transaction = open.result.transaction(stores);
          for (const name of stores) {
            const request = transaction.objectStore(name).count();
            request.onsuccess = () => (counts[name] = request.result);
          }
          transaction.oncomplete = () => resolve(counts);
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    ['downloads', 'uploadGroups', 'uploads', 'uploadChunks'],
  );
}

/** The upload sends of either pod generation (an upload group's files, or api/v1/uploads/). */
const UPLOAD_SENDS = /\/api\/v[12]\/(upload-groups\/[^/]+\/uploads|uploads)\/?$/;

test('a logout made offline with a download and a waiting upload removes both, holds across a reload, ends the cookie once online, and the next user sees none of it', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  try {
    const { page, login } = await keepAlbumAsListener(context);

    // A file queued while its sends cannot get through: it waits on the device.
    await context.route(
      (url) => UPLOAD_SENDS.test(url.pathname),
      (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback()),
    );
    await new UploadsPage(page).upload(['tone.mp3'], { stay: 'running' });
    await expect.poll(async () => (await deviceRows(page)).uploads).toBe(1);
    const cookie = (await context.cookies()).find((entry) => entry.name === 'sessionid');
    expect(cookie, 'demo is signed in with a session cookie').toBeDefined();

    await page.goto('/logout');
    await expect(page.getByRole('note')).toContainText('1 album or playlist kept for offline use');
    await expect(page.getByRole('note')).toContainText('1 file waiting to be uploaded (it will not be sent)');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Log out', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => cachedEntries(page)).toBe(0);
    await expect.poll(() => deviceRows(page)).toEqual({ downloads: 0, uploadGroups: 0, uploads: 0, uploadChunks: 0 });

    // Still offline, a reload (the service worker serves the app) does not sign demo in again.
    await page.reload();
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();

    // Back online: the logout reaches the pod, and demo's cookie no longer opens a session.
    await context.setOffline(false);
    const outsider = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Cookie: `sessionid=${cookie?.value ?? ''}` },
    });
    try {
      await expect
        .poll(async () => (await outsider.get('/api/v1/users/me/')).status(), {
          timeout: 40_000,
          message: "demo's session cookie is ended at the pod",
        })
        .toBe(401);
    } finally {
      await outsider.dispose();
    }
    await page.reload();
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();

    // Another user on the same browser: none of demo's downloads or uploads.
    await login.logInFromScratch(accounts.admin.username, accounts.admin.password);
    await page.goto('/downloads');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(catalogue.album)).toHaveCount(0);
    await page.goto('/upload/running');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Upload progress of tone.mp3' })).toHaveCount(0);
    expect(await deviceRows(page)).toEqual({ downloads: 0, uploadGroups: 0, uploads: 0, uploadChunks: 0 });
    expect(await cachedEntries(page)).toBe(0);
  } finally {
    await context.close();
  }
});
