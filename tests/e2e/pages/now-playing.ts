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
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx / 2, y + dy / 2, { steps: 3 });
    await this.page.mouse.move(x + dx, y + dy, { steps: 3 });
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
