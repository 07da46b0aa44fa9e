import type { Page } from '@playwright/test';
import { test, expect, accounts, albumId, trackId } from './fixtures';
import { LoginPage } from './pages/login';
import { PlayerPage } from './pages/player';
import { PlaylistEditPage } from './pages/playlist-edit';
import { PlaylistSyncPage } from './pages/playlist-sync';
import { ShellPage } from './pages/shell';

/**
 * Issue 20, playlist edits through the outbox: made with the API cut, they show at once, wait across
 * a reload, and once the pod is reachable the pod holds what the screen shows, with 'Changes synced
 * with server'; a move the pod refuses shows the error and the pod's order comes back. The edits go
 * through the developer page of the playlist writes (the playlist screens come with their own specs).
 */

const API = '**/api/**';

async function csrfHeader(page: Page): Promise<Record<string, string>> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  return { 'X-CSRFToken': csrf };
}

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

test('a playlist made, renamed and filled with the API cut reaches the pod as the screen shows it', async ({
  page,
}) => {
  const ui = new PlaylistSyncPage(page);
  const tracks = [
    await trackId(page, 'Low Tide'),
    await trackId(page, 'Kelp Forest'),
    await trackId(page, 'Sea Glass'),
  ];
  const name = `Offline mix ${Date.now()}`;
  const renamed = `${name} renamed`;
  await ui.open();
  await expect(ui.playlist('Evening swim')).toBeVisible();

  await page.route(API, (route) => route.abort());
  await ui.create(name);
  await expect(ui.syncState(name)).toHaveText('Saving changes…');
  await ui.rename(name, renamed);
  await ui.add(renamed, tracks);
  await expect.poll(() => ui.trackIds(renamed)).toEqual(tracks);
  await page.reload();
  await expect(ui.playlist(renamed)).toBeVisible();
  expect(await ui.trackIds(renamed)).toEqual(tracks);
  await expect(ui.syncState(renamed)).toHaveText('Saving changes…');
  expect(await onPod(page, renamed)).toBeNull();

  await page.unroute(API);
  await page.reload();
  await expect(ui.syncState(renamed)).toHaveText('Changes synced with server', { timeout: 20_000 });
  const pod = await onPod(page, renamed);
  expect(pod?.trackIds).toEqual(tracks);
  expect(await ui.trackIds(renamed)).toEqual(pod?.trackIds);
  expect(await ui.podId(renamed)).toBe(pod?.id);
  expect(await onPod(page, name)).toBeNull();

  // The playlist's own page says so too.
  await page.goto(`/library/playlists/${pod?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await page.goto(`/library/playlists/${pod?.id}?mode=edit`);
  await expect(page.getByRole('status', { name: 'Sync state' })).toHaveText('Changes synced with server');
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
  const ui = new PlaylistSyncPage(page);
  const tracks = [
    await trackId(page, 'Low Tide'),
    await trackId(page, 'Kelp Forest'),
    await trackId(page, 'Sea Glass'),
  ];
  const name = `Refused move ${Date.now()}`;
  const headers = await csrfHeader(page);
  const made = await page.request.post('/api/v1/playlists/', { data: { name, privacy_level: 'me' }, headers });
  expect(made.status()).toBe(201);
  const id = ((await made.json()) as { id: number }).id;
  const added = await page.request.post(`/api/v1/playlists/${id}/add/`, { data: { tracks }, headers });
  expect(added.status()).toBe(201);

  await ui.open();
  await expect.poll(() => ui.trackIds(name), { timeout: 20_000 }).toEqual(tracks);
  const fault = await page.request.post('/__test__/faults', {
    data: { method: 'POST', path: '^/api/v[12]/playlists/\\d+/move/$', mode: 'refuse', status: 404, raw: '', times: 1 },
  });
  expect(fault.ok(), 'the pod has the fault switch (--test-hooks)').toBe(true);

  await ui.move(name, 0, 2);
  await expect(ui.syncState(name)).toHaveText('An error occurred while saving your changes');
  await expect(new ShellPage(page).messages).toContainText('An error occurred while saving your changes');
  await expect.poll(() => ui.trackIds(name)).toEqual(tracks);
  expect((await onPod(page, name))?.trackIds).toEqual(tracks);
});
