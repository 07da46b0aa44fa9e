import type { Page } from '@playwright/test';
import { test, expect, accounts, catalogue, albumId, trackId } from './fixtures';
import { LoginPage } from './pages/login';
import { LocalFirstPage } from './pages/local-first';
import { ShellPage } from './pages/shell';

/**
 * Issue 4, local-first: writes made while the pod cannot be reached show at once, wait in the outbox
 * across a reload and reach the pod exactly once; a refusal rolls back with a message; pages seen
 * before and the user's own lists still show with the API cut. There is no service worker yet, so
 * the API is cut (not the static files) once the page has loaded.
 */

const API = '**/api/**';

async function cutApi(page: Page): Promise<void> {
  await page.route(API, (route) => route.abort());
}

/** How many favorites of the signed-in user the pod holds for a track. */
async function podFavoritesOf(page: Page, id: number): Promise<number> {
  const response = await page.request.get('/api/v1/favorites/tracks/all/');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { results: Array<{ track: number }> };
  return body.results.filter((favorite) => favorite.track === id).length;
}

async function podContentFilters(page: Page): Promise<Array<{ target: { id: number } }>> {
  const response = await page.request.get('/api/v1/moderation/content-filters/');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { results: Array<{ target: { id: number } }> }).results;
}

/** Opens Slow Currents once the favorites mirror is there (Kelp Forest is a seeded favorite of demo). */
async function openSlowCurrents(page: Page, ui: LocalFirstPage): Promise<void> {
  await page.goto(`/library/albums/${await albumId(page, catalogue.album)}`);
  await expect(page.getByRole('heading', { level: 1, name: catalogue.album })).toBeVisible();
  await expect(ui.favoriteToggle('Kelp Forest')).toHaveAttribute('aria-pressed', 'true');
}

test.beforeEach(async ({ page }) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
});

test('a favorite made offline shows at once, waits across a reload, and reaches the pod once', async ({ page }) => {
  const ui = new LocalFirstPage(page);
  await openSlowCurrents(page, ui);
  const lowTide = await trackId(page, 'Low Tide');
  expect(await podFavoritesOf(page, lowTide)).toBe(0);

  await cutApi(page);
  await ui.favoriteToggle('Low Tide').click();
  await expect(ui.favoriteToggle('Low Tide')).toHaveAttribute('aria-pressed', 'true');
  // Offline is judged from requests that get no answer, after a short grace period.
  await expect(ui.syncStatus).toContainText('Offline: changes will be sent when the pod is reachable', {
    timeout: 15_000,
  });
  await expect(ui.syncStatus).toContainText('1 change waiting');
  expect(await podFavoritesOf(page, lowTide)).toBe(0);

  await page.unroute(API);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: catalogue.album })).toBeVisible();
  await expect(ui.favoriteToggle('Low Tide')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => podFavoritesOf(page, lowTide)).toBe(1);
  await expect(ui.syncStatus).not.toContainText('waiting');
  await expect(ui.syncStatus).not.toContainText('Offline');
  // Nothing is sent twice, even after another reload.
  await page.reload();
  await expect(ui.favoriteToggle('Low Tide')).toHaveAttribute('aria-pressed', 'true');
  expect(await podFavoritesOf(page, lowTide)).toBe(1);
});

test('a favorite the pod refuses rolls back, with a message', async ({ page }) => {
  const ui = new LocalFirstPage(page);
  await openSlowCurrents(page, ui);
  const fault = await page.request.post('/__test__/faults', {
    data: {
      method: 'POST',
      path: '^/api/v[12]/favorites/tracks/$',
      mode: 'refuse',
      status: 400,
      body: { track: ['Invalid pk'] },
    },
  });
  expect(fault.ok(), 'the pod has the fault switch (--test-hooks)').toBe(true);

  await ui.favoriteToggle('Low Tide').click();
  await expect(new ShellPage(page).messages).toContainText(/^The track could not be added to your favorites/);
  await expect(ui.favoriteToggle('Low Tide')).toHaveAttribute('aria-pressed', 'false');
  expect(await podFavoritesOf(page, await trackId(page, 'Low Tide'))).toBe(0);
});

test('an album seen before still shows, title and tracks, after a reload with the API cut', async ({ page }) => {
  const ui = new LocalFirstPage(page);
  await openSlowCurrents(page, ui);
  await expect(page.getByRole('list', { name: 'Tracks' }).getByRole('listitem')).toHaveCount(
    catalogue.albumTracks.length,
  );
  // The query cache is written to IndexedDB after the answers arrive.
  await expect.poll(() => ui.persistedQueryCount()).toBeGreaterThan(0);

  await cutApi(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: catalogue.album })).toBeVisible();
  const rows = page.getByRole('list', { name: 'Tracks' }).getByRole('listitem');
  await expect(rows).toHaveCount(catalogue.albumTracks.length);
  for (const [index, title] of catalogue.albumTracks.entries()) await expect(rows.nth(index)).toContainText(title);
});

