import type { Page } from '@playwright/test';
import { test, expect, accounts, albumId, trackId } from './fixtures';
import { LoginPage } from './pages/login';
import { PlayerPage } from './pages/player';
import { PlaylistEditPage } from './pages/playlist-edit';
import { PlaylistsPage } from './pages/playlists';
import { ShellPage } from './pages/shell';

/**
 * Issue 20, playlist edits through the outbox, on the playlist screens: made with the API cut, they
 * show at once, wait across a reload, and once the pod is reachable the pod holds what the screen
 * shows, with 'Changes synced with server' (a playlist created offline follows the pod's id); a move
 * the pod refuses shows the error and the pod's order comes back.
 */

const API = '**/api/**';

/** The playlist of that name on the pod, with its track ids in order (null when it has none of that name). */
async function onPod(page: Page, name: string): Promise<{ id: number; trackIds: number[] } | null> {
  const list = await page.request.get(`/api/v1/playlists/?scope=me&name=${encodeURIComponent(name)}`);
  const found = ((await list.json()) as { results: Array<{ id: number }> }).results[0];
  if (!found) return null;
  const tracks = await page.request.get(`/api/v1/playlists/${found.id}/tracks/`);
  const entries = ((await tracks.json()) as { results: Array<{ track: { id: number } }> }).results;
  return { id: found.id, trackIds: entries.map((entry) => entry.track.id) };
}

test.beforeEach(async ({ page }) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
});

/** The ids of an album's tracks by title, from the pod. */
async function albumTrackIds(page: Page, album: number): Promise<Map<string, number>> {
  const body = (await (await page.request.get(`/api/v1/tracks/?album=${album}`)).json()) as {
    results: Array<{ id: number; title: string }>;
  };
  return new Map(body.results.map((track) => [track.title, track.id]));
}

/** Plays an album from its page and pauses: the queue then holds its tracks. */
async function queueAlbum(page: Page, album: number): Promise<void> {
  await page.goto(`/library/albums/${album}`);
  await page.locator('.hero').getByRole('button', { name: 'Play', exact: true }).click();
  const player = new PlayerPage(page);
  await player.expectPlaying('Low Tide');
  await player.button('Pause').click();
}

test('a playlist created, renamed and filled with the API cut reaches the pod as the screen shows it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const edit = new PlaylistEditPage(page);
  const album = await albumId(page, 'Slow Currents');
  const ids = await albumTrackIds(page, album);
  const titles = ['Low Tide', 'Kelp Forest', 'Sea Glass'];
  const name = `Offline mix ${Date.now().toString(36)}`;
  const renamed = `${name} renamed`;
  await queueAlbum(page, album);
  // In the app (no reload), so the queue is the one just played.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'My playlists', exact: true })
    .click();

  await page.route(API, (route) => route.abort());
  await page.getByRole('button', { name: 'Create a playlist' }).click();
  await new PlaylistsPage(page).submitForm(name, 'Nobody except me');
  await expect(new ShellPage(page).messages).toContainText('Playlist created');
  // The new playlist's page, under its local id until the pod gives one.
  await expect(edit.heading(name)).toBeVisible();
  await expect(page).toHaveURL(/\/library\/playlists\/local-/);
  await edit.editButton.click();
  await page.getByRole('button', { name: 'Name and visibility' }).click();
  const form = page.getByRole('dialog', { name: 'Edit the playlist' });
  await form.getByLabel('Playlist name').fill(renamed);
  await form.getByRole('button', { name: 'Update playlist' }).click();
  await expect(edit.heading(renamed)).toBeVisible();
  await edit.insertFromQueue.click();
  await expect.poll(() => edit.editorTitles()).toEqual(titles);
  await expect(page.getByRole('status', { name: 'Sync state' })).toHaveText('Saving changes…');

  await page.reload();
  await expect(edit.heading(renamed)).toBeVisible();
  await expect.poll(() => edit.editorTitles()).toEqual(titles);
  expect(await onPod(page, renamed)).toBeNull();

  await page.unroute(API);
  await page.reload();
  await expect(page.getByRole('status', { name: 'Sync state' })).toHaveText('Changes synced with server', {
    timeout: 20_000,
  });
  const pod = await onPod(page, renamed);
  expect(pod?.trackIds).toEqual(titles.map((title) => ids.get(title)));
  expect(await onPod(page, name)).toBeNull();
  // The open page follows the pod's id.
  await expect(page).toHaveURL(new RegExp(`/library/playlists/${pod?.id}(\\?|$)`));
  expect(await edit.editorTitles()).toEqual(titles);
});

