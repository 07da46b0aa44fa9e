import { expect, type Locator, type Page } from '@playwright/test';

/** import23: `settings/plugins`, one form a plugin. */
export class PluginsPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/settings/plugins');
    await expect(this.page.getByRole('heading', { name: 'Plugins', level: 1 })).toBeVisible();
  }

  plugin(label: string): Locator {
    return this.page.getByRole('region', { name: label, exact: true });
  }

  form(label: string): Locator {
    return this.plugin(label).getByRole('form', { name: `Settings of ${label}` });
  }

  enabled(label: string): Locator {
    return this.form(label).getByRole('switch', { name: 'Enabled' });
  }

  async save(label: string): Promise<void> {
    await this.form(label).getByRole('button', { name: 'Save' }).click();
  }
}
