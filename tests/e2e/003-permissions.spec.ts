import { test, expect, accounts } from './fixtures';
import { LoginPage } from './pages/login';
import { ShellPage } from './pages/shell';

test('admin sees the Administration section', async ({ page }) => {
  await new LoginPage(page).logInFromScratch(accounts.admin.username, accounts.admin.password);
  const admin = new ShellPage(page).navSection('Administration');
  await expect(admin).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Pending edits' })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Reports' })).toBeVisible();
});

test('a deep link to a manage route, opened with a pod cookie the device has not seen yet, is kept', async ({
  page,
}) => {
  // The first load of the app is the manage route itself: the stored session says nothing yet, and
  // the guard waits for this run's session check instead of sending admin to library home.
  await new LoginPage(page).logInFromScratch(accounts.admin.username, accounts.admin.password, {
    at: '/manage/moderation/requests',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  await expect(page).toHaveURL(/\/manage\/moderation\/requests$/);
});

test('demo does not see Administration and is turned away from manage routes', async ({ page }) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const shell = new ShellPage(page);
  await expect(shell.navSection('My library')).toBeVisible();
  await expect(shell.navSection('Administration')).toHaveCount(0);
  await page.goto('/manage/moderation/reports');
  await expect(page).toHaveURL(/\/library$/);
  await page.goto('/manage');
  await expect(page).toHaveURL(/\/library$/);
});

test('/manage opens the first area admin may use', async ({ page }) => {
  await new LoginPage(page).logInFromScratch(accounts.admin.username, accounts.admin.password);
  await page.goto('/manage');
  await expect(page).toHaveURL(/\/manage\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Instance settings' })).toBeVisible();
});

test('logging out makes the visitor anonymous again', async ({ page }) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  await page.getByRole('link', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/favorites');
  await expect(page).toHaveURL(/\/login\?next=%2Ffavorites$/);
});
