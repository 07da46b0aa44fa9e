import { expect, type Locator, type Page } from '@playwright/test';
import { LibrariesPage } from './libraries';

/** import23: the server import panel of a library's upload tab. */
export class ServerImportPage {
  constructor(readonly page: Page) {}

  /** A private library of admin's, made on the pod, and its upload tab opened. */
  async openNewLibrary(name: string): Promise<string> {
    const { uuid } = (await new LibrariesPage(this.page).podWrite('libraries/', {
      data: { name, privacy_level: 'me' },
    })) as { uuid: string };
    await this.page.goto(`/library/${uuid}/upload`);
    await expect(this.panel()).toBeVisible();
    return uuid;
  }

  panel(): Locator {
    return this.page.getByRole('region', { name: 'Import music from the server' });
  }

  contents(): Locator {
    return this.panel().getByRole('list', { name: 'Folders and files' });
  }

  async openFolder(name: string): Promise<void> {
    await this.contents().getByRole('button', { name, exact: true }).click();
    await expect(this.panel().getByRole('navigation', { name: 'Folder' }).getByRole('button', { name })).toBeVisible();
  }

  async launch(reference: string): Promise<void> {
    await this.panel().getByLabel('Import reference').fill(reference);
    await this.panel()
      .getByRole('button', { name: /^Start importing/ })
      .click();
  }

  status(): Locator {
    return this.panel().getByRole('status', { name: 'Server import' });
  }

  logs(): Locator {
    return this.panel().getByLabel('Import logs');
  }

  failure(): Locator {
    return this.panel().getByRole('alert').filter({ hasText: 'Error while launching import' });
  }

  /** Holds or releases a started import on the pod (test hook): one that lasts for the "already running" test. */
  async holdImports(hold: boolean): Promise<void> {
    const response = await this.page.request.post('/__test__/fs-import', { data: { hold } });
    expect(response.status()).toBe(204);
  }
}
