import { test, expect, accounts, albumId, trackId } from './fixtures';
import { LoginPage } from './pages/login';
import { PlayerPage } from './pages/player';
import { PlaylistEditPage } from './pages/playlist-edit';

// Log-ins, pod calls and several screens each: more than the default on a loaded machine.
test.describe.configure({ timeout: 60_000 });

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const FOUR = ['Press Start', 'Bubble Level', 'Harbour Lights', 'Moon Jelly'] as const;
const QUEUED = ['Low Tide', 'Kelp Forest', 'Sea Glass'] as const;

async function idsOf(page: Parameters<typeof trackId>[0], titles: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const title of titles) ids.push(await trackId(page, title));
  return ids;
}

test.beforeEach(async ({ page }) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
});

test('?mode=edit opens the editor: drag the third first, remove one, insert the queue, clear, each on the pod', async ({
  page,
}) => {
  const edit = new PlaylistEditPage(page);
  const [pressStart, bubbleLevel, harbourLights, moonJelly] = await idsOf(page, FOUR);
  const album = await albumId(page, 'Slow Currents');
  const albumTracks = (await (await page.request.get(`/api/v1/tracks/?album=${album}`)).json()) as {
    results: Array<{ id: number; title: string }>;
  };
  const queued = QUEUED.map((title) => albumTracks.results.find((track) => track.title === title)?.id);
  const name = unique('Edit me');
  const id = await edit.makePlaylist(name, [pressStart!, bubbleLevel!, harbourLights!, moonJelly!]);

  await edit.open(id, 'edit');
  await expect(edit.heading(name)).toBeVisible();
  await expect(edit.stopEditingButton).toBeVisible();
  // One's own playlist is edited from the mirror, pulled when the app starts: a loaded machine is slow.
  await expect(edit.editorRows()).toHaveCount(4, { timeout: 20_000 });
  expect(await edit.editorTitles()).toEqual([...FOUR]);

  await test.step('drag the third first', async () => {
    await edit.editorRow('Harbour Lights').dragTo(edit.editorRow('Press Start'));
    await expect
      .poll(() => edit.editorTitles())
      .toEqual(['Harbour Lights', 'Press Start', 'Bubble Level', 'Moon Jelly']);
    await expect.poll(() => edit.podTrackIds(id)).toEqual([harbourLights, pressStart, bubbleLevel, moonJelly]);
    await expect(edit.synced).toBeVisible();
  });

  await test.step('remove one', async () => {
    await edit.removeButton('Bubble Level').click();
    await expect.poll(() => edit.editorTitles()).toEqual(['Harbour Lights', 'Press Start', 'Moon Jelly']);
    await expect.poll(() => edit.podTrackIds(id)).toEqual([harbourLights, pressStart, moonJelly]);
  });

  await test.step('insert from queue appends every queued track', async () => {
    await expect(edit.insertFromQueue).toBeDisabled();
    // An album played in the same page (the queue lives in the player), then back to the editor.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Albums', exact: true })
      .click();
    await page.locator('a.card', { hasText: 'Slow Currents' }).click();
    await expect(page).toHaveURL(new RegExp(`/library/albums/${album}$`));
    await page.locator('.hero').getByRole('button', { name: 'Play', exact: true }).click();
    await new PlayerPage(page).expectPlaying('Low Tide');
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/library/playlists/${id}\\?mode=edit$`));
    await expect(edit.insertFromQueue).toBeEnabled();
    await edit.insertFromQueue.click();
    await expect.poll(() => edit.podTrackIds(id)).toEqual([harbourLights, pressStart, moonJelly, ...queued]);
    await expect.poll(() => edit.editorTitles()).toEqual(['Harbour Lights', 'Press Start', 'Moon Jelly', ...QUEUED]);
    await expect(edit.synced).toBeVisible();
  });

  await test.step('clear after the confirmation', async () => {
    await edit.clearButton.click();
    await expect(edit.dialog).toContainText('This cannot be undone.');
    await edit.dialog.getByRole('button', { name: 'Clear playlist' }).click();
    await expect(edit.dialog).toHaveCount(0);
    await expect.poll(() => edit.podTrackIds(id)).toEqual([]);
    await expect(page.getByText('This playlist is empty.')).toBeVisible();
    await expect(edit.synced).toBeVisible();
  });

  await test.step('Stop editing and Edit toggle the query', async () => {
    await edit.stopEditingButton.click();
    await expect(page).not.toHaveURL(/mode=edit/);
    await expect(edit.editor).toHaveCount(0);
    await edit.editButton.click();
    await expect(page).toHaveURL(/\?mode=edit$/);
    await expect(edit.stopEditingButton).toBeVisible();
  });
});

test('the keyboard moves a track from its handle, announced, the focus kept', async ({ page }) => {
  const edit = new PlaylistEditPage(page);
  const [pressStart, bubbleLevel, harbourLights] = await idsOf(page, FOUR.slice(0, 3));
  const id = await edit.makePlaylist(unique('Keys'), [pressStart!, bubbleLevel!, harbourLights!]);
  await edit.open(id, 'edit');
  await expect(edit.editorRows()).toHaveCount(3, { timeout: 20_000 });

  await edit.handle('Press Start').focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => edit.editorTitles()).toEqual(['Bubble Level', 'Press Start', 'Harbour Lights']);
  await expect(page.getByRole('status').filter({ hasText: 'Press Start moved to position 2 of 3' })).toBeAttached();
  await expect(edit.handle('Press Start')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => edit.editorTitles()).toEqual(['Bubble Level', 'Harbour Lights', 'Press Start']);
  await expect.poll(() => edit.podTrackIds(id)).toEqual([bubbleLevel, harbourLights, pressStart]);

  // The buttons do the same, for those who do not use the handle.
  await edit.editor.getByRole('button', { name: 'Move Press Start up' }).click();
  await expect.poll(() => edit.podTrackIds(id)).toEqual([bubbleLevel, pressStart, harbourLights]);
});

test('a playlist of 60 shows 50, and Load more tracks the rest', async ({ page }) => {
  const edit = new PlaylistEditPage(page);
  const response = await page.request.get('/api/v1/tracks/?page_size=50');
  const catalogueIds = ((await response.json()) as { results: Array<{ id: number }> }).results.map((t) => t.id);
  expect(catalogueIds.length).toBeGreaterThan(5);
  const sixty = Array.from({ length: 60 }, (_, index) => catalogueIds[index % catalogueIds.length]!);
  const name = unique('Sixty');
  const id = await edit.makePlaylist(name, sixty);

  await edit.open(id);
  await expect(edit.heading(name)).toBeVisible();
  await expect(page.getByText('60 tracks', { exact: true })).toBeVisible();
  const rows = edit.tracks.locator(':scope > li');
  await expect(rows).toHaveCount(50);
  await expect(page.getByText('50 of 60 tracks shown')).toBeVisible();
  await edit.loadMore.click();
  await expect(rows).toHaveCount(60);
  await expect(edit.loadMore).toHaveCount(0);
});

test('an empty playlist says so and how to add tracks; Delete asks first and removes it from the pod', async ({
  page,
}) => {
  const edit = new PlaylistEditPage(page);
  const name = unique('Empty');
  const id = await edit.makePlaylist(name, []);
  await edit.open(id);
  await expect(edit.heading(name)).toBeVisible();
  await expect(page.getByText('There are no tracks in this playlist yet')).toBeVisible();
  await expect(page.getByText(/“Add to playlist” on a track/)).toBeVisible();
  await expect(page.locator('.hero').getByRole('button', { name: 'Play', exact: true })).toBeDisabled();

  await edit.deleteButton.click();
  await expect(edit.dialog).toContainText(`The playlist “${name}” will be deleted. This cannot be undone.`);
  await edit.dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/library\/me\/playlists$/);
  await expect.poll(async () => (await page.request.get(`/api/v1/playlists/${id}/`)).status()).toBe(404);
});

test('a playlist visible to everyone offers Embed; the dropdown holds the XSPF items; the editor opens the form', async ({
  page,
}) => {
  const edit = new PlaylistEditPage(page);
  const name = unique('Public');
  const id = await edit.makePlaylist(name, [await trackId(page, 'Press Start')], 'everyone');
  await edit.open(id, 'edit');
  await expect(edit.editorRows()).toHaveCount(1, { timeout: 20_000 });

  await page.getByRole('button', { name: 'Embed', exact: true }).click();
  await expect(edit.dialog.getByRole('heading', { name: `Embed “${name}”` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(edit.dialog).toHaveCount(0);

  await page.getByRole('button', { name: `More actions for ${name}` }).click();
  await expect(page.getByRole('button', { name: 'Download as XSPF' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rebuild from XSPF' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Name and visibility' }).click();
  await expect(edit.dialog.getByRole('heading', { name: 'Edit the playlist' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(edit.dialog).toHaveCount(0);
});
