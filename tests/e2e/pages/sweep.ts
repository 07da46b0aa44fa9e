import { createHash } from 'node:crypto';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { describeViolations, routePattern, runAxe } from '../support/axe';
import { LoginPage } from './login';

/**
 * The access sweep of issue 25 (e2e 270): every route of src/app/routes.tsx, as anonymous, demo and
 * admin. Only one interface variant exists today (the newer one); the older one (`ui-v2`) is
 * issue 26, and its routes join this table when it lands.
 *
 * A route is written as a path, or as `{key}` + suffix where `key` is a link harvested from a screen
 * visited before it (the first link of `main` under a prefix): the seeded album, channel, playlist,
 * report… are found as a user finds them, without knowing how the pod numbers them.
 */

export type Role = 'anonymous' | 'demo' | 'admin';

/**
 * The interface variants (issue 26): `new` (routes.tsx, `[data-shell="new"]`) and `classic`, chosen
 * by the `uiV2` preference (false: classic). The sweep runs each variant listed in the spec's
 * VARIANTS; a route marked `only` belongs to one variant's route table.
 */
export type Variant = 'new' | 'classic';

export interface SweepRoute {
  path: string;
  /** Who visits it: everyone, the signed-in (demo and admin), or the admin alone. */
  who: 'all' | 'signed-in' | 'admin';
  /** Links to keep from this screen for later routes: key → href prefix (and a pattern the href must match). */
  harvest?: Record<string, { prefix: string; pattern?: RegExp; via?: string }>;
  /** A route of one variant's table only (issue 26: the classic one has no `/upload*`, no `/library/channels`). */
  only?: Variant;
}

const UUID = /^\/library\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DEMO_CATALOGUE = '/library/0610cbf2-badf-5ca7-b85f-08025cc903d4';
const MANAGED = ['artists', 'channels', 'albums', 'tracks', 'libraries', 'uploads', 'tags'] as const;

