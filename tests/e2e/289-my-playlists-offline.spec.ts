import { test, expect, accounts, catalogue, albumId, waitForServiceWorker } from './fixtures';
import { LoginPage } from './pages/login';
import { MyPlaylistsPage } from './pages/my-playlists';
import { PlaylistEditPage } from './pages/playlist-edit';
import { PlaylistsPage } from './pages/playlists';

/**
 * Issue 20, offline first: "My playlists" never opened online lists, offline, the user's playlists
 * the device holds (the mirror of one's own playlists), with their track counts, the ones made
 * offline too, under the offline notice, instead of "This page is not available offline."
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const [LOW_TIDE, KELP_FOREST] = catalogue.albumTracks as [string, string, string];

test('My playlists, never opened online, lists the playlists the device holds once offline', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    // Signed in on the albums list: nothing of the user's playlists is asked for as a page yet.
    await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password, {
      at: '/library/albums',
    });
    const album = await albumId(page, catalogue.album);
    const ids = await new PlaylistsPage(page).podTrackIdsOfAlbum(album, [LOW_TIDE, KELP_FOREST]);
    const fromPod = `Kept mix ${unique()}`;
    await new PlaylistEditPage(page).makePlaylist(fromPod, ids);

    // The mirror has it once the add-to-playlist modal (which reads the mirror) offers it with its count.
    const ui = new PlaylistsPage(page);
    await page.goto(`/library/albums/${album}`);
    await expect(page.getByRole('heading', { level: 1, name: catalogue.album })).toBeVisible({ timeout: 20_000 });
    // The app's code is kept by its service worker, so the screen's code loads offline.
    await waitForServiceWorker(page);
    await ui.openAddFromRow(KELP_FOREST);
    await expect(ui.pickerRow(fromPod)).toContainText('2 tracks', { timeout: 20_000 });
    await ui.closeAddModal();

    await context.setOffline(true);
    const mine = new MyPlaylistsPage(page);
    await mine.openFromSidebar();
    await expect(mine.offlineNotice()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('This page is not available offline.')).toHaveCount(0);
    await expect(mine.card(fromPod)).toContainText('2 tracks');

    // One made offline shows too, next to it.
    const madeOffline = `Made offline ${unique()}`;
    await page.getByRole('button', { name: 'Create a playlist' }).click();
    await ui.submitForm(madeOffline, 'Nobody except me');
    await expect(ui.messages()).toContainText('Playlist created');
    await expect(page).toHaveURL(/\/library\/playlists\/local-/);
    await mine.openFromSidebar();
    await expect(mine.offlineNotice()).toBeVisible();
    await expect(mine.card(madeOffline)).toContainText('0 tracks');
    await expect(mine.card(fromPod)).toContainText('2 tracks');
    // The search works on the device's list.
    await page.getByRole('searchbox', { name: 'Search playlists' }).fill(madeOffline);
    await expect(mine.card(fromPod)).toHaveCount(0);
    await expect(mine.card(madeOffline)).toBeVisible();
  } finally {
    await context.close();
  }
});
