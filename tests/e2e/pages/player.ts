import { expect, type Page } from '@playwright/test';

/** The player bar and the queue screen. */
export class PlayerPage {
  constructor(readonly page: Page) {}

  get bar() {
    return this.page.getByRole('region', { name: 'Player' });
  }

  get title() {
    return this.bar.locator('.player-bar__title');
  }

  button(name: 'Play' | 'Pause' | 'Previous track' | 'Next track' | 'Shuffle' | 'Looping' | 'Mute') {
    return this.bar.getByRole('button', { name, exact: true });
  }

  get seek() {
    return this.bar.getByRole('slider', { name: 'Seek' });
  }

  /** The playback position in whole seconds, as the Seek slider has it. */
  async position(): Promise<number> {
    return Number(await this.seek.inputValue());
  }

  /** Waits until the audio element really advances past `seconds`. */
  async waitForPosition(seconds: number, timeout = 15_000): Promise<void> {
    await expect.poll(() => this.position(), { timeout }).toBeGreaterThanOrEqual(seconds);
  }

  async expectPlaying(title: string): Promise<void> {
    await expect(this.title).toHaveText(title);
    await expect(this.button('Pause')).toBeVisible();
  }

  async seekTo(seconds: number): Promise<void> {
    await this.seek.fill(String(seconds));
  }

  /** Looping none → single → all. */
  async setLooping(mode: 'single' | 'all'): Promise<void> {
    const looping = this.button('Looping');
    const target = mode === 'single' ? 'Looping the current track' : 'Looping the whole queue';
    for (let i = 0; i < 3 && (await looping.getAttribute('title')) !== target; i++) await looping.click();
    await expect(looping).toHaveAttribute('title', target);
  }

  queueRows() {
    return this.page.getByRole('list', { name: 'Queue' }).getByRole('listitem');
  }
}
