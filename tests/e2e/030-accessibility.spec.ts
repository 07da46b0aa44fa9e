import type { Page } from '@playwright/test';
import { test, expect, accounts, catalogue, albumId } from './fixtures';
import { LoginPage } from './pages/login';
import { PlayerPage } from './pages/player';
import { describeViolations, runAxe } from './support/axe';

/**
 * axe on every main screen, at the desktop and the phone viewport, in the light and the dark theme.
 * Each screen is opened once; the viewport and the theme change in place (the layout follows the
 * media queries, the colours the custom properties on <body>), so 14 screens cost 14 loads. The
 * dark theme changes colours only, so there axe runs its colour rules alone: the others would see the
 * same page as in the light theme.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const THEMES = ['light', 'dark'] as const;
/** The rules whose answer depends on the colours (the only thing a theme changes). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const DEMO_CATALOGUE = '0610cbf2-badf-5ca7-b85f-08025cc903d4';

const counted = { screens: 0, checks: 0 };

// The app honours reduced motion, so a theme switch repaints at once instead of easing for 160 ms.
test.use({ reducedMotion: 'reduce' });

/** Waits for any transition a theme or viewport change started (none under reduced motion, unless a pod's CSS adds one). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** One line per rule: id, impact, how many nodes, and the first few of them with axe's reason. */
async function violations(page: Page, colourOnly: boolean): Promise<string[]> {
  // runAxe (support/axe.ts) runs axe.run() in the page itself, after the fixture's own run if one is
  // under way (axe refuses two at once). Shoal shows no frames.
  const results = await runAxe(page, colourOnly ? { runOnly: { type: 'rule', values: COLOUR_RULES } } : {});
  return describeViolations(results);
}

/** Runs axe on the screen now shown in each viewport and theme; `phoneExtra` adds checks at phone size. */
async function audit(
  page: Page,
  screen: string,
  phoneExtra?: (check: (label: string) => Promise<void>) => Promise<void>,
): Promise<void> {
  counted.screens += 1;
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const theme of THEMES) {
      const check = async (label: string) => {
        await page.evaluate((choice) => (document.body.dataset.theme = choice), theme);
        await settle(page);
        counted.checks += 1;
        expect.soft(await violations(page, theme === 'dark'), `${label} (${viewport.name}, ${theme})`).toEqual([]);
      };
      await check(screen);
      if (viewport.name === 'phone' && phoneExtra) await phoneExtra(check);
    }
  }
  await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
}

async function h1(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function artistId(page: Page, name: string): Promise<number> {
  const body = (await (await page.request.get(`/api/v1/artists/?q=${encodeURIComponent(name)}`)).json()) as {
    results: Array<{ id: number; name: string }>;
  };
  const artist = body.results.find((item) => item.name === name);
  expect(artist, `artist ${name} on the pod`).toBeTruthy();
  return artist?.id ?? 0;
}

test.afterAll(() => {
  console.log(`axe (${TAGS.join(', ')}): ${counted.screens} screens, ${counted.checks} checks`);
});

// One test per screen (issue 16): each stays well under 60 s on a loaded machine.

test('anonymous: home passes axe', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await h1(page, /^Welcome to /);
  await expect(page.getByRole('region', { name: 'New albums' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'New channels' }).getByRole('listitem').first()).toBeVisible();
  await audit(page, 'home');
});

test('anonymous: login, and its refusal passes axe', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/login');
  await h1(page, /^Log in to /);
  await audit(page, 'login');
  await new LoginPage(page).logIn(accounts.listener.username, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('Unable to log in');
  await audit(page, 'login refused');
});

test('anonymous: instance chooser passes axe', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/instance-chooser');
  await h1(page, 'Choose a Funkwhale pod');
  await audit(page, 'instance chooser');
});

test('anonymous: page not found passes axe', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/no/such/page');
  await h1(page, 'Page not found');
  await audit(page, 'page not found');
});

test('listener: library home, and the menu on a phone passes axe', async ({ page }) => {
  test.setTimeout(60_000);
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  await h1(page, 'Welcome back, demo');
  await expect(
    page.getByRole('region', { name: 'Recently favorited', exact: true }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Playlists', exact: true }).getByRole('listitem').first(),
  ).toBeVisible();
  await audit(page, 'library home', async (check) => {
    // Folded away, the menu is hidden, not merely slid off screen where its links would take the focus.
    await expect(page.locator('#sidebar')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
    // The page behind the open menu is inert: Tab stays in the menu.
    await expect(page.locator('main')).toHaveAttribute('inert', '');
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('sidebar')?.contains(document.activeElement))).toBe(true);
    await check('library home, menu open');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(page.locator('#sidebar')).toBeHidden();
  });
});

