import { test, expect, podCount } from './fixtures';

test('an unreachable instance URL in the chooser shows its message', async ({ page }) => {
  await page.goto('/instance-chooser');
  await page.getByLabel('Pod address').fill('http://127.0.0.1:9/');
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('It is not possible to connect to the given URL');
  await expect(page).toHaveURL(/\/instance-chooser$/);
});

test('an address that is not a URL is refused before any request', async ({ page }) => {
  await page.goto('/instance-chooser');
  await page.getByLabel('Pod address').fill('http://exa mple');
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
});

test('the _server query parameter sets the instance at start-up', async ({ page, baseURL }) => {
  await page.goto(`/library/artists?_server=${encodeURIComponent(`${baseURL}/`)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Artists' })).toBeVisible();
  // Compilation artists are excluded by default (has_albums).
  await expect(page.getByRole('list', { name: 'Artists' }).getByRole('listitem')).toHaveCount(
    await podCount(page, 'artists/?has_albums=true'),
  );
});
