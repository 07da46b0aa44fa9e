import { expect, type Page } from '@playwright/test';

/** subs19: channel cards, the subscribe button and modal, /subscriptions, and the pod switches behind them. */
export class SubscriptionsPage {
  constructor(readonly page: Page) {}

  /** The cards of a channel grid (browse or subscriptions), named by the screen's heading. */
  cards(listName: string) {
    return this.page.getByRole('list', { name: listName, exact: true }).getByRole('listitem');
  }

  card(listName: string, channel: string) {
    return this.cards(listName).filter({ has: this.page.locator('.card__title', { hasText: channel }) });
  }

  subscribeButton(channel: string) {
    return this.page.getByRole('button', { name: `Subscribe to ${channel}`, exact: true });
  }

  unsubscribeButton(channel: string) {
    return this.page.getByRole('button', { name: `Unsubscribe from ${channel}`, exact: true });
  }

  get dialog() {
    return this.page.getByRole('dialog');
  }

  get search() {
    return this.page.getByRole('searchbox', { name: 'Search subscriptions' });
  }

  /** Makes `count` channels named "{prefix} 01"... on the pod (test hooks); their uuids. */
  async makeChannels(prefix: string, count: number, category: 'podcast' | 'music' = 'podcast'): Promise<string[]> {
    const response = await this.page.request.post('/__test__/channels', {
      data: { prefix, count, content_category: category },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { uuids: string[] }).uuids;
  }

  /** The channel uuids the signed-in user is subscribed to, as the pod says. */
  async podSubscriptions(): Promise<string[]> {
    const response = await this.page.request.get('/api/v1/subscriptions/all/');
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { results: Array<{ channel: string }> }).results.map((item) => item.channel);
  }

  /** Turns channels on or off as an admin does on a real pod (the page must be signed in as admin). */
  async setChannelsEnabled(value: boolean): Promise<void> {
    const cookies = await this.page.context().cookies();
    const csrf = cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
    const response = await this.page.request.patch('/api/v1/instance/admin/settings/audio__channels_enabled/', {
      data: { value },
      headers: { 'X-CSRFToken': csrf, Referer: this.page.url() },
    });
    expect(response.status()).toBe(200);
  }
}
