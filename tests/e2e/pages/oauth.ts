// oauthclient24: Shoal on a second address (another site than its pod), logging in by OAuth.

import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';

/** A logged-in session on the pod's own address, as the user's other tab there (cookie and CSRF). */
export async function podSession(podURL: string, username: string, password: string): Promise<PodSession> {
  const context = await playwrightRequest.newContext({ baseURL: podURL });
  expect((await context.get('/api/v1/instance/nodeinfo/2.0/')).ok()).toBe(true);
  const session = new PodSession(context, podURL);
  const answer = await context.post('/api/v1/users/login', {
    form: { username, password },
    headers: { 'X-CSRFToken': await session.csrf() },
  });
  expect(answer.status(), `pod login of ${username}`).toBe(200);
  return session;
}

export class PodSession {
  constructor(
    readonly request: APIRequestContext,
    readonly podURL: string,
  ) {}

  async csrf(): Promise<string> {
    const state = await this.request.storageState();
    return state.cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  }

  async post(path: string, data: unknown): Promise<unknown> {
    const response = await this.request.post(`/api/v1/${path}`, {
      data,
      headers: { 'X-CSRFToken': await this.csrf(), Referer: this.podURL },
    });
    expect(response.ok(), `POST ${path}: ${response.status()}`).toBe(true);
    return response.json();
  }

  /**
   * The user says yes on the pod's `/authorize` (its form, posted as the pod's authorize screen
   * does, with the pod-side session); the address the pod sends the browser back to.
   */
  async authorize(authorizeUrl: string): Promise<string> {
    const asked = new URL(authorizeUrl).searchParams;
    const response = await this.request.post('/api/v1/oauth/authorize/', {
      form: {
        client_id: asked.get('client_id') ?? '',
        redirect_uri: asked.get('redirect_uri') ?? '',
        scope: asked.get('scope') ?? '',
        response_type: asked.get('response_type') ?? '',
        state: asked.get('state') ?? '',
        allow: 'true',
      },
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRFToken': await this.csrf(), Referer: this.podURL },
    });
    expect(response.status(), `authorize: ${await response.text()}`).toBe(200);
    return ((await response.json()) as { redirect_uri: string }).redirect_uri;
  }

  async hook(path: string): Promise<void> {
    expect((await this.request.post(`/__test__/oauth/${path}`)).status()).toBe(204);
  }

  dispose(): Promise<void> {
    return this.request.dispose();
  }
}

export class OAuthLoginPage {
  constructor(
    readonly page: Page,
    readonly frontURL: string,
    readonly podURL: string,
  ) {}

  get podHost(): string {
    return new URL(this.podURL).host;
  }

  get button() {
    return this.page.getByRole('button', { name: `Log in on ${this.podHost}` });
  }

  async open(next: string): Promise<void> {
    await this.page.goto(`${this.frontURL}/login?${new URLSearchParams({ next }).toString()}`);
    await expect(this.button).toBeVisible({ timeout: 15_000 });
  }

  /** The button, the pod's `/authorize`, the user's yes there, and back to `auth/callback`. */
  async roundTrip(pod: PodSession): Promise<void> {
    await this.button.click();
    // The address as the pod's page was opened: its own app then sends an anonymous visitor on to
    // its login (a replaceState), so page.url() read afterwards may already be that one.
    let asked = '';
    await this.page.waitForURL((url) => {
      const found = url.origin === new URL(this.podURL).origin && url.pathname === '/authorize';
      if (found) asked = url.toString();
      return found;
    });
    const back = await pod.authorize(asked);
    expect(new URL(back).origin).toBe(new URL(this.frontURL).origin);
    await this.page.goto(back);
  }

  /**
   * The same round trip through the screens a user sees: the pod's own address asks them to log in
   * (they have no session there), then its /authorize screen, where they click Authorize.
   */
  async roundTripThroughScreens(username: string, password: string): Promise<void> {
    const podOrigin = new URL(this.podURL).origin;
    await this.button.click();
    await this.page.waitForURL((url) => url.origin === podOrigin && url.pathname === '/login', { timeout: 20_000 });
    await this.page.getByLabel('Username or e-mail address').fill(username);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Log in', exact: true }).click();
    await this.page.waitForURL((url) => url.origin === podOrigin && url.pathname === '/authorize', { timeout: 20_000 });
    await this.page.getByRole('button', { name: 'Authorize Shoal', exact: true }).click();
    await this.page.waitForURL((url) => url.origin === new URL(this.frontURL).origin, { timeout: 20_000 });
  }

  get logoutLink() {
    return this.page.locator('a[href="/logout"]');
  }
}
