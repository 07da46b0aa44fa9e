import { expect, type Locator, type Page } from '@playwright/test';

/** rss19: the "Subscribe to an RSS feed" modal (podcasts browse) and the "New episodes" rules (downloads). */
export class RssEpisodesPage {
  constructor(readonly page: Page) {}

  /** A feed of the demo pod's own: each name is a feed of its own (4 episodes, more by the test switch). */
  feedUrl(name: string): string {
    return new URL(`/feeds/${name}.xml`, this.page.url()).toString();
  }

  /** Subscribes through the modal of /library/podcasts; returns the channel's uuid (the page it lands on). */
  async subscribe(url: string): Promise<string> {
    await this.page.goto('/library/podcasts');
    await this.page.getByRole('button', { name: 'Subscribe to an RSS feed' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Subscribe to an RSS feed' });
    await dialog.getByLabel('Feed URL').fill(url);
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(this.page).toHaveURL(/\/channels\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    return this.page.url().split('/').at(-1)!;
  }

  /** The test switch: one more episode in the feed `name`. */
  async addEpisode(name: string): Promise<void> {
    const response = await this.page.request.post(`/__test__/feeds/${name}/episodes`);
    expect(response.status()).toBe(200);
  }

  /** An episode row's Play button (the artist page's track rows). */
  playButton(title: string): Locator {
    return this.page.getByRole('main').getByRole('button', { name: `Play ${title}`, exact: true });
  }

  rule(podcast: string): Locator {
    return this.page.getByRole('list', { name: 'New episodes' }).getByRole('listitem', { name: podcast });
  }

  downloadNew(podcast: string): Locator {
    return this.page.getByRole('checkbox', { name: `Download new episodes of ${podcast}` });
  }

  wifiOnly(podcast: string): Locator {
    return this.page.getByRole('checkbox', { name: `Wi-Fi only for ${podcast}` });
  }

  /** The row of the downloads list that holds what the podcast's rule keeps. */
  keptRow(podcast: string): Locator {
    return this.page
      .getByRole('list', { name: 'Downloads' })
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('link', { name: podcast, exact: true }) });
  }

  /** The track uuids whose files the downloads keep (Cache Storage, the kept audio cache). */
  async keptTrackUuids(): Promise<string[]> {
    return this.page.evaluate(async () => {
      const cache = await caches.open('shoal-audio-kept-v1');
      const keys = await cache.keys();
      return keys.flatMap((request) => /\/listen\/([0-9a-f-]{36})\//.exec(request.url)?.[1] ?? []).sort();
    });
  }
}
