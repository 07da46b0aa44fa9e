import type { Page, Request } from '@playwright/test';
import { test, expect, accounts, podCount, waitForServiceWorker } from './fixtures';
import { LoginPage } from './pages/login';
import { RssEpisodesPage } from './pages/rss-episodes';
import { SearchPage } from './pages/search';

/**
 * Issue 21 (search21): /search by type, the RSS feeds tab and the shell's search box, in Chromium
 * against the demo pod. A demo artist's name ("Sandbar") finds it, its album and tracks; each test
 * adds a podcast, a series, a playlist, a radio and a tag of its own named after it.
 */

const ARTIST = 'Sandbar';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  return { 'X-CSRFToken': csrf, Referer: page.url() };
}

/** A podcast (tagged), its series, a playlist and a radio, each with the artist's name in its own. */
async function makeNamesakes(page: Page, id: string) {
  const headers = await csrfHeaders(page);
  const channel = await page.request.post('/api/v1/channels/', {
    headers,
    data: {
      name: `${ARTIST} Podcast ${id}`,
      username: `sandbar${id}`,
      description: null,
      tags: [`${ARTIST}${id}`],
      content_category: 'podcast',
      metadata: { itunes_category: 'Technology', language: 'en' },
    },
  });
  expect(channel.status(), await channel.text()).toBe(201);
  const { artist } = (await channel.json()) as { artist: { id: number } };
  const series = await page.request.post('/api/v1/albums/', {
    headers,
    data: { title: `${ARTIST} Series ${id}`, artist: artist.id },
  });
  expect(series.status(), await series.text()).toBe(201);
  const playlist = await page.request.post('/api/v1/playlists/', {
    headers,
    data: { name: `${ARTIST} mix ${id}`, privacy_level: 'everyone' },
  });
  expect(playlist.status(), await playlist.text()).toBe(201);
  const radio = await page.request.post('/api/v1/radios/radios/', {
    headers,
    data: {
      name: `${ARTIST} radio ${id}`,
      description: '',
      is_public: true,
      config: [{ type: 'tag', names: ['Chill'] }],
    },
  });
  expect(radio.status(), await radio.text()).toBe(201);
}

/** The list calls a query makes (path and parameters), from the moment this is called. */
function listCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && url.searchParams.has('q'))
      calls.push(`${request.method()} ${url.pathname.replace(/^\/api\/v\d\//, '')}?${url.searchParams.toString()}`);
  });
  return calls;
}

test('a search for a demo artist shows each tab with its count and list; tabs keep q, reload keeps the tab', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await new LoginPage(page).logInFromScratch(accounts.admin.username, accounts.admin.password);
  const id = unique();
  await makeNamesakes(page, id);
  const search = new SearchPage(page);
  await search.open();
  const calls = listCalls(page);
  await search.search(ARTIST);
  await expect(page).toHaveURL(/\/search\?type=artists&q=Sandbar$/);
  await expect(search.tab('Artists')).toHaveAttribute('aria-current', 'page');
  await expect(search.results('Artists').getByText(ARTIST, { exact: true }).first()).toBeVisible();

  // Each tab: its count is the pod's, and its list holds what was made for it.
  const expected: [label: string, path: string, shows: string][] = [
    ['Artists', 'artists/?q=Sandbar', ARTIST],
    ['Albums', 'albums/?q=Sandbar', 'Kitchen Tapes'],
    ['Podcasts', 'artists/?q=Sandbar&content_category=podcast&include_channels=true', `${ARTIST} Podcast ${id}`],
    ['Series', 'albums/?q=Sandbar&content_category=podcast&include_channels=true', `${ARTIST} Series ${id}`],
    ['Playlists', 'playlists/?q=Sandbar', `${ARTIST} mix ${id}`],
    ['Radios', 'radios/radios/?q=Sandbar', `${ARTIST} radio ${id}`],
    ['Tags', 'tags/?q=Sandbar', `#${ARTIST}${id}`],
  ];
  for (const [label, path] of expected) expect(await search.count(label), label).toBe(await podCount(page, path));
  const tracks = await podCount(page, 'tracks/?q=Sandbar');
  expect(tracks).toBeGreaterThan(0);
  expect(await search.count('Tracks')).toBe(tracks);

  // One query: the shown tab's page, and a page of one for each other catalogue tab.
  expect([...calls].sort()).toEqual(
    [
      'GET albums/?q=Sandbar&page=1&page_size=1',
      'GET albums/?q=Sandbar&page=1&page_size=1&content_category=podcast&include_channels=true',
      'GET artists/?q=Sandbar&page=1&page_size=1&content_category=podcast&include_channels=true',
      'GET artists/?q=Sandbar&page=1&page_size=30',
      'GET playlists/?q=Sandbar&page=1&page_size=1',
      'GET radios/radios/?q=Sandbar&page=1&page_size=1',
      'GET tags/?q=Sandbar&page=1&page_size=1',
      'GET tracks/?q=Sandbar&page=1&page_size=1',
    ].sort(),
  );
  test.info().annotations.push({ type: 'calls of one query', description: calls.join('\n') });

  for (const [label, , shows] of expected.slice(1)) {
    await search.tab(label).click();
    await expect(page).toHaveURL(new RegExp(`type=${label.toLowerCase()}&q=Sandbar$`));
    await expect(search.tab(label)).toHaveAttribute('aria-current', 'page');
    await expect(search.results(label).getByText(shows, { exact: true }).first()).toBeVisible();
  }
  await search.tab('Tracks').click();
  await expect(search.results('Tracks').getByRole('listitem').first()).toBeVisible();

  await page.reload();
  await expect(search.tab('Tracks')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search for' })).toHaveValue(ARTIST);
  await expect(search.results('Tracks').getByRole('listitem').first()).toBeVisible();
});

