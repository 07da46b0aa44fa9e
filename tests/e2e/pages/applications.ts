import { expect, type Locator, type Page } from '@playwright/test';

/** oauthpod24: `/authorize`, `settings/applications/new`, `settings/applications/{id}/edit` and settings' app sections. */
export class ApplicationsPage {
  constructor(readonly page: Page) {}

  async openNew(query: Record<string, string>): Promise<void> {
    await this.page.goto(`/settings/applications/new?${new URLSearchParams(query).toString()}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Create a new application' })).toBeVisible();
  }

  scopeBox(access: 'Read' | 'Write', scope: string): Locator {
    return this.page.getByRole('checkbox', { name: `${access}: ${scope}`, exact: true });
  }

  nameField(): Locator {
    return this.page.getByRole('textbox', { name: 'Name', exact: true });
  }

  redirectField(): Locator {
    return this.page.getByRole('textbox', { name: 'Redirect URI', exact: true });
  }

  /** The value of a read-only copy field (client id, secret, token, code). */
  async copied(label: string): Promise<string> {
    const field = this.page.getByRole('textbox', { name: label, exact: true });
    await expect(field).toHaveValue(/\S/);
    return field.inputValue();
  }

  async openSettings(): Promise<void> {
    await this.page.goto('/settings');
    await expect(this.page.getByRole('heading', { level: 2, name: 'Authorized apps' })).toBeVisible();
  }

  authorizedList(): Locator {
    return this.page.getByRole('list', { name: 'Authorized apps' });
  }

  ownList(): Locator {
    return this.page.getByRole('list', { name: 'Your applications' });
  }

  /** Confirms the dialog a destructive button opened. */
  async confirm(title: string | RegExp, action: string): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: action, exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}
