import { test, expect, accounts, catalogue, albumId, waitForServiceWorker } from './fixtures';
import { LoginPage } from './pages/login';
import { PlayerPage } from './pages/player';
import { PlaylistEditPage } from './pages/playlist-edit';
import { PlaylistsPage } from './pages/playlists';

/**
 * Issue 20, offline first: a playlist's Play plays what its page shows, from what the device holds.
 * A playlist made offline (a local id) with a kept track plays at once, with the network cut; one's
 * own playlist whose reorder still waits in the outbox plays in the new order, not the pod's.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const [LOW_TIDE, KELP_FOREST, SEA_GLASS] = catalogue.albumTracks as [string, string, string];

test('a playlist made offline, with a kept track added, plays at once with the network cut', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
    const albumUrl = `/library/albums/${await albumId(page, catalogue.album)}`;
    await page.goto(albumUrl);
    const heading = page.getByRole('heading', { level: 1, name: catalogue.album });
    await expect(heading).toBeVisible({ timeout: 20_000 });
    await waitForServiceWorker(page);
    await page.getByRole('button', { name: 'Make available offline' }).click();
    await expect(page.getByText('Available offline', { exact: true })).toBeVisible({ timeout: 20_000 });

    await context.setOffline(true);
    const ui = new PlaylistsPage(page);
    const edit = new PlaylistEditPage(page);
    const name = `Made offline ${unique()}`;
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'My playlists', exact: true })
      .click();
    await page.getByRole('button', { name: 'Create a playlist' }).click();
    await ui.submitForm(name, 'Nobody except me');
    await expect(ui.messages()).toContainText('Playlist created');
    await expect(edit.heading(name)).toBeVisible();
    await expect(page).toHaveURL(/\/library\/playlists\/local-/);
    const playlistUrl = page.url();

    // Each page from a cold start with the network cut: only what the device holds.
    await page.goto(albumUrl);
    await expect(heading).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/^Offline:/)).toBeVisible();
    await ui.openAddFromRow(KELP_FOREST);
    await ui.addTo(name);
    await expect(ui.pickerRow(name)).toContainText('1 track');
    await ui.closeAddModal();

    await page.goto(playlistUrl);
    await expect(edit.heading(name)).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(playlistUrl);
    // Outside edit mode too, the page lists the track from what the device holds.
    const listed = page.getByRole('list', { name: 'Tracks', exact: true }).getByRole('listitem');
    await expect(listed).toHaveCount(1);
    await expect(listed.first()).toContainText(KELP_FOREST);
    // The XSPF actions need the pod: offline the menu says so and they are off.
    await page.getByRole('button', { name: `More actions for ${name}` }).click();
    await expect(page.getByText('Downloading or rebuilding as XSPF needs the pod')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download as XSPF' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Rebuild from XSPF' })).toBeDisabled();
    await page.keyboard.press('Escape');

    const player = new PlayerPage(page);
    await page.locator('.hero').getByRole('button', { name: 'Play', exact: true }).click();
    await player.expectPlaying(KELP_FOREST);
    await player.waitForPosition(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('link', { name: 'Queue' }).click();
    await expect(player.queueRows()).toHaveCount(1);
  } finally {
    await context.close();
  }
});

test("one's own playlist with a reorder still waiting plays in the order its page shows", async ({ page }) => {
  test.setTimeout(60_000);
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const edit = new PlaylistEditPage(page);
  const ids = await new PlaylistsPage(page).podTrackIdsOfAlbum(await albumId(page, catalogue.album), [
    LOW_TIDE,
    KELP_FOREST,
    SEA_GLASS,
  ]);
  const id = await edit.makePlaylist(`Waiting order ${unique()}`, ids);
  await edit.open(id, 'edit');
  await expect(edit.editorRows()).toHaveCount(3, { timeout: 20_000 });

  // The playlist's writes do not reach the pod: the move waits in the outbox; audio still plays.
  await page.route('**/api/**/playlists/**', (route) =>
    route.request().method() === 'POST' ? route.abort() : route.fallback(),
  );
  await edit.handle(SEA_GLASS).focus();
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => edit.editorTitles()).toEqual([LOW_TIDE, SEA_GLASS, KELP_FOREST]);
  await edit.handle(SEA_GLASS).focus();
  await page.keyboard.press('ArrowUp');
  const shown = [SEA_GLASS, LOW_TIDE, KELP_FOREST];
  await expect.poll(() => edit.editorTitles()).toEqual(shown);
  await expect(page.getByRole('status', { name: 'Sync state' })).toHaveText('Saving changes…');

  const player = new PlayerPage(page);
  await page.locator('.hero').getByRole('button', { name: 'Play', exact: true }).click();
  await player.expectPlaying(SEA_GLASS);
  expect(await edit.podTrackIds(id)).toEqual(ids);
  await page.getByRole('link', { name: 'Queue' }).click();
  await expect(player.queueRows()).toHaveCount(3);
  for (const [index, title] of shown.entries()) await expect(player.queueRows().nth(index)).toContainText(title);
});
