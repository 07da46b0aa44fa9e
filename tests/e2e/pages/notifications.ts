import { expect, type Locator, type Page } from '@playwright/test';

/** notif21: `/notifications`: the support reminders, the inbox, and the sidebar entry with its count. */
export class NotificationsPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/notifications');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  }

  /** The sidebar's entry; its name carries the unread count ("Notifications: 2 unread"), or is plain at 0. */
  navEntry(): Locator {
    return this.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Notifications/ });
  }

  list(): Locator {
    return this.page.getByRole('list', { name: 'Notifications' });
  }

  /** An item by what it says ("wants to follow your library Tapes"). */
  item(text: string | RegExp): Locator {
    return this.list().getByRole('listitem').filter({ hasText: text });
  }

  /** The items marked unread (the word, not only a colour). */
  unreadItems(): Locator {
    return this.list()
      .getByRole('listitem')
      .filter({ hasText: /^Unread/ });
  }

  async markAllRead(): Promise<void> {
    await this.page.getByRole('button', { name: 'Mark all as read' }).click();
  }

  /** A support reminder by its title: 'Support this pod' or 'Do you like Funkwhale?'. */
  reminder(title: 'Support this pod' | 'Do you like Funkwhale?'): Locator {
    return this.page.getByRole('region', { name: title });
  }

  async remind(title: 'Support this pod' | 'Do you like Funkwhale?', option: string): Promise<void> {
    const reminder = this.reminder(title);
    await reminder.getByLabel('Remind me in:').selectOption({ label: option });
    await reminder.getByRole('button', { name: 'Got it!' }).click();
  }

  /** The signed-in user's two support dates as the pod holds them (`users/me/`). */
  async podDates(): Promise<{ instance: string | null; funkwhale: string | null }> {
    const response = await this.page.request.get('/api/v1/users/me/');
    expect(response.ok()).toBe(true);
    const me = (await response.json()) as Record<string, string | null>;
    return {
      instance: me.instance_support_message_display_date ?? null,
      funkwhale: me.funkwhale_support_message_display_date ?? null,
    };
  }

  /** How many unread items the pod holds for the signed-in user. */
  async podUnread(): Promise<number> {
    const response = await this.page.request.get('/api/v1/federation/inbox/?is_read=false&page_size=1');
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { count: number }).count;
  }
}
