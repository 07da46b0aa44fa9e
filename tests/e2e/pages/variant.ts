import { expect, type Page } from '@playwright/test';
import { storePreference } from './sweep';

/** Issue 26: the ui-v2 switch, the two shells and what must survive a swap. */
export class VariantPage {
  constructor(readonly page: Page) {}

  get newShell() {
    return this.page.locator('[data-shell="new"]');
  }

  get classicShell() {
    return this.page.locator('[data-shell="classic"]');
  }

  /** The switch of account settings (`/settings`). */
  settingsSwitch() {
    return this.page.getByRole('main').getByRole('switch', { name: 'Use the newer interface' });
  }

  /** Marks the window: a reload would lose the mark. */
  async markWindow(): Promise<void> {
    await this.page.evaluate(() => {
      (window as unknown as { __variantMark?: number }).__variantMark = 26;
    });
  }

  async expectSameWindow(): Promise<void> {
    expect(await this.page.evaluate(() => (window as unknown as { __variantMark?: number }).__variantMark)).toBe(26);
  }

  /** Before any script of the app: records whether the newer shell's frame ever showed. */
  async recordNewShellFrames(): Promise<void> {
    await this.page.addInitScript(() => {
      const record = window as unknown as { __newShellSeen?: boolean };
      record.__newShellSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-shell="new"]')) record.__newShellSeen = true;
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-shell'] });
    });
  }

  async newShellWasSeen(): Promise<boolean> {
    return this.page.evaluate(() => (window as unknown as { __newShellSeen?: boolean }).__newShellSeen === true);
  }

  /** The page size the albums browse asks the pod for. */
  async albumsPageSizeAsked(path = '/library/albums'): Promise<number> {
    const request = this.page.waitForRequest((r) =>
      /\/api\/v[12]\/albums\/\?ordering=-creation_date&page=1&/.test(r.url()),
    );
    await this.page.goto(path);
    return Number(new URL((await request).url()).searchParams.get('page_size'));
  }
}

/**
 * Opens the app in the older interface: the `ui-v2` preference stored as false (the row the switch
 * writes, IndexedDB `shoal`, table `preferences`), then a reload, which applies it before the first
 * render. The switch itself is tested in 280; other specs start from here.
 */
export async function openClassicInterface(page: Page, path = '/'): Promise<void> {
  await page.goto('/');
  await storePreference(page, 'uiV2', false);
  await page.goto(path);
  await expect(page.locator('[data-shell="classic"]')).toBeVisible();
}
