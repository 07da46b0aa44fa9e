import { expect, type Page } from '@playwright/test';

/** Profiles (`/@name`, `/@name@domain`): the header, the tabs, the edit form (profile18). */
export class ProfilePage {
  constructor(readonly page: Page) {}

  get main() {
    return this.page.getByRole('main');
  }

  async open(handle: string, tab: '' | 'activity' | 'manageUploads' = ''): Promise<void> {
    await this.page.goto(`/@${handle}${tab ? `/${tab}` : ''}`);
  }

  get heading() {
    return this.main.getByRole('heading', { level: 1 });
  }

  tab(name: 'Overview' | 'Activity' | 'Manage uploads') {
    return this.main.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name });
  }

  get listenings() {
    return this.main.getByRole('list', { name: 'Recently listened' }).getByRole('listitem');
  }

  get libraries() {
    return this.main.getByRole('list', { name: 'Libraries' }).getByRole('listitem');
  }

  get editButton() {
    return this.main.getByRole('button', { name: 'Edit profile' });
  }

  get form() {
    return this.main.getByRole('form', { name: 'Edit profile' });
  }

  /** Opens the form, changes what is given and saves; waits for the confirmation. */
  async edit(changes: { name?: string; bio?: string; avatar?: { name: string; mimeType: string; buffer: Buffer } }) {
    await this.editButton.click();
    if (changes.name !== undefined) await this.form.getByLabel('Display name').fill(changes.name);
    if (changes.bio !== undefined) await this.form.getByRole('textbox', { name: 'Bio' }).fill(changes.bio);
    if (changes.avatar !== undefined) await this.form.getByLabel('Avatar (PNG or JPEG)').setInputFiles(changes.avatar);
    await this.form.getByRole('button', { name: 'Save profile' }).click();
    await expect(this.page.getByText('Profile updated')).toBeVisible();
  }
}
