// Issue 18, g18: the walk from /content to a playing upload as a new user takes it, and the parts of
// the issue no other spec reached: the quota panel's 'View files' and its purge confirmation, the
// library page's moderation and 'View on {domain}' links, and the controls that need the pod offline.

import { test, expect, accounts } from './fixtures';
import { LibrariesPage } from './pages/libraries';
import { LoginPage } from './pages/login';
import { PlayerPage } from './pages/player';
import { RemoteLibrariesPage } from './pages/remote-libraries';
import { DEMO_LIBRARY, FIXTURES } from './pages/uploads';
import { remoteLibraryUuid } from '../../pod/remote-seed';

// Uploads and the pod's imports: on a loaded machine that outgrows 30 s.
test.describe.configure({ timeout: 60_000 });

test('from /content to a playing upload: create a library, upload into it, find the finished upload, play it', async ({
  page,
}) => {
  const { username, password } = accounts.listener;
  await new LoginPage(page).logInFromScratch(username, password, { at: '/content' });
  await page.getByRole('link', { name: 'Get started' }).click();
  const ui = new LibrariesPage(page);
  await ui.create('Walk', 'Nobody except me');

  await ui.tab('Upload').click();
  await expect(page.getByText('Supported formats: flac, ogg, mp3')).toBeVisible();
  await page.getByRole('button', { name: 'Upload files to this library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload music' });
  await dialog.getByLabel('Choose audio files').setInputFiles(`${FIXTURES}/tone.flac`);
  await expect(dialog.getByRole('progressbar', { name: 'Upload progress of tone.flac' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByLabel('Target library')).toContainText('Walk');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Publish' }).click();

  // Publish lands on the running tab; a small file is done before the user reads it: the empty tab
  // says where the finished upload went instead of leaving them with 'Nothing is being uploaded.'.
  await expect(page).toHaveURL(/\/upload\/running$/);
  const finished = page.getByRole('link', { name: 'Your finished uploads are in the history.' });
  await expect(finished).toBeVisible({ timeout: 20_000 });
  await finished.click();
  await expect(page).toHaveURL(/\/upload\/history$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'tone.flac' })).toContainText('Imported');

  await page.goto('/content/libraries');
  await page.getByRole('link', { name: 'Details of Walk' }).click();
  await ui.tab('Tracks').click();
  await page.getByRole('button', { name: 'Play Flac Tone' }).click();
  await expect(new PlayerPage(page).title).toHaveText('Flac Tone', { timeout: 15_000 });
});

test("the quota panel's 'View files' lists that kind only; a purge asks first that it frees the quota", async ({
  page,
}) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password, {
    at: '/upload',
  });
  const errored = page.getByRole('definition').filter({ has: page.getByRole('link', { name: 'View files' }) });
  const row = errored.first();
  await expect(row).toContainText('1 file');
  await row.getByRole('link', { name: 'View files' }).click();
  await expect(page).toHaveURL(/\/content\/libraries\/tracks\?q=status%3Aerrored$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My files' })).toBeVisible();
  const files = page.getByRole('button', { name: /^Import status of / });
  await expect(files.first()).toBeVisible({ timeout: 15_000 });
  for (const name of await files.all())
    await expect(page.getByRole('row').filter({ has: name })).toContainText('Failed');

  await page.goto('/upload');
  const messages: string[] = [];
  page.once('dialog', (question) => {
    messages.push(question.message());
    void question.dismiss();
  });
  await page.getByRole('button', { name: 'Purge errored files' }).click();
  await expect.poll(() => messages).toEqual(['Purge these files? This frees the quota they use and cannot be undone.']);
  await expect(row).toContainText('1 file');
  page.once('dialog', (question) => void question.accept());
  await page.getByRole('button', { name: 'Purge errored files' }).click();
  await expect(row).toContainText('0 files', { timeout: 15_000 });
});

