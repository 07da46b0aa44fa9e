import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * Issue 5, install: Chromium itself is asked, over the DevTools protocol, whether the built app
 * served by the demo pod is installable (Page.getInstallabilityErrors) and what it reads of the web
 * app manifest (Page.getAppManifest); the result is printed, and any error fails. Then the manifest's
 * fields, its icons, the iOS tags and the precache list are checked one by one.
 * A profile on disk (a persistent context): in Playwright's usual contexts Chromium answers
 * "in-incognito", since an incognito window cannot install apps.
 */

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test('Chromium finds the built app installable, and its manifest complete', async ({ baseURL }, testInfo) => {
  const profile = mkdtempSync(join(tmpdir(), 'shoal-install-'));
  const context = await chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL });
  try {
    await checkInstallable(context);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function checkInstallable(context: BrowserContext): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: Array<{ errorId: string; errorArguments: Array<{ name: string; value: string }> }>;
  };
  const read = (await cdp.send('Page.getAppManifest')) as {
    url: string;
    errors: Array<{ message: string; critical: number }>;
    data?: string;
  };
  const parsed = JSON.parse(read.data ?? '{}') as { name?: string; icons?: ManifestIcon[] };
  console.log(
    `installability: ${installabilityErrors.length} errors${installabilityErrors.map((e) => ` [${e.errorId}]`).join('')}; ` +
      `manifest: ${parsed.name ?? '(none)'}, ${parsed.icons?.length ?? 0} icons, ${read.errors.length} parse errors (${new URL(read.url).pathname})`,
  );
  expect(installabilityErrors).toEqual([]);
  expect(read.errors).toEqual([]);

  const manifest = (await (await page.request.get(read.url)).json()) as Record<string, unknown> & {
    icons: ManifestIcon[];
  };
  expect(manifest).toMatchObject({
    id: '/',
    name: 'Shoal',
    short_name: 'Shoal',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b1417',
    background_color: '#0b1417',
  });
  expect(String(manifest.description)).not.toBe('');
  const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(icons).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of [
    ...manifest.icons,
    { src: '/icons/apple-touch-icon-180.png', sizes: '180x180', type: 'image/png' },
  ]) {
    const size = await page.evaluate(async (src) => {
      const bitmap = await createImageBitmap(await (await fetch(src)).blob());
      return `${bitmap.width}x${bitmap.height}`;
    }, icon.src);
    expect(size, icon.src).toBe(icon.sizes);
  }

  // The browser offers to install: the sidebar shows the button (its only trigger is beforeinstallprompt).
  await page.reload();
  await expect(page.getByRole('button', { name: 'Install Shoal' })).toBeVisible();

  // A home-screen app on iOS.
  const meta = (name: string) => page.locator(`head meta[name="${name}"]`).getAttribute('content');
  expect(await meta('apple-mobile-web-app-capable')).toBe('yes');
  expect(await meta('apple-mobile-web-app-status-bar-style')).toBeTruthy();
  expect(await meta('apple-mobile-web-app-title')).toBe('Shoal');
  await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/icons/apple-touch-icon-180.png',
  );

  // The worker precaches every built script (en_US's later strings included), so a cold start works
  // offline. The other languages (assets/locales/) are kept once loaded, not precached (issue 25).
  const dist = resolve('dist');
  const worker = readFileSync(join(dist, 'serviceWorker.js'), 'utf8');
  const scripts = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'));
  expect(scripts.some((name) => name.startsWith('en_US-'))).toBe(true);
  for (const name of scripts) expect(worker, name).toContain(`assets/${name}`);
  const languages = readdirSync(join(dist, 'assets', 'locales')).filter((name) => name.endsWith('.js'));
  expect(languages.some((name) => name.startsWith('en_GB-'))).toBe(true);
  for (const name of languages) expect(worker, name).not.toContain(name);
}
