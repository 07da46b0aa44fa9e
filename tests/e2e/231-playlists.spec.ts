// Issue 20, pl20ui: the playlist form, adding tracks from track rows (with the duplicate warning and
// 'Add anyway'), the playlists list's pages and empty text, and a create the pod refuses.

import { test, expect, accounts, albumId, catalogue } from './fixtures';
import { LoginPage } from './pages/login';
import { PlaylistsPage } from './pages/playlists';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.beforeEach(async ({ page }) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
});

test('a new playlist gets three tracks from track rows, and a fourth twice after the warning', async ({ page }) => {
  test.setTimeout(60_000);
  const ui = new PlaylistsPage(page);
  const name = `Road trip ${unique()}`;
  await ui.create(name);

  const [first, second, third] = catalogue.albumTracks as [string, string, string];
  const album = await albumId(page, catalogue.album);
  const ids = await ui.podTrackIdsOfAlbum(album, [first, second, third]);
  await page.goto(`/library/albums/${album}`);
  for (const title of [first, second, third]) {
    await ui.openAddFromRow(title);
    await ui.addTo(name);
    await expect(ui.pickerRow(name).getByRole('status')).toHaveText('Added');
    await ui.closeAddModal();
  }
  const podId = await ui.podPlaylistId(name);
  await expect.poll(() => ui.podTrackIds(podId)).toEqual(ids);

  // Once more: the mirror knows the track is there, so nothing is sent until 'Add anyway'.
  await ui.openAddFromRow(first);
  await expect(ui.pickerRow(name)).toContainText('3 tracks');
  await ui.addTo(name);
  await expect(ui.pickerRow(name).getByRole('alert')).toContainText(`This track is already in ${name}.`);
  expect(await ui.podTrackIds(podId)).toEqual(ids);
  await ui.pickerRow(name).getByRole('button', { name: 'Add anyway' }).click();
  await expect(ui.pickerRow(name).getByRole('status')).toHaveText('Added');
  await ui.closeAddModal();
  await expect.poll(() => ui.podTrackIds(podId)).toEqual([...ids, ids[0]]);
});

test('the playlists list pages by 25, sizes 12/25/50, and a nonsense query says so', async ({ page }) => {
  test.setTimeout(60_000);
  const ui = new PlaylistsPage(page);
  const prefix = `Pager ${unique()}`;
  for (let n = 1; n <= 26; n++) await ui.podCreate(`${prefix} ${String(n).padStart(2, '0')}`);

  await page.goto(`/library/me/playlists?q=${encodeURIComponent(prefix)}&ordering=name`);
  const grid = page.getByRole('list', { name: 'My playlists' });
  await expect(grid.getByRole('listitem')).toHaveCount(25);
  await expect(grid.getByRole('listitem').first()).toContainText(`${prefix} 01`);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  await expect(grid).toContainText(`${prefix} 26`);

  const size = page.getByLabel('Results per page');
  await expect(size.locator('option')).toHaveText(['12', '25', '50']);
  await size.selectOption('12');
  await expect(page).toHaveURL(/[?&]page_size=12/);
  await expect(grid.getByRole('listitem')).toHaveCount(12);
  await expect(page.getByText('Page 1 of 3')).toBeVisible();

  await page.getByLabel('Search playlists').fill(`zzqx ${unique()}`);
  await expect(page.getByText('No results matching your query')).toBeVisible();
});

test('a create the pod refuses says the playlist could not be created, with why', async ({ page }) => {
  const ui = new PlaylistsPage(page);
  const alert = ui.form().getByRole('alert');
  await page.goto('/library/playlists');
  await page.getByRole('button', { name: 'Create a playlist' }).click();
  // The pod's own rule is checked before the write is queued: an offline create is sent later.
  await ui.submitForm('   ');
  await expect(alert).toContainText('The playlist could not be created');
  await expect(alert).toContainText('Name: This field may not be blank.');

  // A refusal only the pod knows of: the form waits for its answer and says so.
  const fault = await page.request.post('/__test__/faults', {
    data: {
      method: 'POST',
      path: '^/api/v[12]/playlists/$',
      mode: 'refuse',
      status: 400,
      body: { privacy_level: ['"instance" is not a valid choice.'] },
      times: 1,
    },
  });
  expect(fault.ok(), 'the pod has the fault switch (--test-hooks)').toBe(true);
  const name = `Refused ${unique()}`;
  await ui.submitForm(name);
  await expect(alert).toContainText('The playlist could not be created');
  await expect(page.getByText('"instance" is not a valid choice.').first()).toBeVisible();
  await expect(ui.form()).toBeVisible();
  expect(await ui.podPlaylistId(name)).toBe(0);
});

test('an album goes whole into a playlist made in place; the player bar offers its track too', async ({ page }) => {
  test.setTimeout(60_000);
  const ui = new PlaylistsPage(page);
  const album = await albumId(page, catalogue.album);
  const ids = await ui.podTrackIdsOfAlbum(album, [...catalogue.albumTracks]);
  await page.goto(`/library/albums/${album}`);
  await page.getByRole('button', { name: `Add every track of ${catalogue.album} to a playlist…` }).click();
  await expect(ui.addModal()).toHaveAccessibleName('Add 3 tracks to a playlist');
  await ui.addModal().getByRole('button', { name: 'New playlist' }).click();
  const name = `Whole album ${unique()}`;
  await ui.submitForm(name);
  await expect(ui.messages()).toContainText('Playlist created');
  // Made in place, the new playlist gets the tracks the modal was opened for.
  await expect(ui.pickerRow(name)).toContainText('3 tracks');
  await ui.closeAddModal();
  await expect.poll(async () => ui.podTrackIds(await ui.podPlaylistId(name))).toEqual(ids);

  await page.getByRole('button', { name: `Play ${catalogue.albumTracks[0]}` }).click();
  const player = page.getByRole('region', { name: 'Player' });
  await player.getByRole('button', { name: `Add ${catalogue.albumTracks[0]} to a playlist…` }).click();
  await expect(ui.addModal()).toHaveAccessibleName('Add the track to a playlist');
  await ui.addModal().getByLabel('Filter').fill(name);
  await expect(ui.addModal().getByRole('listitem')).toHaveCount(1);
  await ui.addTo(name);
  await expect(ui.pickerRow(name).getByRole('alert')).toContainText(`This track is already in ${name}.`);
});
