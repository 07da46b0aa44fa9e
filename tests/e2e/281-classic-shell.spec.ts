import type { Page } from '@playwright/test';
import { test, expect, accounts } from './fixtures';
import { LoginPage } from './pages/login';
import { ClassicShellPage } from './pages/classic-shell';
import { openAlbumByTitle } from './pages/catalogue';

/**
 * Issue 26, the classic shell's frame: a fixed left sidebar with the player docked at its bottom;
 * below 1024 px the sidebar folds behind a menu button and the player is a strip at the bottom.
 */

// Sign-in, an album's page and the player's engine in each test: on the shared, loaded machine that
// takes more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

async function signedInClassic(page: Page): Promise<ClassicShellPage> {
  const shell = new ClassicShellPage(page);
  await shell.mount();
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  await expect(shell.root).toBeVisible();
  await expect(page.locator('[data-shell="new"]')).toHaveCount(0);
  return shell;
}

async function playAlbum(page: Page, title: string): Promise<void> {
  await openAlbumByTitle(page, title);
  await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).first().click();
}

test('desktop: the landmarks, the menus, and the player docked at the bottom of the sidebar', async ({ page }) => {
  const shell = await signedInClassic(page);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('complementary')).toBeVisible();
  await expect(shell.nav.getByRole('region', { name: 'Explore' })).toBeVisible();
  await expect(shell.nav.getByRole('region', { name: 'My library' })).toBeVisible();
  // The listener has no permission: no Administration.
  await expect(shell.nav.getByRole('region', { name: 'Administration' })).toHaveCount(0);
  // The classic table has no upload screens or channels browse: the libraries instead.
  await expect(shell.nav.getByRole('link', { name: 'My libraries' })).toHaveAttribute('href', '/content/libraries');
  await expect(shell.nav.locator('a[href="/upload"]')).toHaveCount(0);
  await expect(shell.nav.locator('a[href="/library/channels"]')).toHaveCount(0);
  // From the desktop breakpoint there is no menu button: the sidebar stays.
  await expect(shell.menuButton).toBeHidden();
  await expect(shell.sidebar.getByRole('combobox', { name: 'Theme' })).toBeVisible();

  await playAlbum(page, 'Slow Currents');
  const player = shell.player;
  await player.expectPlaying('Low Tide');
  // Docked: within the sidebar's column, at the bottom of the screen.
  const bar = await player.bar.boundingBox();
  const side = await shell.sidebar.boundingBox();
  expect(bar && side && bar.x + bar.width <= side.x + side.width + 1).toBe(true);
  expect(bar && bar.y + bar.height).toBeGreaterThanOrEqual(799);
  await expect(player.seek).toBeVisible();
  await expect(player.bar.getByRole('slider', { name: 'Volume' })).toBeVisible();
  await expect(player.bar.getByRole('link', { name: 'Queue' })).toHaveAttribute('href', '/queue');

  await player.waitForPosition(1);
  await player.button('Pause').click();
  await expect(player.button('Play')).toBeVisible();
  const paused = await player.position();
  await player.button('Next track').click();
  await expect(player.title).toHaveText('Kelp Forest');
  await player.button('Play').click();
  await player.expectPlaying('Kelp Forest');
  expect(paused).toBeGreaterThanOrEqual(1);

  // Issue 27: the docked player's cover opens the now-playing screen over the whole classic frame.
  const opener = player.bar.getByRole('button', { name: 'Open now playing' });
  await opener.click();
  const nowPlaying = page.getByRole('dialog', { name: 'Now playing' });
  await expect(nowPlaying).toBeVisible();
  await expect(nowPlaying.getByRole('heading', { level: 2 })).toHaveText('Kelp Forest');
  await page.keyboard.press('Escape');
  await expect(nowPlaying).toBeHidden();
  await expect(opener).toBeFocused();
});

test('both themes: the frame, the sidebar and the player are clean', async ({ page }) => {
  const shell = await signedInClassic(page);
  await playAlbum(page, 'Slow Currents');
  await shell.player.expectPlaying('Low Tide');
  await shell.player.button('Pause').click();
  const theme = shell.sidebar.getByRole('combobox', { name: 'Theme' });
  // The axe fixture checks every screen again on a theme change.
  await theme.selectOption('dark');
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
  // Another screen in the dark theme, reached in the app, then back to light.
  await shell.nav.getByRole('link', { name: 'Albums', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Albums' })).toBeVisible({ timeout: 15_000 });
  await theme.selectOption('light');
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'light', { timeout: 15_000 });
  await expect(shell.player.button('Play')).toBeVisible();
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar folds behind the menu button, the player is a strip at the bottom', async ({ page }) => {
    const shell = await signedInClassic(page);
    await playAlbum(page, 'Slow Currents');
    await shell.player.expectPlaying('Low Tide');
    await shell.player.button('Pause').click();
    await expect(shell.player.button('Play')).toBeVisible();
    // A strip across the bottom of the screen.
    const bar = await shell.player.bar.boundingBox();
    expect(bar?.width).toBeGreaterThanOrEqual(389);
    expect(bar && bar.y + bar.height).toBeGreaterThanOrEqual(843);
    await expect(shell.nav).toBeHidden();

    await shell.menuButton.click();
    await expect(shell.nav).toBeVisible();
    await expect(shell.closeButton).toBeFocused();
    // The page behind is inert while the menu is open.
    await expect(page.locator('main#main')).toHaveAttribute('inert', '');
    await page.keyboard.press('Escape');
    await expect(shell.nav).toBeHidden();
    await expect(shell.menuButton).toBeFocused();

    await shell.menuButton.click();
    await expect(shell.closeButton).toBeFocused();
    await shell.closeButton.click();
    await expect(shell.nav).toBeHidden();
    await expect(shell.menuButton).toBeFocused();

    // A navigation from the menu closes it.
    await shell.menuButton.click();
    await shell.nav.getByRole('link', { name: 'Albums', exact: true }).click();
    await expect(page).toHaveURL(/\/library\/albums$/);
    // The new screen (a chunk of its own) shows before the navigation counts as done.
    await expect(page.getByRole('heading', { level: 1, name: 'Albums' })).toBeVisible({ timeout: 15_000 });
    await expect(shell.nav).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
