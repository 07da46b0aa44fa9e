import type { Page } from '@playwright/test';
import { test, expect, accounts } from './fixtures';
import { LoginPage } from './pages/login';

test('a reload keeps the user, the pod, the language and the theme', async ({ page }) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  await page.getByLabel('Language').selectOption('en_GB');
  await expect(page.getByRole('link', { name: 'Favourites' })).toBeVisible();
  await page.getByLabel('Theme').selectOption('dark');
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, demo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Favourites' })).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
});

test('the chooser lists the pods used before, and one click goes back to one', async ({ page, baseURL }) => {
  const here = `${baseURL}/`;
  const other = here.replace('127.0.0.1', 'localhost');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Shoal demo pod' })).toBeVisible();
  // Another address (the same pod under another name, which this origin cannot reach for lack of CORS).
  await page.goto(`/library?_server=${encodeURIComponent(other)}`);
  await expect.poll(() => storedInstance(page)).toBe(other);
  await page.goto('/instance-chooser');
  const known = page.getByRole('list', { name: 'Pods you used before' });
  await expect(known.getByRole('listitem')).toHaveCount(2);
  await expect(known.getByRole('listitem').first()).toContainText(other);
  await known.getByRole('button', { name: `Connect to ${here}` }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Shoal demo pod' })).toBeVisible();
});

test('a corrupt stored session is discarded, not a blank screen', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Shoal demo pod' })).toBeVisible();
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('shoal');
        open.onsuccess = () => {
          const tx = open.result.transaction('session', 'readwrite');
          tx.objectStore('session').put({ id: 'current', version: 1, instanceUrl: 42, profile: 'not a profile' });
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Shoal demo pod' })).toBeVisible();
  expect(messages.some((text) => /session/i.test(text))).toBe(true);
});

/** The instance URL in the app's IndexedDB session row. */
function storedInstance(page: Page): Promise<unknown> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('shoal');
        open.onsuccess = () => {
          const request = open.result.transaction('session').objectStore('session').get('current');
          request.onsuccess = () => resolve((request.result as { instanceUrl?: unknown } | undefined)?.instanceUrl);
          request.onerror = () => reject(request.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
}
