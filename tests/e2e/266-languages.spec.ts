import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, accounts, waitForServiceWorker } from './fixtures';
import { LoginPage } from './pages/login';

/**
 * Issue 25: the language of the interface. The browser's language on a first visit, each of the 38
 * codes loading its own file, right to left for Arabic and Persian, a stored choice that survives a
 * reload (translated from the first text drawn), and a language kept for offline use.
 */

type Tree = { [key: string]: string | Tree };

/** A string of a language file, read as the build reads it (src/app/i18n/locales/<code>.json). */
function stringOf(code: string, path: string): string {
  const tree = JSON.parse(readFileSync(`src/app/i18n/locales/${code}.json`, 'utf8')) as Tree;
  const value = path
    .split('.')
    .reduce<string | Tree | undefined>((node, key) => (node as Tree | undefined)?.[key], tree);
  if (typeof value !== 'string') throw new Error(`${code} has no ${path}`);
  return value;
}

const OFFERED = [
  'ar',
  'ca',
  'ca@valencia',
  'cs',
  'de',
  'en_GB',
  'en_US',
  'eo',
  'es',
  'eu',
  'fr_FR',
  'gl',
  'hu',
  'it',
  'ja_JP',
  'kab_DZ',
  'ko_KR',
  'nb_NO',
  'nn_NO',
  'nl',
  'oc',
  'pl',
  'pt_BR',
  'pt_PT',
  'ru',
  'sq',
  'zh_Hans',
  'zh_Hant',
  'fa_IR',
  'ml',
  'sv',
  'el',
];
/** The six codes the menu does not offer, with the browser tag that asks for each. */
const ON_REQUEST = [
  ['bn', 'bn'],
  ['bn_BD', 'bn-BD'],
  ['ga', 'ga'],
  ['id', 'id'],
  ['lt', 'lt'],
  ['tr', 'tr-TR'],
] as const;

const libraryHome = (code: string) => (code === 'en_US' ? 'Library home' : stringOf(code, 'nav.libraryHome'));
const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: /./ }).first().getByRole('link', { name, exact: true });

test.describe('a browser set to fr-CA', () => {
  test.use({ locale: 'fr-CA' });

  test('gets French on the first visit, kept for offline use', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: stringOf('fr_FR', 'nav.home'), exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    // Fetched before any service worker ran: the page hands it to the worker's cache.
    await waitForServiceWorker(page);
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('shoal-locales-v1')).keys()).length))
      .toBeGreaterThan(0);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('link', { name: stringOf('fr_FR', 'nav.home'), exact: true })).toBeVisible();
    await context.setOffline(false);
  });
});

test('the menu offers the 32 languages, each under its own name, and each loads its own words', async ({ page }) => {
  test.setTimeout(90_000);
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  // The sidebar's language menu (its label is in the language shown: found by its place).
  const menu = page.locator('.prefs select').nth(1);
  await expect(menu).toHaveValue('en_US');
  const values = await menu
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect([...values].sort()).toEqual([...OFFERED].sort());
  for (const code of OFFERED) {
    await menu.selectOption(code);
    await expect(sidebarLink(page, libraryHome(code))).toBeVisible();
  }
});

for (const [code, tag] of ON_REQUEST) {
  test.describe(`a browser asking for ${tag}`, () => {
    test.use({ locale: tag });

    test(`gets ${code}, not offered in the menu, with its own words and English for the rest`, async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('link', { name: stringOf(code, 'nav.home'), exact: true })).toBeVisible();
      await expect(page.locator('.prefs select').nth(1)).toHaveValue(code);
    });
  });
}

for (const code of ['ar', 'fa_IR'] as const) {
  test(`${code} is written right to left: the sidebar on the right, from the first paint after a reload`, async ({
    page,
  }) => {
    await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
    await page.locator('.prefs select').nth(1).selectOption(code);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', code.replace('_', '-'));
    const sidebar = await page.locator('aside.sidebar').last().boundingBox();
    const main = await page.getByRole('main').boundingBox();
    expect(sidebar && main && sidebar.x > main.x, 'the sidebar is right of the content').toBe(true);
    // The static shell (drawn before any script) is mirrored too.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { shellDir: string }).shellDir = document.documentElement.dir;
      });
    });
    await page.reload();
    await expect(sidebarLink(page, libraryHome(code))).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { shellDir: string }).shellDir)).toBe('rtl');
  });
}

test('a stored choice survives a reload, and the first text drawn is already translated', async ({ page }) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  await page.locator('.prefs select').nth(1).selectOption('de');
  await expect(sidebarLink(page, libraryHome('de'))).toBeVisible();
  // Every text of the sidebar's links as it is first drawn, before anything could change it.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { firstTexts: string[] }).firstTexts = seen;
    new MutationObserver(() => {
      if (seen.length > 0) return;
      const links = document.querySelectorAll('.sidebar__nav a');
      if (links.length > 0) links.forEach((link) => seen.push(link.textContent ?? ''));
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(sidebarLink(page, libraryHome('de'))).toBeVisible();
  const first = await page.evaluate(() => (window as unknown as { firstTexts: string[] }).firstTexts);
  expect(first).toContain(libraryHome('de'));
  expect(first).not.toContain('Library home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});
