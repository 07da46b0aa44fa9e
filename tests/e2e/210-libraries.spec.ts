// Issue 18, lib18: a user's libraries from /content, the library form, and a private library's
// followers (follow, accept, reject, unfollow) between two users in two browser contexts.

import type { Browser, Page } from '@playwright/test';
import { test, expect, accounts } from './fixtures';
import { LibrariesPage } from './pages/libraries';
import { LoginPage } from './pages/login';

async function signedIn(browser: Browser, account: { username: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await new LoginPage(page).logInFromScratch(account.username, account.password);
  return page;
}

test('demo creates a library from /content, edits it, and deleting it asks first', async ({ page }) => {
  test.setTimeout(60_000);
  const { username, password } = accounts.listener;
  await new LoginPage(page).logInFromScratch(username, password, { at: '/content' });
  const ui = new LibrariesPage(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Add and manage content' })).toBeVisible();
  // g18: the pod's default quota is 0 (spec 01); '0 B of storage space' read as a broken figure.
  await expect(page.getByText(/^This pod gives new accounts no storage space: an administrator sets/)).toBeVisible();
  await expect(page.getByText(/of storage space for every user/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/content\/libraries$/);
  await expect(page.getByRole('heading', { level: 2, name: "demo's uploads" })).toBeVisible();

  const uuid = await ui.create('Field recordings', 'Everyone, across all instances', 'Birds and rain');
  await expect(page.getByText('Owned by demo')).toBeVisible();
  await expect(ui.facts()).toContainText('Public');
  // The sharing link is the library's fid, which another pod's scan form finds it by.
  await expect(page.getByLabel('Sharing link')).toHaveValue(new RegExp(`/federation/music/libraries/${uuid}$`));
  await ui.tab('Tracks').click();
  await expect(page.getByText('This library is empty, you should upload something in it!')).toBeVisible();

  await ui.tab('Edit').click();
  await expect(ui.followers()).toContainText('Nobody is following this library');
  await ui.fillForm({ name: 'Field recordings, 2026', visibility: 'Nobody except me' });
  await page.getByRole('button', { name: 'Update library' }).click();
  await expect(ui.messages()).toContainText('Library updated');
  await expect(page.getByRole('heading', { level: 1, name: 'Field recordings, 2026' })).toBeVisible();

  // A failed save says so, with the pod's message.
  await ui.fillForm({ name: ' ' });
  await page.getByRole('button', { name: 'Update library' }).click();
  await expect(page.getByRole('alert')).toContainText('An error occurred while saving your changes');
  await expect(page.getByRole('alert')).toContainText('may not be blank');
  await page.reload();

  await ui.form().getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this library?' });
  await expect(confirm).toContainText('all its tracks will be deleted. This cannot be undone');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect((await page.request.get(`/api/v1/libraries/${uuid}/`)).status()).toBe(200);

  await ui.form().getByRole('button', { name: 'Delete', exact: true }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(ui.messages()).toContainText('Library deleted');
  await expect(page).toHaveURL(/\/content\/libraries$/);
  await expect(page.getByRole('heading', { level: 2, name: "demo's uploads" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Field recordings, 2026' })).toHaveCount(0);
  expect((await page.request.get(`/api/v1/libraries/${uuid}/`)).status()).toBe(404);
});

test('a private library: demo follows, admin accepts, demo sees its tracks, then unfollows after the confirmation', async ({
  browser,
  page,
}) => {
  test.setTimeout(60_000);
  const admin = await signedIn(browser, accounts.admin);
  const owner = new LibrariesPage(admin);
  const shelf = await owner.privateLibraryWith('Admin shelf', 'tone.flac');

  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password, {
    at: `/library/${shelf}/tracks`,
  });
  const follower = new LibrariesPage(page);
  await expect(page.getByText('Owned by admin')).toBeVisible();
  await expect(follower.facts()).toContainText('Private');
  await expect(page.getByText('You may need to follow this library to see its content.')).toBeVisible();
  await expect(follower.tab('Edit')).toHaveCount(0);
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByText('Follow request pending approval')).toBeVisible();

  await admin.goto(`/library/${shelf}/edit`);
  await expect(owner.follower('demo')).toContainText('Pending');
  await owner
    .follower('demo')
    .getByRole('button', { name: /^Accept demo@/ })
    .click();
  await expect(owner.follower('demo')).toContainText('Accepted');
  await expect(owner.follower('demo').getByRole('button')).toHaveCount(0);

  // The page demo saw empty is checked again on the next visit: the follow opened it.
  await page.goto(`/library/${shelf}/tracks`);
  await expect(page.getByRole('link', { name: 'Flac Tone' })).toBeVisible();
  await expect(page.getByText('Following', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Unfollow' }).click();
  await expect(page.getByText('Unfollow this library? You will lose access to its content.')).toBeVisible();
  await page.getByRole('group').getByRole('button', { name: 'Unfollow' }).click();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('You may need to follow this library to see its content.')).toBeVisible();
  await admin.context().close();
});

test('admin rejects a follower of a private library; the decision reaches the pod', async ({ browser, page }) => {
  test.setTimeout(60_000);
  const admin = await signedIn(browser, accounts.admin);
  const owner = new LibrariesPage(admin);
  const attic = await owner.privateLibraryWith('Admin attic');

  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password, {
    at: `/library/${attic}`,
  });
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByText('Follow request pending approval')).toBeVisible();

  await admin.goto(`/library/${attic}/edit`);
  await owner
    .follower('demo')
    .getByRole('button', { name: /^Reject demo@/ })
    .click();
  await expect(owner.follower('demo')).toContainText('Rejected');
  await admin.reload();
  await expect(owner.follower('demo')).toContainText('Rejected');

  // A real pod leaves rejected follows out of the follower's lists but keeps the follow (and refuses a
  // new one): demo sees the refusal, with no Follow button that could only fail; the content stays closed.
  await page.reload();
  await expect(page.getByText('Follow request rejected')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel follow request' })).toHaveCount(0);
  await expect(page.getByText('Follow request pending approval')).toHaveCount(0);
  await expect(page.getByText('You may need to follow this library to see its content.')).toBeVisible();
  await admin.context().close();
});
