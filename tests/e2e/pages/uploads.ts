import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

export const FIXTURES = 'tests/fixtures/uploads';
/** demo's own library (pod/README.md). */
export const DEMO_LIBRARY = 'b2a96bed-a3c2-5e58-88c0-4d3c92d591a6';

const TYPES: Record<string, string> = {
  flac: 'audio/flac',
  ogg: 'audio/ogg',
  mp3: 'audio/mpeg',
  opus: 'audio/opus',
  m4a: 'audio/mp4',
  aiff: 'audio/aiff',
};
const mimeOf = (name: string) => TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

export class UploadsPage {
  constructor(readonly page: Page) {}

  /**
   * Opens the modal, chooses the files, goes through details (demo's library) and publishes, then
   * shows all uploads (`stay: 'running'`: stays on the running tab). `as` sends the files under
   * another base name (`as: 'again'`: tone.mp3 goes as again.mp3). `beforePublish` runs just before
   * Publish (the files are queued, nothing is sent yet).
   */
  async upload(
    files: string[],
    options: { as?: string; stay?: 'running'; beforePublish?: () => Promise<void> } = {},
  ): Promise<void> {
    const { as, stay, beforePublish } = options;
    await this.page.goto('/upload');
    await this.page.getByRole('button', { name: 'Upload music' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Upload music' });
    const named = files.map((name) => (as === undefined ? name : `${as}${name.slice(name.lastIndexOf('.'))}`));
    await dialog.getByLabel('Choose audio files').setInputFiles(
      as === undefined
        ? files.map((name) => `${FIXTURES}/${name}`)
        : files.map((name, index) => ({
            name: named[index]!,
            mimeType: mimeOf(name),
            buffer: readFileSync(`${FIXTURES}/${name}`),
          })),
    );
    for (const name of named)
      await expect(dialog.getByRole('progressbar', { name: `Upload progress of ${name}` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByLabel('Target library')).toHaveValue(DEMO_LIBRARY);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await beforePublish?.();
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(this.page).toHaveURL(/\/upload\/running$/);
    if (stay !== 'running') await this.showAll();
  }

  /** The all-uploads tab (in the app: a finished group leaves the running tab). */
  async showAll(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Upload sections' })
      .getByRole('link', { name: 'All uploads' })
      .click();
    await expect(this.page).toHaveURL(/\/upload\/all$/);
  }

  /** The row of a file (its list item), found by its progress bar's name. */
  file(name: string): Locator {
    return this.page
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('progressbar', { name: `Upload progress of ${name}` }) });
  }

  async expectStatus(name: string, status: string | RegExp, timeout = 20_000): Promise<void> {
    await expect(this.file(name)).toContainText(status, { timeout });
  }

  /** demo's uploads on the pod made from test files (tone.*, untagged.*, corrupt.*, again.*), by file name. */
  async podUploads(): Promise<string[]> {
    const response = await this.page.request.get(
      `/api/v1/uploads/?library=${DEMO_LIBRARY}&page_size=50&ordering=creation_date`,
    );
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { results: Array<{ filename: string | null }> };
    return body.results
      .map((upload) => upload.filename ?? '')
      .filter((name) => /^(tone|untagged|corrupt|again)\./.test(name));
  }
}
