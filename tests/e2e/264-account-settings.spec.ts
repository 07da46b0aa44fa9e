import { request as playwrightRequest } from '@playwright/test';
import { test, expect } from './fixtures';
import { LoginPage } from './pages/login';
import { AccountSettingsPage, makeUser, setPodPreference } from './pages/account';

/**
 * Issue 24, account settings (account24): a wrong old password shows the failure header with the
 * pod's message; a good change, then a login with the new password (and not the old one); the language
 * chosen in settings is saved on the account and restored in a fresh browser after login; the Subsonic
 * password shows only while the pod has Subsonic on: reveal, generate, delete. Each test uses a user of
 * its own (the pod's test hook), so the shared demo account keeps its password and language.
 */

test.describe.configure({ timeout: 60_000 });

test('password change: a wrong old password shows the failure header; a good change logs in with the new one', async ({
  page,
  browser,
  baseURL,
}) => {
  const username = await makeUser(page.request, 'pw');
  await new LoginPage(page).logInFromScratch(username, username, { at: '/settings' });
  const settings = new AccountSettingsPage(page);
  await settings.open();

  await settings.changePassword('not-my-password', 'river-stone-42');
  const failure = page.getByRole('alert').filter({ hasText: 'Error while changing your password' });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('Your old password was entered incorrectly. Please enter it again.');

  await settings.changePassword(username, 'river-stone-42');
  await expect(page.getByRole('status').filter({ hasText: 'Your password was changed.' })).toBeVisible();
  await expect(failure).toHaveCount(0);
  // This session stays signed in (the pod keeps it, as Django's update_session_auth_hash).
  await page.reload();
  await expect(settings.page.getByRole('heading', { name: 'Change my password' })).toBeVisible();

  const fresh = await browser.newContext({ baseURL });
  try {
    const other = await fresh.newPage();
    await other.goto('/login');
    const login = new LoginPage(other);
    await login.logIn(username, username);
    await expect(other.getByText('Unable to log in with provided credentials')).toBeVisible();
    await login.logIn(username, 'river-stone-42');
    await expect(other.locator('a[href="/logout"]')).toBeAttached({ timeout: 20_000 });
  } finally {
    await fresh.close();
  }
});

test('the language chosen in settings comes back in a fresh browser after login', async ({
  page,
  browser,
  baseURL,
}) => {
  const username = await makeUser(page.request, 'lang');
  await new LoginPage(page).logInFromScratch(username, username, { at: '/settings' });
  const settings = new AccountSettingsPage(page);
  await settings.open();
  await settings.languageSelect().selectOption('en_GB');
  await expect(page.getByRole('status').filter({ hasText: 'Saved on your account.' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');

  const fresh = await browser.newContext({ baseURL, locale: 'en-US' });
  try {
    const other = await fresh.newPage();
    await other.goto('/login');
    // A fresh browser in en-US starts in en_US...
    await expect(other.locator('html')).toHaveAttribute('lang', 'en-US');
    await new LoginPage(other).logIn(username, username);
    // ...and takes the account's language once the user is loaded.
    await expect(other.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(other.getByRole('link', { name: 'Favourites' })).toBeVisible();
  } finally {
    await fresh.close();
  }
});

test('the Subsonic password shows only while Subsonic is on: reveal, generate, delete', async ({ page, baseURL }) => {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    const username = await makeUser(page.request, 'sub');
    await setPodPreference(admin, 'subsonic__enabled', false);
    await new LoginPage(page).logInFromScratch(username, username, { at: '/settings' });
    const settings = new AccountSettingsPage(page);
    await settings.open();
    await expect(settings.subsonicHeading()).toHaveCount(0);

    await setPodPreference(admin, 'subsonic__enabled', true);
    await page.reload();
    await expect(settings.subsonicHeading()).toBeVisible();
    await page.getByRole('button', { name: 'Reveal password' }).click();
    await expect(page.getByText('You have no Subsonic password yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Generate a password' }).click();
    await expect(settings.subsonicPassword()).toHaveValue(/^[0-9a-f]{16}$/);
    const first = await settings.subsonicPassword().inputValue();
    await page.getByRole('button', { name: 'Generate a new password' }).click();
    await expect(settings.subsonicPassword()).not.toHaveValue(first);
    await expect(settings.subsonicPassword()).toHaveValue(/^[0-9a-f]{16}$/);

    await page.getByRole('button', { name: 'Delete password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your Subsonic password was deleted.' })).toBeVisible();
    await expect(page.getByText('You have no Subsonic password yet.')).toBeVisible();
    await expect(settings.subsonicPassword()).toHaveCount(0);
  } finally {
    await setPodPreference(admin, 'subsonic__enabled', true).catch(() => undefined);
    await admin.dispose();
  }
});
