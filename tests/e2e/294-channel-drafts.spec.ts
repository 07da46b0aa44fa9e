import { expect, test } from './fixtures';
import { ChannelDraftsPage } from './pages/channel-drafts';
import { LoginPage } from './pages/login';

// Issue 19, dr19: drafts left unpublished when the channel's upload dialog closes are listed for the
// owner on the episodes tab; Publish makes one an episode, Delete removes it from the pod.

const unique = () => `dr${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test('the owner sees the drafts left by a closed upload dialog, publishes one and deletes the other', async ({
  page,
}) => {
  // Two files sent, one imported, on a loaded machine.
  test.setTimeout(60_000);
  await new LoginPage(page).logInFromScratch('demo', 'demo');
  const ui = new ChannelDraftsPage(page);
  const handle = unique();
  const { uuid } = await ui.publish.makePodcast(handle, 'Season One');

  // No drafts yet: no section.
  await ui.openEpisodes(uuid);
  await expect(page.getByText('No episodes yet.')).toBeVisible({ timeout: 20_000 });
  await expect(ui.section).toBeHidden();

  await ui.uploadAndClose(uuid, 'Season One', { 'tone.mp3': 'Kept for later', 'tone.ogg': 'Never mind' });
  await ui.openEpisodes(uuid);
  await expect(ui.row('Kept for later')).toBeVisible({ timeout: 20_000 });
  await expect(ui.row('Never mind')).toBeVisible();
  await expect(ui.row('Kept for later')).toContainText('tone.mp3');
  await expect(ui.row('Kept for later')).toContainText('Created');
  expect(await ui.podDrafts(uuid)).toHaveLength(2);

  // Publish: off the drafts at once, then an episode once the pod has imported it.
  await ui.row('Kept for later').getByRole('button', { name: 'Publish “Kept for later”' }).click();
  await expect(ui.row('Kept for later')).toBeHidden();
  const episodes = page.getByRole('region', { name: 'Episodes' });
  await expect(episodes.getByText('Kept for later')).toBeVisible({ timeout: 20_000 });
  // g19: the wait ends with the outcome, and the device's upload group is no longer "being prepared".
  await expect(ui.section.getByRole('status')).toHaveText('Published: it is now among the episodes.', {
    timeout: 20_000,
  });
  await page.goto('/upload/all');
  await expect(page.getByRole('heading', { name: `Upload to Show ${handle}` })).toBeVisible({ timeout: 20_000 });
  await ui.openEpisodes(uuid);

  // Delete: gone from the page and from the pod.
  const [left] = await ui.podDrafts(uuid);
  // g19: asked first; Cancel keeps it.
  await ui.row('Never mind').getByRole('button', { name: 'Delete “Never mind”' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this draft?' });
  await expect(confirm).toContainText('“Never mind” and its file will be removed from the pod.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(ui.row('Never mind')).toBeVisible();
  expect(await ui.podDrafts(uuid)).toEqual([left]);
  await ui.row('Never mind').getByRole('button', { name: 'Delete “Never mind”' }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(ui.section).toBeHidden({ timeout: 20_000 });
  expect(await ui.podDrafts(uuid)).toEqual([]);
  expect((await page.request.get(`/api/v1/uploads/${left}/`)).status()).toBe(404);
  await expect(episodes.getByText('Never mind')).toBeHidden();
});
