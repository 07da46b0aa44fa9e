import { expect, type Locator, type Page } from '@playwright/test';
import { remoteLibraryUuid } from '../../../pod/remote-seed';
import { LibrariesPage } from './libraries';
import { RemoteLibrariesPage } from './remote-libraries';

/** polish29: the followed libraries with a waiting unfollow (`/content/remote`). */
export class FollowedLibrariesPage {
  readonly remote: RemoteLibrariesPage;
  constructor(readonly page: Page) {
    this.remote = new RemoteLibrariesPage(page);
  }

  followed(): Locator {
    return this.page.getByRole('region', { name: 'Followed libraries' });
  }

  card(name: string): Locator {
    return this.followed().getByRole('listitem', { name });
  }

  /** Follows Harbour Sessions on the pod (as from another device), then shows it with Refresh. */
  async followHarbourElsewhere(): Promise<Locator> {
    await this.remote.open();
    await new LibrariesPage(this.page).podWrite('federation/follows/library/', {
      data: { target: remoteLibraryUuid('harbour-sessions') },
    });
    await this.page.getByRole('button', { name: 'Refresh' }).click();
    const card = this.card('Harbour Sessions');
    await expect(card.getByText('Following', { exact: true })).toBeVisible({ timeout: 15_000 });
    return card;
  }

  /** Unfollow, confirmed in the card's question. */
  async unfollow(card: Locator): Promise<void> {
    await card.getByRole('button', { name: 'Unfollow' }).click();
    await card.getByRole('group').getByRole('button', { name: 'Unfollow' }).click();
  }

  /** The pod answers 503 to every unfollow: the write waits in the outbox (with retries). */
  async holdUnfollows(): Promise<void> {
    const rule = {
      method: 'DELETE',
      path: '^/api/v[12]/federation/follows/library/[^/]+/$',
      mode: 'refuse',
      status: 503,
    };
    expect((await this.page.request.post('/__test__/faults', { data: rule })).status()).toBe(201);
  }

  /** How many libraries the pod says the user follows. */
  async podFollowCount(): Promise<number> {
    const response = await this.page.request.get('/api/v1/federation/follows/library/');
    return ((await response.json()) as { count: number }).count;
  }

  async releaseUnfollows(): Promise<void> {
    expect((await this.page.request.delete('/__test__/faults')).ok()).toBe(true);
  }
}

/** polish29: a channel with many episodes, from the demo pod's own sample feed (4, more by its test switch). */
export class ChannelEpisodesPage {
  constructor(readonly page: Page) {}

  /** Makes the feed `name` hold `count` episodes, subscribes to it through the API; the channel's uuid. */
  async subscribeToFeed(name: string, count: number): Promise<string> {
    for (let episodes = 4; episodes < count; episodes++) {
      const response = await this.page.request.post(`/__test__/feeds/${name}/episodes`);
      expect(response.status()).toBe(200);
    }
    const url = new URL(`/feeds/${name}.xml`, this.page.url()).toString();
    const subscription = (await new LibrariesPage(this.page).podWrite('channels/rss-subscribe/', {
      data: { url },
    })) as { channel: { uuid: string } };
    return subscription.channel.uuid;
  }
}
