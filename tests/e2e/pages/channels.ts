import { expect, type Locator, type Page } from '@playwright/test';

/** A 1x1 PNG: a picture of the right type, far under the 1400 px the hint asks for. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The channel screens of issue 19 (chan19): the creation steps, the channel page, its owner's modals. */
export class ChannelsPage {
  constructor(readonly page: Page) {}

  messages(): Locator {
    return this.page.getByRole('region', { name: 'Messages' });
  }

  createDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Create a channel' });
  }

  editDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Edit channel' });
  }

  /** Opens the creation modal from the podcasts browse and picks the kind. */
  async startCreate(kind: 'Podcast' | 'Artist discography'): Promise<Locator> {
    await this.page.goto('/library/podcasts');
    await this.page.getByRole('button', { name: 'Create a channel' }).click();
    const dialog = this.createDialog();
    await expect(dialog.getByRole('group', { name: 'What will you publish?' })).toBeVisible();
    await dialog.getByRole('button', { name: new RegExp(`^${kind}`) }).click();
    await expect(dialog.getByRole('form', { name: 'Channel details' })).toBeVisible();
    return dialog;
  }

  async fillPodcast(dialog: Locator, fields: { name: string; handle: string }): Promise<void> {
    await dialog.getByLabel('Name', { exact: true }).fill(fields.name);
    await dialog.getByLabel('Fediverse handle').fill(fields.handle);
    await dialog.getByLabel('Tags').fill('talk, weekly');
    await dialog.getByLabel('Description').fill('A show about *tides*.');
    await dialog.getByRole('combobox', { name: 'Category', exact: true }).selectOption('Music');
    await dialog.getByRole('combobox', { name: 'Subcategory' }).selectOption('Music History');
    await dialog.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'English' });
  }

  tab(name: string): Locator {
    return this.page.getByRole('navigation', { name: 'Channel sections' }).getByRole('link', { name, exact: true });
  }

  /** A channel of the signed-in user made through the pod's API (set-up); its answer. */
  async podChannel(name: string, username: string): Promise<{ uuid: string; actor: { full_username: string } }> {
    const cookies = await this.page.context().cookies();
    const csrf = cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
    const response = await this.page.request.post('/api/v1/channels/', {
      headers: { 'X-CSRFToken': csrf, Referer: this.page.url() },
      data: {
        name,
        username,
        description: null,
        tags: [],
        content_category: 'podcast',
        metadata: { itunes_category: 'Technology', language: 'en' },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return response.json();
  }
}
