import type { Page } from '@playwright/test';
import { test, expect, albumId, catalogue } from './fixtures';
import { PlayerPage } from './pages/player';
import { playMakingShoal, serveLongEpisodes } from './pages/episodes';

// resume27: a reload a few seconds after Play comes back where the track was, not at 0 or at the
// last periodic save (the write begun on pagehide may not finish before the page goes).
test.describe.configure({ timeout: 60_000 });

/** The bar's elapsed time ("0:07") in seconds. */
async function elapsed(player: PlayerPage): Promise<number> {
  const text = (await player.bar.locator('.player-bar__time').first().textContent()) ?? '';
  const [minutes, seconds] = text.trim().split(':').map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
}

/** Plays until the bar shows at least 0:05, reloads at once, and checks the restored bar and Play. */
async function reloadAfterFiveSeconds(page: Page, player: PlayerPage, title: string): Promise<void> {
  await player.expectPlaying(title);
  await expect.poll(() => elapsed(player), { timeout: 20_000, intervals: [100] }).toBeGreaterThanOrEqual(5);
  const before = await elapsed(player);
  await page.reload();

  await expect(player.title).toHaveText(title, { timeout: 20_000 });
  await expect(player.button('Play')).toBeVisible();
  await expect.poll(() => elapsed(player), { timeout: 20_000 }).toBeGreaterThanOrEqual(5);
  const restored = await elapsed(player);
  // Within 2 s of where it was when the page went (the bar shows whole seconds).
  expect(restored).toBeGreaterThanOrEqual(before - 2);
  expect(restored).toBeLessThanOrEqual(before + 2);

  await player.button('Play').click();
  await expect(player.button('Pause')).toBeVisible();
  await expect.poll(() => player.position(), { timeout: 20_000 }).toBeGreaterThanOrEqual(restored + 1);
  expect(await player.position()).toBeGreaterThanOrEqual(restored);
  await expect(player.title).toHaveText(title);
}

test('music: a reload 5 s into a track restores the bar at that time, and Play resumes there', async ({ page }) => {
  const player = new PlayerPage(page);
  await page.goto(`/library/albums/${await albumId(page, catalogue.album)}`);
  await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).first().click();
  await reloadAfterFiveSeconds(page, player, catalogue.albumTracks[0] ?? '');
});

test('an episode: a reload 5 s in restores the bar at that time, and Play resumes there', async ({
  page,
  context,
  request,
}) => {
  await serveLongEpisodes(context, request);
  const player = new PlayerPage(page);
  await playMakingShoal(page);
  await reloadAfterFiveSeconds(page, player, 'Offline First');
});
