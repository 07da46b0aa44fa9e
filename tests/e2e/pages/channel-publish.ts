import { expect, type Page } from '@playwright/test';
import { FIXTURES } from './uploads';

/** The upload modal with a channel target (pub19), and the pod calls its spec makes as demo. */
export class ChannelPublishPage {
  constructor(readonly page: Page) {}

  get dialog() {
    return this.page.getByRole('dialog', { name: 'Publish in a channel' });
  }

  /** A write to the pod with the signed-in session (its cookie and CSRF token), as the client sends it. */
  async api(method: 'POST' | 'PATCH', path: string, data: unknown) {
    const csrf = (await this.page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
    const response = await this.page.request.fetch(`/api/v1/${path}`, {
      method,
      data,
      headers: { 'X-CSRFToken': csrf, Referer: this.page.url() },
    });
    expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
    return (await response.json()) as Record<string, unknown>;
  }

  /** A podcast of the signed-in user with one series: its uuid, artist id and series id. */
  async makePodcast(handle: string, series: string): Promise<{ uuid: string; series: number }> {
    const channel = (await this.api('POST', 'channels/', {
      name: `Show ${handle}`,
      username: handle,
      description: { text: 'Made by the publish spec', content_type: 'text/markdown' },
      tags: ['Talk'],
      content_category: 'podcast',
      metadata: { itunes_category: 'Technology', language: 'en', explicit: false },
    })) as { uuid: string; artist: { id: number } };
    const album = (await this.api('POST', 'albums/', { title: series, artist: channel.artist.id })) as { id: number };
    return { uuid: channel.uuid, series: album.id };
  }

  /** /upload → Publish in a channel: chooses the channel, the series and the files (sent as drafts at once). */
  async chooseFiles(channelName: string, series: string, files: string[]): Promise<void> {
    await this.page.goto('/upload');
    await this.page.getByRole('button', { name: 'Publish in a channel' }).click();
    await expect(this.dialog).toBeVisible();
    await this.dialog.getByLabel('Channel').selectOption({ label: channelName });
    await this.dialog.getByLabel('Series or album').selectOption({ label: series });
    await this.dialog.getByLabel('Choose audio files').setInputFiles(files.map((name) => `${FIXTURES}/${name}`));
    for (const name of files)
      await expect(this.dialog.getByRole('progressbar', { name: `Upload progress of ${name}` })).toBeVisible();
    await this.dialog.getByRole('button', { name: 'Next' }).click();
  }

  /** The details of one draft (its fieldset, by file name). */
  draft(name: string) {
    return this.dialog.getByRole('group', { name: `Details of ${name}` });
  }

  /** The file input of one draft's own cover (gaps1920). */
  draftCover(name: string) {
    return this.draft(name).getByLabel('Cover', { exact: true });
  }

  async toPublishStep(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Next' }).click();
    // The files reach the pod as drafts before Publish can be pressed.
    await expect(this.dialog.getByRole('button', { name: 'Publish' })).toBeEnabled({ timeout: 20_000 });
  }
}
