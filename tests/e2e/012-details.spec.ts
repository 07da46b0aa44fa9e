import { test, expect, accounts, albumId } from './fixtures';
import { LoginPage } from './pages/login';

const DEMO_CATALOGUE = '0610cbf2-badf-5ca7-b85f-08025cc903d4';

test('an album of two discs groups its tracks by disc and names the libraries that hold it', async ({ page }) => {
  await page.goto(`/library/albums/${await albumId(page, 'Deep Water')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Deep Water' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Disc 1' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Disc 2' }).getByRole('listitem')).toHaveCount(2);
  await expect(
    page.getByRole('region', { name: 'Libraries' }).getByRole('link', { name: 'Demo catalogue' }),
  ).toBeVisible();
});

test('a podcast series shows its episodes', async ({ page }) => {
  await page.goto(`/library/albums/${await albumId(page, 'Making Shoal')}`);
  await expect(page.getByText('Series', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Episodes' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Episodes' }).getByRole('listitem')).toHaveCount(3);
});

test('a track shows its release details, file and libraries', async ({ page }) => {
  await page.goto('/library/tracks/7');
  await expect(page.getByRole('heading', { level: 1, name: 'Arcade Sunrise' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  for (const label of [
    'Album',
    'Release date',
    'Duration',
    'Codec',
    'Bitrate',
    'Size',
    'Downloads',
    'License',
    'Copyright',
  ]) {
    await expect(details.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
  }
  await expect(details.getByRole('definition').filter({ hasText: 'MP3' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Files' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Libraries' }).getByRole('listitem').first()).toBeVisible();
});

test('a tag lists its channels, artists, albums and tracks', async ({ page }) => {
  await page.goto('/library/tags/Podcast');
  await expect(page.getByRole('region', { name: 'Channels tagged Podcast' }).getByText('Shoal Notes')).toBeVisible();
  await page.goto('/library/tags/Piano');
  await expect(page.getByRole('region', { name: 'Artists tagged Piano' }).getByText('Marina Keys')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Albums tagged Piano' }).getByText('Harbour Lights')).toBeVisible();
});

test('a library by UUID has overview, albums and tracks tabs; a malformed UUID is page-not-found', async ({ page }) => {
  await page.goto(`/library/${DEMO_CATALOGUE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo catalogue' })).toBeVisible();
  // The header's label and the overview's visibility row both say it.
  await expect(page.getByText('Public', { exact: true })).toHaveCount(2);
  await page.getByRole('navigation', { name: 'Library sections' }).getByRole('link', { name: 'Albums' }).click();
  await expect(page).toHaveURL(new RegExp(`/library/${DEMO_CATALOGUE}/albums$`));
  await expect(page.getByRole('list', { name: 'Albums' }).getByRole('listitem').first()).toBeVisible();
  await page.goto('/library/0610cbf2-badf-5ca7-b85f-08025cc903dZ');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test("an upload's detail shows its file and import", async ({ page }) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const uploads = (await (await page.request.get('/api/v1/uploads/?import_status=errored')).json()) as {
    results: Array<{ uuid: string; filename: string }>;
  };
  const failed = uploads.results[0];
  expect(failed).toBeTruthy();
  await page.goto(`/library/uploads/${failed?.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: failed?.filename })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^Failed$/ })).toBeVisible();
  await expect(page.getByText('The import of this file failed.')).toBeVisible();
});
