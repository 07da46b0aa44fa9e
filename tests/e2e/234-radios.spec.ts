// Issue 20, radio20: a custom radio built from a tag and an excluded artist, with each filter's
// candidate count; saved, its tracks listed, started, edited, and deleted after the confirmation.

import { test, expect, accounts } from './fixtures';
import { LoginPage } from './pages/login';
import { PlayerPage } from './pages/player';
import { RadiosPage } from './pages/radios';

interface PodRadio {
  name: string;
  is_public: boolean;
  config: Record<string, unknown>[];
}

test('a radio with a tag filter and an excluded artist: count, save, tracks, start, edit, delete', async ({ page }) => {
  test.setTimeout(60_000);
  const { username, password } = accounts.listener;
  await new LoginPage(page).logInFromScratch(username, password);
  const ui = new RadiosPage(page);
  const name = `Keys without chips ${Date.now()}`;

  await ui.openBuilderFromBrowse();
  await ui.fillForm({ name, description: 'Piano, but no Pixel Reef' });
  const tag = await ui.addFilter('Tag', 'pian', 'Piano');
  // Tracks tagged Piano themselves, by their artist or album (pod/routes/radios.test.ts).
  await expect(ui.count(tag)).toContainText('7 matching tracks');
  await expect(ui.count(tag)).toContainText('Harbour Lights');

  const artist = await ui.addFilter('Artist', 'pixel', 'Pixel Reef');
  await ui.exclude(artist).check();
  // What the pod counts for that filter alone, excluded.
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const validated = await page.request.post('/api/v1/radios/radios/validate/', {
    headers: { 'X-CSRFToken': csrf, Referer: page.url() },
    data: { filters: [{ type: 'artist', ids: [2], not: true }] },
  });
  const { filters } = (await validated.json()) as { filters: { candidates: { count: number } }[] };
  await expect(ui.count(artist)).toContainText(`${filters[0]!.candidates.count} matching tracks`);

  const id = await ui.save('Radio created');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`By ${username}`)).toBeVisible();
  await expect(ui.filters()).toContainText('Tag: Piano');
  await expect(ui.filters()).toContainText('Artist (excluded): Pixel Reef');
  const pod = (await (await page.request.get(`/api/v1/radios/radios/${id}/`)).json()) as PodRadio;
  expect(pod.config).toEqual([
    { type: 'tag', names: ['Piano'], not: false },
    { type: 'artist', ids: [2], not: true, names: ['Pixel Reef'] },
  ]);

  // Piano minus Arcade Sunrise (Marina Keys feat. Pixel Reef).
  const titles = ['Harbour Lights', 'Lighthouse Waltz', 'Rain on the Pier', 'Teacups', 'Low Sun'];
  await expect(ui.tracks()).toContainText('6 matching tracks');
  for (const title of titles) await expect(ui.tracks()).toContainText(title);
  await expect(ui.tracks()).not.toContainText('Arcade Sunrise');

  await page.getByRole('button', { name: `Start ${name} radio` }).click();
  const player = new PlayerPage(page);
  await expect(player.button('Pause')).toBeVisible({ timeout: 20_000 });
  expect(titles).toContain(await player.title.textContent());
  await page.getByRole('button', { name: 'Stop radio' }).click();

  // Edit: another name, public, and the artist no longer excluded but required (Pixel Reef has 6
  // tracks; with Piano, Arcade Sunrise is the one left).
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/library/radios/build/${id}$`));
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  const edited = `${name} (public)`;
  await ui.fillForm({ name: edited, isPublic: true });
  await expect(ui.exclude(ui.filter('Artist'))).toBeChecked();
  await ui.exclude(ui.filter('Artist')).uncheck();
  await expect(ui.count(ui.filter('Artist'))).toContainText('6 matching tracks');
  expect(await ui.save('Radio updated')).toBe(id);
  await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible();
  await expect(ui.tracks()).toContainText('1 matching track');
  await expect(ui.tracks()).toContainText('Arcade Sunrise');
  const after = (await (await page.request.get(`/api/v1/radios/radios/${id}/`)).json()) as PodRadio;
  expect(after).toMatchObject({ name: edited, is_public: true });
  expect(after.config[1]).toMatchObject({ type: 'artist', not: false });

  // Delete asks first; Cancel keeps it.
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this radio?' });
  await expect(confirm).toContainText('This cannot be undone');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect((await page.request.get(`/api/v1/radios/radios/${id}/`)).status()).toBe(200);
  await page.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(ui.messages()).toContainText('Radio deleted');
  await expect(page).toHaveURL(/\/library\/me\/radios$/);
  await expect(page.getByRole('link', { name: edited })).toHaveCount(0);
  expect((await page.request.get(`/api/v1/radios/radios/${id}/`)).status()).toBe(404);
});

test('a radio whose filters match nothing says so; another user sees no Edit or Delete', async ({ page }) => {
  const { username, password } = accounts.listener;
  await new LoginPage(page).logInFromScratch(username, password);
  const ui = new RadiosPage(page);
  await ui.openBuilderFromBrowse();
  await ui.fillForm({ name: `Nothing ${Date.now()}` });
  const tag = await ui.addFilter('Tag', 'pian', 'Piano');
  await ui.exclude(tag).check();
  await ui.addFilter('Tag', 'pian', 'Piano');
  await ui.save('Radio created');
  await expect(ui.tracks()).toContainText('No track matches the filters of this radio.');

  // A public radio of admin's, seeded: the page shows it without the owner's buttons.
  await page.goto('/library/radios');
  await page.getByRole('link', { name: 'Ambient evenings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ambient evenings' })).toBeVisible();
  await expect(page.getByText('By admin')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Ambient evenings radio' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

test('offline, a radio seen before still shows from the cache and the builder says it cannot save', async ({
  page,
}) => {
  const { username, password } = accounts.listener;
  await new LoginPage(page).logInFromScratch(username, password, { at: '/library/me/radios' });
  const ui = new RadiosPage(page);
  await page.getByRole('link', { name: 'Chip and keys' }).click();
  await expect(ui.tracks()).toContainText('13 matching tracks');
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Chip and keys');
  await expect(ui.filter('Tag').getByRole('status')).toContainText('matching tracks');

  await page.route('**/api/**', (route) => route.abort());
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Chip and keys');
  await expect(page.getByText('Radios need the pod: you are offline, so this radio cannot be saved now.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chip and keys' })).toBeVisible();
  await expect(ui.tracks()).toContainText('Teacups');
  await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
});
