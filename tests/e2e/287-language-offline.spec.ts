import { readFileSync } from 'node:fs';
import { test, expect, waitForServiceWorker } from './fixtures';

/**
 * Issue 25 (sweep25): offline, a language this device never loaded cannot be shown. Picking it in
 * the sidebar's language menu says so plainly, keeps the interface and the menu in the language in
 * use and stores nothing; back online, picking it works.
 */

const UNAVAILABLE = 'This language is not available offline yet. Connect to the internet to load it.';

/** Japanese's own word for the sidebar's Home link, as the build reads it. */
const japaneseHome = (JSON.parse(readFileSync('src/app/i18n/locales/ja_JP.json', 'utf8')) as { nav: { home: string } })
  .nav.home;

test('offline, a language never loaded says it is not available, and changes nothing', async ({ page, context }) => {
  await page.goto('/about');
  await waitForServiceWorker(page);
  // The sidebar's language menu (its label is in the language shown: found by its place, as 266).
  const menu = page.locator('.prefs select').nth(1);
  await expect(menu).toHaveValue('en_US');

  await context.setOffline(true);
  await menu.selectOption('ja_JP');
  await expect(page.getByText(UNAVAILABLE)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(menu).toHaveValue('en_US');
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  // Nothing stored: a reload (the service worker serves the app offline) starts in English.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  await context.setOffline(false);
  await page.locator('.prefs select').nth(1).selectOption('ja_JP');
  await expect(page.getByRole('link', { name: japaneseHome, exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  await expect(page.getByText(UNAVAILABLE)).toBeHidden();
});
