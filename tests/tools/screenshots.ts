/**
 * Screenshots of each screen at a phone size (390x844) and a desktop size (1280x800), for
 * looking at what we build. Not a test: run it against a running pod.
 *   npx tsx tests/tools/screenshots.ts http://127.0.0.1:8080 screenshots [name,name...]
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const outDir = process.argv[3] ?? 'screenshots';
/** Optional: a comma-separated list of shot names. */
const only = process.argv[4]?.split(',');
mkdirSync(outDir, { recursive: true });

interface Shot {
  name: string;
  path: string;
  login?: 'demo' | 'admin';
  theme?: 'light' | 'dark';
  before?: (page: Page) => Promise<void>;
}

const shots: Shot[] = [
  { name: 'home', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'chooser', path: '/instance-chooser' },
  { name: 'library', path: '/library', login: 'admin' },
  { name: 'artists', path: '/library/artists', login: 'demo' },
  { name: 'albums', path: '/library/albums', login: 'demo' },
  { name: 'artist', path: '/library/artists/1', login: 'demo' },
  { name: 'album', path: '/library/albums/1', login: 'demo' },
  { name: 'album-dark', path: '/library/albums/2', login: 'demo', theme: 'dark' },
  { name: 'home-dark', path: '/', theme: 'dark' },
  { name: 'track', path: '/library/tracks/7', login: 'demo' },
  { name: 'tag', path: '/library/tags/Chill', login: 'demo' },
  { name: 'not-found', path: '/nope' },
  { name: 'library-demo', path: '/library', login: 'demo' },
  { name: 'albums-filtered', path: '/library/albums?tag=Ambient&ordering=title', login: 'demo' },
  { name: 'podcasts', path: '/library/podcasts' },
  { name: 'channels', path: '/library/channels' },
  { name: 'my-playlists', path: '/library/me/playlists', login: 'demo' },
  { name: 'playlist', path: '/library/playlists/2', login: 'demo' },
  { name: 'playlist-edit', path: '/library/playlists/2?mode=edit', login: 'demo' },
  { name: 'my-albums', path: '/library/me/albums', login: 'demo' },
  { name: 'two-discs', path: '/library/albums/5', login: 'demo' },
  { name: 'series', path: '/library/albums/8', login: 'demo' },
  { name: 'library-uuid', path: '/library/0610cbf2-badf-5ca7-b85f-08025cc903d4', login: 'demo' },
  { name: 'tag-podcast', path: '/library/tags/Podcast' },
  { name: 'radios', path: '/library/radios', login: 'demo' },
  {
    name: 'playing',
    path: '/library/albums/2',
    login: 'demo',
    before: async (page) => {
      await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).first().click();
      await page.waitForTimeout(1500);
    },
  },
  {
    name: 'queue',
    path: '/library/albums/5',
    login: 'demo',
    before: async (page) => {
      await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).first().click();
      await page.getByRole('link', { name: 'Queue' }).click();
      await page.waitForTimeout(800);
    },
  },
  {
    name: 'fullscreen',
    path: '/library/albums/1',
    login: 'demo',
    before: async (page) => {
      await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).first().click();
      await page.getByRole('link', { name: 'Queue' }).click();
      await page.getByRole('button', { name: 'Fullscreen' }).click();
      await page.waitForTimeout(1500);
    },
  },
  {
    name: 'shortcuts',
    path: '/library/albums/1',
    login: 'demo',
    before: async (page) => {
      await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).first().click();
      await page.locator('body').press('?');
      await page.waitForTimeout(300);
    },
  },
  { name: 'favorites', path: '/favorites', login: 'demo' },
  { name: 'favorites-empty', path: '/favorites', login: 'admin' },
  {
    name: 'favorites-playing',
    path: '/favorites',
    login: 'demo',
    before: async (page) => {
      await page.getByRole('button', { name: 'Play all' }).click();
      await page.waitForTimeout(1000);
    },
  },
  { name: 'settings-empty', path: '/settings', login: 'admin' },
  {
    name: 'artist-hidden',
    path: '/library/artists/2',
    login: 'demo',
    before: async (page) => {
      // The pod keeps the filter: the second size finds it already there.
      const hide = page.getByRole('button', { name: 'Hide this artist' });
      if (await hide.isVisible()) await hide.click();
      await page.getByText('Review my filters').click();
      await page.waitForTimeout(600);
    },
  },
  { name: 'settings', path: '/settings', login: 'demo' },
  {
    name: 'library-following',
    path: '/library/0610cbf2-badf-5ca7-b85f-08025cc903d4',
    login: 'demo',
    before: async (page) => {
      const follow = page.getByRole('main').getByRole('button', { name: 'Follow', exact: true });
      if (await follow.isVisible()) await follow.click();
      await page.waitForTimeout(600);
      await page.getByRole('button', { name: 'Unfollow', exact: true }).click();
    },
  },
  {
    name: 'offline',
    path: '/library/albums/1',
    login: 'demo',
    before: async (page) => {
      await page.route('**/api/**', (route) => route.abort());
      await page
        .getByRole('main')
        .getByRole('button', { name: /^Favorite / })
        .first()
        .click();
      await page.getByText('Offline: changes will be sent').waitFor({ timeout: 15_000 });
    },
  },
  // Downloads (issue 5): the control before, during and after, the kept marks, the filter, the screen.
  { name: 'album-download', path: '/library/albums/2', login: 'demo' },
  {
    name: 'album-downloading',
    path: '/library/albums/1',
    login: 'demo',
    before: async (page) => {
      // The files come slowly, so the progress shows.
      await page.context().route('**/api/v1/listen/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2500));
        await route.continue().catch(() => undefined);
      });
      await page.getByRole('button', { name: 'Make available offline' }).click();
      await page.waitForTimeout(3500);
    },
  },
  {
    name: 'album-kept',
    path: '/library/albums/1',
    login: 'demo',
    before: async (page) => {
      await keep(page);
    },
  },
  {
    name: 'album-downloaded-only',
    path: '/favorites',
    login: 'demo',
    before: async (page) => {
      // The favorites are kept: on Slow Currents, only Kelp Forest is.
      await keep(page);
      await page.goto('/library/albums/1');
      await page.getByLabel('Downloaded only').check();
    },
  },
  {
    name: 'favorites-kept',
    path: '/favorites',
    login: 'demo',
    before: async (page) => {
      await keep(page);
      await page.getByLabel('Downloaded only').check();
    },
  },
  {
    name: 'playlist-kept',
    path: '/library/playlists/2',
    login: 'demo',
    before: async (page) => {
      await keep(page);
    },
  },
  {
    name: 'downloads',
    path: '/library/playlists/2',
    login: 'demo',
    before: async (page) => {
      await keep(page);
      await page.goto('/library/albums/3');
      await keep(page);
      await page.goto('/downloads');
      await page.getByText('Storage is persistent').or(page.getByText('The browser may clear')).waitFor();
    },
  },
  { name: 'downloads-empty', path: '/downloads' },
  // Uploads (issue 6): the index with the quota, the modal, a queue on its way, a finished one, the files table.
  { name: 'upload', path: '/upload', login: 'demo' },
  {
    name: 'upload-modal',
    path: '/upload',
    login: 'demo',
    before: async (page) => {
      await page.getByRole('button', { name: 'Upload music' }).click();
      await page
        .getByLabel('Choose audio files')
        .setInputFiles(['tone.flac', 'untagged.mp3', 'tone.ogg'].map((name) => `tests/fixtures/uploads/${name}`));
      await page.getByText('Missing tags', { exact: false }).first().waitFor();
    },
  },
  {
    name: 'upload-running',
    path: '/upload',
    login: 'demo',
    before: async (page) => {
      await page.context().route(/\/api\/v2\/upload-groups\/[^/]+\/uploads\/?$/, () => undefined);
      await uploadFiles(page, ['tone.flac', 'tone.ogg', 'tone.mp3', 'untagged.mp3']);
      await page.waitForTimeout(1200);
    },
  },
  {
    name: 'upload-done',
    path: '/upload',
    login: 'demo',
    before: async (page) => {
      await uploadFiles(page, ['tone.opus', 'untagged.mp3', 'tone.m4a']);
      await page.getByRole('link', { name: 'All uploads' }).click();
      await page.getByText(/2 imported/).waitFor({ timeout: 20_000 });
    },
  },
  {
    name: 'library-files',
    path: '/library/b2a96bed-a3c2-5e58-88c0-4d3c92d591a6',
    login: 'demo',
    before: async (page) => {
      await page.getByText(/Showing results/).waitFor();
    },
  },
  {
    name: 'menu',
    path: '/library',
    login: 'admin',
    before: async (page) => {
      const menu = page.getByRole('button', { name: 'Open menu' });
      if (await menu.isVisible()) await menu.click();
    },
  },
  // The developer page of the shared widgets (a build with VITE_SHOAL_DEV_PAGES=1).
  { name: 'dev-widgets', path: '/__dev/widgets' },
  {
    name: 'dev-widgets-editors',
    path: '/__dev/widgets',
    before: async (page) => {
      await page.locator('[data-widget="editor"]').scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'dev-widgets-modal',
    path: '/__dev/widgets',
    before: async (page) => {
      await page.getByRole('button', { name: 'Open the modal' }).click();
    },
  },
];

