import { expect, type Locator, type Page } from '@playwright/test';

/** search21: the search page /search and the shell's search box. */
export class SearchPage {
  constructor(readonly page: Page) {}

  async open(params: { q?: string; type?: string } = {}): Promise<void> {
    const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== undefined) as string[][]);
    await this.page.goto(`/search?${query.toString()}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  }

  /** The page's own query field and its submit. */
  async search(text: string): Promise<void> {
    await this.page.getByRole('main').getByRole('searchbox', { name: 'Search for' }).fill(text);
    await this.page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  }

  tabs(): Locator {
    return this.page.getByRole('navigation', { name: 'Result types' });
  }

  /** A tab by its label, whatever its count. */
  tab(label: string): Locator {
    return this.tabs().getByRole('link', { name: new RegExp(`^${label}( \\d+ results?)?$`) });
  }

  /** The count a tab's accessible name says, once it says one. */
  async count(label: string): Promise<number> {
    const tab = this.tabs().getByRole('link', { name: new RegExp(`^${label} \\d+ results?$`) });
    await expect(tab).toBeVisible({ timeout: 15_000 });
    const name = (await tab.getAttribute('aria-label')) ?? '';
    return Number(/ (\d+) results?$/.exec(name)?.[1]);
  }

  /** The result list of the shown tab (named by the tab). */
  results(label: string): Locator {
    return this.page.getByRole('main').getByRole('list', { name: label, exact: true });
  }

  /** The shell's search box (the sidebar's from the desktop breakpoint, the top bar's on a phone). */
  shellBox(): Locator {
    return this.page.getByRole('combobox', { name: 'Search' });
  }

  suggestions(): Locator {
    return this.page.getByRole('listbox', { name: 'Suggestions' });
  }
}
