import { expect, type Locator, type Page } from '@playwright/test';

/** domains22: `manage/moderation/domains` (list, "Add a domain") and a domain's page with its rule panel. */
export class DomainsPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/manage/moderation/domains');
    await expect(this.page.getByRole('heading', { name: 'Add a domain' })).toBeVisible();
  }

  table(): Locator {
    return this.page.getByRole('table', { name: 'Federated domains' });
  }

  row(name: string): Locator {
    return this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Search' }).fill(text);
  }

  async filterAllowList(option: 'All' | 'Allow-listed' | 'Not allow-listed'): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Allow-list', exact: true }).selectOption({ label: option });
  }

  /** Adds a domain from the list; the app opens its page. */
  async add(name: string): Promise<void> {
    await this.page.getByLabel('Domain name').fill(name);
    await this.page.getByRole('button', { name: 'Add', exact: true }).click();
  }

  async openDomain(name: string): Promise<void> {
    await this.page.goto(`/manage/moderation/domains/${name}`);
    await expect(this.page.getByRole('heading', { name, exact: true })).toBeVisible();
  }

  /** A value of the page's facts and statistics by its label ("Software", "Libraries"). */
  fact(label: string): Locator {
    return this.page.locator(`dt:text-is("${label}") + dd`);
  }

  policyPanel(): Locator {
    return this.page.getByRole('region', { name: 'Moderation rule' });
  }

  /** Opens the rule's form, ticks what is given (and unticks the rest), sets the reason and saves. */
  async setPolicy(
    choices: ReadonlyArray<'Block everything' | 'Mute activity' | 'Mute notifications' | 'Reject media'>,
    reason: string,
  ): Promise<void> {
    const panel = this.policyPanel();
    await panel.getByRole('button', { name: /^(Add|Edit) the moderation rule$|^Add a moderation rule$/ }).click();
    for (const choice of ['Block everything', 'Mute activity', 'Mute notifications', 'Reject media'] as const) {
      await panel.getByRole('checkbox', { name: choice }).setChecked(choices.includes(choice));
    }
    await panel.getByLabel('Reason').fill(reason);
    await panel.getByRole('button', { name: /^(Create|Update)$/ }).click();
  }

  /** The pod's own view of the domain (the test compares the screen to it). */
  async podDomain(name: string): Promise<{ allowed: boolean; instance_policy: number | null }> {
    const response = await this.page.request.get(`/api/v1/manage/federation/domains/${name}/`);
    expect(response.ok()).toBe(true);
    return (await response.json()) as { allowed: boolean; instance_policy: number | null };
  }
}
