import { expect, type Locator, type Page } from '@playwright/test';

/** The hashed sprite asset the build emits from src/app/icons/sprite.svg. */
export const SPRITE_PATH = /^\/assets\/sprite-[\w-]+\.svg$/;

/** The app's icons (issue 17): <svg><use href="/assets/sprite-….svg#id"></svg>, one sprite for all. */
export class IconsPage {
  /** The pathnames of the sprite this page requested (from its own document; the worker's precache aside). */
  readonly spriteRequests: string[] = [];

  constructor(readonly page: Page) {
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (SPRITE_PATH.test(pathname)) this.spriteRequests.push(pathname);
    });
  }

  /** The main navigation's icons, the shell's. */
  get navIcons(): Locator {
    return this.page.getByRole('navigation', { name: 'Main navigation' }).locator('svg:has(> use)');
  }

  /** The sprite pathname and the symbol id an icon uses. */
  async useOf(icon: Locator): Promise<{ path: string; id: string }> {
    const href = (await icon.locator('use').getAttribute('href')) ?? '';
    const url = new URL(href, this.page.url());
    return { path: url.pathname, id: url.hash.slice(1) };
  }

  /** The icon's <use> has drawn its symbol: an unresolved <use> (sprite not loaded) has an empty box. */
  async expectDrawn(icon: Locator): Promise<void> {
    await expect
      .poll(() => icon.locator('use').evaluate((use: SVGUseElement) => use.getBBox().width * use.getBBox().height), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
  }

  /** Goes to `path` inside the app, with no new document (the router follows a popstate). */
  async navigateInApp(path: string): Promise<void> {
    await this.page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }

  /** The sprite's URLs in the service worker's caches. */
  async cachedSprites(): Promise<string[]> {
    return this.page.evaluate(async (source) => {
      const pattern = new RegExp(source);
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          if (pattern.test(new URL(request.url).pathname)) urls.push(request.url);
      }
      return urls;
    }, SPRITE_PATH.source);
  }
}
