import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

/** Seconds of the long silent episode the tests serve for every listen URL. */
export const LONG_EPISODE_SECONDS = 300;

/**
 * The demo pod's episodes last a few seconds: the pod's test hook gives "Offline First" a 5-minute
 * silent WAV (served by `listen/` with ranges like every file), so an episode can be stopped at 2:00.
 */
export async function serveLongEpisodes(context: BrowserContext, request: APIRequestContext): Promise<void> {
  const made = await request.post('/__test__/long-episode', { data: { seconds: LONG_EPISODE_SECONDS } });
  expect(made.status()).toBe(200);
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

  /** Named for what it holds: the speed and the sleep timer for an episode, the sleep timer for music. */
  get region() {
    return this.page.getByRole('region', { name: 'Playback speed and sleep timer' });
  }
  get musicRegion() {
    return this.page.getByRole('region', { name: 'Sleep timer', exact: true });
  }
  /** In the player bar's transport, in place of previous and next while an episode plays. */
  get back() {
    return this.page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Back 15 seconds' });
  }
  get forward() {
    return this.page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Forward 30 seconds' });
  }
  get speed() {
    return this.region.getByRole('combobox', { name: 'Playback speed' });
  }
  get sleep() {
    return this.region.getByRole('combobox', { name: 'Sleep timer' });
  }
}
