import type { Page } from '@playwright/test';
import { test, expect, accounts, catalogue } from './fixtures';
import { LoginPage } from './pages/login';
import { PlayerPage } from './pages/player';
import {
  expectGoodFocus,
  forbidMouse,
  press,
  pressToNavigate,
  smallTargets,
  tabTo,
  walkScreen,
} from './support/keyboard';

/**
 * Issue 25, keyboard only: a new user goes through Shoal with the keyboard alone. The mouse and the
 * focusing shortcuts of Playwright throw (support/keyboard.ts); after every step the focused element
 * is on screen with a visible ring, and a round of Tab on each screen meets nothing hidden or inert.
 * Split in four tests (each under a minute); the later ones start signed in (the first one logs in by
 * keyboard).
 */

let allowMouseAgain: (() => void) | null = null;
test.beforeEach(({ page }) => {
  allowMouseAgain = forbidMouse(page);
});
test.afterEach(() => {
  allowMouseAgain?.();
  allowMouseAgain = null;
});

const main = (page: Page) => page.getByRole('main');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Signed in (the pod's login endpoint, no UI), on the album's page reached by keyboard from the library. */
async function signedInOnAlbum(page: Page): Promise<PlayerPage> {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  await tabTo(page, nav(page).getByRole('link', { name: 'Albums', exact: true }), 'to Albums');
  await pressToNavigate(page, 'Enter', 'open Albums');
  await tabTo(page, main(page).getByRole('link', { name: new RegExp(`^Cover of ${catalogue.album}`) }), 'to the album');
  await pressToNavigate(page, 'Enter', 'open the album');
  await expect(h1(page)).toHaveText(catalogue.album);
  return new PlayerPage(page);
}

test('first visit: the skip link, then logging in, by keyboard', async ({ page }) => {
  await page.goto('/');
  await expect(h1(page)).toBeVisible();
  // The first Tab shows the skip link; Enter takes the focus to the main content.
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await press(page, 'Tab', 'first Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await press(page, 'Enter', 'skip link');
  await expect(main(page)).toBeFocused();
  await expect(skip).not.toBeInViewport();
  // The next Tab goes into the main content, not back through the sidebar.
  await press(page, 'Tab', 'after the skip link');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);

  const anonymousStops = await walkScreen(page, 'anonymous home');
  expect(anonymousStops.length).toBeGreaterThan(3);

  await tabTo(page, nav(page).locator('..').getByRole('link', { name: 'Log in', exact: true }), 'to Log in');
  await pressToNavigate(page, 'Enter', 'open Log in');
  await expect(page).toHaveURL(/\/login$/);
  await tabTo(page, page.getByLabel('Username or e-mail address'), 'to the username');
  await page.keyboard.type(accounts.listener.username);
  await press(page, 'Tab', 'to the password');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(accounts.listener.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.locator('a[href="/logout"]')).toBeAttached({ timeout: 20_000 });
  await expect(h1(page)).toBeFocused();
  await expectGoodFocus(page, 'library home after login');
  await walkScreen(page, 'library home');
});

test('an album: play, pause, next, seek and volume by keys', async ({ page }) => {
  const player = await signedInOnAlbum(page);
  await walkScreen(page, 'album');

  await tabTo(page, main(page).getByRole('button', { name: 'Play', exact: true }).first(), 'to Play');
  await press(page, 'Enter', 'play the album');
  await player.expectPlaying(catalogue.albumTracks[0]!);

  await tabTo(page, player.button('Pause'), 'to Pause');
  await press(page, 'Enter', 'pause');
  await expect(player.button('Play')).toBeFocused();

  await tabTo(page, player.button('Next track'), 'to Next track');
  await press(page, 'Enter', 'next track');
  await expect(player.title).toHaveText(catalogue.albumTracks[1]!);
  // Paused again if Next started it, so the positions below stay put.
  if (await player.button('Pause').isVisible()) {
    await tabTo(page, player.button('Pause'), 'to Pause again', { backwards: true });
    await press(page, 'Enter', 'pause again');
  }

  await tabTo(page, player.seek, 'to Seek');
  await press(page, 'Home', 'seek to the start');
  await expect(player.seek).toHaveValue('0');
  await expect(player.seek).toHaveAttribute('aria-valuetext', /^0:00 /);
  await press(page, 'ArrowRight', 'seek forward');
  await press(page, 'ArrowRight', 'seek forward');
  await expect(player.seek).toHaveValue('2');
  await expect(player.seek).toHaveAttribute('aria-valuetext', /^0:02 /);
  await press(page, 'PageUp', 'seek a step forward');
  await expect.poll(() => player.position()).toBeGreaterThan(2);
  await press(page, 'ArrowLeft', 'seek back');

  const volume = player.bar.getByRole('slider', { name: 'Volume' });
  await tabTo(page, volume, 'to Volume');
  await press(page, 'End', 'volume full');
  await expect(volume).toHaveValue('100');
  await expect(volume).toHaveAttribute('aria-valuetext', '100%');
  await press(page, 'ArrowDown', 'volume down');
  await press(page, 'ArrowLeft', 'volume down');
  await expect(volume).toHaveValue('98');
  await expect(volume).toHaveAttribute('aria-valuetext', '98%');
  await press(page, 'PageDown', 'volume a step down');
  await expect.poll(async () => Number(await volume.inputValue())).toBeLessThan(98);
  await press(page, 'Home', 'volume off');
  await expect(volume).toHaveValue('0');
  await press(page, 'PageUp', 'volume a step up');
  await expect.poll(async () => Number(await volume.inputValue())).toBeGreaterThan(0);
});

test('the queue by keys: move a track down, remove one; favorite; add-to-playlist closed with Escape', async ({
  page,
}) => {
  const player = await signedInOnAlbum(page);
  await tabTo(page, main(page).getByRole('button', { name: 'Play', exact: true }).first(), 'to Play');
  await press(page, 'Enter', 'play the album');
  await player.expectPlaying(catalogue.albumTracks[0]!);
  await tabTo(page, player.button('Pause'), 'to Pause');
  await press(page, 'Enter', 'pause');

  await tabTo(page, player.bar.getByRole('link', { name: 'Queue' }), 'to the queue');
  await pressToNavigate(page, 'Enter', 'open the queue');
  await expect(h1(page)).toHaveText('Queue');
  await walkScreen(page, 'queue');
  // The player's and the queue's small buttons are still targets of at least 24 px.
  expect(await smallTargets(player.bar)).toEqual([]);
  expect(await smallTargets(page.getByRole('list', { name: 'Queue' }))).toEqual([]);
  const [first, second, third] = catalogue.albumTracks as [string, string, string];
  await tabTo(page, page.getByRole('button', { name: `Move ${first} down` }), 'to Move down');
  await press(page, 'Enter', 'move the first track down');
  await expect(player.queueRows().nth(0)).toContainText(second);
  await expect(player.queueRows().nth(1)).toContainText(first);
  // The focus follows the moved track.
  await expect(page.getByRole('button', { name: `Move ${first} down` })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: `Remove ${third}` }), 'to Remove');
  await press(page, 'Enter', 'remove the last track');
  await expect(player.queueRows()).toHaveCount(2);
  await expectGoodFocus(page, 'after the removal');

  const favorite = player.bar.getByRole('button', { name: 'Favorite', exact: true });
  await tabTo(page, favorite, 'to Favorite');
  await expect(favorite).toHaveAttribute('aria-pressed', 'false');
  await press(page, 'Enter', 'favorite the track');
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');

  const addButton = player.bar.getByRole('button', { name: /to a playlist/ });
  await tabTo(page, addButton, 'to Add to playlist');
  await press(page, 'Enter', 'open add-to-playlist');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
  // The dialog keeps the focus: a round of Tab stays inside it.
  const inDialog = await walkScreen(page, 'add-to-playlist dialog');
  expect(inDialog.length).toBeGreaterThan(1);
  expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(addButton).toBeFocused();
  await expectGoodFocus(page, 'back from the dialog');
});

