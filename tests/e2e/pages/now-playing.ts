import { expect, type Page } from '@playwright/test';

/** The now-playing screen (a full-viewport dialog) and the mini player's way into it. */
export class NowPlayingPage {
  constructor(readonly page: Page) {}

  get dialog() {
    return this.page.getByRole('dialog', { name: 'Now playing' });
  }

  /** The mini player's "Open now playing" (the cover and title area on a phone, a button on a desktop). */
  get openButton() {
    return this.page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Open now playing' });
  }

  get title() {
    return this.dialog.getByRole('heading', { level: 2 });
  }

  get cover() {
    return this.dialog.getByTestId('now-playing-cover');
  }

  button(name: string) {
    return this.dialog.getByRole('button', { name, exact: true });
  }

  get seek() {
    return this.dialog.getByRole('slider', { name: 'Seek' });
  }

  async open(): Promise<void> {
    await this.openButton.click();
    await expect(this.dialog).toBeVisible();
  }

  /** A quick pointer drag across the cover, `dx` and `dy` CSS pixels. */
  async swipeCover(dx: number, dy: number): Promise<void> {
    const box = await this.cover.boundingBox();
    expect(box).not.toBeNull();
    const x = box!.x + box!.width / 2;
    const y = box!.y + box!.height / 2;
    // As a finger does: down, a run of small moves, up where it ended. On a loaded machine these
    // events arrive late; the screen counts a swipe over a third of the cover however long it took.
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    for (let step = 1; step <= 8; step++) await this.page.mouse.move(x + (dx * step) / 8, y + (dy * step) / 8);
    await this.page.mouse.up();
  }

  /** Tabs (at most `limit` times) until `name`d control of the dialog has the focus. */
  async tabTo(locator: ReturnType<Page['locator']>, limit = 30): Promise<void> {
    for (let i = 0; i < limit; i++) {
      if (await locator.evaluate((element) => element === document.activeElement)) return;
      await this.page.keyboard.press('Tab');
    }
    await expect(locator).toBeFocused();
  }
}
