import { execFileSync } from 'node:child_process';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

const DEV_DIST = 'test-results/.dev-pages-dist';

/**
 * The developer pages exist only in builds made with VITE_SHOAL_DEV_PAGES=1 (npm run test:e2e builds
 * dist/ so). When the pod serves a build without them (dist/ rebuilt by hand), a build with them is
 * made aside and served through the pod's test hook; the returned function serves dist/ again.
 */
export async function serveDevBuild(
  request: APIRequestContext,
): Promise<(request: APIRequestContext) => Promise<void>> {
  const html = await (await request.get('/')).text();
  const main = /src="(\/assets\/(?:index|first)-[^"]+\.js)"/.exec(html)?.[1];
  const script = main ? await (await request.get(main)).text() : '';
  if (script.includes('__dev/widgets')) return async () => undefined;
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