test('listener: artists passes axe', async ({ page }) => {
  test.setTimeout(60_000);
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password, {
    at: '/library/artists',
  });
  await expect(page.getByRole('list', { name: 'Artists', exact: true }).getByRole('listitem').first()).toBeVisible();
  await audit(page, 'artists');
});

test('listener: albums passes axe', async ({ page }) => {
  test.setTimeout(60_000);
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password, {
    at: '/library/albums',
  });
  await expect(page.getByRole('list', { name: 'Albums', exact: true }).getByRole('listitem').first()).toBeVisible();
  await audit(page, 'albums');
});

test('listener: artist passes axe', async ({ page }) => {
  test.setTimeout(60_000);
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password, {
    at: `/library/artists/${await artistId(page, catalogue.artist)}`,
  });
  await h1(page, catalogue.artist);
  await expect(page.getByRole('list', { name: 'New tracks' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Libraries' }).getByRole('listitem').first()).toBeVisible();
  await audit(page, 'artist');
});

test('listener: track passes axe', async ({ page }) => {
  test.setTimeout(60_000);
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password, {
    at: '/library/tracks/7',
  });
  await h1(page, 'Arcade Sunrise');
  await expect(page.getByRole('region', { name: 'Libraries' }).getByRole('listitem').first()).toBeVisible();
  await audit(page, 'track');
});

test('listener: tag passes axe', async ({ page }) => {
  test.setTimeout(60_000);
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password, {
    at: '/library/tags/Piano',
  });
  await h1(page, '#Piano');
  await expect(page.getByRole('region', { name: 'Albums tagged Piano' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tracks tagged Piano' }).getByRole('listitem').first()).toBeVisible();
  await audit(page, 'tag');
});

test('listener: library by UUID passes axe', async ({ page }) => {
  test.setTimeout(60_000);
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password, {
    at: `/library/${DEMO_CATALOGUE}`,
  });
  await h1(page, 'Demo catalogue');
  await expect(page.getByRole('term').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await audit(page, 'library by UUID');
});

test('listener: favorites, and the offline line passes axe', async ({ page }) => {
  test.setTimeout(60_000);
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password, {
    at: '/favorites',
  });
  await h1(page, 'Favorites');
  await expect(page.getByRole('list', { name: 'Favorite tracks' }).getByRole('listitem').first()).toBeVisible();
  await audit(page, 'favorites');
  // Read only: the API is cut until the shell says it is offline, then given back.
  await page.route('**/api/**', (route) => route.abort());
  await page.reload();
  await h1(page, 'Favorites');
  await expect(page.getByText('Offline: changes will be sent when the pod is reachable')).toBeVisible({
    timeout: 15_000,
  });
  await audit(page, 'favorites, offline');
  await page.unroute('**/api/**');
});

test('listener: account settings passes axe', async ({ page }) => {
  test.setTimeout(60_000);
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password, {
    at: '/settings',
  });
  await h1(page, 'Account settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Content filters' })).toBeVisible();
  await audit(page, 'account settings');
});

test('the player screens of a listener pass axe', async ({ page }) => {
  test.setTimeout(60_000);
  await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
  const player = new PlayerPage(page);

  await test.step('album', async () => {
    await page.goto(`/library/albums/${await albumId(page, catalogue.album)}`);
    await h1(page, catalogue.album);
    await expect(page.getByRole('list', { name: 'Tracks' }).getByRole('listitem')).toHaveCount(
      catalogue.albumTracks.length,
    );
    await expect(page.getByRole('region', { name: 'Libraries' }).getByRole('listitem').first()).toBeVisible();
    await audit(page, 'album');
  });
  await test.step('queue, playing', async () => {
    await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).first().click();
    await player.expectPlaying(catalogue.albumTracks[0] ?? '');
    // Looping on, so a pressed toggle is in the bar too.
    await player.button('Looping').click();
    await player.bar.getByRole('link', { name: 'Queue' }).click();
    await h1(page, 'Queue');
    await expect(player.queueRows()).toHaveCount(catalogue.albumTracks.length);
    await audit(page, 'queue');
    // Paused, so no listening reaches the pod: this spec only reads.
    await player.button('Pause').click();
    await expect(player.button('Play')).toBeVisible();
  });
  await test.step('radios, with the paused player bar', async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Radios', exact: true })
      .click();
    await h1(page, 'Radios');
    await expect(page.getByRole('button', { name: /^Start .* radio$/ }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Radios of this pod' }).getByRole('listitem').first()).toBeVisible();
    await audit(page, 'radios');
  });
});
