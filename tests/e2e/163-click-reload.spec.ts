import type { Page } from '@playwright/test';
import { test, expect, accounts, catalogue, albumId, trackId } from './fixtures';
import { LoginPage } from './pages/login';
import { PlayerPage } from './pages/player';

/**
 * Issue 15, "a click followed by a reload within milliseconds can vanish": a write the UI has shown
 * is never lost. The outbox row and the change shown are written in one IndexedDB transaction, and
 * the screen learns of the change only once it is committed, so a reload started at the very first
 * moment the page shows the change (from a MutationObserver, before any other task runs) still finds
 * the write and sends it. The write's request is cut until after the reload, so only the outbox
 * can carry it.
 */

/** What shows the change, checked after every mutation of the page. */
type Shown = { kind: 'pressed'; label: string } | { kind: 'text'; text: string } | { kind: 'player'; text: string };

/**
 * Clicks `control` and reloads the page in the same task as the first mutation that shows the
 * change. Resolves once the new page has loaded; true when the reload did follow the change shown.
 */
async function clickThenReloadWhenShown(
  page: Page,
  control: ReturnType<Page['getByRole']>,
  shown: Shown,
): Promise<boolean> {
  const handle = await control.elementHandle();
  if (handle === null) throw new Error('The control is not on the page');
  const loaded = page.waitForEvent('load');
  await page
    .evaluate(
      ({ button, shown }) => {
        sessionStorage.removeItem('shown-then-reloaded');
        const isShown = () =>
          shown.kind === 'pressed'
            ? document.querySelector(`button[aria-label="${shown.label}"]`)?.getAttribute('aria-pressed') === 'true'
            : shown.kind === 'player'
              ? document.querySelector('.player-bar__title')?.textContent === shown.text
              : (document.querySelector('main')?.textContent ?? '').includes(shown.text);
        if (isShown()) throw new Error('The change shows before the click');
        new MutationObserver(() => {
          if (!isShown()) return;
          sessionStorage.setItem('shown-then-reloaded', 'yes');
          location.reload();
        }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        (button as HTMLElement).click();
      },
      { button: handle, shown },
    )
    .catch(() => undefined); // the reload may end the evaluation's page first
  await loaded;
  return (await page.evaluate(() => sessionStorage.getItem('shown-then-reloaded'))) === 'yes';
}

async function podJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

test.beforeEach(async ({ page }) => {
  test.setTimeout(60_000);
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
});

test('a favorite shown, then a reload at once: the write survives and reaches the pod', async ({ page }) => {
  await page.goto(`/library/albums/${await albumId(page, catalogue.album)}`);
  const toggle = page.getByRole('button', { name: 'Favorite Low Tide', exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const write = '**/api/v*/favorites/tracks/';
  await page.route(write, (route) => (route.request().method() === 'POST' ? route.abort() : route.fallback()));

  expect(await clickThenReloadWhenShown(page, toggle, { kind: 'pressed', label: 'Favorite Low Tide' })).toBe(true);
  await page.unroute(write);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const lowTide = await trackId(page, 'Low Tide');
  await expect
    .poll(
      async () =>
        (await podJson<{ results: Array<{ track: number }> }>(page, '/api/v1/favorites/tracks/all/')).results.filter(
          (f) => f.track === lowTide,
        ).length,
      {
        timeout: 40_000,
      },
    )
    .toBe(1);
});

test('"Hide this artist" shown, then a reload at once: the filter survives and reaches the pod', async ({ page }) => {
  await page.goto('/library/artists/2');
  await expect(page.getByRole('heading', { level: 1, name: 'Pixel Reef' })).toBeVisible();
  const write = '**/api/v*/moderation/content-filters/';
  await page.route(write, (route) => (route.request().method() === 'POST' ? route.abort() : route.fallback()));

  const hide = page.getByRole('button', { name: 'Hide this artist' });
  expect(
    await clickThenReloadWhenShown(page, hide, { kind: 'text', text: 'You hid this artist with a content filter' }),
  ).toBe(true);
  await page.unroute(write);
  await expect(page.getByText('You hid this artist with a content filter')).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          await podJson<{ results: Array<{ target: { id: number } }> }>(page, '/api/v1/moderation/content-filters/')
        ).results.map((f) => f.target.id),
      {
        timeout: 40_000,
      },
    )
    .toEqual([2]);
});

test('a library follow shown, then a reload at once: the follow survives and reaches the pod', async ({ page }) => {
  await page.goto('/library/0610cbf2-badf-5ca7-b85f-08025cc903d4');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo catalogue' })).toBeVisible();
  const write = '**/api/v*/federation/follows/library/';
  await page.route(write, (route) => (route.request().method() === 'POST' ? route.abort() : route.fallback()));

  const follow = page.getByRole('main').getByRole('button', { name: 'Follow', exact: true });
  // Made, not yet sent: the first thing the page shows of it.
  expect(
    await clickThenReloadWhenShown(page, follow, { kind: 'text', text: 'Follow request waiting to be sent' }),
  ).toBe(true);
  await page.unroute(write);
  await expect(page.getByText('Following', { exact: true })).toBeVisible({ timeout: 40_000 });
  await expect
    .poll(
      async () =>
        (await podJson<{ results: unknown[] }>(page, '/api/v1/federation/follows/library/all/')).results.length,
      { timeout: 40_000 },
    )
    .toBe(1);
});

test('an album played, then a reload at once: the queue and its current track come back', async ({ page }) => {
  const player = new PlayerPage(page);
  await page.goto(`/library/albums/${await albumId(page, catalogue.album)}`);
  await expect(page.getByRole('heading', { level: 1, name: catalogue.album })).toBeVisible();
  const play = page.locator('.hero').getByRole('button', { name: 'Play', exact: true });

  // Reloaded in the same task as the first change of the player bar that shows the album playing.
  expect(await clickThenReloadWhenShown(page, play, { kind: 'player', text: catalogue.albumTracks[0]! })).toBe(true);
  await expect(player.title).toHaveText(catalogue.albumTracks[0]!);
  await page.getByRole('link', { name: 'Queue' }).click();
  await expect(player.queueRows()).toHaveCount(catalogue.albumTracks.length);
  await expect(player.queueRows().first()).toHaveAttribute('aria-current', 'true');
});
