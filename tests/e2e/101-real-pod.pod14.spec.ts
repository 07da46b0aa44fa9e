import type { Page } from '@playwright/test';
import { test, expect, accounts, catalogue, trackId } from './fixtures';
import { LocalFirstPage } from './pages/local-first';
import { LoginPage } from './pages/login';
import { PlayerPage } from './pages/player';

/**
 * Issue 14: Shoal on a pod that answers as a real Funkwhale 1.4.0 does (the demo pod's 1.4 mode:
 * no /api/v2/, no csrftoken from the front's pages, radio tracks without uploads). A new user's
 * first visit: log in with no cookie yet, browse to an album, play it, favorite a track, start a radio.
 */

const hasCsrfCookie = async (page: Page) =>
  (await page.context().cookies()).some((cookie) => cookie.name === 'csrftoken');

/** Whether the audio clock moves: the player's position gains at least 2 s from now. */
async function expectClockMoving(player: PlayerPage): Promise<void> {
  const from = await player.position();
  await expect.poll(() => player.position(), { timeout: 20_000 }).toBeGreaterThanOrEqual(from + 2);
}

/**
 * Logs demo in with the pod chosen by `_server` and the cookie already there, so that what a test
 * checks after does not wait on the first-visit fixes (settings.json fallback, CSRF fetch-first).
 */
async function logInAsUsual(page: Page, baseURL: string | undefined): Promise<void> {
  await page.request.get('/api/v1/instance/nodeinfo/2.0/');
  expect(await hasCsrfCookie(page)).toBe(true);
  await page.goto(`/login?_server=${encodeURIComponent(`${baseURL}/`)}`);
  await new LoginPage(page).logIn(accounts.listener.username, accounts.listener.password);
  await expect(page).toHaveURL(/\/library$/);
}

/** The track ids demo's favorites hold on the pod. */
async function podFavoriteIds(page: Page): Promise<number[]> {
  const response = await page.request.get('/api/v1/favorites/tracks/all/');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { results: Array<{ track: number }> }).results.map((favorite) => favorite.track);
}

test('the first visit to a 1.4 pod: the login form on its own origin, and a login with no csrftoken cookie yet', async ({
  page,
}) => {
  // No settings.json there (the front server answers index.html): the page's origin is the pod.
  const response = await page.goto('/login');
  // The front's own pages set no cookie on a 1.4 pod (served as plain files).
  expect(response?.headers()['set-cookie']).toBeUndefined();
  await expect(page.getByLabel('Username or e-mail address')).toBeVisible();
  // Whatever the app asked meanwhile, the login goes out with no cookie, as on a pod whose API set
  // none before it (ENDPOINTS §1a: a Django 4.2 pod's nodeinfo did not).
  // The app's own first calls (instance settings, nodeinfo) are let end first: one still in flight
  // when the cookies are cleared hands a new csrftoken back (a race seen once under load).
  await page.waitForLoadState('networkidle');
  await page.context().clearCookies();
  expect(await hasCsrfCookie(page)).toBe(false);
  await new LoginPage(page).logIn(accounts.listener.username, accounts.listener.password);
  await expect(page).toHaveURL(/\/library$/);
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'sessionid')).toBe(true);
});

test('on a 1.4 pod: browse to an album, play it, favorite a track, start a radio', async ({ page, baseURL }) => {
  const player = new PlayerPage(page);
  await logInAsUsual(page, baseURL);

  await test.step('browse to an album', async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Albums', exact: true })
      .click();
    await page.getByRole('link', { name: new RegExp(`^Cover of ${catalogue.album}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: catalogue.album })).toBeVisible();
  });

  await test.step('play it: the audio clock moves', async () => {
    await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).first().click();
    await player.expectPlaying(catalogue.albumTracks[0] ?? '');
    await expectClockMoving(player);
  });

  await test.step('favorite a track: the pod holds it', async () => {
    const title = catalogue.albumTracks[0] ?? '';
    const id = await trackId(page, title);
    expect(await podFavoriteIds(page)).not.toContain(id);
    const toggle = new LocalFirstPage(page).favoriteToggle(title);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => podFavoriteIds(page), { timeout: 15_000 }).toContain(id);
  });

  await test.step('start the Random radio: it plays (the audio clock moves)', async () => {
    // Paused first, so only the radio's own playback can move the clock.
    await player.button('Pause').click();
    await expect(player.button('Play')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Radios', exact: true })
      .click();
    await page.getByRole('button', { name: 'Start Random radio' }).click();
    await expect(page.getByRole('button', { name: 'Stop radio' })).toBeVisible();
    await expect(player.button('Pause')).toBeVisible();
    await expect(player.title).not.toHaveText('');
    await expect(player.bar.getByRole('alert')).toHaveCount(0);
    await expectClockMoving(player);
  });
});

test("an album's length on a 1.4 pod, which answers its duration as 0: the sum of its tracks", async ({
  page,
  baseURL,
}) => {
  await logInAsUsual(page, baseURL);
  const album = (await (await page.request.get(`/api/v1/albums/?q=${encodeURIComponent(catalogue.album)}`)).json()) as {
    results: Array<{ id: number; title: string; duration: number }>;
  };
  const found = album.results.find((item) => item.title === catalogue.album);
  expect(found?.duration).toBe(0);
  await page.goto(`/library/albums/${found?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: catalogue.album })).toBeVisible();
  await expect(page.getByRole('main').getByText(/^\d+ tracks$/)).toBeVisible();
  await expect(page.getByRole('main').getByText('0:00', { exact: true })).toHaveCount(0);
});
