import { expect, type Page } from '@playwright/test';
import { PlayerPage } from './player';

/**
 * The classic shell (issue 26). Until the `ui-v2` switch exists it is mounted by the dev builds'
 * `?devShell=classic` (src/app/dev/dev-shell.ts, kept for the tab); `mount` is the one place to point
 * at the real switch.
 */
export class ClassicShellPage {
  constructor(readonly page: Page) {}

  /** Makes this tab use the classic shell (before logging in: the choice is kept for the tab). */
  async mount(): Promise<void> {
    await this.page.goto('/?devShell=classic');
    await expect(this.root).toBeVisible();
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
