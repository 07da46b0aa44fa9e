import type { Page } from '@playwright/test';

/** A browse screen: its search, filters, ordering, page size, results grid and pagination. */
export class BrowsePage {
  constructor(
    readonly page: Page,
    readonly listName: string,
  ) {}

  get results() {
    return this.page.getByRole('list', { name: this.listName, exact: true }).getByRole('listitem');
  }

  get titles() {
    return this.results.locator('.card__title');
  }

  async chooseTag(tag: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Tag', exact: true }).selectOption(tag);
  }

  async orderBy(field: string, direction: 'Ascending' | 'Descending'): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Order by' }).selectOption({ label: field });
    await this.page.getByRole('combobox', { name: 'Direction' }).selectOption({ label: direction });
  }

  async nextPage(): Promise<void> {
    await this.page.getByRole('link', { name: 'Next page' }).click();
  }
}
