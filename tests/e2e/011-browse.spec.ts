import type { Page } from '@playwright/test';
import { test, expect, accounts, podCount } from './fixtures';
import { BrowsePage } from './pages/browse';
import { LoginPage } from './pages/login';

test('albums: a tag filter and an ordering change the results and survive reload and back', async ({ page }) => {
  const albums = new BrowsePage(page, 'Albums');
  await page.goto('/library/albums');
  await expect(albums.results).toHaveCount(await podCount(page, 'albums/'));

  await albums.chooseTag('Piano');
  await expect(page).toHaveURL(/tag=Piano/);
  await expect(albums.results).toHaveCount(await podCount(page, 'albums/?tag=Piano'));

  await albums.orderBy('Title', 'Ascending');
  await expect(page).toHaveURL(/ordering=title/);
  const piano = (await (await page.request.get('/api/v1/albums/?tag=Piano&ordering=title')).json()) as {
    results: Array<{ title: string }>;
  };
  await expect(albums.titles).toHaveText(piano.results.map((album) => album.title));

  await page.reload();
  await expect(albums.titles).toHaveText(piano.results.map((album) => album.title));
  await expect(page.getByRole('combobox', { name: 'Tag', exact: true })).toHaveValue('Piano');

  await page.goBack();
  await expect(page).not.toHaveURL(/ordering=title/);
  await expect(page).toHaveURL(/tag=Piano/);
});

test('albums: pages follow the URL, and back returns to the first page', async ({ page }) => {
  const albums = new BrowsePage(page, 'Albums');
  await page.goto('/library/albums?page_size=2');
  await expect(albums.results).toHaveCount(2);
  const firstPage = await albums.titles.allTextContents();
  await albums.nextPage();
  await expect(page).toHaveURL(/page=2/);
  await expect(albums.results).toHaveCount(2);
  await expect(albums.titles.first()).not.toHaveText(firstPage[0] ?? '');
  const secondPage = await albums.titles.allTextContents();
  await page.reload();
  await expect(albums.titles).toHaveText(secondPage);
  await page.goBack();
  await expect(albums.titles).toHaveText(firstPage);
});

test('artists: excluding compilation artists is on by default and can be turned off', async ({ page }) => {
  const artists = new BrowsePage(page, 'Artists');
  await page.goto('/library/artists');
  await expect(artists.results).toHaveCount(await podCount(page, 'artists/?has_albums=true'));
  await expect(artists.titles).not.toContainText(['Spindrift']);
  await page.getByLabel('Exclude compilation artists').uncheck();
  await expect(artists.results).toHaveCount(await podCount(page, 'artists/'));
  await expect(page.getByText('Spindrift')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Exclude compilation artists')).not.toBeChecked();
});

test('podcasts and channels list the demo channel', async ({ page }) => {
  await page.goto('/library/podcasts');
  await expect(new BrowsePage(page, 'Podcasts').titles).toHaveText(['Shoal Notes']);
  await page.goto('/library/channels');
  await expect(new BrowsePage(page, 'Channels').titles).toContainText(['Shoal Notes']);
});

test("my library shows demo's own artists and albums", async ({ page }) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  await page.getByRole('link', { name: 'My albums' }).click();
  const albums = new BrowsePage(page, 'My albums');
  await expect(albums.titles).toHaveText(await myTitles(page, 'albums'));
  await expect(albums.titles).toContainText(['Kitchen Tapes', 'Harbour Lights']);
  await page.getByRole('link', { name: 'My artists' }).click();
  await expect(new BrowsePage(page, 'My artists').titles).toHaveText(await myTitles(page, 'artists'));
});

async function myTitles(page: Page, kind: 'albums' | 'artists'): Promise<string[]> {
  const body = (await (
    await page.request.get(
      `/api/v1/${kind}/?scope=me&ordering=-creation_date${kind === 'artists' ? '&has_albums=true' : ''}`,
    )
  ).json()) as {
    results: Array<{ title?: string; name?: string }>;
  };
  const titles = body.results.map((item) => item.title ?? item.name ?? '');
  expect(titles.length).toBeGreaterThan(0);
  return titles;
}
