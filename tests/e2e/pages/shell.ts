import type { Page } from '@playwright/test';

/** The app frame: sidebar navigation, its sections, and the messages region. */
export class ShellPage {
  constructor(readonly page: Page) {}

  get nav() {
    return this.page.getByRole('navigation', { name: 'Main navigation' });
  }

  navSection(name: string) {
    return this.nav.getByRole('region', { name });
  }

  get messages() {
    return this.page.getByRole('region', { name: 'Messages' });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }
}
