import { test, expect, accounts } from './fixtures';
import { LoginPage } from './pages/login';
import { LocalFirstPage } from './pages/local-first';

/**
 * Issue 8: the favorites mirror takes the ids first (one request) and the tracks after them, in the
 * background. Until the tracks are there, the favorites screen says they are loading instead of
 * showing an empty list; once they come (here after a reload), it lists them.
 */

const isTrackList = (url: URL) => /\/api\/v[12]\/favorites\/tracks\/$/.test(url.pathname);

test('the favorites screen says the tracks are loading while only the ids are known, then lists them', async ({
  page,
}) => {
  const ui = new LocalFirstPage(page);
  // The pages of tracks do not come; the ids do.
  await page.route(isTrackList, (route) => (route.request().method() === 'GET' ? route.abort() : route.continue()));
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password, {
    at: '/favorites',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'The tracks of 3 favorites are still loading.' }),
  ).toBeVisible();
  await expect(page.getByText('You have no favorites yet')).toHaveCount(0);
  await expect(ui.favoriteTitles).toHaveCount(0);

  await page.unroute(isTrackList);
  await page.reload();
  await expect(ui.favoriteTitles).toHaveText(['Lighthouse Waltz', 'Arcade Sunrise', 'Kelp Forest']);
  await expect(page.getByText('3 tracks')).toBeVisible();
  await expect(page.getByText(/still loading/)).toHaveCount(0);
});
