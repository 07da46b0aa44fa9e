import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';

/** signup24: the sign-up, e-mail confirmation and password reset screens, and the pod's mail folder. */
export class SignupPage {
  constructor(readonly page: Page) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`/signup${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: /^Create an account on / })).toBeVisible();
  }

  async fill(account: { username: string; email: string; password: string }): Promise<void> {
    await this.page.getByLabel('Username').fill(account.username);
    await this.page.getByLabel('E-mail address').fill(account.email);
    await this.page.getByLabel('Password', { exact: true }).fill(account.password);
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Create my account' }).click();
  }

  /** The status line the screens show (a notice, never an error). */
  notice(text: string | RegExp) {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  failure(title: string) {
    return this.page.getByRole('alert').filter({ hasText: title });
  }

  async askReset(email: string): Promise<void> {
    await this.page.goto('/auth/password/reset');
    await this.page.getByLabel('E-mail address').fill(email);
    await this.page.getByRole('button', { name: 'Ask for a password reset' }).click();
  }
}

export interface PodMail {
  to: string;
  subject: string;
  body: string;
}

/** The mails the pod wrote (test hook), newest last. */
export async function podMails(page: Page): Promise<PodMail[]> {
  const response = await page.request.get('/__test__/mail');
  expect(response.ok()).toBe(true);
  return (await response.json()) as PodMail[];
}

/** The first link of a mail to one of the front's own pages, as a path with its query. */
export function mailLink(mail: PodMail, path: string): string {
  const found = new RegExp(`https?://[^\\s/]+(${path.replace(/\//g, '\\/')}\\?\\S+)`).exec(mail.body);
  expect(found, `a ${path} link in "${mail.subject}"`).toBeTruthy();
  return found![1]!;
}

/** An API client logged in as admin apart from the page (its cookies are its own), to change settings. */
export async function adminApi(baseURL: string): Promise<{
  api: APIRequestContext;
  setPreference(identifier: string, value: unknown): Promise<void>;
}> {
  const api = await playwrightRequest.newContext({ baseURL });
  expect((await api.get('/api/v1/instance/nodeinfo/2.0/')).ok()).toBe(true);
  const csrf = async () =>
    (await api.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const login = await api.post('/api/v1/users/login', {
    form: { username: 'admin', password: 'admin' },
    headers: { 'X-CSRFToken': await csrf() },
  });
  expect(login.status()).toBe(200);
  return {
    api,
    async setPreference(identifier, value) {
      const response = await api.patch(`/api/v1/instance/admin/settings/${identifier}/`, {
        data: { value },
        headers: { 'X-CSRFToken': await csrf(), Referer: baseURL },
      });
      expect(response.status(), `${identifier} set`).toBe(200);
    },
  };
}

export const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
