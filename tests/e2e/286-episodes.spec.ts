import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { PlayerPage } from './pages/player';
import { EpisodeControlsPage, playMakingShoal, playingRate, serveLongEpisodes } from './pages/episodes';

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ context, request }) => {
  await serveLongEpisodes(context, request);
});

/** Opens the queue from the player bar (a page load would stop the playing episode). */
async function openQueue(page: Page): Promise<EpisodeControlsPage> {
  await page.getByRole('region', { name: 'Player' }).getByRole('link', { name: 'Queue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Queue' })).toBeVisible();
  return new EpisodeControlsPage(page);
}

test('an episode stopped at 2:00 resumes at 2:00 after a reload', async ({ page }) => {
  const player = new PlayerPage(page);
  await playMakingShoal(page);
  await player.expectPlaying('Offline First');
  const controls = await openQueue(page);
  await expect(controls.back).toBeVisible();
  await player.seekTo(120);
  await player.button('Pause').click();
  await expect(player.button('Play')).toBeVisible();
  // Written on pause: the device has it.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number | null>((resolve) => {
            const open = indexedDB.open('shoal');
            open.onsuccess = () => {
              const read = open.result.transaction('episodePositions').objectStore('episodePositions').getAll();
              read.onsuccess = () => resolve((read.result as Array<{ position: number }>)[0]?.position ?? null);
            };
          }),
      ),
    )
    .toBeGreaterThanOrEqual(120);

  await page.reload();
  await playMakingShoal(page);
  await player.expectPlaying('Offline First');
  await expect.poll(() => player.position()).toBeGreaterThanOrEqual(120);
  expect(await player.position()).toBeLessThan(150);
});

test('speed 1.5x sets the element playbackRate; back 15 s and forward 30 s by keyboard', async ({ page }) => {
  const player = new PlayerPage(page);
  await playMakingShoal(page);
  await player.expectPlaying('Offline First');
  const controls = await openQueue(page);
  await controls.speed.focus();
  await controls.speed.selectOption('1.5');
  await expect.poll(() => playingRate(page)).toBe(1.5);

  await player.seekTo(100);
  await expect.poll(() => player.position()).toBeGreaterThanOrEqual(100);
  await controls.forward.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => player.position()).toBeGreaterThanOrEqual(130);
  await controls.back.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => player.position()).toBeLessThan(130);
  await expect(player.title).toHaveText('Offline First');
});

test('the sleep timer at "end of track" pauses at the end of the episode', async ({ page }) => {
  const player = new PlayerPage(page);
  await playMakingShoal(page);
  await player.expectPlaying('Offline First');
  const controls = await openQueue(page);
  await controls.sleep.selectOption('end-of-track');
  await player.seekTo(297);
  await expect(player.button('Play')).toBeVisible({ timeout: 15_000 });
  await expect(player.title).toHaveText('Offline First');
  await expect(controls.sleep).toHaveValue('off');
});

test('queue rows show covers; the current row is marked and in view when the queue opens', async ({ page }) => {
  const player = new PlayerPage(page);
  await playMakingShoal(page);
  await player.expectPlaying('Offline First');
  // An episode plays: the bar's next is "Forward 30 seconds" now; the N key still goes to the next track.
  await expect(
    page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Forward 30 seconds' }),
  ).toBeVisible();
  await page.keyboard.press('n');
  await expect(player.title).not.toHaveText('Offline First');
  await page.keyboard.press('n');
  await player.expectPlaying('Listening Together');
  await openQueue(page);
  const rows = player.queueRows();
  await expect(rows).toHaveCount(3);
  for (const row of await rows.all()) await expect(row.locator('img.queue-row__cover')).toHaveAttribute('src', /.+/);
  const current = page.locator('.queue-list > li[aria-current="true"]');
  await expect(current).toContainText('Listening Together');
  await expect(current).toBeInViewport();
});
