import type { Page } from '@playwright/test';
import { test, expect, accounts, waitForServiceWorker } from './fixtures';
import { LoginPage } from './pages/login';
import { PlayerPage } from './pages/player';
import { RssEpisodesPage } from './pages/rss-episodes';

/**
 * Issue 19 (rss19): subscribing by feed URL, and new episodes kept for offline, in Chromium against
 * the demo pod, which reads its own sample feed over HTTP. Each test makes a feed of its own name.
 */

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const feedTitle = (name: string) => `Shoal sample feed ${name}`;

async function episodeUuids(page: Page, channel: string): Promise<Map<string, string>> {
  const response = await page.request.get(`/api/v1/tracks/?channel=${channel}&include_channels=true&page_size=50`);
  expect(response.ok()).toBe(true);
  // The track's uuid is in its listen URL (the list has no uuid field).
  const body = (await response.json()) as { results: { listen_url: string; title: string }[] };
  return new Map(body.results.map((track) => [track.title, /\/listen\/([0-9a-f-]{36})\//.exec(track.listen_url)![1]!]));
}

async function artistOf(page: Page, channel: string): Promise<number> {
  const response = await page.request.get(`/api/v1/channels/${channel}/`);
  return ((await response.json()) as { artist: { id: number } }).artist.id;
}

test('admin subscribes to the sample feed by its URL, lands on the channel and plays an episode', async ({ page }) => {
  test.setTimeout(60_000);
  await new LoginPage(page).logInFromScratch(accounts.admin.username, accounts.admin.password);
  const rss = new RssEpisodesPage(page);
  const name = unique('play');

  // An unreadable feed: the pod's reason is shown, nothing is subscribed.
  await page.goto('/library/podcasts');
  await page.getByRole('button', { name: 'Subscribe to an RSS feed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to an RSS feed' });
  await dialog.getByLabel('Feed URL').fill(new URL('/api/v1/instance/nodeinfo/2.0/', page.url()).toString());
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByRole('alert')).toContainText('This is not an RSS feed.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const channel = await rss.subscribe(rss.feedUrl(name));
  const all = (await (await page.request.get('/api/v1/subscriptions/all/')).json()) as {
    results: { channel: string }[];
  };
  expect(all.results.map((item) => item.channel)).toContain(channel);

  await page.goto(`/library/artists/${await artistOf(page, channel)}`);
  await expect(page.getByRole('heading', { level: 1, name: feedTitle(name) })).toBeVisible({ timeout: 15_000 });
  await rss.playButton('Episode 4').click();
  const player = new PlayerPage(page);
  await player.expectPlaying('Episode 4');
  await player.waitForPosition(1);
});

test('new episodes: the newest 3 kept, a fourth replaces the oldest, and offline the newest plays', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await new LoginPage(page).logInFromScratch(accounts.admin.username, accounts.admin.password);
  await waitForServiceWorker(page);
  const rss = new RssEpisodesPage(page);
  const name = unique('keep');
  const podcast = feedTitle(name);
  const channel = await rss.subscribe(rss.feedUrl(name));

  await page.goto('/downloads');
  await expect(rss.downloadNew(podcast)).not.toBeChecked();
  await expect(rss.wifiOnly(podcast)).toBeChecked();
  // Desktop Chromium reports no connection type: Wi-Fi only cannot be honoured, and says so.
  expect(await page.evaluate(() => (navigator as { connection?: { type?: string } }).connection?.type)).toBeUndefined();
  await expect(rss.rule(podcast)).toContainText('cannot be honoured');
  await rss.downloadNew(podcast).click();
  await expect(rss.downloadNew(podcast)).toBeChecked();
  // Nothing comes while Wi-Fi only is on and the type is unknown.
  await page.waitForTimeout(1500);
  await expect(rss.keptRow(podcast)).toHaveCount(0);
  await rss.wifiOnly(podcast).click();
  await expect(rss.wifiOnly(podcast)).not.toBeChecked();
  await expect(rss.rule(podcast)).not.toContainText('cannot be honoured');
  await expect(rss.keptRow(podcast)).toContainText('3 of 3 tracks', { timeout: 20_000 });

  let uuids = await episodeUuids(page, channel);
  const expected = (...titles: string[]) => titles.map((title) => uuids.get(title)!).sort();
  await expect.poll(() => rss.keptTrackUuids()).toEqual(expected('Episode 4', 'Episode 3', 'Episode 2'));

  // A fifth episode in the feed: the check at start reads the feed again and it replaces the oldest kept.
  await rss.addEpisode(name);
  await page.reload();
  // The pod has Episode 5 only once the app's check asked it to read the feed again.
  await expect
    .poll(
      async () => {
        uuids = await episodeUuids(page, channel);
        const want = expected('Episode 5', 'Episode 4', 'Episode 3');
        const kept = await rss.keptTrackUuids();
        return uuids.has('Episode 5') && JSON.stringify(kept) === JSON.stringify(want) ? 'newest 3' : { kept, want };
      },
      { timeout: 30_000 },
    )
    .toBe('newest 3');
  await expect(rss.keptRow(podcast)).toContainText('3 of 3 tracks');

  // The channel's artist page seen online, then the network cut: the newest episode plays from the device.
  const artistPage = `/library/artists/${await artistOf(page, channel)}`;
  await page.goto(artistPage);
  await expect(rss.playButton('Episode 5')).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(1500);
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByText(/^Offline:/)).toBeVisible({ timeout: 15_000 });
    await rss.playButton('Episode 5').click();
    const player = new PlayerPage(page);
    await player.expectPlaying('Episode 5');
    await player.waitForPosition(1);
  } finally {
    await context.setOffline(false);
  }
});
