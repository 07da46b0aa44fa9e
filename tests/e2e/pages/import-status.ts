import { expect, type Locator, type Page } from '@playwright/test';

/** The owner's files table (`/upload/all`, "Your files on the pod") and its import status modal (import18). */
export class ImportStatusPage {
  constructor(readonly page: Page) {}

  /** Opens the all-uploads tab, where the files table lists every upload of the user on the pod. */
  async gotoFiles(): Promise<void> {
    await this.page.goto('/upload/all');
    await expect(this.page.getByRole('heading', { name: 'Your files on the pod' })).toBeVisible();
  }

  /** The status-info button of a file's row, by its file name. */
  infoButton(filename: string): Locator {
    return this.page.getByRole('button', { name: `Import status of ${filename}` });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Import status' });
  }

  /** Opens the modal of a file; `status` waits (reloading the table) until its row shows it. */
  async open(filename: string, status?: string): Promise<Locator> {
    if (status !== undefined) {
      await expect(async () => {
        await this.page.reload();
        const row = this.page.getByRole('row').filter({ has: this.infoButton(filename) });
        await expect(row).toContainText(status, { timeout: 2000 });
      }).toPass({ timeout: 30_000 });
    }
    await this.infoButton(filename).click();
    await expect(this.dialog).toBeVisible();
    return this.dialog;
  }

  /** The debug information as the modal shows it, parsed. */
  async debugInfo(): Promise<Record<string, unknown>> {
    return JSON.parse(await this.dialog.getByRole('textbox', { name: 'Debug information' }).inputValue()) as Record<
      string,
      unknown
    >;
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Close' }).click();
    await expect(this.dialog).toBeHidden();
  }
}
