import { test, expect } from './fixtures';
import { PlayerPage } from './pages/player';
import { playMakingShoal, serveLongEpisodes } from './pages/episodes';

// Issue 27: "an episode played to its end is marked played" — on the queue row and on the series' episode list.
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ context, request }) => {
  await serveLongEpisodes(context, request);
});

test('an episode played to its end shows "Played" on its queue row and in its series', async ({ page }) => {
  const player = new PlayerPage(page);
  await playMakingShoal(page);
  await player.expectPlaying('Offline First');
  await page.getByRole('region', { name: 'Player' }).getByRole('link', { name: 'Queue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Queue' })).toBeVisible();
  const row = page.getByRole('list', { name: 'Queue' }).getByRole('listitem').filter({ hasText: 'Offline First' });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('episode-played')).toHaveCount(0);

  await player.seekTo(297);
  // On a phone the queue row shows the mark's icon; its word is there for a screen reader.
  await expect(row.getByTestId('episode-played')).toBeVisible({ timeout: 20_000 });
  await expect(row.getByTestId('episode-played')).toHaveText('Played');

  // The series' page lists it played too (read from the device, not the pod).
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Making Shoal' })).toBeVisible({ timeout: 15_000 });
  const episode = page
    .getByRole('list', { name: 'Episodes' })
    .getByRole('listitem')
    .filter({ hasText: 'Offline First' });
  await expect(episode.getByText('Played', { exact: true })).toBeVisible({ timeout: 15_000 });
});
