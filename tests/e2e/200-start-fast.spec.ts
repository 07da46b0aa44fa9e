import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// Issue 17: start fast and stay still. What the demo pod sends (compressed, cached for long), what
// the HTML paints before any script, and what start-up waits for.

/**
 * The entry script of the built index.html (a hashed file under /assets/): its module script that is
 * not rolldown's runtime (726 bytes, too small to compress; the build preloads it beside the entry).
 */
async function entryScript(html: string): Promise<string> {
  const sources = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1]);
  const src = sources.find((source) => !/\/rolldown-runtime-/.test(source ?? ''));
  expect(src, 'the entry script of index.html').toMatch(/^\/assets\/.+-[\w-]{8}\.js$/);
  return src!;
}

test('the demo pod answers a hashed asset compressed when asked, with a long cache lifetime', async ({ request }) => {
  const script = await entryScript(await (await request.get('/')).text());
  for (const encoding of ['br', 'gzip'] as const) {
    const answer = await request.get(script, { headers: { 'Accept-Encoding': encoding } });
    expect(answer.status()).toBe(200);
    const headers = answer.headers();
    expect(headers['content-encoding']).toBe(encoding);
    expect(headers['vary']).toMatch(/accept-encoding/i);
    expect(headers['content-type']).toMatch(/javascript/);
    expect(headers['cache-control']).toMatch(/max-age=31536000/);
    expect(headers['cache-control']).toMatch(/immutable/);
    // Decoded by the client, it is the script itself.
    expect((await answer.text()).length).toBeGreaterThan(Number(headers['content-length'] ?? 0));
  }
  // Not asked for, not sent.
  const plain = await request.get(script, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  // The page itself is revalidated at each visit.
  expect((await request.get('/')).headers()['cache-control']).toBe('no-cache');
});

test('API answers above 1 KB are compressed when the client accepts it', async ({ request }) => {
  const big = await request.get('/api/v1/tracks/?page_size=25', {
    headers: { 'Accept-Encoding': 'gzip, deflate, br' },
  });
  expect(big.headers()['content-encoding']).toBe('br');
  expect(big.headers()['vary']).toMatch(/accept-encoding/i);
  expect(((await big.json()) as { count: number }).count).toBeGreaterThan(0);
  const gzip = await request.get('/api/v1/tracks/?page_size=25', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
});

test('the static shell is in the HTML, before any script runs', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const root = html.slice(html.indexOf('<div id="root">'));
  // The frame of the real shell: top bar, sidebar head, content area, inside #root (React replaces it).
  expect(root).toMatch(
    /^<div id="root">\s*(?:<!--[\s\S]*?-->\s*)?<div class="shell" aria-hidden="true" data-static-shell>/,
  );
  for (const part of [
    '<header class="topbar">',
    '<aside class="sidebar">',
    '<div class="sidebar__head">',
    '<main class="content">',
  ])
    expect(root).toContain(part);
  // Its styles come first, inside the head (no stylesheet to wait for: the deploy's CSP allows inline
  // styles), and the theme script is a same-origin file (no inline script: CSP).
  expect(html).not.toContain('rel="stylesheet"');
  const styles = html.indexOf('<style data-first-styles>');
  expect(styles).toBeGreaterThan(0);
  expect(styles).toBeLessThan(html.indexOf('</head>'));
  expect(html.slice(styles)).toMatch(/^<style data-first-styles>[^<]*\.sidebar__head\{/);
  expect(html).toContain('<script src="/boot-theme.js"></script>');
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
});

test('the static shell paints in the theme chosen last, before the app runs', async ({ page }) => {
  // Scripts of the app held back: only the HTML, its styles and the theme script run.
  await page.route(/\/assets\/.*\.js$/, () => undefined);
  await page.addInitScript(() => localStorage.setItem('shoal.theme', 'light'));
  await page.goto('/', { waitUntil: 'commit' });
  const shell = page.locator('[data-static-shell]');
  await expect(shell).toBeAttached();
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('.sidebar__head .brand')).toHaveText('Shoal');
  // The light theme's background, not the dark one's.
  expect(await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--bg').trim())).toBe('#f4f7f7');
});

test('with no session, the anonymous home appears while the API is held back', async ({ page }) => {
  const held: (() => void)[] = [];
  await page.route(
    '**/api/**',
    (route) => new Promise<void>((release) => held.push(() => void route.continue().then(release, release))),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome to / })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  // Nothing of the API had answered: the probe and the session check are both still waiting, together.
  const waiting = held.length;
  expect(waiting).toBeGreaterThanOrEqual(2);
  await page.unroute('**/api/**');
  for (const release of held) release();
});

/** Whether a built script holds the player engine (create-player), read from its source map. */
async function holdsPlayerEngine(page: Page, script: string): Promise<boolean> {
  if (!script.startsWith('/assets/')) return false; // boot-theme.js, not built
  const map = await page.request.get(`${script}.map`);
  // A chunk without a map (rolldown's runtime) holds none of our code; the page fallback answers for it.
  if (!/json/.test(map.headers()['content-type'] ?? '')) return false;
  return ((await map.json()) as { sources: string[] }).sources.some((source) =>
    source.endsWith('src/player/create-player.ts'),
  );
}

test.describe('the player engine', () => {
  // Its chunk is requested by the page, not precached by a service worker meanwhile.
  test.use({ serviceWorkers: 'block' });

  test('is not loaded on a cold start with an empty queue; Play loads it', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const albums = (await (await page.request.get('/api/v1/albums/?q=Slow%20Currents')).json()) as {
      results: { id: number }[];
    };
    await page.goto(`/library/albums/${albums.results[0]!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Slow Currents' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    // Idle work (downloads, uploads, the service worker) has had its chance too.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 5000 })));
    const before = [...scripts];
    expect(before.length).toBeGreaterThan(3);
    for (const script of before) expect(await holdsPlayerEngine(page, script), script).toBe(false);

    await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).first().click();
    await expect(page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Pause' })).toBeVisible();
    const loaded = scripts.slice(before.length);
    const engine: string[] = [];
    for (const script of loaded) if (await holdsPlayerEngine(page, script)) engine.push(script);
    expect(engine).toHaveLength(1);
  });
});
