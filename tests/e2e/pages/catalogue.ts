import type { Page } from '@playwright/test';

/** Artist, album and track screens. */
export class CataloguePage {
  constructor(readonly page: Page) {}

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  card(name: string) {
    return this.page.getByRole('link', { name: new RegExp(`^Cover of ${name}`) }).first();
  }

  cover(title: string) {
    return this.page.getByRole('img', { name: `Cover of ${title}` });
  }

  trackList(label = 'Tracks') {
    return this.page.getByRole('list', { name: label });
  }
}
