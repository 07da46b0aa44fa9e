import type { Page } from '@playwright/test';
import { PlayerPage } from './player';
import { openClassicInterface } from './variant';

/** The classic shell (issue 26), opened through the stored `ui-v2` preference (pages/variant.ts). */
export class ClassicShellPage {
  constructor(readonly page: Page) {}

  /** Makes this browser use the classic shell (kept on the device, before or after logging in). */
  async mount(): Promise<void> {
    await openClassicInterface(this.page);
  }

  get root() {
    return this.page.locator('[data-shell="classic"]');
  }

  get sidebar() {
    return this.page.locator('#classic-sidebar');
  }

  get nav() {
    return this.page.getByRole('navigation', { name: 'Main navigation' });
  }

  get player() {
    return new PlayerPage(this.page);
  }

  get menuButton() {
    return this.page.getByRole('button', { name: 'Open menu' });
  }

  get closeButton() {
    return this.page.getByRole('button', { name: 'Close menu' });
  }
}
