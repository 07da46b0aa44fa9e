import { expect, type Page } from '@playwright/test';

export class LoginPage {
  constructor(readonly page: Page) {}

  async logIn(username: string, password: string): Promise<void> {
    await this.page.getByLabel('Username or e-mail address').fill(username);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Log in' }).click();
  }

  /**
   * Logs the browser in as a returning user is: a session cookie from the pod's own login endpoint
   * (ENDPOINTS §1a, form body and CSRF as the app sends them), then one load of `at` (library home by
   * default), where the app finds the session by itself. The login screen itself is covered by the
   * login specs (010, 011, 101); the rest of the suite saves a full app load per test this way.
   */
  async logInFromScratch(username: string, password: string, { at = '/library' }: { at?: string } = {}): Promise<void> {
    const request = this.page.request;
    // Any API answer of the pod sets the csrftoken cookie, as the app's first call does.
    expect((await request.get('/api/v1/instance/nodeinfo/2.0/')).ok()).toBe(true);
    const csrf = (await this.page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value;
    expect(csrf, 'the pod set a csrftoken cookie').toBeTruthy();
    const answer = await request.post('/api/v1/users/login', {
      form: { username, password },
      headers: { 'X-CSRFToken': csrf ?? '' },
    });
    expect(answer.status(), `login of ${username}`).toBe(200);
    await this.page.goto(at);
    await expect(this.page).toHaveURL(new RegExp(`${at.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([?#].*)?$`));
    // The app has stored the signed-in session once its sidebar offers Log out. A test that loads
    // another page next then starts signed in, and what that page keeps for offline is kept under
    // this user (before this wait, the offline specs 150 and 161 flaked: the album was kept as anonymous).
    await expect(this.page.locator('a[href="/logout"]')).toBeAttached({ timeout: 20_000 });
  }
}
