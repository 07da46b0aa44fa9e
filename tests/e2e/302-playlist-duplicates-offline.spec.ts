// Issue 20, g20: the duplicate check reads the device's mirror, so the warning and 'Add anyway' work
// with the API cut, in the editor (insert from queue) and in the add-to-playlist modal; once the pod
// is reachable again it holds the tracks twice, as the screen shows.

import { test, expect, accounts, albumId, catalogue } from './fixtures';
import { LoginPage } from './pages/login';
import { PlayerPage } from './pages/player';
import { PlaylistEditPage } from './pages/playlist-edit';
import { PlaylistsPage } from './pages/playlists';

test.describe.configure({ timeout: 60_000 });

const API = '**/api/**';
const [LOW_TIDE] = catalogue.albumTracks as [string];
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.beforeEach(async ({ page }) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
});

test('with the API cut, inserting the queue twice warns from the device; Add anyway reaches the pod later', async ({
  page,
}) => {
  const edit = new PlaylistEditPage(page);
  const ui = new PlaylistsPage(page);
  const album = await albumId(page, catalogue.album);
  const ids = await ui.podTrackIdsOfAlbum(album, [...catalogue.albumTracks]);
  const name = unique('Twice');
  const id = await edit.makePlaylist(name, []);

  // The queue: the album played, then paused.
  await page.goto(`/library/albums/${album}`);
  await page.locator('.hero').getByRole('button', { name: 'Play', exact: true }).click();
  const player = new PlayerPage(page);
  await player.expectPlaying(LOW_TIDE);
  await player.button('Pause').click();
  // In the app (no reload), so the queue is the one just played.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'My playlists', exact: true })
    .click();
  await page.locator('a.card', { hasText: name }).first().click();
  await expect(edit.heading(name)).toBeVisible({ timeout: 15_000 });
  await edit.editButton.click();
  await expect(edit.insertFromQueue).toBeEnabled({ timeout: 20_000 });

  await page.route(API, (route) => route.abort());
  await edit.insertFromQueue.click();
  await expect.poll(() => edit.editorTitles()).toEqual([...catalogue.albumTracks]);
  await edit.insertFromQueue.click();
  const warning = page.getByRole('dialog', { name: 'Already in this playlist' });
  await expect(warning).toContainText('3 of these tracks are already in this playlist.');
  // Nothing is added until asked.
  expect(await edit.editorTitles()).toEqual([...catalogue.albumTracks]);
  await warning.getByRole('button', { name: 'Add anyway' }).click();
  await expect(warning).toBeHidden();
  await expect.poll(() => edit.editorTitles()).toEqual([...catalogue.albumTracks, ...catalogue.albumTracks]);
  expect(await edit.podTrackIds(id)).toEqual([]);

  await page.unroute(API);
  await page.reload();
  await expect(page.getByRole('status', { name: 'Sync state' })).toHaveText('Changes synced with server', {
    timeout: 20_000,
  });
  expect(await edit.podTrackIds(id)).toEqual([...ids, ...ids]);
});

test('with the API cut, the add modal warns of a track already there; Add anyway reaches the pod later', async ({
  page,
}) => {
  const edit = new PlaylistEditPage(page);
  const ui = new PlaylistsPage(page);
  const album = await albumId(page, catalogue.album);
  const [first] = await ui.podTrackIdsOfAlbum(album, [LOW_TIDE]);
  const name = unique('Offline twice');
  const id = await edit.makePlaylist(name, [first!]);

  await page.goto(`/library/albums/${album}`);
  // The mirror, pulled at start, knows the playlist and its track before the API is cut.
  await ui.openAddFromRow(LOW_TIDE);
  await expect(ui.pickerRow(name)).toContainText('1 track', { timeout: 20_000 });
  await ui.closeAddModal();

  await page.route(API, (route) => route.abort());
  await ui.openAddFromRow(LOW_TIDE);
  await ui.addTo(name);
  await expect(ui.pickerRow(name).getByRole('alert')).toContainText(`This track is already in ${name}.`);
  await ui.pickerRow(name).getByRole('button', { name: 'Add anyway' }).click();
  await expect(ui.pickerRow(name).getByRole('status')).toHaveText('Added');
  await ui.closeAddModal();
  expect(await edit.podTrackIds(id)).toEqual([first]);

  await page.unroute(API);
  await edit.open(id, 'edit');
  await expect(page.getByRole('status', { name: 'Sync state' })).toHaveText('Changes synced with server', {
    timeout: 20_000,
  });
  expect(await edit.podTrackIds(id)).toEqual([first, first]);
});
