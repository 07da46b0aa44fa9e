import { test as base, expect, type Page } from '@playwright/test';

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

export const test = base.extend<{ freshPod: void }>({
  freshPod: [
    async ({ page }, use) => {
      await resetPod(page);
      await use();
    },
    { auto: true },
  ],
});

export { expect };
