import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { routePattern } from '../support/axe';
import { LoginPage } from './login';
import { SWEEP_ROUTES, type Language, type Role, type SweepRoute, type Variant } from './sweep-routes';

/**
 * The walker of the access sweep of issue 25 (e2e 270): what it has seen (the ledger), links found
 * on the way, opening and settling a screen, and the session (one page per worker). The route table
 * is sweep-routes.ts, the checks sweep-checks.ts.
 */

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
  /**
   * Where the time went, in ms: the session (sign-in, reloads), opening a route, settling it,
   * harvesting links, switching theme and width in place, reading the page's facts, axe.
   */
  readonly ms = { session: 0, visit: 0, settle: 0, harvest: 0, inPlace: 0, facts: 0, axe: 0 };
  /** fast29: the slowest stages (`what` of `where`, ms), the longest first: where the time went. */
  slowest: Array<{ stage: string; ms: number }> = [];
  /** Screens × modes checked by axe. */
  count = 0;
  /** Screens × modes whose markup was checked already (same as an earlier screen; page checks still made). */
  same = 0;

  /**
   * Runs `step`, adding its time to `ms[what]`. fast29: bounded (30 s; a session's sign-in 50 s):
   * a stage that does not end (a `page.evaluate` the page never answered: fresh38, a classic chunk
   * waited out its 60 s) fails its test with the stage and the screen named, not a bare timeout.
   */
  async time<T>(what: keyof SweepLedger['ms'], step: () => Promise<T>, where = ''): Promise<T> {
    const started = Date.now();
    const limit = what === 'session' ? 50_000 : 30_000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stuck = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`sweep: ${what}${where ? ` of ${where}` : ''} did not end within ${limit / 1000} s`)),
        limit,
      );
    });
    try {
      const running = step();
      running.catch(() => undefined); // once given up on, its later failure (the page closed) is not reported
      return await Promise.race([running, stuck]);
    } finally {
      clearTimeout(timer);
      const ms = Date.now() - started;
      this.ms[what] += ms;
      if (where && what !== 'session') {
        this.slowest.push({ stage: `${what} ${where}`, ms });
        this.slowest = this.slowest.sort((a, b) => b.ms - a.ms).slice(0, 8);
      }
    }
  }

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
 * fast29: not when the link was looked for already and not found (the English pass), nor when the
 * screen it comes from is not in this variant's route table (the classic shell has no
 * `/library/channels` and no `/upload/all`: visiting them showed page-not-found, then waited 7-14 s
 * for a link there never is, in each classic chunk of {channel} and {upload}; the fresh38 hang was
 * on that not-found page). Either way the route is skipped, as it was before, and listed as skipped.
 */
export async function resolveVisiting(
  page: Page,
  route: SweepRoute,
  ledger: SweepLedger,
  role: Role,
  scope: string = role,
  variant: Variant = 'new',
): Promise<string | undefined> {
  const key = /^\{([^}]+)\}/.exec(route.path)?.[1];
  if (key && !ledger.harvested.has(`${scope}:${key}`) && !ledger.missed.has(`${scope}:${key}`)) {
    const source = SWEEP_ROUTES.find((candidate) => candidate.harvest && key in candidate.harvest);
    const inVariant = source !== undefined && (source.only === undefined || source.only === variant);
    const path = inVariant ? await resolveVisiting(page, source, ledger, role, scope, variant) : undefined;
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
 * changing is checked as it is) and for its transitions. (sw25 measured: the quiet period, 250 ms at
 * most 3 s, was most of the wait.) sw28: the heading is waited for up to 15 s (a screen that waits on
 * the pod, at load 25-35: a playlist in Arabic had none after 5 s once the checks no longer ran axe
 * before counting h1s); a screen with no h1 costs that wait, and the check reports it.
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('h1:not(.skeleton-line)').first()).toBeVisible({ timeout: 15_000 });
  await quiet(page, 150, 2_000);
}

/**
 * sw28: once a route change shows another screen, its document title (set when its data is in)
 * differs from the last screen's: waited for up to 5 s. Read before axe ran, a title was once still
 * the last screen's (an artist's page titled "Albums" at load 30); a screen that keeps it is then
 * reported by the title check.
 */
export async function titleChanged(page: Page, before: string): Promise<void> {
  await page
    .waitForFunction((old) => document.title !== old, before, { timeout: 5_000, polling: 50 })
    .catch(() => undefined);
}

/** After a change made in place (theme, viewport): the DOM quiet 100 ms (at most 1 s) and its transitions. */
export async function settleInPlace(page: Page): Promise<void> {
  await quiet(page, 100, 1_000);
}

/**
 * fast29: one call to the page, which ends as soon as the DOM has been quiet `quietFor` ms (it sleeps
 * until then, not polling every 50 ms from Node), then waits for the transitions and two frames: the
 * same conditions as before (a poll, then a second call), about 50 ms sooner a screen. A navigation
 * under it (the execution context replaced) is waited out and the wait made again in the new document.
 */
async function quiet(page: Page, quietFor: number, timeout: number): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await page.evaluate(quietInPage, [quietFor, timeout] as const);
      return;
    } catch (error) {
      if (attempt > 0 || page.isClosed()) throw error;
      await page.waitForLoadState('domcontentloaded').catch(() => undefined);
    }
  }
}

/** The page side of `quiet`: no `aria-busy`, no skeleton in `#main`, no DOM change for `quietFor` ms (at most `timeout`). */
async function quietInPage([quietFor, timeout]: readonly [number, number]): Promise<void> {
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
  const started = Date.now();
  await new Promise<void>((resolve) => {
    const check = () => {
      const now = Date.now();
      const busy = document.querySelector('[aria-busy="true"], #main [class^="skeleton"], #main [class*=" skeleton"]');
      const since = now - (w.__sweepLastChange ?? now);
      if ((!busy && since >= quietFor) || now - started >= timeout) return resolve();
      setTimeout(check, busy ? 50 : Math.min(50, Math.max(5, quietFor - since)));
    };
    check();
  });
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
  // A transition still running after half a second is not one a theme or viewport change started.
  const done = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 500))]);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
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