/** Goes through the upload modal with files of tests/fixtures/uploads, to demo's library. */
async function uploadFiles(page: Page, files: string[]) {
  await page.getByRole('button', { name: 'Upload music' }).click();
  await page.getByLabel('Choose audio files').setInputFiles(files.map((name) => `tests/fixtures/uploads/${name}`));
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.waitForURL(/\/upload\/running$/);
}

/** Makes the page's album, playlist or favorites available offline and waits until it is kept. */
async function keep(page: Page) {
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await page.getByText('Available offline', { exact: true }).first().waitFor({ timeout: 20_000 });
}

const sizes = [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1280, height: 800 },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--autoplay-policy=no-user-gesture-required',
  ],
});
for (const size of sizes) {
  for (const shot of shots.filter((s) => !only || only.includes(s.name))) {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, baseURL: base });
    const page = await context.newPage();
    if (shot.login) {
      await page.goto('/login');
      await page.getByLabel('Username or e-mail address').fill(shot.login);
      await page.getByLabel('Password').fill(shot.login);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL(/\/library$/);
    }
    await page.goto(shot.path);
    if (shot.theme) {
      const menu = page.getByRole('button', { name: 'Open menu' });
      const folded = await menu.isVisible();
      if (folded) await menu.click();
      await page.getByLabel('Theme').selectOption(shot.theme);
      if (folded) await page.getByRole('button', { name: 'Close menu' }).click();
    }
    await page.waitForLoadState('networkidle');
    await shot.before?.(page);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${outDir}/${shot.name}-${size.label}.png`, fullPage: false });
    await context.close();
  }
}
await browser.close();
console.log(`screenshots written to ${outDir}/`);
