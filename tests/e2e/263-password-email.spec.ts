import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { LoginPage } from './pages/login';
import { mailLink, podMails, SignupPage, uniqueName } from './pages/signup';

/**
 * Issue 24, password reset and e-mail confirmation (signup24), against the demo pod: the same notice
 * for an unknown address (and no mail); a reset by the mailed link, then a login with the new
 * password; an e-mail confirmed by the mailed key, and a bad key refused.
 */

test.describe.configure({ timeout: 60_000 });

const NOTICE = 'If the e-mail address is linked to an account';

async function newAccount(page: Page) {
  const signup = new SignupPage(page);
  const username = uniqueName('mailer');
  const account = { username, email: `${username}@example.org`, password: 'tidal-pools-42' };
  await signup.open();
  await signup.fill(account);
  await signup.submit();
  await expect(page).toHaveURL(/\/library$/);
  return account;
}

test('reset for an unknown address gives the same notice and sends nothing', async ({ page }) => {
  const before = (await podMails(page)).length;
  const signup = new SignupPage(page);
  await page.goto('/auth/password/reset?email=nobody%40example.org');
  await expect(page.getByLabel('E-mail address')).toHaveValue('nobody@example.org');
  await page.getByRole('button', { name: 'Ask for a password reset' }).click();
  await expect(signup.notice(NOTICE)).toBeVisible();
  expect((await podMails(page)).length).toBe(before);
  // A malformed address is a failed call: the failure header.
  await signup.askReset('demo@shoal');
  await expect(signup.failure('Error while asking for a password reset')).toContainText('Enter a valid email address.');
});

test('reset by the mailed link, then login with the new password', async ({ page, context }) => {
  const account = await newAccount(page);
  await context.clearCookies();
  // The device still holds the new account's session: let the start-up check find it ended (the
  // sidebar offers "Log in") before typing, or the screen can be drawn again under the typed address.
  await page.goto('/auth/password/reset');
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible({ timeout: 15_000 });
  const signup = new SignupPage(page);
  await signup.askReset(account.email);
  await expect(signup.notice(NOTICE)).toBeVisible();
  const mail = (await podMails(page)).at(-1)!;
  expect(mail.to).toBe(account.email);
  await page.goto(mailLink(mail, '/auth/password/reset/confirm'));
  // Two different passwords first: the failure header and the pod's reason.
  await page.getByLabel('New password', { exact: true }).fill('harbour-lights-7');
  await page.getByLabel('Repeat the new password').fill('harbour-lights-8');
  await page.getByRole('button', { name: 'Update your password' }).click();
  await expect(signup.failure('Error while changing your password')).toContainText('The two password fields');
  await page.getByLabel('Repeat the new password').fill('harbour-lights-7');
  await page.getByRole('button', { name: 'Update your password' }).click();
  await expect(signup.notice('Your password has been updated successfully.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login/);
  const login = new LoginPage(page);
  await login.logIn(account.username, account.password);
  await expect(page.getByRole('alert')).toBeVisible();
  await login.logIn(account.username, 'harbour-lights-7');
  await expect(page).toHaveURL(/\/library/);
  await expect(page.locator('a[href="/logout"]')).toBeAttached();
});

test('e-mail confirmation: the mailed key confirms, a bad key does not', async ({ page, context }) => {
  const account = await newAccount(page);
  const mail = (await podMails(page)).filter((entry) => entry.to === account.email).at(-1)!;
  await context.clearCookies();
  await page.goto(mailLink(mail, '/auth/email/confirm'));
  await expect(page.getByRole('status').filter({ hasText: 'Your e-mail address has been confirmed' })).toBeVisible();
  await page.goto('/auth/email/confirm?key=notakey');
  await expect(page.getByRole('alert').filter({ hasText: 'Could not confirm your e-mail address' })).toBeVisible();
});