test('search, switching to Deutsch and back, the dark theme, and logging out by keys', async ({ page }) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const search = page.locator('.sidebar').getByRole('combobox', { name: 'Search' });
  await tabTo(page, search, 'to the search box', { max: 200 });
  await page.keyboard.type('Kelp');
  await expectGoodFocus(page, 'typing a search');
  await pressToNavigate(page, 'Enter', 'search');
  await expect(page).toHaveURL(/\/search\?q=Kelp/);
  // The results open on the artists (none here); the tracks are one tab further.
  const tracksTab = main(page).getByRole('link', { name: /^Tracks \d+ results?$/ });
  await tabTo(page, tracksTab, 'to the Tracks results');
  await press(page, 'Enter', 'show the tracks found');
  await expect(page).toHaveURL(/type=tracks/);
  // A tab keeps the focus (no jump to the h1).
  await expect(tracksTab).toBeFocused();
  await expect(main(page).getByText(catalogue.albumTracks[1]!).first()).toBeVisible();
  await walkScreen(page, 'search results');

  // Found by place, not by name: its label changes with the language.
  const language = page.locator('.sidebar .prefs select').nth(1);
  await tabTo(page, language, 'to the language menu');
  // A closed select takes typed letters: the first option of that name is chosen at once.
  await page.keyboard.type('Deutsch');
  await expect(language).toHaveValue('de');
  // The shell's library entry in German (the navigation's own name is German too now).
  await expect(page.locator('.sidebar__nav').getByRole('link', { name: 'Bibliothek-Startseite' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expectGoodFocus(page, 'in German');
  await expect(language).toBeFocused();
  // Typing "English (US)" would not do: a space opens the list. Home goes to the first entry, the
  // built-in English (US); arrows walk on from there if a later menu orders them otherwise.
  await page.keyboard.press('Home');
  for (let step = 0; step < 40; step++) {
    const value = await language.inputValue();
    if (value === 'en_US') break;
    await page.keyboard.press('ArrowDown');
    await expect(language).not.toHaveValue(value);
  }
  await expect(language).toHaveValue('en_US');
  await expect(nav(page).getByRole('link', { name: 'Library home' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expectGoodFocus(page, 'back in English');

  const theme = page.locator('.sidebar .prefs select').nth(0);
  await tabTo(page, theme, 'to the theme menu', { backwards: true });
  await page.keyboard.type('Dark');
  await expect(theme).toHaveValue('dark');
  await expectGoodFocus(page, 'dark theme');
  // Every stop of a screen again, now with the dark theme's colours (the ring's contrast is checked).
  await walkScreen(page, 'library home, dark');

  await tabTo(page, page.getByRole('link', { name: 'Log out' }), 'to Log out');
  await pressToNavigate(page, 'Enter', 'open Log out');
  await expect(h1(page)).toHaveText('Log out?');
  await tabTo(page, main(page).getByRole('button', { name: 'Log out', exact: true }), 'to the confirmation');
  await page.keyboard.press('Enter');
  await expect(nav(page).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(page.locator('a[href="/logout"]')).toHaveCount(0);
  // The focus goes to the home's heading once that heading is drawn (after the sidebar changed): wait
  // for it to leave the body (the fresh-clone run saw the check come first, once).
  await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  await expectGoodFocus(page, 'logged out');
});
