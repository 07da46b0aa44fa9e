import { expect, type Locator, type Page } from '@playwright/test';

/** radio20: the radio builder (`/library/radios/build[/id]`) and a custom radio's page. */
export class RadiosPage {
  constructor(readonly page: Page) {}

  messages(): Locator {
    return this.page.getByRole('region', { name: 'Messages' });
  }

  /** A filter of the builder, by its kind ('Tag', 'Artist'; the nth of that kind). */
  filter(kind: string, nth = 0): Locator {
    return this.page.getByRole('listitem', { name: kind, exact: true }).nth(nth);
  }

  /** The status line under a filter: its candidate count and sample. */
  count(filter: Locator): Locator {
    return filter.getByRole('status');
  }

  async openBuilderFromBrowse(): Promise<void> {
    await this.page.goto('/library/radios');
    await this.page.getByRole('link', { name: 'Create a radio' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Create a radio' })).toBeVisible();
  }

  async fillForm(fields: { name?: string; description?: string; isPublic?: boolean }): Promise<void> {
    if (fields.name !== undefined) await this.page.getByLabel('Name', { exact: true }).fill(fields.name);
    if (fields.description !== undefined) await this.page.getByLabel('Description').fill(fields.description);
    if (fields.isPublic !== undefined)
      await this.page.getByLabel('Display this radio publicly').setChecked(fields.isPublic);
  }

  /** Adds a filter of a kind and picks one value found by typing `text`; returns the filter. */
  async addFilter(kind: string, text: string, value: string): Promise<Locator> {
    const before = await this.page.getByRole('listitem', { name: kind, exact: true }).count();
    await this.page.getByLabel('Filter type').selectOption({ label: kind });
    await this.page.getByRole('button', { name: 'Add filter' }).click();
    const filter = this.filter(kind, before);
    await filter.getByRole('searchbox').fill(text);
    await filter.getByRole('button', { name: value, exact: true }).click();
    await expect(filter.getByRole('list', { name: /^Selected/ })).toContainText(value);
    return filter;
  }

  exclude(filter: Locator): Locator {
    return filter.getByRole('switch', { name: 'Exclude' });
  }

  async save(message: 'Radio created' | 'Radio updated'): Promise<number> {
    await this.page.getByRole('button', { name: 'Save' }).click();
    await expect(this.messages()).toContainText(message);
    await expect(this.page).toHaveURL(/\/library\/radios\/\d+$/);
    return Number(this.page.url().split('/').at(-1));
  }

  tracks(): Locator {
    return this.page.getByRole('region', { name: 'Tracks' });
  }

  filters(): Locator {
    return this.page.getByRole('region', { name: 'Filters' });
  }
}
