// Issue 20, g20: what no earlier spec watched.
// - The list's Manage modal: edit gives 'Playlist updated' and the pod holds the new name and
//   visibility (not "My followers": a real 1.4 pod hides such a playlist from its owner too, by its
//   `privacy_level_query`, and the demo pod does the same); delete asks first, says it cannot be
//   undone, and the pod loses it.
// - The playlist page's header (track count, duration, author, 'Updated on'), and an open page
//   following a change made elsewhere, through the pod's `playlist.track_updated` event, no reload.
// - One's own playlist made elsewhere since the app started: its page offers Edit, not Report.
import { test, expect, accounts, trackId } from './fixtures';
import { LoginPage } from './pages/login';
import { PlaylistEditPage } from './pages/playlist-edit';
import { PlaylistsPage } from './pages/playlists';

test.describe.configure({ timeout: 60_000 });

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.beforeEach(async ({ page }) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
});

test('Manage: a playlist edited there says Playlist updated, and one deleted there is gone from the pod', async ({
  page,
}) => {
  const edit = new PlaylistEditPage(page);
  const ui = new PlaylistsPage(page);
  const name = unique('Managed');
  const renamed = `${name} renamed`;
  const id = await edit.makePlaylist(name, [await trackId(page, 'Press Start')]);

  await page.goto('/library/me/playlists');
  await page.getByRole('button', { name: 'Manage playlists' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage playlists' });
  // One's own playlists, from the mirror pulled at start: a loaded machine is slow.
  await expect(manage.getByRole('link', { name, exact: true })).toBeVisible({ timeout: 20_000 });

  await manage.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Edit the playlist' });
  await form.getByLabel('Playlist name').fill(renamed);
  // "My followers" warns first: a Funkwhale pod lists such a playlist to nobody, its owner included.
  await form.getByLabel('Playlist visibility').selectOption({ label: 'My followers' });
  await expect(form.getByLabel('Playlist visibility')).toHaveAccessibleDescription(/not even you/);
  await form.getByLabel('Playlist visibility').selectOption({ label: 'Everyone on this instance' });
  await expect(form.getByLabel('Playlist visibility')).not.toHaveAccessibleDescription(/not even you/);
  await form.getByRole('button', { name: 'Update playlist' }).click();
  await expect(ui.messages()).toContainText('Playlist updated', { timeout: 15_000 });
  await expect
    .poll(async () => {
      const body = (await (await page.request.get(`/api/v1/playlists/${id}/`)).json()) as {
        name: string;
        privacy_level: string;
      };
      return [body.name, body.privacy_level];
    })
    .toEqual([renamed, 'instance']);

  await expect(manage.getByRole('link', { name: renamed, exact: true })).toBeVisible();
  await manage.getByRole('button', { name: `Delete ${renamed}`, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Delete the playlist "${renamed}"?` });
  await expect(confirm).toContainText('This cannot be undone.');
  // Cancel keeps it.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect((await page.request.get(`/api/v1/playlists/${id}/`)).status()).toBe(200);

  await manage.getByRole('button', { name: `Delete ${renamed}`, exact: true }).click();
  await confirm.getByRole('button', { name: 'Delete playlist' }).click();
  await expect(ui.messages()).toContainText(`Playlist "${renamed}" deleted`);
  await expect(manage.getByRole('link', { name: renamed, exact: true })).toBeHidden();
  await expect.poll(async () => (await page.request.get(`/api/v1/playlists/${id}/`)).status()).toBe(404);
});

test('the header tells count, duration, author and date; a track added elsewhere shows on the open page', async ({
  page,
}) => {
  const edit = new PlaylistEditPage(page);
  const name = unique('Live');
  const [pressStart, bubbleLevel, moonJelly] = [
    await trackId(page, 'Press Start'),
    await trackId(page, 'Bubble Level'),
    await trackId(page, 'Moon Jelly'),
  ];
  const id = await edit.makePlaylist(name, [pressStart, bubbleLevel]);

  await edit.open(id);
  await expect(edit.heading(name)).toBeVisible({ timeout: 15_000 });
  const meta = page.locator('.hero__meta');
  await expect(meta).toContainText('2 tracks', { timeout: 15_000 });
  await expect(meta).toContainText(`by ${accounts.listener.username}`);
  await expect(meta).toContainText('Updated on ');
  await expect(meta).toContainText(/\d+:\d\d/);
  await expect(edit.tracks.getByRole('listitem')).toHaveCount(2, { timeout: 15_000 });

  // Another device adds a track: the pod tells this one's activity socket, and the open page follows.
  const cookies = await page.context().cookies();
  const added = await page.request.post(`/api/v1/playlists/${id}/add/`, {
    data: { tracks: [moonJelly] },
    headers: { 'X-CSRFToken': cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '' },
  });
  expect(added.status()).toBe(201);
  await expect(meta).toContainText('3 tracks', { timeout: 20_000 });
  await expect(edit.tracks.getByRole('listitem')).toHaveCount(3, { timeout: 20_000 });
  await expect(edit.tracks.getByRole('listitem').last()).toContainText('Moon Jelly');
});

test('one’s own playlist made elsewhere since the app started offers Edit on its page, not Report', async ({
  page,
}) => {
  const edit = new PlaylistEditPage(page);
  // Made on another device while this one has the app open: an empty playlist, so no track event
  // refreshes the device's list of one's playlists; the pod's page names the user its owner.
  const name = unique('Elsewhere');
  const id = await edit.makePlaylist(name, []);
  // Opened inside the running app (no reload, which would pull the list afresh).
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/library/playlists/${id}`);
  await expect(edit.heading(name)).toBeVisible({ timeout: 15_000 });
  await expect(edit.editButton).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Report', exact: true })).toBeHidden();
  // Empty: Play is disabled and no radio is offered from it.
  await expect(page.getByRole('button', { name: `Start ${name} radio` })).toHaveCount(0);
  await edit.editButton.click();
  await expect(edit.insertFromQueue).toBeVisible();
});
