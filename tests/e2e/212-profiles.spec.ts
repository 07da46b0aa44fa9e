import { test, expect, accounts, albumId } from './fixtures';
import { LoginPage } from './pages/login';
import { PlayerPage } from './pages/player';
import { ProfilePage } from './pages/profiles';

/**
 * Issue 18, profiles (profile18): `/@name` with its overview, activity and manageUploads, the edit
 * form, and the remote-profile guard, against the demo pod.
 */

// The smallest PNG (1x1), as an avatar.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('an anonymous visitor opening a profile of another domain lands on login, and comes back after it', async ({
  page,
}) => {
  await page.goto('/@x@remote.example.org');
  await expect(page).toHaveURL(/\/login\?next=%2F%40x%40remote\.example\.org$/);
  // A profile of this pod stays open to visitors.
  const profile = new ProfilePage(page);
  await profile.open('admin');
  await expect(profile.heading).toHaveText('admin');
  await expect(profile.editButton).toHaveCount(0);
});

test('/@demo lists a listening after a play', async ({ page, baseURL }) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const profile = new ProfilePage(page);
  // From one's name in the sidebar to one's profile.
  await page.getByRole('link', { name: /demo@/ }).click();
  await expect(page).toHaveURL(/\/@demo$/);
  await profile.tab('Activity').click();
  await expect(profile.listenings.first()).toContainText('Moon Jelly');
  await expect(profile.listenings).toHaveCount(5);

  await page.goto(`/library/albums/${await albumId(page, 'Slow Currents')}`);
  await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).first().click();
  const player = new PlayerPage(page);
  await player.expectPlaying('Low Tide');
  // Low Tide lasts 17 s: the listening is sent past half of it.
  await player.seekTo(7);
  const host = new URL(baseURL ?? '').host;
  await expect
    .poll(
      async () =>
        (
          (await (
            await page.request.get(`/api/v1/history/listenings/?scope=actor:demo@${host}&page_size=1`)
          ).json()) as { count: number }
        ).count,
      { timeout: 20_000 },
    )
    .toBe(6);
  // Back through the app, as a user would: the settled listening refreshed the history.
  await page.getByRole('link', { name: /demo@/ }).click();
  await profile.tab('Activity').click();
  await expect(profile.listenings.first()).toContainText('Low Tide');
  await expect(profile.listenings).toHaveCount(6);
});

test('demo edits the name, the bio and the avatar of the profile', async ({ page }) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const profile = new ProfilePage(page);
  await profile.open('demo');
  await expect(profile.heading).toHaveText('demo');
  await expect(profile.tab('Manage uploads')).toBeVisible();
  await profile.edit({
    name: 'Demo Listener',
    bio: 'I listen to **tides**.',
    avatar: { name: 'me.png', mimeType: 'image/png', buffer: PNG },
  });
  await expect(profile.heading).toHaveText('Demo Listener');
  await expect(profile.main.locator('strong', { hasText: 'tides' })).toBeVisible();
  await expect(profile.main.locator('.profile__header img.avatar')).toHaveAttribute('src', /\/media\//);
  // Kept by the pod: a reload reads it back, and the sidebar shows the new name.
  await page.reload();
  await expect(profile.heading).toHaveText('Demo Listener');
  await expect(page.getByRole('link', { name: /Demo Listener/ })).toBeVisible();
});

test('someone else’s profile: channels, libraries, no edit form, no manageUploads', async ({ page }) => {
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const profile = new ProfilePage(page);
  await profile.open('admin');
  await expect(profile.heading).toHaveText('admin');
  await expect(profile.libraries).toHaveText([/Demo catalogue/]);
  await expect(profile.main.getByRole('list', { name: 'Channels' })).toContainText('Shoal Notes');
  await expect(profile.editButton).toHaveCount(0);
  await expect(profile.tab('Manage uploads')).toHaveCount(0);
  await profile.open('admin', 'manageUploads');
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  await profile.open('admin');
  await profile.libraries.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/library\/0610cbf2-badf-5ca7-b85f-08025cc903d4$/);
});

test('opening a profile never shows page-not-found on the way, cold or from a link', async ({ page }) => {
  // Every h1 the page ever shows, from the first script on (a flash of one frame included).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __headings: string[] }).__headings = seen;
    new MutationObserver(() => {
      for (const h1 of document.querySelectorAll('h1')) {
        const text = h1.textContent ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const headings = () => page.evaluate(() => (window as unknown as { __headings: string[] }).__headings);
  const profile = new ProfilePage(page);
  await page.goto('/@admin/activity');
  await expect(profile.heading).toHaveText('admin');
  await page.getByRole('main').getByRole('link', { name: 'Overview' }).click();
  await expect(profile.heading).toHaveText('admin');
  expect(await headings()).not.toContain('Page not found');
  // The check can fail: page-not-found itself is seen.
  await page.goto('/@admin/no-such-tab');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(await headings()).toContain('Page not found');
});
