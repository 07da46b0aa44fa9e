import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

const DEV_DIST = 'test-results/.dev-pages-dist';

/**
 * The developer pages exist only in builds made with VITE_SHOAL_DEV_PAGES=1 (npm run test:e2e builds
 * dist/ so). When the pod serves a build without them (dist/ rebuilt by hand), a build with them is
 * made aside and served through the pod's test hook; the returned function serves dist/ again.
 */
/**
 * Whether dist/ (which the pod serves) was built with the developer pages: their routes sit in a lazy
 * chunk, not the entry script, so every script of the build is looked at (reading the entry alone
 * rebuilt the app in every run of 181).
 */
function distHasDevPages(): boolean {
  const assets = join('dist', 'assets');
  if (!existsSync(assets)) return false;
  return readdirSync(assets).some(
    (name) => name.endsWith('.js') && readFileSync(join(assets, name), 'utf8').includes('__dev/widgets'),
  );
}

export async function serveDevBuild(
  request: APIRequestContext,
): Promise<(request: APIRequestContext) => Promise<void>> {
  if (distHasDevPages()) return async () => undefined;
  execFileSync('npx', ['vite', 'build', '--outDir', DEV_DIST, '--emptyOutDir', '--logLevel', 'error'], {
    env: { ...process.env, VITE_SHOAL_DEV_PAGES: '1' },
    stdio: 'ignore',
  });
  expect((await request.post('/__test__/static', { data: { dir: DEV_DIST } })).status()).toBe(204);
  return async (later) => {
    await later.post('/__test__/static', { data: { dir: 'dist' } });
  };
}

export async function openDevPage(page: Page, path: '/__dev/widgets' | '/__dev/xss', heading: string): Promise<void> {
  await page.goto(path);
  const found = page.getByRole('heading', { level: 1, name: heading });
  const notFound = page.getByRole('heading', { level: 1, name: 'Page not found' });
  await expect(found.or(notFound)).toBeVisible({ timeout: 15_000 });
  if (await notFound.isVisible())
    throw new Error(`${path} is not in this build: build with VITE_SHOAL_DEV_PAGES=1 (npm run test:e2e does)`);
}

/**
 * ax181: from the next document on, counts on every DOM change the buttons and fields of a
 * developer page that have no name (no text, aria-label, aria-labelledby text, title or label);
 * `namelessControls` gives the most seen at once.
 */
export async function recordNamelessControls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __ax181Nameless?: number };
    w.__ax181Nameless = 0;
    const text = (element: Element | null | undefined) => (element?.textContent ?? '').trim() !== '';
    const named = (element: Element) =>
      text(element) ||
      (element.getAttribute('aria-label') ?? '').trim() !== '' ||
      (element.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .some((id) => id !== '' && text(document.getElementById(id))) ||
      (element.getAttribute('title') ?? '').trim() !== '' ||
      (element.id !== '' && text(document.querySelector(`label[for="${CSS.escape(element.id)}"]`))) ||
      text(element.closest('label'));
    new MutationObserver(() => {
      if (!location.pathname.startsWith('/__dev/')) return;
      const controls = document.querySelectorAll('button, input:not([type=hidden]), textarea, select');
      const nameless = [...controls].filter((element) => !named(element)).length;
      w.__ax181Nameless = Math.max(w.__ax181Nameless ?? 0, nameless);
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

export async function namelessControls(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __ax181Nameless?: number }).__ax181Nameless ?? -1);
}

/** ax181: the strings of the later screens (the `en_US` chunk) answered `ms` late, as on a loaded machine. */
export async function delayLaterStrings(page: Page, ms: number): Promise<void> {
  await page.route('**/assets/en_US-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}
