import { expect, type Locator, type Page } from '@playwright/test';

/** users23: `manage/users`, its users table and dialog, and the invitations tab. */
export class ManageUsersPage {
  constructor(readonly page: Page) {}

  /** An active user without flags made by the demo pod's test hook (password = username); its id. */
  async makeUser(username: string): Promise<number> {
    const response = await this.page.request.post('/__test__/users', { data: { username } });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  }

  async openUsers(search?: string): Promise<void> {
    await this.page.goto(search ? `/manage/users/users?q=${encodeURIComponent(search)}` : '/manage/users/users');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(this.page.getByRole('columnheader', { name: 'Last activity' })).toBeVisible();
  }

  userRow(username: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('button', { name: username, exact: true }) });
  }

  async openDialog(username: string): Promise<Locator> {
    await this.userRow(username).getByRole('button', { name: username, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: `User ${username}` });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async openInvitations(): Promise<void> {
    await this.page.goto('/manage/users/invitations');
    await expect(this.page.getByRole('heading', { level: 2, name: 'New invitation' })).toBeVisible();
  }

  codeInput(): Locator {
    return this.page.getByRole('textbox', { name: 'Code', exact: true });
  }

  async createInvitation(code: string): Promise<void> {
    await this.codeInput().fill(code);
    await this.page.getByRole('button', { name: 'Create invitation' }).click();
  }

  invitationRow(code: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByText(code, { exact: true }) });
  }
}
