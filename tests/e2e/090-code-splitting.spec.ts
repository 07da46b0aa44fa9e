import { test, expect } from './fixtures';

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
