import { expect, type Locator, type Page } from '@playwright/test';

/** gaps1920 (issue 20): "My playlists" (`/library/me/playlists`), reached in the app as a user does. */
export class MyPlaylistsPage {
  constructor(readonly page: Page) {}

  async openFromSidebar(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'My playlists', exact: true })
      .click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'My playlists' })).toBeVisible();
  }

  /** The offline notice of the list read from the device. */
  offlineNotice(): Locator {
    return this.page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: 'Offline: showing what this device has seen' });
  }

  /** One playlist's card in the list, by name. */
  card(name: string): Locator {
    return this.page
      .getByRole('list', { name: 'My playlists', exact: true })
      .getByRole('listitem')
      .filter({ has: this.page.getByText(name, { exact: true }) });
  }
}
