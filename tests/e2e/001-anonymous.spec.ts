import { test, expect } from './fixtures';
import { ShellPage } from './pages/shell';

test.describe('anonymous visitor', () => {
  test('a first visit opens the local pod home with statistics and new albums, no chooser', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Shoal demo pod' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Choose a Funkwhale pod' })).toHaveCount(0);
    const stats = page.getByRole('region', { name: 'Statistics' });
    await expect(stats.getByText(/^\s*4\s*albums$/)).toBeVisible();
    const newAlbums = page.getByRole('region', { name: 'New albums' });
    await expect(newAlbums.getByRole('listitem')).toHaveCount(4);
    // Newest first: Night Swim was added last to the demo catalogue.
    await expect(newAlbums.getByRole('img', { name: 'Cover of Night Swim' })).toBeVisible();
  });

  test('favorites sends an anonymous visitor to login with next', async ({ page }) => {
    await page.goto('/favorites?ordering=-creation_date');
    await expect(page).toHaveURL(/\/login\?next=%2Ffavorites%3Fordering%3D-creation_date$/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('an unknown path shows page-not-found', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('/no/such/page')).toBeVisible();
  });

  test('the sidebar offers Explore but neither My library nor Administration', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.goto('/library/artists');
    await expect(shell.navSection('Explore')).toBeVisible();
    await expect(shell.navSection('My library')).toHaveCount(0);
    await expect(shell.navSection('Administration')).toHaveCount(0);
  });
});
