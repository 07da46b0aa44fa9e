import { test, expect, accounts, albumId, podCount } from './fixtures';
import { BrowsePage } from './pages/browse';
import { LoginPage } from './pages/login';
import { ShellPage } from './pages/shell';
import { SubscriptionsPage } from './pages/subscriptions';

// Log-ins, pod calls and several screens each: more than the default on a loaded machine.
test.describe.configure({ timeout: 60_000 });

const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

test('admin subscribes from the podcasts browse, finds it under /subscriptions?q=, and unsubscribes', async ({
  page,
}) => {
  const subs = new SubscriptionsPage(page);
  const prefix = unique('Tidal Talk');
  const [uuid] = await subs.makeChannels(prefix, 1);
  const name = `${prefix} 01`;
  await new LoginPage(page).logInFromScratch(accounts.admin.username, accounts.admin.password, {
    at: `/library/podcasts?q=${encodeURIComponent(prefix)}`,
  });
  const card = subs.card('Podcasts', name);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Podcast · 0 episodes');
  await expect(card.getByRole('link')).toHaveAttribute('href', /^\/channels\/tidal_talk_[a-z0-9_]+@/);
  await subs.subscribeButton(name).click();
  await expect(subs.unsubscribeButton(name)).toBeVisible();
  await expect.poll(() => subs.podSubscriptions()).toContain(uuid);

  await page.goto(`/subscriptions?q=${encodeURIComponent(prefix.toUpperCase())}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  await expect(subs.search).toHaveValue(prefix.toUpperCase());
  await expect(subs.cards('Subscriptions')).toHaveCount(1);
  await expect(subs.card('Subscriptions', name)).toBeVisible();
  // A query that matches nothing empties the list, and the URL keeps it.
  await subs.search.fill('no such channel');
  await expect(page).toHaveURL(/q=no\+such\+channel/);
  await expect(page.getByText('No subscription matches your search.')).toBeVisible();
  await subs.search.fill(prefix);
  await expect(subs.card('Subscriptions', name)).toBeVisible();

  await subs.unsubscribeButton(name).click();
  await expect(subs.cards('Subscriptions')).toHaveCount(0);
  await expect(page.getByText('No subscription matches your search.')).toBeVisible();
  await expect.poll(() => subs.podSubscriptions()).not.toContain(uuid);
  await page.reload();
  await expect(page.getByText('No subscription matches your search.')).toBeVisible();
});

test('an anonymous visitor gets the modal: log in, or the Fediverse handle and the RSS feed to copy', async ({
  page,
}) => {
  const subs = new SubscriptionsPage(page);
  await page.goto('/library/podcasts');
  await subs.subscribeButton('Shoal Notes').click();
  await expect(subs.dialog).toBeVisible();
  await expect(subs.dialog.getByRole('heading', { name: 'Subscribe to Shoal Notes' })).toBeVisible();
  await expect(subs.dialog.getByRole('link', { name: 'Log in to subscribe' })).toHaveAttribute(
    'href',
    '/login?next=%2Flibrary%2Fpodcasts',
  );
  const host = new URL(page.url()).host;
  await expect(subs.dialog.getByRole('textbox', { name: 'Fediverse handle' })).toHaveValue(`@shoalnotes@${host}`);
  // The podcasts list carries no feed: the modal reads it from the channel.
  await expect(subs.dialog.getByRole('textbox', { name: 'RSS feed' })).toHaveValue(
    /\/api\/v1\/channels\/93816232-897f-54f3-93e9-413db5833f32\/rss$/,
  );
  await expect(subs.dialog.getByRole('button', { name: 'Copy' })).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(subs.dialog).toHaveCount(0);
});

test('a series lists its episodes newest first, with its channel’s subscribe button', async ({ page }) => {
  const subs = new SubscriptionsPage(page);
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const id = await albumId(page, 'Making Shoal');
  const body = (await (
    await page.request.get(`/api/v1/tracks/?album=${id}&include_channels=true&ordering=-creation_date`)
  ).json()) as { results: Array<{ title: string }> };
  await page.goto(`/library/albums/${id}`);
  await expect(page.getByRole('list', { name: 'Episodes' }).locator('.track-row__title')).toHaveText(
    body.results.map((track) => track.title),
  );
  // demo is subscribed to Shoal Notes in the seed.
  await expect(subs.unsubscribeButton('Shoal Notes')).toBeVisible();
  await page.getByRole('button', { name: 'Other ways to subscribe to Shoal Notes' }).click();
  await expect(subs.dialog.getByRole('textbox', { name: 'RSS feed' })).toHaveValue(/\/rss$/);
  await expect(subs.dialog.getByRole('link', { name: 'Log in to subscribe' })).toHaveCount(0);
});

test('both browse lists page by 30', async ({ page }) => {
  const subs = new SubscriptionsPage(page);
  await subs.makeChannels(unique('Paging Cast'), 31);
  await subs.makeChannels(unique('Paging Band'), 2, 'music');
  const podcasts = await podCount(page, 'artists/?content_category=podcast&include_channels=true');
  const channels = await podCount(page, 'channels/');
  expect(podcasts).toBeGreaterThan(30);
  expect(channels).toBeGreaterThan(podcasts);

  for (const [path, listName, total] of [
    ['/library/podcasts', 'Podcasts', podcasts],
    ['/library/channels', 'Channels', channels],
  ] as const) {
    const browse = new BrowsePage(page, listName);
    await page.goto(path);
    await expect(browse.results).toHaveCount(30);
    await expect(page.getByText(`${total} results`)).toBeVisible();
    await expect(browse.titles.first()).toHaveText('Shoal Notes');
    await browse.nextPage();
    await expect(page).toHaveURL(/page=2/);
    await expect(browse.results).toHaveCount(total - 30);
  }
});

test('with channels off on the pod, the channel entries leave the shell and a direct visit says so', async ({
  page,
  browser,
  baseURL,
}) => {
  // The admin turns channels off, as on a real pod (instance settings).
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await new LoginPage(adminPage).logInFromScratch(accounts.admin.username, accounts.admin.password);
  await new SubscriptionsPage(adminPage).setChannelsEnabled(false);
  await adminContext.close();

  const shell = new ShellPage(page);
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  await expect(shell.nav.getByRole('link', { name: 'Favorites', exact: true })).toBeVisible();
  for (const name of ['Podcasts', 'Channels', 'Subscriptions'])
    await expect(shell.nav.getByRole('link', { name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Playlists' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'New channels' })).toHaveCount(0);
  for (const path of ['/library/podcasts', '/library/channels', '/subscriptions']) {
    await page.goto(path);
    await expect(page.getByText('Channels are turned off')).toBeVisible();
  }
});
