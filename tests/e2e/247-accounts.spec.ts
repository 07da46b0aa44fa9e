import { test, expect, accounts } from './fixtures';
import { LoginPage } from './pages/login';
import { ModerationAccountsPage } from './pages/moderation-accounts';

/**
 * Issue 22, sign-up requests and accounts (accounts22): admin approves a sign-up request, and a local
 * account's empty upload quota shows the pod's default, then takes a quota of its own.
 */

test.describe.configure({ timeout: 60_000 });

const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}`;

test('admin approves a sign-up request: it shows approved, assigned to admin, dated, and its account is active', async ({
  page,
  baseURL,
}) => {
  const moderation = new ModerationAccountsPage(page);
  const username = unique('applicant');
  await moderation.signUp(username, {
    'Why do you want to join?': 'To share my field recordings',
    'How did you hear about us?': 'A friend',
  });
  await new LoginPage(page).logInFromScratch(accounts.admin.username, accounts.admin.password);

  await moderation.openRequests();
  await expect(moderation.requestRow(username)).toContainText('Pending');
  await moderation.openRequest(username);
  await expect(page.getByText('To share my field recordings')).toBeVisible();
  await expect(moderation.fact('Status')).toHaveText('Pending');
  await expect(moderation.fact('Resolution date')).toHaveText('Not yet');

  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(moderation.fact('Status')).toHaveText('Approved');
  await expect(moderation.fact('Assigned to')).toContainText('admin');
  await expect(moderation.fact('Resolution date')).not.toHaveText('Not yet');
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // Gone from the pending list, there under Approved.
  await moderation.openRequests();
  await expect(moderation.requestRow(username)).toHaveCount(0);
  await moderation.openRequests('Approved');
  await expect(moderation.requestRow(username)).toContainText('Approved');

  // The account it made is active now.
  const host = new URL(baseURL!).host;
  await moderation.openAccount(`${username}@${host}`);
  await expect(moderation.fact('Login status')).toHaveText('Active');
});

test('a local account’s empty quota shows the pod’s default; a quota set there is saved on the pod', async ({
  page,
  baseURL,
}) => {
  const moderation = new ModerationAccountsPage(page);
  const username = unique('quota');
  await moderation.signUp(username, {});
  await new LoginPage(page).logInFromScratch(accounts.admin.username, accounts.admin.password);
  const nodeInfo = (await (await page.request.get('/api/v1/instance/nodeinfo/2.0/')).json()) as {
    metadata: { defaultUploadQuota: number };
  };
  const defaultQuota = String(nodeInfo.metadata.defaultUploadQuota);
  const fullUsername = `${username}@${new URL(baseURL!).host}`;

  // Found from the local accounts by searching its name.
  await page.goto('/manage/moderation/accounts?scope=local');
  await page.getByRole('searchbox', { name: 'Search accounts' }).fill(username);
  const rows = page.getByRole('table').getByRole('link');
  await expect(rows).toHaveCount(1);
  await rows.getByText(fullUsername).click();
  await expect(page).toHaveURL(new RegExp(`/manage/moderation/accounts/${encodeURIComponent(fullUsername)}$`));
  await expect(moderation.fact('E-mail')).toBeVisible();
  await expect(moderation.quotaInput()).toHaveValue('');
  await expect(moderation.quotaInput()).toHaveAttribute('placeholder', defaultQuota);

  await moderation.saveQuota('321');
  await expect(page.getByText('Upload quota saved.')).toBeVisible();
  const account = (await (await page.request.get(`/api/v1/manage/accounts/${fullUsername}/`)).json()) as {
    user: { upload_quota: number | null };
  };
  expect(account.user.upload_quota).toBe(321);
  await page.reload();
  await expect(moderation.quotaInput()).toHaveValue('321');
});
