import { test, expect } from './fixtures';
import { NowPlayingPage } from './pages/now-playing';
import { PlayerPage } from './pages/player';
import { playMakingShoal, serveLongEpisodes } from './pages/episodes';

// Issue 27: while an episode plays, the cover's swipes follow the episode rules (30 s forward, 15 s
// back) like the buttons; the controls' group is named for what it holds.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
test.describe.configure({ timeout: 50_000 });

test.beforeEach(async ({ context, request }) => {
  await serveLongEpisodes(context, request);
});

test('a swipe on the cover of an episode seeks 30 s forward and 15 s back, on the same episode', async ({ page }) => {
  const player = new PlayerPage(page);
  await playMakingShoal(page);
  await player.expectPlaying('Offline First');
  const screen = new NowPlayingPage(page);
  await screen.open();
  await expect(screen.dialog.getByRole('region', { name: 'Playback speed and sleep timer' })).toBeVisible();
  // Paused at 1:00, so the positions below are exact however slow the machine.
  await screen.button('Pause').click();
  await screen.seek.fill('60');
  await expect(screen.seek).toHaveValue('60');

  await screen.swipeCover(-160, 0);
  await expect(screen.seek).toHaveValue('90', { timeout: 15_000 });
  await expect(screen.title).toHaveText('Offline First');

  await screen.swipeCover(160, 0);
  await expect(screen.seek).toHaveValue('75', { timeout: 15_000 });
  await expect(screen.title).toHaveText('Offline First');
});