test('on the playlist page with the API cut: rename, insert the queue and reorder, reload, restore: the pod equals the screen', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const edit = new PlaylistEditPage(page);
  const name = `Cut edits ${Date.now().toString(36)}`;
  const renamed = `${name} renamed`;
  const id = await edit.makePlaylist(name, [await trackId(page, 'Press Start'), await trackId(page, 'Bubble Level')]);
  // The queue: an album played online (Low Tide, Kelp Forest, Sea Glass), then paused.
  const album = await albumId(page, 'Slow Currents');
  const albumTracks = (await (await page.request.get(`/api/v1/tracks/?album=${album}`)).json()) as {
    results: Array<{ id: number; title: string }>;
  };
  const idOf = (title: string) => albumTracks.results.find((track) => track.title === title)?.id;
  await page.goto(`/library/albums/${album}`);
  await page.locator('.hero').getByRole('button', { name: 'Play', exact: true }).click();
  const player = new PlayerPage(page);
  await player.expectPlaying('Low Tide');
  await player.button('Pause').click();
  // In the app (no reload), so the queue is the one just played.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'My playlists', exact: true })
    .click();
  await page.locator('a.card', { hasText: name }).first().click();
  await edit.editButton.click();
  await expect(edit.editorRows()).toHaveCount(2, { timeout: 20_000 });

  await page.route(API, (route) => route.abort());
  await page.getByRole('button', { name: 'Name and visibility' }).click();
  const form = page.getByRole('dialog', { name: 'Edit the playlist' });
  await form.getByLabel('Playlist name').fill(renamed);
  await form.getByRole('button', { name: 'Update playlist' }).click();
  await expect(edit.heading(renamed)).toBeVisible();
  await edit.insertFromQueue.click();
  await expect
    .poll(() => edit.editorTitles())
    .toEqual(['Press Start', 'Bubble Level', 'Low Tide', 'Kelp Forest', 'Sea Glass']);
  await edit.handle('Sea Glass').focus();
  await page.keyboard.press('ArrowUp');
  const shown = ['Press Start', 'Bubble Level', 'Low Tide', 'Sea Glass', 'Kelp Forest'];
  await expect.poll(() => edit.editorTitles()).toEqual(shown);
  await expect(page.getByRole('status', { name: 'Sync state' })).toHaveText('Saving changes…');

  await page.reload();
  await expect(edit.heading(renamed)).toBeVisible();
  await expect.poll(() => edit.editorTitles()).toEqual(shown);
  expect(await edit.podTrackIds(id)).toHaveLength(2);

  await page.unroute(API);
  await page.reload();
  // 'synced' only once the waiting edits are sent (it once showed before they were even read).
  await expect(page.getByRole('status', { name: 'Sync state' })).toHaveText('Changes synced with server', {
    timeout: 20_000,
  });
  const [pressStart, bubbleLevel] = [await trackId(page, 'Press Start'), await trackId(page, 'Bubble Level')];
  const ids = [pressStart, bubbleLevel, ...shown.slice(2).map(idOf)];
  expect(await edit.podTrackIds(id)).toEqual(ids);
  const detail = (await (await page.request.get(`/api/v1/playlists/${id}/`)).json()) as { name: string };
  expect(detail.name).toBe(renamed);
  expect(await edit.editorTitles()).toEqual(shown);
});

test('a move the pod refuses shows the error, and the pod order comes back', async ({ page }) => {
  const edit = new PlaylistEditPage(page);
  const album = await albumId(page, 'Slow Currents');
  const ids = await albumTrackIds(page, album);
  const titles = ['Low Tide', 'Kelp Forest', 'Sea Glass'];
  const tracks = titles.map((title) => ids.get(title) ?? 0);
  const id = await edit.makePlaylist(`Refused move ${Date.now().toString(36)}`, tracks);

  await edit.open(id, 'edit');
  await expect.poll(() => edit.editorTitles(), { timeout: 20_000 }).toEqual(titles);
  const fault = await page.request.post('/__test__/faults', {
    data: { method: 'POST', path: '^/api/v[12]/playlists/\\d+/move/$', mode: 'refuse', status: 404, raw: '', times: 1 },
  });
  expect(fault.ok(), 'the pod has the fault switch (--test-hooks)').toBe(true);

  await edit.handle('Low Tide').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('status', { name: 'Sync state' })).toContainText(
    'An error occurred while saving your changes',
  );
  await expect(new ShellPage(page).messages).toContainText('An error occurred while saving your changes');
  await expect.poll(() => edit.editorTitles()).toEqual(titles);
  expect(await edit.podTrackIds(id)).toEqual(tracks);
});
