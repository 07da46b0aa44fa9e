import { expect, type Locator, type Page } from '@playwright/test';
import { remoteLibraryFid } from '../../../pod/remote-seed';

/** remote18: `/content/remote` and its remote library cards. */
export class RemoteLibrariesPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/content/remote');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Remote libraries' })).toBeVisible();
  }

  /** The sharing link of a seeded library of remote.example.org (pod/remote-seed.ts), by its key. */
  seededFid(key: 'harbour-sessions' | 'field-recordings' | 'oskar-crate' | 'lost-tapes'): string {
    return remoteLibraryFid(key);
  }

  async search(url: string): Promise<void> {
    await this.page.getByLabel('Enter a library URL').fill(url);
    await this.page.getByRole('button', { name: 'Search', exact: true }).click();
  }

  /** A card by its library's name (its list item is labelled by the name). */
  card(name: string): Locator {
    return this.page.getByRole('listitem', { name });
  }

  async scanNow(name: string): Promise<void> {
    await this.card(name).getByRole('button', { name: 'Scan now' }).click();
  }

  /** The UI message region (messages remove themselves after 5 s). */
  message(text: string | RegExp): Locator {
    return this.page.getByRole('region', { name: 'Messages' }).getByText(text);
  }
}