export const SWEEP_ROUTES: SweepRoute[] = [
  { path: '/', who: 'all' },
  { path: '/login', who: 'all' },
  { path: '/instance-chooser', who: 'all' },
  { path: '/signup', who: 'all' },
  { path: '/auth/password/reset', who: 'all' },
  { path: '/auth/password/reset/confirm', who: 'all' },
  { path: '/auth/email/confirm?key=notakey', who: 'all' },
  { path: '/auth/callback', who: 'all' },
  { path: '/authorize', who: 'all' },
  { path: '/about', who: 'all' },
  { path: '/about/pod', who: 'all' },
  { path: '/library', who: 'all' },
  { path: '/library/artists', who: 'all', harvest: { artist: { prefix: '/library/artists/' } } },
  { path: '/library/albums', who: 'all', harvest: { album: { prefix: '/library/albums/' } } },
  { path: '{artist}', who: 'all' },
  { path: '{album}', who: 'all', harvest: { track: { prefix: '/library/tracks/' } } },
  { path: '{track}', who: 'all' },
  { path: '/library/tags/Piano', who: 'all' },
  { path: '/library/podcasts', who: 'all' },
  { path: '/library/channels', who: 'all', only: 'new', harvest: { channel: { prefix: '/channels/' } } },
  { path: '{channel}', who: 'all' },
  { path: '{channel}/episodes', who: 'all' },
  { path: '/library/playlists', who: 'all', harvest: { playlist: { prefix: '/library/playlists/' } } },
  { path: '{playlist}', who: 'all' },
  { path: '/library/radios', who: 'all', harvest: { radio: { prefix: '/library/radios/', pattern: /\/\d+$/ } } },
  { path: '{radio}', who: 'all' },
  { path: DEMO_CATALOGUE, who: 'all' },
  { path: `${DEMO_CATALOGUE}/albums`, who: 'all' },
  { path: `${DEMO_CATALOGUE}/tracks`, who: 'all' },
  { path: '/search?q=tide', who: 'all' },
  { path: '/@demo', who: 'all' },
  { path: '/no/such/page', who: 'all' },
  // Signed in.
  { path: '/favorites', who: 'all' },
  { path: '/downloads', who: 'signed-in' },
  { path: '/settings', who: 'signed-in', harvest: { app: { prefix: '/settings/applications/', pattern: /\/edit$/ } } },
  { path: '{app}', who: 'signed-in' },
  { path: '/settings/applications/new', who: 'signed-in' },
  { path: '/settings/plugins', who: 'signed-in' },
  { path: '/queue', who: 'signed-in' },
  { path: '/subscriptions', who: 'signed-in' },
  { path: '/notifications', who: 'signed-in' },
  { path: '/upload', who: 'signed-in', only: 'new' },
  { path: '/upload/running', who: 'signed-in', only: 'new' },
  { path: '/upload/history', who: 'signed-in', only: 'new' },
  // sw25: the files table links a row's track; its upload's page is the "Details" link of the row's
  // import status dialog (the first row's info button opens it).
  {
    path: '/upload/all',
    who: 'signed-in',
    only: 'new',
    harvest: { upload: { prefix: '/library/uploads/', via: 'main .upload-status + button' } },
  },
  { path: '{upload}', who: 'signed-in' },
  { path: '/library/me/artists', who: 'signed-in' },
  { path: '/library/me/albums', who: 'signed-in' },
  { path: '/library/me/playlists', who: 'signed-in' },
  {
    path: '/library/me/radios',
    who: 'signed-in',
    harvest: { myRadio: { prefix: '/library/radios/', pattern: /\/\d+$/ } },
  },
  { path: '{myRadio}', who: 'signed-in', harvest: { build: { prefix: '/library/radios/build/' } } },
  { path: '/library/radios/build', who: 'signed-in' },
  { path: '{build}', who: 'signed-in' },
  { path: '/content', who: 'signed-in' },
  { path: '/content/remote', who: 'signed-in' },
  { path: '/content/libraries', who: 'signed-in', harvest: { library: { prefix: '/library/', pattern: UUID } } },
  { path: '{library}/edit', who: 'signed-in' },
  { path: '{library}/upload', who: 'signed-in' },
  { path: '/content/libraries/create', who: 'signed-in' },
  { path: '/content/libraries/tracks', who: 'signed-in' },
  { path: '{artist}/edit', who: 'signed-in' },
  { path: '{album}/edit', who: 'signed-in' },
  { path: '{track}/edit', who: 'signed-in' },
  { path: '/@me/activity', who: 'signed-in' },
  { path: '/@me/manageUploads', who: 'signed-in' },
  { path: '/logout', who: 'signed-in' },
  // Administration.
  {
    path: '/manage/moderation/reports',
    who: 'admin',
    harvest: { report: { prefix: '/manage/moderation/reports/' } },
  },
  { path: '{report}', who: 'admin' },
  {
    path: '/manage/moderation/requests',
    who: 'admin',
    harvest: { request: { prefix: '/manage/moderation/requests/' } },
  },
  { path: '{request}', who: 'admin' },
  { path: '/manage/moderation/domains', who: 'admin', harvest: { domain: { prefix: '/manage/moderation/domains/' } } },
  { path: '{domain}', who: 'admin' },
  {
    path: '/manage/moderation/accounts',
    who: 'admin',
    harvest: { account: { prefix: '/manage/moderation/accounts/' } },
  },
  { path: '{account}', who: 'admin' },
  { path: '/manage/settings', who: 'admin' },
  { path: '/manage/users/users', who: 'admin' },
  { path: '/manage/users/invitations', who: 'admin' },
  {
    path: '/manage/library/edits',
    who: 'admin',
    harvest: { edit: { prefix: '/library/', pattern: /\/edit\/[^/]+$/ } },
  },
  { path: '{edit}', who: 'admin' },
  ...MANAGED.flatMap((kind): SweepRoute[] => [
    {
      path: `/manage/library/${kind}`,
      who: 'admin',
      harvest: { [`managed-${kind}`]: { prefix: `/manage/library/${kind}/` } },
    },
    { path: `{managed-${kind}}`, who: 'admin' },
  ]),
];

