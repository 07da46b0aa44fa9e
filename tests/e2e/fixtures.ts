import { test as base, expect, type Page } from '@playwright/test';
import { startWorkerPod } from './support/worker-pod';
import { axeCounts, watchContext, type AxeWatchOptions } from './support/axe';

/** Names of the demo catalogue (pod/catalogue/catalogue.json) that the specs rely on. */
export const catalogue = {
  artist: 'Tidepool Ensemble',
  album: 'Slow Currents',
  albumTracks: ['Low Tide', 'Kelp Forest', 'Sea Glass'],
  artistAlbums: ['Slow Currents', 'Night Swim'],
};

export const accounts = {
  listener: { username: 'demo', password: 'demo' },
  admin: { username: 'admin', password: 'admin' },
};

/** The `count` of a list endpoint of the pod, asked directly (the tests compare the screens to it). */
export async function podCount(page: Page, path: string): Promise<number> {
  const response = await page.request.get(`/api/v1/${path}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { count: number }).count;
}

/** Puts the demo pod back to its seeded state (only answered when it runs with --test-hooks). */
export async function resetPod(page: Page): Promise<void> {
  const response = await page.request.post('/__test__/reset');
  expect(response.status()).toBe(204);
}

export const test = base.extend<
  { freshPod: void; axe: AxeWatchOptions; axeWatch: void },
  { podURL: string; axeStats: void }
>({
  // The first worker uses the config's pods; the others start their own (support/worker-pod.ts).
  podURL: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const configured = String(workerInfo.project.use.baseURL);
      if (workerInfo.parallelIndex === 0) return use(configured);
      const mode = workerInfo.project.name === 'pod-1.4' ? '1.4' : '2.0';
      const pod = await startWorkerPod(mode, workerInfo.parallelIndex);
      try {
        await use(pod.url);
      } finally {
        await pod.stop();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ podURL }, use) => use(podURL),
  // axe25: axe after each navigation and each opened dialog (support/axe.ts); the test fails on any
  // violation. A spec may turn it off or leave a node out only with a written reason beside it.
  // E2E_AXE=0 turns it off to measure what it costs, never in CI.
  axe: [{ enabled: process.env.E2E_AXE !== '0', exclude: [] }, { option: true }],
  axeWatch: [
    async ({ context, page, axe }, use, testInfo) => {
      void page; // torn down before the page closes, so the screen the test ends on is checked
      if (!axe.enabled) return use();
      const finish = await watchContext(context, axe);
      await use();
      const findings = await finish();
      if (!findings.length) return;
      const listing = findings.map((finding) => `${finding.where}\n  ${finding.lines.join('\n  ')}`).join('\n');
      await testInfo.attach('axe violations', { body: listing, contentType: 'text/plain' });
      throw new Error(`axe (WCAG 2.1 A, AA) found violations:\n${listing}`);
    },
    { auto: true, timeout: 30_000 },
  ],
  // What the watch cost in this worker (E2E_AXE_STATS=1 prints it).
  axeStats: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      await use();
      if (process.env.E2E_AXE_STATS === '1') console.log(`axe watch: ${JSON.stringify(axeCounts)}`);
    },
    { scope: 'worker', auto: true },
  ],
  // end axe25
  freshPod: [
    async ({ page }, use) => {
      await resetPod(page);
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/** The id of the album or track of this exact title on the pod (channel content included). */
export async function podIdOf(page: Page, kind: 'albums' | 'tracks', title: string): Promise<number> {
  const response = await page.request.get(`/api/v1/${kind}/?q=${encodeURIComponent(title)}&include_channels=true`);
  const body = (await response.json()) as { results: Array<{ id: number; title: string }> };
  const item = body.results.find((entry) => entry.title === title);
  expect(item, `${kind} ${title} on the pod`).toBeTruthy();
  return item?.id ?? 0;
}

export const albumId = (page: Page, title: string): Promise<number> => podIdOf(page, 'albums', title);
export const trackId = (page: Page, title: string): Promise<number> => podIdOf(page, 'tracks', title);

/**
 * Waits until a service worker controls the page. It claims the open pages when it activates, but a
 * page whose navigation started before that and ended after it stays uncontrolled (Chromium, and
 * the spec of clients.claim()): such a page is reloaded, as a user's next visit would be.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}
