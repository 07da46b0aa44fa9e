import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** account24: the account part of settings (language, password change, Subsonic password). */
export class AccountSettingsPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/settings');
    await expect(this.page.getByRole('heading', { name: 'Change my password' })).toBeVisible();
  }

  languageSelect() {
    return this.page.getByRole('combobox', { name: 'Interface language' });
  }

  async changePassword(old: string, new1: string, new2 = new1): Promise<void> {
    await this.page.getByLabel('Current password').fill(old);
    await this.page.getByLabel('New password', { exact: true }).fill(new1);
    await this.page.getByLabel('New password (again)').fill(new2);
    await this.page.getByRole('button', { name: 'Change password' }).click();
  }

  subsonicHeading() {
    return this.page.getByRole('heading', { name: 'Subsonic API password' });
  }

  subsonicPassword() {
    return this.page.getByRole('textbox', { name: 'Subsonic password' });
  }
}

/** A user of the test's own (the pod's test hook: password = username), so the shared demo account stays as it is. */
export async function makeUser(request: APIRequestContext, prefix: string): Promise<string> {
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const made = await request.post('/__test__/users', { data: { username } });
  expect(made.status(), `user ${username}`).toBe(201);
  return username;
}

/** Sets a pod preference as the admin does, through the admin settings API (session and CSRF). */
export async function setPodPreference(request: APIRequestContext, identifier: string, value: unknown): Promise<void> {
  expect((await request.get('/api/v1/instance/nodeinfo/2.0/')).ok()).toBe(true);
  const csrfOf = async () =>
    (await request.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const login = await request.post('/api/v1/users/login', {
    form: { username: 'admin', password: 'admin' },
    headers: { 'X-CSRFToken': await csrfOf() },
  });
  expect(login.status()).toBe(200);
  const patched = await request.patch(`/api/v1/instance/admin/settings/${identifier}/`, {
    data: { value },
    headers: { 'X-CSRFToken': await csrfOf() },
  });
  expect(patched.status(), `${identifier} = ${String(value)}`).toBe(200);
}
