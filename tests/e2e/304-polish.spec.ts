import { test, expect, accounts, catalogue, waitForServiceWorker } from './fixtures';
import { openAlbumByTitle } from './pages/catalogue';
import { ClassicShellPage } from './pages/classic-shell';
import { LoginPage } from './pages/login';
import { PlayerPage } from './pages/player';
import { ChannelEpisodesPage, FollowedLibrariesPage } from './pages/polish29';
import { DEMO_LIBRARY, FIXTURES } from './pages/uploads';

/**
 * polish29: small gaps. The followed libraries lay a waiting unfollow over what the pod lists (online
 * while the pod has not taken it, after a reload, and offline).
 */

test.describe.configure({ timeout: 60_000 });

test('an unfollow the pod has not taken yet: the library leaves the followed list, after a reload too', async ({
  page,
}) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const ui = new FollowedLibrariesPage(page);
  const card = await ui.followHarbourElsewhere();
  await ui.holdUnfollows();
  await ui.unfollow(card);
  await expect(ui.card('Harbour Sessions')).toHaveCount(0);
  await expect(page.getByText('You do not follow any remote library yet.')).toBeVisible();

  // The pod still lists the follow (its unfollow keeps failing): the waiting write is what shows.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Remote libraries' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('You do not follow any remote library yet.')).toBeVisible({ timeout: 15_000 });
  await expect(ui.card('Harbour Sessions')).toHaveCount(0);
  expect(await ui.podFollowCount()).toBe(1);

  // The pod takes it (a reload sends it at once, past the retries' backoff): the list stays without it.
  await ui.releaseUnfollows();
  await page.reload();
  await expect.poll(() => ui.podFollowCount(), { timeout: 30_000 }).toBe(0);
  await expect(page.getByText('You do not follow any remote library yet.')).toBeVisible({ timeout: 15_000 });
  await expect(ui.card('Harbour Sessions')).toHaveCount(0);
});

test('offline, an unfollow takes the library off the followed list at once, and a reload keeps it off', async ({
  page,
  context,
}) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const ui = new FollowedLibrariesPage(page);
  const card = await ui.followHarbourElsewhere();
  await waitForServiceWorker(page);
  // The list as the pod gave it is the one kept for offline.
  await expect(ui.card('Harbour Sessions')).toBeVisible({ timeout: 15_000 });

  await context.setOffline(true);
  await ui.unfollow(ui.card('Harbour Sessions'));
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Remote libraries' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('You do not follow any remote library yet.')).toBeVisible({ timeout: 15_000 });
  await expect(ui.card('Harbour Sessions')).toHaveCount(0);
  await context.setOffline(false);
});

test('a channel of 26 episodes: the episodes tab shows 25, the next page the 26th', async ({ page }) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const channel = await new ChannelEpisodesPage(page).subscribeToFeed(`paging-${Date.now().toString(36)}`, 26);
  await page.goto(`/channels/${channel}/episodes`);
  const episodes = page.getByRole('main').getByRole('list', { name: 'Episodes' });
  const rows = episodes.locator(':scope > li');
  await expect(rows).toHaveCount(25, { timeout: 20_000 });
  const first = await rows.allTextContents();
  const pages = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pages).toContainText('Page 1 of 2');
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/episodes\?page=2$/);
  await expect(pages).toContainText('Page 2 of 2');
  await expect(rows).toHaveCount(1, { timeout: 20_000 });
  const last = (await rows.textContent()) ?? '';
  expect(first).not.toContain(last);
  await pages.getByRole('link', { name: 'Previous page' }).click();
  await expect(rows).toHaveCount(25, { timeout: 20_000 });
});

test('the document title follows the screen, watching the main landmark rather than the whole body', async ({
  page,
}) => {
  // What each MutationObserver of the page watches, recorded as it starts watching.
  await page.addInitScript(() => {
    const observe = MutationObserver.prototype.observe;
    const seen: Array<{ target: string; subtree: boolean }> = [];
    (window as unknown as { observed: typeof seen }).observed = seen;
    MutationObserver.prototype.observe = function (target, options) {
      const element = target as Element;
      const name = target === document.body ? 'body' : target === document ? 'document' : element.id || element.tagName;
      seen.push({ target: name, subtree: options?.subtree === true });
      observe.call(this, target, options);
    };
  });
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  await page.goto('/favorites');
  await expect(page).toHaveTitle(/^Favorites – /, { timeout: 15_000 });
  const observed = () =>
    page.evaluate(() => (window as unknown as { observed: Array<{ target: string; subtree: boolean }> }).observed);
  // Nothing of the app watches every change of the body (the player bar's progress, the queue).
  expect((await observed()).filter((one) => one.target === 'body' && one.subtree)).toEqual([]);
  expect(await observed()).toContainEqual({ target: 'main', subtree: true });
  // A screen shown without a reload names the title.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Downloads' }).click();
  await expect(page).toHaveTitle(/^Downloads – /, { timeout: 15_000 });
});

test('the upload screens lead back: to Add content, or to the library whose Upload tab published', async ({ page }) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  await page.goto('/upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Back to Add content' }).click();
  await expect(page).toHaveURL(/\/content$/);

  await page.goto(`/library/${DEMO_LIBRARY}/upload`);
  await page.getByRole('button', { name: 'Upload files to this library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload music' });
  await dialog.getByLabel('Choose audio files').setInputFiles(`${FIXTURES}/tone.ogg`);
  await expect(dialog.getByRole('progressbar', { name: 'Upload progress of tone.ogg' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByLabel('Target library')).toHaveValue(DEMO_LIBRARY);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/upload\/running$/);
  const back = page.getByRole('link', { name: "Back to demo's uploads" });
  await expect(back).toBeVisible();
  // The tabs keep it.
  await page.getByRole('navigation', { name: 'Upload sections' }).getByRole('link', { name: 'All uploads' }).click();
  await expect(page).toHaveURL(/\/upload\/all$/);
  // While the file is sent or imported, leaving asks first (useLeaveGuard, e2e 170): the way back is taken once it is in.
  await expect(
    page.getByRole('region', { name: "Upload to demo's uploads" }).getByText('Imported', { exact: true }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await back.click();
  await expect(page).toHaveURL(new RegExp(`/library/${DEMO_LIBRARY}$`));
});

for (const shell of ['new', 'classic'] as const)
  test(`at 1280x800 with a track loaded, the ${shell} sidebar's "Add content" is reached clear of the player`, async ({
    page,
  }) => {
    if (shell === 'classic') await new ClassicShellPage(page).mount();
    await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
    await expect(page.locator(`[data-shell="${shell}"]`)).toBeVisible({ timeout: 15_000 });
    await openAlbumByTitle(page, catalogue.album);
    await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).first().click();
    const player = new PlayerPage(page);
    await player.expectPlaying(catalogue.albumTracks[0]!);
    // The keyboard's way: the focus scrolls the sidebar to the entry, which must show above the player.
    const entry = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Add content' });
    await entry.focus();
    await expect(entry).toBeInViewport({ ratio: 1 });
    const box = (await entry.boundingBox())!;
    const bar = (await player.bar.boundingBox())!;
    const overlaps = box.x < bar.x + bar.width && bar.x < box.x + box.width;
    if (overlaps) expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
    await entry.click({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/content$/);
  });