/** The routes a role visits in a variant. An anonymous visitor sent to login sees it once (the sweep skips a screen seen). */
export function routesOf(role: Role, variant: Variant = 'new'): SweepRoute[] {
  return SWEEP_ROUTES.filter((route) =>
    role === 'anonymous' ? route.who === 'all' : role === 'demo' ? route.who !== 'admin' : true,
  )
    .filter((route) => !(role === 'anonymous' && route.path === '/logout'))
    .filter((route) => route.only === undefined || route.only === variant);
}

export type Mode = 'light-1280' | 'dark-320' | 'ar';

/** What the sweep has seen, per role and mode: screen patterns checked, titles and their screen. */
export class SweepLedger {
  readonly harvested = new Map<string, string>();
  /** Links looked for and not found (not looked for again in the next language's pass). */
  readonly missed = new Set<string>();
  readonly checked = new Map<string, Set<string>>();
  readonly titles = new Map<string, Map<string, string>>();
  readonly skipped: string[] = [];
  /** Variant:role:mode whose first screen was checked whole (the shell's chrome with it). */
  readonly wholeChecked = new Set<string>();
  /** Variant:mode:hash of a screen's part checked by axe → the screen that had it. */
  readonly markup = new Map<string, string>();
  /** Where the time went, in ms: opening and settling, harvesting links, checking (axe and the page checks). */
  readonly ms = { settle: 0, harvest: 0, check: 0, inPlace: 0 };
  /** Screens × modes checked by axe. */
  count = 0;
  /** Screens × modes whose markup was checked already (same as an earlier screen; page checks still made). */
  same = 0;

  seen(key: string): Set<string> {
    let set = this.checked.get(key);
    if (!set) this.checked.set(key, (set = new Set()));
    return set;
  }

  titlesOf(key: string): Map<string, string> {
    let map = this.titles.get(key);
    if (!map) this.titles.set(key, (map = new Map()));
    return map;
  }
}

/** The path of a route once its `{key}` is known (undefined: no such item was found on the way). */
export function resolve(route: SweepRoute, ledger: SweepLedger, role: Role, scope: string = role): string | undefined {
  const me = role === 'admin' ? 'admin' : 'demo';
  const path = route.path.replace('/@me', `/@${me}`);
  const match = /^\{([^}]+)\}(.*)$/.exec(path);
  if (!match) return path;
  const found = ledger.harvested.get(`${scope}:${match[1]}`);
  return found === undefined ? undefined : `${found}${match[2]}`;
}

/**
 * The path of a route, visiting first (unchecked) the screens its `{key}` comes from when this
 * worker has not seen them yet (a test of an earlier chunk failed, and its worker with it).
 */
export async function resolveVisiting(
  page: Page,
  route: SweepRoute,
  ledger: SweepLedger,
  role: Role,
  scope: string = role,
): Promise<string | undefined> {
  const key = /^\{([^}]+)\}/.exec(route.path)?.[1];
  if (key && !ledger.harvested.has(`${scope}:${key}`)) {
    const source = SWEEP_ROUTES.find((candidate) => candidate.harvest && key in candidate.harvest);
    const path = source && (await resolveVisiting(page, source, ledger, role, scope));
    if (source && path) {
      await visit(page, path);
      await settle(page).catch(() => undefined);
      await harvest(page, source, ledger, scope);
    }
  }
  return resolve(route, ledger, role, scope);
}

/**
 * Keeps the links a route names for later routes (waits a little for the list to fill). With `via`,
 * the link is in the dialog the first button so selected opens (by CSS: the same in every
 * language); the dialog is closed again. A link kept already (the English pass) is not looked for again.
 */