test('a feed URL opens the RSS feeds tab, which subscribes only on click and opens the channel', async ({ page }) => {
  test.setTimeout(60_000);
  await new LoginPage(page).logInFromScratch(accounts.admin.username, accounts.admin.password);
  const search = new SearchPage(page);
  const subscribes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/channels/rss-subscribe/')) subscribes.push(request.method());
  });
  await search.open();
  const feed = new RssEpisodesPage(page).feedUrl(`search-${unique()}`);
  await search.search(feed);
  await expect(search.tab('RSS feeds')).toHaveAttribute('aria-current', 'page');
  const field = page.getByRole('main').getByLabel('Feed URL');
  await expect(field).toHaveValue(feed);
  // A handle selects the remote object tab, and the user can switch back.
  await search.search('@someone@other.example');
  await expect(search.tab('Remote object')).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(field).toHaveValue(feed);
  expect(subscribes).toEqual([]);

  await page.getByRole('main').getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/channels\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  expect(subscribes).toEqual(['POST']);

  // A page that is no feed: the pod's reason.
  await search.open({ type: 'rss', q: new URL('/api/v1/instance/nodeinfo/2.0/', page.url()).toString() });
  await page.getByRole('main').getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('This is not an RSS feed.');
});

test('the shell box suggests as one types, walks by keyboard, closes on Escape, and Enter opens /search', async ({
  page,
}) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const search = new SearchPage(page);
  const box = search.shellBox();
  await box.fill('sandb');
  const list = search.suggestions();
  await expect(list).toBeVisible();
  await expect(list.getByRole('group', { name: 'Artists' }).getByRole('option', { name: ARTIST })).toBeVisible();
  await expect(
    list.getByRole('group', { name: 'Albums' }).getByRole('option', { name: /Kitchen Tapes/ }),
  ).toBeVisible();
  for (const kind of ['Artists', 'Albums', 'Tracks'])
    expect(await list.getByRole('group', { name: kind }).getByRole('option').count()).toBeLessThanOrEqual(3);

  await box.press('ArrowDown');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await box.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  // Enter on a chosen suggestion opens its page.
  await box.press('ArrowDown');
  await expect(list).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/library\/artists\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: ARTIST })).toBeVisible();

  // Enter with nothing chosen opens the search page for the text.
  await box.fill('Kitchen');
  await expect(list.getByRole('option', { name: /Kitchen Tapes/ })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Kitchen$/);
  await expect(search.tab('Artists')).toHaveAttribute('aria-current', 'page');
  expect(await search.count('Albums')).toBeGreaterThan(0);
});

test('on a phone the box is in the top bar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const search = new SearchPage(page);
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Search' })).toBeVisible();
  await search.shellBox().fill('sandbar');
  await expect(search.suggestions().getByRole('option', { name: ARTIST, exact: true })).toBeVisible();
  await search.shellBox().press('Enter');
  await expect(page).toHaveURL(/\/search\?q=sandbar$/);
});

test('offline, a query run before shows its results; a new one says Shoal is offline', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
    const search = new SearchPage(page);
    await search.open({ q: ARTIST, type: 'albums' });
    await expect(search.results('Albums').getByText('Kitchen Tapes', { exact: true })).toBeVisible();
    expect(await search.count('Tracks')).toBeGreaterThan(0);
    await waitForServiceWorker(page);
    // The persisted query cache is written shortly after the answers come.
    await page.waitForTimeout(1500);

    await context.setOffline(true);
    await page.reload();
    await expect(search.results('Albums').getByText('Kitchen Tapes', { exact: true })).toBeVisible();
    expect(await search.count('Tracks')).toBeGreaterThan(0);
    // The pod's tabs wait, saying why.
    await expect(search.tabs().getByRole('link', { name: 'RSS feeds' })).toHaveAttribute('aria-disabled', 'true');
    await expect(search.tabs().getByRole('link', { name: 'Remote object' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('main')).toContainText('RSS feeds and remote objects are read by the pod');

    await search.search(`never searched ${unique()}`);
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Shoal is offline' })).toBeVisible();
    await expect(search.results('Albums')).toBeHidden();
  } finally {
    await context.close();
  }
});
