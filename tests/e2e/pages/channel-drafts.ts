import { expect, type Locator, type Page } from '@playwright/test';
import { ChannelPublishPage } from './channel-publish';
import { FIXTURES } from './uploads';

/** A channel's unpublished drafts (dr19): sent through the channel page's Upload, listed on its episodes tab. */
export class ChannelDraftsPage {
  readonly publish: ChannelPublishPage;

  constructor(readonly page: Page) {
    this.publish = new ChannelPublishPage(page);
  }

  /** The Drafts section of the episodes tab. */
  get section(): Locator {
    return this.page.getByRole('region', { name: 'Drafts' });
  }

  /** One draft's row, by its title. */
  row(title: string): Locator {
    return this.section.getByRole('listitem', { name: title });
  }

  /** The channel page's Upload: chooses the series and files, titles each draft, waits for them to reach the pod, closes. */
  async uploadAndClose(channel: string, series: string, drafts: Record<string, string>): Promise<void> {
    const dialog = this.publish.dialog;
    await this.page.goto(`/channels/${channel}`);
    await this.page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await dialog.getByLabel('Series or album').selectOption({ label: series });
    const files = Object.keys(drafts);
    await dialog.getByLabel('Choose audio files').setInputFiles(files.map((name) => `${FIXTURES}/${name}`));
    await dialog.getByRole('button', { name: 'Next' }).click();
    for (const [file, title] of Object.entries(drafts)) await this.publish.draft(file).getByLabel('Title').fill(title);
    await this.publish.toPublishStep();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  }

  async openEpisodes(channel: string): Promise<void> {
    await this.page.goto(`/channels/${channel}/episodes`);
  }

  /** The uuids of the signed-in user's drafts in a channel, as the pod lists them. */
  async podDrafts(channel: string): Promise<string[]> {
    const response = await this.page.request.get(
      `/api/v1/uploads/?channel=${channel}&import_status=draft&include_channels=true`,
    );
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { results: { uuid: string }[] }).results.map((upload) => upload.uuid);
  }
}
