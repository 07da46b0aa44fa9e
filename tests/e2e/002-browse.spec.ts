import { test, expect, accounts, catalogue, podCount } from './fixtures';
import { CataloguePage } from './pages/catalogue';
import { LoginPage } from './pages/login';

test('log in as demo, land in /library, then open an artist, an album, its tracks and cover', async ({ page }) => {
  const login = new LoginPage(page);
  await login.logInFromScratch(accounts.listener.username, accounts.listener.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, demo' })).toBeVisible();

  const screens = new CataloguePage(page);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Artists', exact: true })
    .click();
  await expect(page).toHaveURL(/\/library\/artists$/);
  await screens.card(catalogue.artist).click();

  await expect(screens.heading(catalogue.artist)).toBeVisible();
  for (const album of catalogue.artistAlbums) await expect(screens.cover(album)).toBeVisible();
  await screens.card(catalogue.album).click();

  await expect(screens.heading(catalogue.album)).toBeVisible();
  const cover = screens.cover(catalogue.album).first();
  await expect(cover).toBeVisible();
  // The cover is a real image the pod served, not the fallback.
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const rows = screens.trackList().getByRole('listitem');
  await expect(rows).toHaveCount(catalogue.albumTracks.length);
  for (const [index, title] of catalogue.albumTracks.entries()) await expect(rows.nth(index)).toContainText(title);
});

test('a wrong password shows the pod refusal and stays on login', async ({ page }) => {
  await page.goto('/login');
  await new LoginPage(page).logIn('demo', 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('Unable to log in with provided credentials');
  await expect(page).toHaveURL(/\/login$/);
});

test('login follows next back to the guarded page', async ({ page }) => {
  await page.goto('/favorites');
  await expect(page).toHaveURL(/\/login\?next=/);
  await new LoginPage(page).logIn(accounts.listener.username, accounts.listener.password);
  await expect(page).toHaveURL(/\/favorites$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
});

test('albums browse searches through the pod and keeps the query in the URL', async ({ page }) => {
  await page.goto('/library/albums');
  await expect(page.getByRole('list', { name: 'Albums' }).getByRole('listitem')).toHaveCount(
    await podCount(page, 'albums/'),
  );
  await page.getByLabel('Search albums').fill('harbour');
  await expect(page).toHaveURL(/q=harbour/);
  await expect(page.getByRole('list', { name: 'Albums' }).getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Albums' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByLabel('Search albums')).toHaveValue('harbour');
});
