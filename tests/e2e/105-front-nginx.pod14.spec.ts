// The README's "Serve Shoal as a pod's web front", followed: dist/ behind nginx set up as Funkwhale
// 1.4's deploy template sets up a front (its locations, its Content-Security-Policy, /settings.json
// falling to index.html), in front of the demo pod in 1.4 mode. Skipped where nginx is not installed.
import { readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { test, expect, accounts } from './fixtures';
import { LoginPage } from './pages/login';
import { PlayerPage } from './pages/player';
import { freePort, hasNginx, startFrontNginx, withCover } from './support/front-nginx';

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('behind the deploy template: the pod found from the page, a first login, a deep link, playback and a cover preview with no CSP violation', async ({
  browser,
  baseURL,
}) => {
  test.skip(!hasNginx(), 'nginx is not installed (apt-get install nginx-light; .ci/run does)');
  // A whole visit (login, deep link, playback, upload preview) through a second server: 30 s is tight
  // when another worker runs beside it on a loaded machine.
  test.setTimeout(60_000);
  const pod = new URL(String(baseURL));
  const port = await freePort();
  const nginx = await startFrontNginx(port, pod.host);
  try {
    await followTheReadme(browser, `http://127.0.0.1:${port}`);
  } finally {
    nginx.kill('SIGTERM');
  }
});

async function followTheReadme(browser: Browser, front: string): Promise<void> {
  const context = await browser.newContext({ baseURL: front });
  const page = await context.newPage();
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });

  await test.step('the first visit takes the page origin as the pod (settings.json is index.html here)', async () => {
    const answer = await page.goto('/');
    expect(answer?.headers()['content-security-policy']).toContain("img-src https: http: 'self' data:");
    expect(answer?.headers()['set-cookie'], 'the front, served as files, sets no csrftoken').toBeUndefined();
    await expect(page.getByRole('heading', { level: 1, name: /Shoal demo pod/ })).toBeVisible();
    expect(page.url()).not.toContain('instance-chooser');
  });

  await test.step('a first login (its csrftoken comes from an API answer)', async () => {
    await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  });

  await test.step('a deep link answered by the pod, then Play', async () => {
    const albums = (await (await page.request.get('/api/v1/albums/?q=Slow%20Currents')).json()) as {
      results: Array<{ id: number; title: string }>;
    };
    const id = albums.results.find((album) => album.title === 'Slow Currents')?.id;
    expect(id).toBeDefined();
    await page.goto(`/library/albums/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Slow Currents' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).first().click();
    const player = new PlayerPage(page);
    await player.expectPlaying('Low Tide');
    await player.waitForPosition(1);
  });

  await test.step('the upload dialog previews a cover', async () => {
    const file = withCover(readFileSync('tests/fixtures/uploads/tone.mp3'), 'Covered Tone', PNG);
    await page.goto('/upload');
    await page.getByRole('button', { name: 'Upload music' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload music' });
    await dialog
      .getByLabel('Choose audio files')
      .setInputFiles({ name: 'covered.mp3', mimeType: 'audio/mpeg', buffer: file });
    const cover = dialog.locator('img[src^="data:"]').first();
    await expect(cover).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => cover.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  });

  expect(violations).toEqual([]);
  await context.close();
}