test('the favorites screen lists a new favorite after a reload with the API cut, in the ordering of the URL', async ({
  page,
}) => {
  const ui = new LocalFirstPage(page);
  await openSlowCurrents(page, ui);
  const lowTide = await trackId(page, 'Low Tide');
  await ui.favoriteToggle('Low Tide').click();
  await expect.poll(() => podFavoritesOf(page, lowTide)).toBe(1);

  await new ShellPage(page).nav.getByRole('link', { name: 'Favorites' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  await expect(ui.favoriteTitles.first()).toHaveText('Low Tide');

  await cutApi(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  await expect(ui.favoriteTitles).toHaveText(['Low Tide', 'Lighthouse Waltz', 'Arcade Sunrise', 'Kelp Forest']);
  await expect(page.getByText('4 tracks')).toBeVisible();

  await page.getByRole('combobox', { name: 'Order by' }).selectOption({ label: 'Title' });
  await page.getByRole('combobox', { name: 'Direction' }).selectOption({ label: 'Ascending' });
  await expect(page).toHaveURL(/[?&]ordering=title(&|$)/);
  await expect(ui.favoriteTitles).toHaveText(['Arcade Sunrise', 'Kelp Forest', 'Lighthouse Waltz', 'Low Tide']);
  await expect(page.getByRole('button', { name: 'Play all' })).toBeEnabled();
});

test('an artist hidden from its page is listed in the settings, and removed there', async ({ page }) => {
  const ui = new LocalFirstPage(page);
  await page.goto('/library/artists/2');
  await expect(page.getByRole('heading', { level: 1, name: 'Pixel Reef' })).toBeVisible();
  await page.getByRole('button', { name: 'Hide this artist' }).click();
  await expect(page.getByText('You hid this artist with a content filter')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide this artist' })).toHaveCount(0);
  await expect.poll(async () => (await podContentFilters(page)).map((filter) => filter.target.id)).toEqual([2]);

  await ui.openAccountSettings();
  const filters = page.getByRole('list', { name: 'Content filters' });
  await expect(filters.getByRole('listitem')).toHaveCount(1);
  await expect(filters.getByRole('link', { name: 'Pixel Reef' })).toHaveAttribute('href', '/library/artists/2');
  await filters.getByRole('button', { name: 'Remove the filter on Pixel Reef' }).click();
  await expect(page.getByText('You have not hidden any artist.')).toBeVisible();
  await expect.poll(async () => (await podContentFilters(page)).length).toBe(0);
});

test('a library of another user is followed and unfollowed, and so is its owner', async ({ page }) => {
  await page.goto('/library/0610cbf2-badf-5ca7-b85f-08025cc903d4');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo catalogue' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByText('Following', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Unfollow', exact: true }).click();
  // Unfollowing loses access to the content: it asks first.
  await expect(page.getByText('Unfollow this library? You will lose access to its content.')).toBeVisible();
  await page.getByRole('group').getByRole('button', { name: 'Unfollow', exact: true }).click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Follow', exact: true })).toBeVisible();

  const owner = page.getByRole('button', { name: /^Follow admin@/ });
  await owner.click();
  await expect(page.getByRole('button', { name: /^(Unfollow|Cancel follow request to) admin@/ })).toBeVisible();
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/v1/federation/follows/user/all/')).json()) as { results: unknown[] })
          .results.length,
    )
    .toBe(1);
});

test('the player bar toggles the favorite of the track it plays, and the track rows follow', async ({ page }) => {
  const ui = new LocalFirstPage(page);
  await openSlowCurrents(page, ui);
  await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).first().click();
  const bar = page.getByRole('region', { name: 'Player' });
  await expect(bar.locator('.player-bar__title')).toHaveText('Low Tide');
  // Paused at once: no listening reaches the pod.
  await bar.getByRole('button', { name: 'Pause', exact: true }).click();
  const toggle = bar.getByRole('button', { name: 'Favorite', exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(ui.favoriteToggle('Low Tide')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => podFavoritesOf(page, await trackId(page, 'Low Tide'))).toBe(1);
});

test('two open tabs replay a waiting write once: only the tab holding the lock sends it', async ({ page, context }) => {
  const ui = new LocalFirstPage(page);
  await openSlowCurrents(page, ui);
  const other = await context.newPage();
  const otherUi = new LocalFirstPage(other);
  await openSlowCurrents(other, otherUi);

  await context.route(API, (route) => route.abort());
  await ui.favoriteToggle('Sea Glass').click();
  await expect(ui.favoriteToggle('Sea Glass')).toHaveAttribute('aria-pressed', 'true');
  // The other tab reads the same IndexedDB: it shows the favorite too, before the pod knows.
  await expect(otherUi.favoriteToggle('Sea Glass')).toHaveAttribute('aria-pressed', 'true');

  // Close both tabs while the pod is cut off: no document with a send or a timer of its own is left.
  const albumUrl = page.url();
  await page.close();
  await other.close();
  await context.unroute(API);
  const sends: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/v[12]\/favorites\/tracks\/$/.test(new URL(request.url()).pathname))
      sends.push(request.url());
  });
  // Two tabs open at once, and both find the waiting write at start.
  const [first, second] = await Promise.all([context.newPage(), context.newPage()]);
  await Promise.all([first.goto(albumUrl), second.goto(albumUrl)]);
  const seaGlass = await trackId(first, 'Sea Glass');
  await expect.poll(() => podFavoritesOf(first, seaGlass)).toBe(1);
  // Long enough for the tab that did not get the lock to look again (OUTBOX_LOCK_RETRY_MS is 2 s).
  await first.waitForTimeout(3000);
  expect(sends).toHaveLength(1);
  await Promise.all([first.close(), second.close()]);
});