test("the library page: the moderation link for a library moderator only, 'View on {domain}' for another pod's library", async ({
  page,
  browser,
}) => {
  await new LoginPage(page).logInFromScratch(accounts.admin.username, accounts.admin.password, {
    at: `/library/${DEMO_LIBRARY}`,
  });
  const moderation = page.getByRole('link', { name: 'Open in moderation interface' });
  await expect(moderation).toHaveAttribute('href', `/manage/library/libraries/${DEMO_LIBRARY}`);

  const context = await browser.newContext();
  const demo = await context.newPage();
  await new LoginPage(demo).logInFromScratch(accounts.listener.username, accounts.listener.password, {
    at: `/library/${DEMO_LIBRARY}`,
  });
  await expect(demo.getByText('Owned by demo')).toBeVisible();
  await expect(demo.getByRole('link', { name: 'Open in moderation interface' })).toHaveCount(0);
  await expect(demo.getByRole('link', { name: /^View on / })).toHaveCount(0);

  const remote = new RemoteLibrariesPage(demo);
  await demo.goto(`/library/${remoteLibraryUuid('harbour-sessions')}`);
  await expect(demo.getByRole('heading', { level: 1, name: 'Harbour Sessions' })).toBeVisible({ timeout: 15_000 });
  await expect(demo.getByRole('link', { name: 'View on remote.example.org' })).toHaveAttribute(
    'href',
    remote.seededFid('harbour-sessions'),
  );
  await context.close();
});

test('offline, the library form and the search of remote libraries are disabled, each with a note', async ({
  page,
  context,
}) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password, {
    at: `/library/${DEMO_LIBRARY}/edit`,
  });
  const update = page.getByRole('button', { name: 'Update library' });
  await expect(update).toBeEnabled();
  await context.setOffline(true);
  await expect(page.getByText('Changing a library needs the pod: you are offline.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(update).toBeDisabled();
  await context.setOffline(false);
  await expect(update).toBeEnabled({ timeout: 15_000 });

  await new RemoteLibrariesPage(page).open();
  const search = page.getByRole('button', { name: 'Search', exact: true });
  await expect(search).toBeEnabled();
  await context.setOffline(true);
  await expect(page.getByText('Searching a library needs a connection to your pod.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByLabel('Enter a library URL')).toBeDisabled();
  await context.setOffline(false);
});

test("no library yet: the empty text; Refresh shows a follow made elsewhere; a refused unfollow says 'Cannot unfollow remote library'", async ({
  page,
}) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password, {
    at: '/content/remote',
  });
  const ui = new LibrariesPage(page);
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const gone = await page.request.delete(`/api/v1/libraries/${DEMO_LIBRARY}/`, {
    headers: { 'X-CSRFToken': csrf, Referer: page.url() },
  });
  expect(gone.status()).toBe(204);
  await page.goto('/content/libraries');
  await expect(page.getByText("Looks like you don't have a library, it's time to create one.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a new library' })).toBeVisible();

  const remote = new RemoteLibrariesPage(page);
  await remote.open();
  const followed = page.getByRole('region', { name: 'Followed libraries' });
  await expect(followed).toContainText('You do not follow any remote library yet.');
  // Followed from another device: the list shows it after Refresh.
  await ui.podWrite('federation/follows/library/', { data: { target: remoteLibraryUuid('harbour-sessions') } });
  await page.getByRole('button', { name: 'Refresh' }).click();
  const card = followed.getByRole('listitem', { name: 'Harbour Sessions' });
  await expect(card.getByText('Following', { exact: true })).toBeVisible({ timeout: 15_000 });
  // Its visibility is read once with what it means ('Public: Public: …' before).
  await expect(card.getByTitle(/following it gives access/)).toMatchAriaSnapshot(
    '- text: "Public: following it gives access to its content at once."',
  );

  const rule = {
    method: 'DELETE',
    path: '^/api/v[12]/federation/follows/library/[^/]+/$',
    mode: 'refuse',
    status: 400,
    body: { detail: 'The follow cannot be removed now.' },
    times: 1,
  };
  expect((await page.request.post('/__test__/faults', { data: rule })).status()).toBe(201);
  await card.getByRole('button', { name: 'Unfollow' }).click();
  await card.getByRole('group').getByRole('button', { name: 'Unfollow' }).click();
  await expect(remote.message(/^Cannot unfollow remote library: .*cannot be removed now/)).toBeVisible({
    timeout: 15_000,
  });
  await expect(card.getByText('Following', { exact: true })).toBeVisible();
});
