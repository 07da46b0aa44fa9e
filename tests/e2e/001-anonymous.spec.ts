import { test, expect, podCount } from './fixtures';
import { ShellPage } from './pages/shell';

test.describe('anonymous visitor', () => {
  test('a first visit opens the local pod home with statistics and new albums, no chooser', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Shoal demo pod' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Choose a Funkwhale pod' })).toHaveCount(0);
    const nodeInfo = (await (await page.request.get('/api/v2/instance/nodeinfo/2.1/')).json()) as {
      metadata: { content: { local: { releases: number; recordings: number } } };
    };
    const stats = page.getByRole('region', { name: 'Statistics' });
    // Albums: the albums list's count (the pod's statistics also count a channel's series), so the
    // home and the albums list agree.
    const albums = await podCount(page, 'albums/');
    expect(albums).toBeLessThan(nodeInfo.metadata.content.local.releases);
    await expect(stats.getByText(new RegExp(`^\\s*${albums}\\s*albums$`))).toBeVisible();
    await expect(
      stats.getByText(new RegExp(`^\\s*${nodeInfo.metadata.content.local.recordings}\\s*tracks$`)),
    ).toBeVisible();
    const newAlbums = page.getByRole('region', { name: 'New albums' });
    await expect(newAlbums.getByRole('listitem')).toHaveCount(Math.min(12, await podCount(page, 'albums/')));
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
