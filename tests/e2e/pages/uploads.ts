import { expect, type Locator, type Page } from '@playwright/test';

export const FIXTURES = 'tests/fixtures/uploads';
/** demo's own library (pod/README.md). */
export const DEMO_LIBRARY = 'b2a96bed-a3c2-5e58-88c0-4d3c92d591a6';

export class UploadsPage {
  constructor(readonly page: Page) {}

  /** Opens the modal, chooses the files, goes through details (demo's library) and publishes. */
  async upload(files: string[]): Promise<void> {
    await this.page.goto('/upload');
    await this.page.getByRole('button', { name: 'Upload music' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Upload music' });
    await dialog.getByLabel('Choose audio files').setInputFiles(files.map((name) => `${FIXTURES}/${name}`));
    for (const name of files) await expect(dialog.getByRole('progressbar', { name: `Upload progress of ${name}` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByLabel('Target library')).toHaveValue(DEMO_LIBRARY);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(this.page).toHaveURL(/\/upload\/running$/);
    await this.showAll();
  }

  /** The all-uploads tab (in the app: a finished group leaves the running tab). */
  async showAll(): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Upload sections' }).getByRole('link', { name: 'All uploads' }).click();
    await expect(this.page).toHaveURL(/\/upload\/all$/);
  }

  /** The row of a file (its list item), found by its progress bar's name. */
  file(name: string): Locator {
    return this.page.getByRole('listitem').filter({ has: this.page.getByRole('progressbar', { name: `Upload progress of ${name}` }) });
  }

  async expectStatus(name: string, status: string | RegExp, timeout = 20_000): Promise<void> {
    await expect(this.file(name)).toContainText(status, { timeout });
  }

  /** demo's uploads on the pod made from test files (tone.* and untagged.*), by file name. */
  async podUploads(): Promise<string[]> {
    const response = await this.page.request.get(`/api/v1/uploads/?library=${DEMO_LIBRARY}&page_size=50&ordering=creation_date`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { results: Array<{ filename: string | null }> };
    return body.results.map((upload) => upload.filename ?? '').filter((name) => /^(tone|untagged)\./.test(name));
  }
}
