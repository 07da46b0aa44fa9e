import { test, expect, accounts } from './fixtures';
import { LoginPage } from './pages/login';
import { ManageUsersPage } from './pages/manage-users';

/**
 * Issue 23, users and invitations (users23), as admin: invitations with a blank code (random, its link
 * copied), a chosen code, a duplicate (the failure header and the pod's message); a user gets the
 * library flag and 1 MB, then an empty quota (the instance default). The user is one of the test's
 * own, made through the pod's test hook, so parallel specs keep the shared demo account as it is.
 */

test.describe.configure({ timeout: 60_000 });

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}`.toUpperCase();

test('invitations: a blank code gets a random one whose link is copied; a chosen code; a duplicate is refused', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const users = new ManageUsersPage(page);
  await new LoginPage(page).logInFromScratch(accounts.admin.username, accounts.admin.password);
  await users.openInvitations();

  // Blank: the pod picks ten capital letters; the new link is offered and copied.
  await users.createInvitation('');
  const made = page.getByRole('status').filter({ hasText: /^Invitation [A-Z]{10} created\./ });
  await expect(made).toBeVisible();
  const random = /Invitation ([A-Z]{10}) created/.exec((await made.textContent()) ?? '')![1]!;
  const link = `${new URL(baseURL!).origin}/signup?invitation=${random}`;
  await expect(made.getByRole('textbox', { name: 'Share link of the new invitation' })).toHaveValue(link);
  await made.getByRole('button', { name: 'Copy' }).click();
  await expect(made.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(users.invitationRow(random)).toContainText('Open');
  await expect(users.invitationRow(random)).toContainText('admin');

  // A chosen code.
  const chosen = unique('crew');
  await users.createInvitation(chosen);
  await expect(page.getByRole('status').filter({ hasText: `Invitation ${chosen} created.` })).toBeVisible();
  await expect(users.codeInput()).toHaveValue('');
  await expect(users.invitationRow(chosen)).toContainText('Open');

  // The same code again, in another case: the failure header and the pod's reason; the input stays.
  await users.createInvitation(chosen.toLowerCase());
  const failure = page.getByRole('alert').filter({ hasText: 'Error while creating invitation' });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('An invitation with this code already exists');
  await expect(users.codeInput()).toHaveValue(chosen.toLowerCase());

  // Open only leaves out the seeded used and expired ones; the two new ones are deleted together.
  await page.getByRole('navigation', { name: 'Invitations to show' }).getByRole('link', { name: 'Open only' }).click();
  await expect(users.invitationRow('WELCOMEDEMO')).toHaveCount(0);
  await expect(users.invitationRow('LASTSUMMER')).toHaveCount(0);
  await page.getByRole('checkbox', { name: `Select invitation ${random}` }).check();
  await page.getByRole('checkbox', { name: `Select invitation ${chosen}` }).check();
  await page.getByRole('button', { name: 'Delete selected (2)' }).click();
  await page
    .getByRole('dialog', { name: 'Delete the selected invitations?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(users.invitationRow(random)).toHaveCount(0);
  await expect(users.invitationRow(chosen)).toHaveCount(0);
});

test('a user gets the library flag and 1 MB, then an empty quota: the instance default applies', async ({ page }) => {
  const users = new ManageUsersPage(page);
  const username = `perm_${Date.now().toString(36)}`;
  const id = await users.makeUser(username);
  await new LoginPage(page).logInFromScratch(accounts.admin.username, accounts.admin.password);
  const nodeInfo = (await (await page.request.get('/api/v1/instance/nodeinfo/2.0/')).json()) as {
    metadata: { defaultUploadQuota: number };
  };
  const userOnPod = async () =>
    (await (await page.request.get(`/api/v1/manage/users/users/${id}/`)).json()) as {
      upload_quota: number | null;
      permissions: { library: boolean };
    };

  await users.openUsers(username);
  await expect(users.userRow(username)).toContainText('Regular user');
  await expect(users.userRow(username)).toContainText('None');
  let dialog = await users.openDialog(username);
  await expect(dialog.getByRole('checkbox', { name: /^Library/ })).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: /^Library/ }).check();
  await dialog.getByRole('textbox', { name: 'Upload quota (MB)' }).fill('1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(users.userRow(username)).toContainText('Library');
  expect(await userOnPod()).toMatchObject({ upload_quota: 1, permissions: { library: true } });

  // After a reload the dialog shows what the pod holds; emptied, the quota is the instance default.
  await page.reload();
  dialog = await users.openDialog(username);
  await expect(dialog.getByRole('checkbox', { name: /^Library/ })).toBeChecked();
  const quota = dialog.getByRole('textbox', { name: 'Upload quota (MB)' });
  await expect(quota).toHaveValue('1');
  await quota.fill('');
  await expect(dialog).toContainText(
    `Left empty, the instance default applies (${nodeInfo.metadata.defaultUploadQuota} MB).`,
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(async () => (await userOnPod()).upload_quota).toBeNull();
  dialog = await users.openDialog(username);
  await expect(dialog.getByRole('textbox', { name: 'Upload quota (MB)' })).toHaveValue('');
  await expect(dialog.getByRole('checkbox', { name: /^Library/ })).toBeChecked();
});
