import { expect, type Locator, type Page } from '@playwright/test';
import { remoteLibraryFid } from '../../../pod/remote-seed';
import { seededAlbumUuid, seededArtistUuid } from '../../../pod/remote-fetch';

/** fetch21: the remote object tab of /search, its fetch status dialog, and "Refresh from remote". */
export class FetchesPage {
  constructor(readonly page: Page) {}

  /** Opens `/search?type=remote&q=…`: the panel shows the query in its own input. */
  async open(query: string): Promise<void> {
    await this.page.goto(`/search?type=remote&q=${encodeURIComponent(query)}`);
    await expect(this.input).toHaveValue(query);
  }

  get input(): Locator {
    return this.page.getByLabel('URL or handle of a remote object');
  }

  get fetchButton(): Locator {
    return this.page.getByRole('button', { name: 'Fetch', exact: true });
  }

  async fetch(query: string): Promise<void> {
    await this.open(query);
    await this.fetchButton.click();
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Fetching a remote object' });
  }

  get refreshDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Refresh from remote' });
  }

  async closeDialog(dialog: Locator = this.dialog): Promise<void> {
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();
  }

  /** A past fetch of this device, by what was typed. */
  pastFetch(query: string): Locator {
    return this.page.getByRole('region', { name: 'Fetched from this device' }).getByRole('listitem', { name: query });
  }

  /** The seeded objects of the simulated other pod (pod/remote-seed.ts). */
  libraryUrl(key: 'harbour-sessions' | 'field-recordings'): string {
    return remoteLibraryFid(key);
  }

  artistUrl(name: string): string {
    return `https://remote.example.org/federation/music/artists/${seededArtistUuid(name)}`;
  }

  albumUrl(key: 'harbour-sessions' | 'field-recordings'): string {
    return `https://remote.example.org/federation/music/albums/${seededAlbumUuid(key)}`;
  }

  /** A test-only fixture of the pod that fails as another pod can (pod/remote-fetch.ts). */
  fixtureUrl(baseURL: string, name: 'missing' | 'broken' | 'incomplete' | 'slow' | 'note'): string {
    return new URL(`/__test__/remote/${name}`, baseURL).toString();
  }
}
