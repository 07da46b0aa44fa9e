import { accounts, test, expect } from './fixtures';
import { LoginPage } from './pages/login';

// Screens other than the first ones are chunks loaded on demand (issue 8). A chunk that cannot be
// loaded (a network cut, a deploy that removed it) must not leave a blank page: the shell stays and
// the screen says so, with a reload (spec 01 section 8: the preload error is thrown).

// The service worker would answer from its precache; this test is about the network failing.
test.use({ serviceWorkers: 'block' });

test('the first screen does not load the other screens; they load on demand', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome to / })).toBeVisible();
  expect(scripts.filter((path) => /\/(InstanceChooser|SettingsScreen|UploadScreens|QueueScreen)-/.test(path))).toEqual(
    [],
  );
  await page.goto('/instance-chooser');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a Funkwhale pod' })).toBeVisible();
  expect(scripts.some((path) => /\/InstanceChooser-[^/]*\.js$/.test(path))).toBe(true);
});

test('a screen whose chunk fails to load shows the error inside the shell, with a reload', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.route(/\/assets\/InstanceChooser-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/instance-chooser');
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText('An unexpected error occurred.');
  // The preload-error event was raised (and logged), not cancelled.
  expect(errors.some((text) => text.includes('A part of the app could not be loaded'))).toBe(true);
  // The shell is still there around it.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeAttached();

  await page.unroute(/\/assets\/InstanceChooser-[^/]*\.js$/);
  await main.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a Funkwhale pod' })).toBeVisible();
});

// Issue 17: the strings of the later screens (src/app/i18n/later-groups.ts) are a chunk of their own,
// loaded with the first lazy screen. A lazy screen opened first (a cold start on its URL) shows its
// strings, in en_US and in en_GB (its own later part, en_US for what it does not translate), never a key.
for (const [locale, favorites, explain] of [
  ['en-US', 'Favorites', 'Your favorite tracks, shuffled.'],
  ['en-GB', 'Favourites', 'Your favourite tracks, shuffled.'],
] as const) {
  test.describe(`later strings in ${locale}`, () => {
    test.use({ locale });

    test('a lazy screen opened first renders its strings, not their keys', async ({ page }) => {
      await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto('/library/radios');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Radios' })).toBeVisible();
      await expect(main.getByText(favorites, { exact: true })).toBeVisible();
      await expect(main.getByText(explain, { exact: true })).toBeVisible();
      await expect(main.getByText('Tracks at random from the whole pod.', { exact: true })).toBeVisible();
      // No raw key of a later group anywhere on the page ("radios.favorites", "queue.title"...).
      expect(await page.locator('body').innerText()).not.toMatch(/\b(?:radios|queue|settings|time|widgets)\.[a-z]\w*/);
      // The strings came as a chunk of their own (the first part is in the first screen's script).
      expect(scripts.some((path) => /\/en_US-[^/]*\.js$/.test(path))).toBe(true);
      if (locale === 'en-GB') expect(scripts.filter((path) => /\/en_GB-[^/]*\.js$/.test(path)).length).toBe(2);
    });
  });
}
