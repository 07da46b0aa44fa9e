import { expect, type Page } from '@playwright/test';

/** What the local-first screens add: favorite toggles, the sync status line, favorites and settings. */
export class LocalFirstPage {
  constructor(readonly page: Page) {}

  /** The favorite toggle of a track row (in any track list of the page), named with the track. */
  favoriteToggle(title: string) {
    return this.page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('link', { name: title, exact: true }) })
      .getByRole('button', { name: `Favorite ${title}`, exact: true });
  }

  /** The status line of the shell (offline, changes waiting). */
  get syncStatus() {
    return this.page.locator('.sync-status');
  }

  get favoriteTitles() {
    return this.page.getByRole('list', { name: 'Favorite tracks' }).locator('.track-row__title');
  }

  async openAccountSettings(): Promise<void> {
    const menu = this.page.getByRole('button', { name: 'Open menu' });
    if (await menu.isVisible()) await menu.click();
    await this.page.getByRole('link', { name: 'Account settings' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  }

  /** Rows of the persisted query cache in the app's IndexedDB. */
  persistedQueryCount(): Promise<number> {
    return this.page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('shoal');
          open.onsuccess = () => {
            const request = open.result.transaction('queryCache').objectStore('queryCache').count();
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          };
          open.onerror = () => reject(open.error);
        }),
    );
  }
}