export async function harvest(page: Page, route: SweepRoute, ledger: SweepLedger, scope: string): Promise<void> {
  for (const [key, { prefix, pattern, via }] of Object.entries(route.harvest ?? {})) {
    if (ledger.harvested.has(`${scope}:${key}`) || ledger.missed.has(`${scope}:${key}`)) continue;
    let where = 'main';
    if (via) {
      const button = page.locator(via).first();
      await button.click({ timeout: 7_000 }).catch(() => undefined);
      where = '[role=dialog]';
    }
    const links = page.locator(`${where} a[href^="${prefix}"]`);
    await links
      .first()
      .waitFor({ state: 'attached', timeout: 7_000 })
      .catch(() => undefined);
    const hrefs = await links.evaluateAll((found) => found.map((link) => link.getAttribute('href') ?? ''));
    if (via) {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    const href = hrefs.map((value) => value.split(/[?#]/)[0] ?? '').find((value) => !pattern || pattern.test(value));
    if (href) ledger.harvested.set(`${scope}:${key}`, href);
    else ledger.missed.add(`${scope}:${key}`);
  }
}

/**
 * Waits for the screen's ready signs (sw25: its heading, not a skeleton's; nothing `aria-busy`; no
 * skeleton left), then for the DOM to be quiet 150 ms (at most 2 s: a screen whose DOM never stops
 * changing is checked as it is) and for its transitions. A screen with no h1 is not waited for long:
 * the check reports it. (sw25 measured: the quiet period, 250 ms at most 3 s, was most of the wait.)
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('h1:not(.skeleton-line)').first()).toBeVisible({ timeout: 5_000 });
  await quiet(page, 150, 2_000);
}

/** After a change made in place (theme, viewport): the DOM quiet 100 ms (at most 1 s) and its transitions. */
export async function settleInPlace(page: Page): Promise<void> {
  await quiet(page, 100, 1_000);
}

async function quiet(page: Page, window: number, timeout: number): Promise<void> {
  await page
    .waitForFunction(
      (quietFor) => {
        const w = window as unknown as { __sweepLastChange?: number };
        if (w.__sweepLastChange === undefined) {
          w.__sweepLastChange = Date.now();
          new MutationObserver(() => (w.__sweepLastChange = Date.now())).observe(document, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          });
        }
        const busy = document.querySelector(
          '[aria-busy="true"], #main [class^="skeleton"], #main [class*=" skeleton"]',
        );
        return !busy && Date.now() - w.__sweepLastChange >= quietFor;
      },
      window,
      { timeout, polling: 50 },
    )
    .catch(() => undefined);
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    // A transition still running after half a second is not one a theme or viewport change started.
    const done = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 500))]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * Opens a path as a link in the app does (the router follows the history), without reloading the
 * app: a route change costs what a user's click costs. The first one loads the page.
 */
export async function visit(page: Page, path: string): Promise<void> {
  if (page.url().startsWith('http')) {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
  } else {
    await page.goto(path);
  }
}

export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The part of the screen the sweep hands to axe after a role's first screen in a mode: `#main` and
 * any open dialog outside it (marked `data-sweep-part` so axe can be pointed at it), and the hash of
 * their markup with `#main`'s box (a chrome of another size lays the same markup out otherwise).
 * Without `#main` (a screen outside the shell) the whole page, hashed whole.
 */
export async function screenPart(page: Page): Promise<{ include: string[]; hash: string }> {
  const part = await page.evaluate(() => {
    const main = document.getElementById('main');
    if (!main) return { include: [] as string[], markup: document.documentElement.outerHTML };
    const dialogs = [...document.querySelectorAll('dialog[open], [role=dialog], [role=alertdialog]')].filter(
      (element) => element.getClientRects().length > 0 && !main.contains(element),
    );
    for (const element of document.querySelectorAll('[data-sweep-part]')) element.removeAttribute('data-sweep-part');
    for (const element of dialogs) element.setAttribute('data-sweep-part', '');
    const box = main.getBoundingClientRect();
    const markup = [
      `${box.x},${box.y},${box.width},${innerWidth}x${innerHeight}`,
      main.outerHTML,
      ...dialogs.map((element) => element.outerHTML),
    ].join('\n');
    return { include: dialogs.length ? ['#main', '[data-sweep-part]'] : ['#main'], markup };
  });
  return { include: part.include, hash: createHash('sha256').update(part.markup).digest('hex') };
}

/**
 * The checks of one screen in one mode (the page shows it already): what is wrong, one line each.
 * axe looks at `include` (the whole page when empty), or not at all when `axe` is false (the same
 * markup was checked already); the page checks (one h1, one main, no sideways scroll) always run.
 */
export async function checkScreen(
  page: Page,
  {
    label,
    mode,
    colourOnly,
    include = [],
    axe = true,
  }: { label: string; mode: Mode; colourOnly: boolean; include?: string[]; axe?: boolean },
): Promise<{ title: string; problems: string[] }> {
  const problems: string[] = [];
  if (axe) {
    const rules = colourOnly ? { runOnly: { type: 'rule' as const, values: COLOUR_RULES } } : {};
    const results = await runAxe(page, { ...rules, include });
    problems.push(...describeViolations(results).map((line) => `axe ${line}`));
  }
  const h1s = await page.locator('h1').count();
  if (h1s !== 1) problems.push(`${h1s} h1 elements, not one`);
  const mains = await page.getByRole('main').count();
  if (mains !== 1) problems.push(`${mains} main landmarks, not one`);
  if (mode === 'dark-320') {
    const width = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    if (width.scroll > width.inner) problems.push(`scrolls sideways at 320 px (${width.scroll} px wide)`);
  }
  return { title: await page.title(), problems: problems.map((problem) => `${label} (${mode}): ${problem}`) };
}

/** The pattern of the screen shown (the path after any redirect). */
export function screenOf(page: Page): string {
  return routePattern(new URL(page.url()).pathname);
}

/** Stores the language choice as the app keeps it (IndexedDB `shoal`, preferences {key, value}). */
export async function storeLanguage(page: Page, code: string): Promise<void> {
  await storePreference(page, 'language', code);
}

/**
 * Stores the interface variant as the app keeps it (issue 26: the `uiV2` preference, false for the
 * classic shell). The new variant is the default: nothing is stored for it.
 */
export async function storeVariant(page: Page, variant: Variant): Promise<void> {
  if (variant === 'classic') await storePreference(page, 'uiV2', false);
}

/** One row of the app's preferences table (IndexedDB `shoal`, `{ key, value, version: 1 }`). */
export async function storePreference(page: Page, key: string, value: unknown): Promise<void> {
  await page.evaluate(
    ({ key, value }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('shoal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('preferences', 'readwrite');
          tx.objectStore('preferences').put({ key, value, version: 1 });
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { key, value },
  );
}

export type Language = 'en' | 'ar';

/**
 * The sweep's browser page, kept for the whole worker: one sign-in per variant and role, one reload
 * per language (stored as the user's choice: it loads before the first render). The tests of a role
 * follow one another in a worker; a failed test's worker is replaced and its session starts over.
 */
export class SweepSession {
  private context: BrowserContext | undefined;
  private page: Page | undefined;
  private who = '';
  private language: Language = 'en';

  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string,
    private readonly accounts: Record<'demo' | 'admin', { username: string; password: string }>,
  ) {}

  async open(variant: Variant, role: Role, language: Language): Promise<Page> {
    const who = `${variant}:${role}`;
    let page = this.page;
    if (page && this.who === who && this.language === language) return page;
    if (!page || this.who !== who) {
      await this.context?.close();
      this.context = await this.browser.newContext({
        baseURL: this.baseURL,
        viewport: { width: 1280, height: 800 },
        reducedMotion: 'reduce',
      });
      page = this.page = await this.context.newPage();
      this.who = who;
      this.language = 'en';
      // An anonymous visitor only opens the app, which makes its database.
      if (role === 'anonymous') await page.goto('/about');
      else
        await new LoginPage(page).logInFromScratch(this.accounts[role].username, this.accounts[role].password, {
          at: '/about',
        });
      if (variant !== 'new') {
        await storeVariant(page, variant);
        await page.reload();
      }
    }
    if (language !== this.language) {
      await storeLanguage(page, language === 'ar' ? 'ar' : 'en_US');
      this.language = language;
      await page.reload();
    }
    await settle(page).catch(() => undefined);
    return page;
  }

  async close(): Promise<void> {
    await this.context?.close();
  }
}
