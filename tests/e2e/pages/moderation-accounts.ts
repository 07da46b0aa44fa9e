import { expect, type Locator, type Page } from '@playwright/test';

/** accounts22: `manage/moderation/requests` and `manage/moderation/accounts`, their lists and pages. */
export class ModerationAccountsPage {
  constructor(readonly page: Page) {}

  /** A sign-up the demo pod's test hook makes (an inactive account and its pending request); its uuid. */
  async signUp(username: string, answers: Record<string, string>): Promise<string> {
    const response = await this.page.request.post('/__test__/signup-requests', { data: { username, answers } });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { uuid: string }).uuid;
  }

  async openRequests(filter?: 'Pending' | 'Approved' | 'Refused' | 'All'): Promise<void> {
    await this.page.goto('/manage/moderation/requests');
    await expect(this.page.getByRole('heading', { level: 2, name: 'Sign-up requests' })).toBeVisible();
    if (filter) await this.page.getByRole('navigation', { name: 'Status' }).getByRole('link', { name: filter }).click();
  }

  /** The row of a request in the list, by the full username of who asked. */
  requestRow(username: string): Locator {
    return this.page
      .getByRole('row')
      .filter({ has: this.page.getByRole('link', { name: new RegExp(`^${username}@`) }) });
  }

  async openRequest(username: string): Promise<void> {
    await this.requestRow(username)
      .getByRole('link', { name: new RegExp(`^${username}@`) })
      .click();
    await expect(this.page.getByRole('heading', { level: 2, name: `Sign-up request by ${username}` })).toBeVisible();
  }

  /** A value of the request or account page by its label ("Status", "Login status"...). */
  fact(label: string): Locator {
    return this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  }

  async openAccount(fullUsername: string): Promise<void> {
    await this.page.goto(`/manage/moderation/accounts/${encodeURIComponent(fullUsername)}`);
    await expect(this.page.getByRole('heading', { level: 2, name: fullUsername })).toBeVisible();
  }

  quotaInput(): Locator {
    return this.page.getByRole('textbox', { name: 'Upload quota (MB)' });
  }

  async saveQuota(value: string): Promise<void> {
    await this.quotaInput().fill(value);
    await this.page.getByRole('button', { name: 'Save quota' }).click();
  }
}
