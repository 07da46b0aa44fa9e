import { test, expect, accounts, catalogue, albumId, waitForServiceWorker } from './fixtures';
import { IconsPage, SPRITE_PATH } from './pages/icons';
import { LoginPage } from './pages/login';

/**
 * Issue 17: the app's icons come from one sprite (src/app/icons), a hashed asset: the shell's icons
 * draw from it online, the app requests it once however many icons and screens it shows, the service
 * worker precaches it, and the icons still draw after a reload with the network cut.
 */

test('the shell draws its icons from one sprite, requested once across screens', async ({ page }) => {
  // Counted from the context's first document, so no cache of an earlier one hides a request.
  const icons = new IconsPage(page);
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  await expect(icons.navIcons.first()).toBeVisible({ timeout: 20_000 });
  expect(await icons.navIcons.count()).toBeGreaterThan(3);
  const first = await icons.useOf(icons.navIcons.first());
  expect(first.path).toMatch(SPRITE_PATH);
  const sprite = await (await page.request.get(first.path)).text();
  // Every nav icon uses the same sprite, and a symbol of it that exists.
  for (const icon of await icons.navIcons.all()) {
    const { path, id } = await icons.useOf(icon);
    expect(path).toBe(first.path);
    expect(id).toMatch(/^[a-z0-9-]+$/);
    expect(sprite).toContain(`<symbol id="${id}" `);
  }
  await icons.expectDrawn(icons.navIcons.first());
  await icons.expectDrawn(icons.navIcons.last());
  await expect(icons.navIcons.first()).toHaveAttribute('aria-hidden', 'true');

  // Other screens, other icons (an album's, the queue's), in the same document: no second request.
  await icons.navigateInApp(`/library/albums/${await albumId(page, catalogue.album)}`);
  await expect(page.getByRole('heading', { level: 1, name: catalogue.album })).toBeVisible({ timeout: 20_000 });
  const play = page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).first();
  await icons.expectDrawn(play.locator('svg').first());
  // Queued, the album brings the player bar (its own icons) and its link to the queue.
  await page.getByRole('main').getByRole('button', { name: 'Add to queue' }).first().click();
  await page.getByRole('link', { name: 'Queue' }).click();
  await expect(page).toHaveURL(/\/queue$/);
  await icons.expectDrawn(icons.navIcons.first());
  expect(icons.spriteRequests).toEqual([first.path]);
});

test('the sprite is precached, and the icons draw after a reload with the network cut', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
    const icons = new IconsPage(page);
    await expect(icons.navIcons.first()).toBeVisible({ timeout: 20_000 });
    await waitForServiceWorker(page);
    const { path } = await icons.useOf(icons.navIcons.first());
    await expect.poll(() => icons.cachedSprites(), { timeout: 15_000 }).toContainEqual(expect.stringContaining(path));

    await context.setOffline(true);
    await page.reload();
    await expect(icons.navIcons.first()).toBeVisible({ timeout: 20_000 });
    expect((await icons.useOf(icons.navIcons.first())).path).toBe(path);
    await icons.expectDrawn(icons.navIcons.first());
    await icons.expectDrawn(icons.navIcons.last());
  } finally {
    await context.close();
  }
});
