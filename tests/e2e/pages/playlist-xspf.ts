import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

/** The playlist page's XSPF menu, its rebuild dialog and the embed dialog (issue 20). */
export class PlaylistXspfPage {
  constructor(readonly page: Page) {}

  async open(id: number, name: string): Promise<void> {
    await this.page.goto(`/library/playlists/${id}`);
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
  }

  menuButton(name: string) {
    return this.page.getByRole('button', { name: `More actions for ${name}` });
  }

  async openMenu(name: string): Promise<void> {
    await this.menuButton(name).click();
    await expect(this.page.getByRole('button', { name: 'Download as XSPF' })).toBeVisible();
  }

  /** Downloads the playlist as XSPF: the file's name and text. */
  async download(name: string): Promise<{ fileName: string; text: string; path: string }> {
    await this.openMenu(name);
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Download as XSPF' }).click(),
    ]);
    const path = await download.path();
    return { fileName: download.suggestedFilename(), text: readFileSync(path, 'utf8'), path };
  }

  get rebuildDialog() {
    return this.page.getByRole('dialog', { name: /^Rebuild .* from XSPF$/ });
  }

  async startRebuild(name: string): Promise<void> {
    await this.openMenu(name);
    await this.page.getByRole('button', { name: 'Rebuild from XSPF' }).click();
    await expect(this.rebuildDialog).toBeVisible();
  }

  async chooseFile(name: string, text: string): Promise<void> {
    await this.rebuildDialog
      .getByLabel('XSPF file')
      .setInputFiles({ name, mimeType: 'application/xspf+xml', buffer: Buffer.from(text) });
  }

  get confirmButton() {
    return this.rebuildDialog.getByRole('button', { name: 'Rebuild playlist' });
  }

  get embedDialog() {
    return this.page.getByRole('dialog', { name: /^Embed / });
  }

  async openEmbed(): Promise<void> {
    await this.page.getByRole('button', { name: 'Embed', exact: true }).click();
    await expect(this.embedDialog.getByLabel('Embed code')).toHaveValue(/^<iframe /, { timeout: 15_000 });
  }

  async embedCode(): Promise<string> {
    return this.embedDialog.getByLabel('Embed code').inputValue();
  }

  async chooseSize(label: 'Player only (150 px)' | 'Player and track list (400 px)'): Promise<void> {
    await this.embedDialog.getByLabel('Size').selectOption({ label });
  }
}
