import { expect, type Locator, type Page } from '@playwright/test';

/** settings23: `manage/settings`, the instance settings: its Sections menu, groups and the sign-up form builder. */
export class InstanceSettingsPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/manage/settings');
    await expect(this.page.getByRole('heading', { name: 'Instance settings', level: 1 })).toBeVisible();
    await expect(this.group('Instance information').getByLabel('Public name')).toBeVisible();
  }

  group(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  /** Jumps to a group through the Sections menu. */
  async jumpTo(title: string): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: title }).click();
    await expect(this.group(title).getByRole('heading', { name: title })).toBeFocused();
  }

  /** Saves a group and waits for the pod to have taken it. */
  async save(title: string): Promise<void> {
    await this.group(title)
      .getByRole('button', { name: `Save ${title}` })
      .click();
    await expect(
      this.page.getByRole('region', { name: 'Messages' }).getByText(`${title}: settings saved`),
    ).toBeVisible();
  }

  signupBuilder(): Locator {
    return this.group('Sign-ups').getByRole('group', { name: 'Sign-up form customization' });
  }

  /** Adds a sign-up field at the end. */
  async addSignupField(label: string, type: 'Short text' | 'Long text', required = true): Promise<void> {
    const builder = this.signupBuilder();
    await builder.getByRole('button', { name: 'Add a field' }).click();
    const field = builder.getByRole('listitem').last();
    await field.getByLabel('Label').fill(label);
    await field.getByLabel('Type').selectOption({ label: type });
    await field.getByRole('checkbox', { name: 'Required' }).setChecked(required);
  }
}
