import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Seconds of the long silent episode the tests serve for every listen URL. */
export const LONG_EPISODE_SECONDS = 300;

/**
 * The demo pod's episodes are a few seconds long: every listen URL answers a 5-minute silent WAV
 * (8 kHz, 8-bit mono, 2.4 MB, made here), with range requests, so an episode can be stopped at 2:00.
 * The service worker is blocked in these specs so that the page's requests reach this route.
 */
export async function serveLongEpisodes(context: BrowserContext): Promise<void> {
  const rate = 8000;
  const samples = rate * LONG_EPISODE_SECONDS;
  const wav = Buffer.alloc(44 + samples, 128);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate, 28);
  wav.writeUInt16LE(1, 32);
  wav.writeUInt16LE(8, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples, 40);
  await context.route('**/api/v1/listen/**', async (route) => {
    const range = /bytes=(\d+)-(\d*)/.exec(route.request().headers()['range'] ?? '');
    if (range === null) {
      await route.fulfill({
        status: 200,
        headers: { 'content-type': 'audio/wav', 'accept-ranges': 'bytes' },
        body: wav,
      });
      return;
    }
    const start = Number(range[1]);
    const end = range[2] ? Math.min(Number(range[2]), wav.length - 1) : wav.length - 1;
    await route.fulfill({
      status: 206,
      headers: {
        'content-type': 'audio/wav',
        'accept-ranges': 'bytes',
        'content-range': `bytes ${start}-${end}/${wav.length}`,
      },
      body: wav.subarray(start, end + 1),
    });
  });
  // The player's audio elements are not in the document: remember those asked to play.
  await context.addInitScript(() => {
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      const seen = ((window as unknown as { __audio?: Set<HTMLMediaElement> }).__audio ??= new Set());
      seen.add(this);
      return play.call(this);
    };
  });
}

/** The playback rate of the audio element playing now. */
export async function playingRate(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const seen = (window as unknown as { __audio?: Set<HTMLMediaElement> }).__audio ?? new Set<HTMLMediaElement>();
    return [...seen].find((audio) => !audio.paused)?.playbackRate ?? null;
  });
}

/** The episode series of the demo pod's podcast channel, opened and played. */
export async function playMakingShoal(page: Page): Promise<void> {
  const body = (await (await page.request.get('/api/v1/albums/?q=Making%20Shoal&include_channels=true')).json()) as {
    results: Array<{ id: number; title: string }>;
  };
  const album = body.results.find((item) => item.title === 'Making Shoal');
  expect(album).toBeTruthy();
  await page.goto(`/library/albums/${album?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Making Shoal' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).first().click();
}

/** The queue screen's episode controls. */
export class EpisodeControlsPage {
  constructor(readonly page: Page) {}

  get region() {
    return this.page.getByRole('region', { name: 'Episode and sleep timer' });
  }
  get back() {
    return this.region.getByRole('button', { name: 'Back 15 seconds' });
  }
  get forward() {
    return this.region.getByRole('button', { name: 'Forward 30 seconds' });
  }
  get speed() {
    return this.region.getByRole('combobox', { name: 'Playback speed' });
  }
  get sleep() {
    return this.region.getByRole('combobox', { name: 'Sleep timer' });
  }
}
