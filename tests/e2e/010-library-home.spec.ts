import { test, expect, accounts } from './fixtures';
import { LoginPage } from './pages/login';

test('the library home shows what demo added, favorited, listened, the playlists and new channels', async ({
  page,
}) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const section = (name: string) => page.getByRole('region', { name, exact: true });

  await expect(section('Recently added albums').getByRole('listitem').first()).toBeVisible();
  const favorites = section('Recently favorited').getByRole('listitem');
  await expect(favorites).toHaveCount(3);
  for (const title of ['Kelp Forest', 'Arcade Sunrise', 'Lighthouse Waltz'])
    await expect(section('Recently favorited')).toContainText(title);
  const listened = section('Recently listened').getByRole('listitem');
  await expect(listened).toHaveCount(5);
  await expect(listened.first()).toContainText('Moon Jelly');
  await expect(section('Playlists').getByText('Evening swim')).toBeVisible();
  await expect(section('New channels').getByText('Shoal Notes')).toBeVisible();

  await section('Playlists').getByRole('link', { name: 'See all' }).click();
  await expect(page).toHaveURL(/\/library\/me\/playlists$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My playlists' })).toBeVisible();
  await page.getByText('Evening swim').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Evening swim' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tracks' }).getByRole('listitem')).toHaveCount(4);
});

test('anonymous home lists new channels too', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'New channels' }).getByText('Shoal Notes')).toBeVisible();
});
