// Issue 19, chan19: a podcast made in its steps, a series added on its page; a taken handle; the
// owner's Edit (handle read-only) and Delete (asked first).

import { test, expect, accounts } from './fixtures';
import { ChannelsPage, TINY_PNG } from './pages/channels';
import { LoginPage } from './pages/login';

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test('demo creates a podcast in its steps, adds a series, and the channel page shows it', async ({ page }) => {
  test.setTimeout(60_000);
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const ui = new ChannelsPage(page);
  const handle = unique('tides');
  const dialog = await ui.startCreate('Podcast');
  await expect(dialog.getByText('It cannot be changed later.')).toBeVisible();

  // The picture: another type is refused before upload; a PNG too small is sent with a warning.
  const picture = dialog.getByLabel('Picture', { exact: true });
  await picture.setInputFiles({ name: 'cover.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(dialog.getByRole('alert')).toContainText('This picture is not a PNG or a JPG: it was not sent.');
  await picture.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(dialog.getByText('it may look blurred or cropped')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Chosen picture' })).toBeVisible();

  await ui.fillPodcast(dialog, { name: 'Tide Talk', handle });
  await dialog.getByRole('button', { name: 'Create channel' }).click();
  await expect(ui.messages()).toContainText('Channel created.');
  await expect(page).toHaveURL(new RegExp(`/channels/${handle}@`));
  await expect(page.getByRole('heading', { level: 1, name: 'Tide Talk' })).toBeVisible();
  await expect(page.getByText('Podcast', { exact: true })).toBeVisible();
  await expect(page.getByText('No episodes yet.')).toBeVisible();
  await expect(page.getByText('No series yet.')).toBeVisible();
  await expect(page.getByLabel('RSS feed')).toHaveValue(/\/api\/v1\/channels\/[0-9a-f-]{36}\/rss$/);

  await page.getByRole('button', { name: 'Add a series' }).click();
  const series = page.getByRole('dialog', { name: 'Add a series' });
  await series.getByLabel('Title').fill('Season one');
  await series.getByLabel('Release date').fill('2026-11-01');
  await series.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(ui.messages()).toContainText('Series created.');
  await expect(page.getByRole('list', { name: 'Series' }).getByText('Season one')).toBeVisible();

  // The pod holds what the page shows.
  const channel = await (await page.request.get(`/api/v1/channels/${page.url().split('/channels/')[1]}/`)).json();
  expect(channel).toMatchObject({
    artist: { name: 'Tide Talk', content_category: 'podcast', tags: ['talk', 'weekly'] },
    metadata: { itunes_category: 'Music', itunes_subcategory: 'Music History', language: 'en' },
  });
  expect(channel.artist.cover).not.toBeNull();
  await ui.tab('Episodes').click();
  await expect(page.getByText('No episodes yet.')).toBeVisible();
});

test("a taken handle says 'Error while saving channel.' with the pod's message", async ({ page }) => {
  test.setTimeout(60_000);
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const ui = new ChannelsPage(page);
  const dialog = await ui.startCreate('Podcast');
  await ui.fillPodcast(dialog, { name: 'Mine', handle: 'admin' });
  await dialog.getByRole('button', { name: 'Create channel' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Error while saving channel.');
  await expect(alert).toContainText('This username is already taken');
  // A field left out comes back named (spec 01 section 5: "this field" gets the field's name).
  await dialog.getByLabel('Fediverse handle').fill(unique('free'));
  await dialog.getByRole('combobox', { name: 'Language' }).selectOption('');
  await dialog.getByRole('button', { name: 'Create channel' }).click();
  await expect(alert).toContainText('Language: This field is required.');
  await expect(page).not.toHaveURL(/\/channels\//);
  // On a phone the pod's reason is scrolled into the dialog's view, not left below its fold.
  await page.setViewportSize({ width: 390, height: 844 });
  await dialog.getByRole('combobox', { name: 'Language' }).selectOption({ index: 1 });
  await dialog.getByLabel('Fediverse handle').fill('admin');
  await dialog.getByRole('button', { name: 'Create channel' }).click();
  await expect(alert.getByText('This username is already taken')).toBeInViewport();
});

test('the owner edits with the handle read-only, and deleting asks first', async ({ page }) => {
  test.setTimeout(60_000);
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const ui = new ChannelsPage(page);
  const handle = unique('edits');
  const made = await ui.podChannel('Edit Me', handle);
  await page.goto(`/channels/${made.actor.full_username}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Me' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = ui.editDialog();
  const handleField = edit.getByLabel('Fediverse handle');
  await expect(handleField).toHaveValue(handle);
  await expect(handleField).toHaveAttribute('readonly', '');
  await expect(edit.getByText('The handle cannot be changed.')).toBeVisible();
  await edit.getByLabel('Name', { exact: true }).fill('Edited');
  await edit.getByRole('button', { name: 'Save channel' }).click();
  await expect(ui.messages()).toContainText('Channel saved.');
  await expect(page.getByRole('heading', { level: 1, name: 'Edited' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this channel?' });
  await expect(confirm).toContainText('This cannot be undone');
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();
  expect((await page.request.get(`/api/v1/channels/${made.uuid}/`)).status()).toBe(200);

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirm.getByRole('button', { name: 'Delete channel' }).click();
  await expect(ui.messages()).toContainText('Edited was deleted.');
  await expect(page).toHaveURL(/\/library\/podcasts$/);
  expect((await page.request.get(`/api/v1/channels/${made.uuid}/`)).status()).toBe(404);
});
