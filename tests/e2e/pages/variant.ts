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

  /**
   * cl26: the albums browse shows `size` cards a page: counted on each of its first `pages` pages,
   * reached through the "Next page" link (the pod's count read from the first page's answer), each
   * page's cards other than the previous page's.
   */
  async expectAlbumCardsByPage(size: number, pages: number): Promise<void> {
    const first = this.page.waitForResponse((r) =>
      /\/api\/v[12]\/albums\/\?ordering=-creation_date&page=1&/.test(r.url()),
    );
    await this.page.goto('/library/albums');
    const count = ((await (await first).json()) as { count: number }).count;
    expect(count, 'enough albums for the pages counted').toBeGreaterThan((pages - 1) * size);
    const main = this.page.getByRole('main');
    const cards = main.getByRole('list', { name: 'Albums' }).getByRole('listitem');
    let previous: string | null = null;
    for (let page = 1; page <= pages; page += 1) {
      if (page > 1) await main.getByRole('link', { name: 'Next page' }).click();
      await expect(main.getByText(`Page ${page} of ${Math.ceil(count / size)}`)).toBeVisible({ timeout: 15_000 });
      if (previous !== null) await expect(cards.first()).not.toHaveText(previous, { timeout: 15_000 });
      await expect(cards).toHaveCount(Math.min(size, count - (page - 1) * size), { timeout: 15_000 });
      previous = await cards.first().innerText();
    }
  }
}

/**
 * Opens the app in the older interface: the `ui-v2` preference stored as false (the row the switch
 * writes, IndexedDB `shoal`, table `preferences`), then a reload, which applies it before the first
 * render. The switch itself is tested in 280; other specs start from here. `origin`: another address
 * serving the app (292), where `path` is then absolute.
 */
export async function openClassicInterface(page: Page, path = '/', origin = ''): Promise<void> {
  await page.goto(`${origin}/`);
  await storePreference(page, 'uiV2', false);
  await page.goto(path);
  await expect(page.locator('[data-shell="classic"]')).toBeVisible();
}
