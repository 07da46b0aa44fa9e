import { test, expect, accounts } from './fixtures';
import { LoginPage } from './pages/login';
import { ModerationAccountsPage } from './pages/moderation-accounts';
import { adminApi, mailLink, podMails, SignupPage, uniqueName } from './pages/signup';

/**
 * Issue 24, sign-up (signup24), against the demo pod: closed without an invitation; by invitation
 * (logged in at once); with approval and two custom fields (the request reaches the admin's list);
 * refused for a duplicate username (the header over the pod's message).
 */

test.describe.configure({ timeout: 60_000 });

const account = (prefix: string) => {
  const username = uniqueName(prefix);
  return { username, email: `${username}@example.org`, password: 'tidal-pools-42' };
};

test('closed: no form without an invitation; an invitation opens it and the newcomer is logged in', async ({
  page,
  baseURL,
}) => {
  const { api, setPreference } = await adminApi(baseURL!);
  await setPreference('users__registration_enabled', false);
  const signup = new SignupPage(page);

  // The login form offers no sign-up on a closed pod, only the reset.
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);

  await signup.open();
  await expect(signup.notice('Registrations are closed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create my account' })).toHaveCount(0);

  const newcomer = account('invited');
  await signup.open('?invitation=HARBOURFRIENDS');
  await expect(page.getByText('You were invited with the code HARBOURFRIENDS.')).toBeVisible();
  await signup.fill(newcomer);
  await signup.submit();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.locator('a[href="/logout"]')).toBeAttached();
  const me = (await (await page.request.get('/api/v1/users/me/')).json()) as { username: string };
  expect(me.username).toBe(newcomer.username);
  // The confirmation mail went to the new address.
  const mail = (await podMails(page)).at(-1)!;
  expect(mail.to).toBe(newcomer.email);
  expect(mailLink(mail, '/auth/email/confirm')).toMatch(/^\/auth\/email\/confirm\?key=/);
  await api.dispose();
});

test('with approval and two custom fields: the request awaits, and the admin sees it with the answers', async ({
  page,
  baseURL,
}) => {
  const { api, setPreference } = await adminApi(baseURL!);
  await setPreference('moderation__signup_approval_enabled', true);
  await setPreference('moderation__signup_form_customization', {
    help_text: { text: 'We are a **small** harbour pod.', content_type: 'text/markdown' },
    fields: [
      { label: 'Why do you want to join?', input_type: 'long_text', required: true },
      { label: 'Which instrument do you play?', input_type: 'short_text', required: false },
    ],
  });
  const signup = new SignupPage(page);
  const applicant = account('applicant');
  await signup.open();
  await expect(page.getByText('We are a small harbour pod.')).toBeVisible();
  await signup.fill(applicant);
  await page.getByLabel('Why do you want to join?').fill('To share my field recordings.');
  await page.getByLabel('Which instrument do you play?').fill('Accordion');
  await signup.submit();
  await expect(signup.notice('awaits a moderator’s approval')).toBeVisible();
  await expect(page.locator('a[href="/logout"]')).toHaveCount(0);

  await new LoginPage(page).logInFromScratch(accounts.admin.username, accounts.admin.password);
  const moderation = new ModerationAccountsPage(page);
  await moderation.openRequests('Pending');
  await expect(moderation.requestRow(applicant.username)).toBeVisible();
  await moderation.openRequest(applicant.username);
  await expect(page.getByText('To share my field recordings.')).toBeVisible();
  await expect(page.getByText('Accordion')).toBeVisible();
  await api.dispose();
});

test('refused: a username already taken shows the header over the pod’s message', async ({ page }) => {
  const signup = new SignupPage(page);
  await signup.open();
  await signup.fill({ username: 'demo', email: `${uniqueName('dup')}@example.org`, password: 'tidal-pools-42' });
  await signup.submit();
  const failure = signup.failure('Your account cannot be created.');
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('A user is already registered with this username.');
  await expect(page.getByLabel('Username')).toHaveValue('demo');
});
