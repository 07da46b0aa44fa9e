import type { Page } from '@playwright/test';
import { test, expect, catalogue } from './fixtures';
import { describeViolations, runAxe } from './support/axe';
import { NowPlayingPage } from './pages/now-playing';
import { PlayerPage } from './pages/player';

const [FIRST, SECOND, THIRD] = catalogue.albumTracks as [string, string, string];

async function playAlbum(page: Page): Promise<PlayerPage> {
  const body = (await (await page.request.get(`/api/v1/albums/?q=${encodeURIComponent(catalogue.album)}`)).json()) as {
    results: Array<{ id: number; title: string }>;
  };
  const album = body.results.find((item) => item.title === catalogue.album);
  expect(album).toBeTruthy();
  await page.goto(`/library/albums/${album?.id}`);
  // The first visit loads the screen's chunk: on a loaded machine that may take a while.
  await expect(page.getByRole('heading', { level: 1, name: catalogue.album })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).first().click();
  const player = new PlayerPage(page);
  await player.expectPlaying(FIRST);
  return player;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  // A loaded machine plays, seeks and skips slowly: room for it, still under a minute.
  test.describe.configure({ timeout: 50_000 });

  test('a tap on the mini player opens it over everything; its controls play, pause, seek and skip; back closes it', async ({
    page,
  }) => {
    const player = await playAlbum(page);
    const screen = new NowPlayingPage(page);
    await screen.open();

    // The whole viewport, the player bar and the top bar under it.
    expect(await screen.dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    const covered = await page.evaluate(() =>
      ['.player-bar', '.topbar'].map((selector) => {
        const box = document.querySelector(selector)!.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return Boolean(top?.closest('dialog'));
      }),
    );
    expect(covered).toEqual([true, true]);
    await expect(screen.title).toHaveText(FIRST);

    await screen.button('Pause').click();
    await expect(screen.button('Play')).toBeVisible();
    await screen.button('Play').click();
    await expect(screen.button('Pause')).toBeVisible();

    // The demo tracks last 16 to 18 s.
    await screen.seek.fill('10');
    await expect.poll(async () => Number(await screen.seek.inputValue())).toBeGreaterThanOrEqual(10);
    await expect(screen.dialog.getByTestId('now-playing-elapsed')).toHaveText(/^0:1\d$/);
    await expect(screen.dialog.getByTestId('now-playing-remaining')).toHaveText(/^−0:0\d$/);

    await screen.button('Pause').click();
    await screen.seek.fill('0');

    await screen.button('Next track').click();
    await expect(screen.title).toHaveText(SECOND);
    await screen.button('Previous track').click();
    await expect(screen.title).toHaveText(FIRST);

    await page.goBack();
    await expect(screen.dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: catalogue.album })).toBeVisible();
    await expect(player.bar).toBeVisible();
  });

  test('on the cover a swipe left goes to the next track, right to the previous; a swipe down closes', async ({
    page,
  }) => {
    const player = await playAlbum(page);
    const screen = new NowPlayingPage(page);
    await screen.open();
    // Up next holds the tracks after the current one.
    await expect(screen.dialog.getByRole('region', { name: 'Up next' }).getByRole('listitem')).toHaveCount(2);
    await screen.swipeCover(-160, 0);
    await expect(screen.title).toHaveText(SECOND);
    await expect(player.title).toHaveText(SECOND);
    // Paused at 0:00, so that Previous (which restarts a track past 3 s) goes back however slow the machine.
    await screen.button('Pause').click();
    await screen.seek.fill('0');
    await expect(screen.seek).toHaveValue('0');
    // A second swipe if the first one only restarted the track (Previous past 3 s on a slow machine).
    await expect(async () => {
      await screen.swipeCover(160, 0);
      await expect(screen.title).toHaveText(FIRST, { timeout: 3000 });
    }).toPass({ timeout: 15_000 });

    // A swipe down closes it, and the app is still there.
    await screen.swipeCover(0, 200);
    await expect(screen.dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: catalogue.album })).toBeVisible();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.describe.configure({ timeout: 50_000 });

  test('the button opens it, Escape closes it and the focus is back on the button; F opens it too', async ({
    page,
  }) => {
    await playAlbum(page);
    const screen = new NowPlayingPage(page);
    await screen.open();
    expect(await screen.dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 800 });
    await expect(screen.dialog.getByRole('slider', { name: 'Volume' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(screen.dialog).toBeHidden();
    await expect(screen.openButton).toBeFocused();

    await page.keyboard.press('f');
    await expect(screen.dialog).toBeVisible();
    await screen.button('Close now playing').click();
    await expect(screen.dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: catalogue.album })).toBeVisible();
  });

  test('every control works from the keyboard alone', async ({ page }) => {
    await playAlbum(page);
    const screen = new NowPlayingPage(page);
    await screen.openButton.focus();
    await page.keyboard.press('Enter');
    await expect(screen.dialog).toBeVisible();
    await expect(screen.button('Close now playing')).toBeFocused();

    const visualizer = screen.button('Visualizer');
    await screen.tabTo(visualizer);
    const shown = await visualizer.getAttribute('aria-pressed');
    await page.keyboard.press('Space');
    await expect(visualizer).toHaveAttribute('aria-pressed', shown === 'true' ? 'false' : 'true');

    await screen.tabTo(screen.seek);
    const before = Number(await screen.seek.inputValue());
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => Number(await screen.seek.inputValue())).toBeGreaterThanOrEqual(before + 2);

    const shuffle = screen.button('Shuffle');
    await screen.tabTo(shuffle);
    await page.keyboard.press('Enter');
    await expect(shuffle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
    await expect(shuffle).toHaveAttribute('aria-pressed', 'false');

    await screen.tabTo(screen.button('Previous track'));
    await page.keyboard.press('Tab');
    await expect(screen.button('Pause')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(screen.button('Play')).toBeFocused();
    await page.keyboard.press('Enter');
    // Playing again waits for the audio to resume, which a loaded machine can make slow.
    await expect(screen.button('Pause')).toBeFocused({ timeout: 20_000 });

    await screen.tabTo(screen.button('Next track'));
    await page.keyboard.press('Enter');
    await expect(screen.title).toHaveText(SECOND);

    const looping = screen.button('Looping');
    await screen.tabTo(looping);
    await page.keyboard.press('Enter');
    await expect(looping).toHaveAttribute('data-looping', 'single');

    const mute = screen.button('Mute');
    await screen.tabTo(mute);
    await page.keyboard.press('Enter');
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
    await expect(mute).toHaveAttribute('aria-pressed', 'false');

    const volume = screen.dialog.getByRole('slider', { name: 'Volume' });
    await screen.tabTo(volume);
    await page.keyboard.press('Home');
    await expect(volume).toHaveValue('0');

    // Up next: the track after this one plays from its row.
    const row = screen.dialog.getByRole('region', { name: 'Up next' }).getByRole('button', { name: new RegExp(THIRD) });
    await screen.tabTo(row);
    await page.keyboard.press('Enter');
    await expect(screen.title).toHaveText(THIRD);

    // The whole queue, one step away: the screen gives way to it.
    const queue = screen.dialog.getByRole('link', { name: 'Whole queue' });
    await screen.tabTo(queue);
    await page.keyboard.press('Enter');
    await expect(screen.dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Queue' })).toBeVisible();
  });

  test('axe finds nothing on it in the light and the dark theme', async ({ page }) => {
    await playAlbum(page);
    const screen = new NowPlayingPage(page);
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((choice) => (document.body.dataset.theme = choice), theme);
      await screen.open();
      await expect(screen.title).toHaveText(FIRST);
      expect(describeViolations(await runAxe(page)), theme).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(screen.dialog).toBeHidden();
    }
  });
});
