import type { Page } from '@playwright/test';
import { test as base, expect, accounts } from './fixtures';
import { checkModes } from './pages/sweep-checks';
import {
  harvest,
  resolveVisiting,
  screenOf,
  settle,
  SweepLedger,
  SweepSession,
  titleChanged,
  visit,
} from './pages/sweep';
import { routesOf, type Language, type Mode, type Role, type SweepRoute, type Variant } from './pages/sweep-routes';

/**
 * Issue 25: the access sweep. Every route of each interface variant (pages/sweep.ts), as anonymous,
 * demo and admin, in three modes: light at 1280 px (axe, every WCAG 2.1 A and AA rule), dark at
 * 320 px (axe's colour rules, as 030: a theme changes only colours; and no horizontal scroll), and
 * Arabic (`ar`, stored as the user's choice; every rule). At each: exactly one h1, the main
 * landmark, a document title no other screen of that role and mode has.
 *
 * sweep25: cheap enough for `npm test`. One browser page per worker, signed in once per variant and
 * role and reloaded once per language (SweepSession); routes opened as a user's clicks open them
 * (the router follows the history, no reload); the dark theme and the 320 px viewport switched in
 * place on each screen; a screen reached twice (an anonymous visitor sent to login) checked once.
 * Routes go in chunks, one test each (English: light and dark; then Arabic), each well under 45 s.
 */

/**
 * The variants swept. Issue 26 adds the classic shell: add 'classic' here (storeVariant writes its
 * `uiV2` preference) and mark its routes in SWEEP_ROUTES (`only`).
 */
const VARIANTS: Variant[] = ['new', 'classic'];
const ROLES: Role[] = ['anonymous', 'demo', 'admin'];
const CHUNK = 5;

/**
 * sw28: in `npm test` (issue 25 asks that the sweep report zero violations as a test that runs): the
 * whole matrix (every route as each of the three roles, both variants) runs in every `playwright
 * test` of the pod-2.0 project; `E2E_SWEEP=0` skips it locally, `E2E_SWEEP=owner` runs every route
 * once, as the role that opens it (anonymous the public ones, demo the signed-in user's, admin the
 * manage ones). `npm run test:sweep` runs the sweep alone (`E2E_SWEEP=1`, the whole matrix). Earlier
 * figures: sw25, `owner` over both variants, 78 tests, 15.1 min at load 22-24 (axe ~2.1 s a screen x
 * mode there, 60 % of the time; settle 25 %); the whole matrix, 156 tests, 8.2 min at load 2-4.
 */
const SWEEP = process.env.E2E_SWEEP;
const FULL = SWEEP !== 'owner';
const OWNER: Record<SweepRoute['who'], Role> = { all: 'anonymous', 'signed-in': 'demo', admin: 'admin' };

/**
 * lead28: a chunk of the classic shell's routes hung now and then for the whole 60 s (a `page.evaluate`
 * of the page checks never answered; fresh38 once, a classic-only run once; their retries passed in
 * 15 s; the cause is not found yet). Meanwhile a chunk gets two retries in CI: a violation fails all
 * three attempts alike, so it is still reported. fast29: fresh38's hang was in `resolveVisiting`, on
 * `/library/channels` in the classic shell (page-not-found: that route is the newer variant's only);
 * the sweep no longer opens a route outside the variant's table, and every stage is bounded
 * (SweepLedger.time: 30 s), so a hang names its stage and screen.
 */
base.describe.configure({ retries: process.env.CI ? 2 : 0 });

/**
 * sw25: the pod is reset once, when the worker's sweep page is made, not before each test as in other
 * specs. A reset drops the pod's sessions table, so the sweep page's cookie named a session that no
 * longer existed from its second test on: the pod answered it as an anonymous visitor (as Django
 * does), the demo's own libraries and radios were not listed ({library}, {myRadio}, {build} skipped)
 * and the first 401 signed the page out (demo's `/upload` showed `/login`). The sweep only reads.
 */
const test = base.extend<object, { sweepSession: SweepSession }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  freshPod: async ({}, use) => use(),
  // The sweep runs axe itself on a page of its own: the fixture's watch (which opens the test's page,
  // a browser context per test) is not started at all.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  axeWatch: async ({}, use) => use(),
  sweepSession: [
    async ({ browser, podURL }, use) => {
      const reset = await fetch(`${podURL}/__test__/reset`, { method: 'POST' });
      expect(reset.status).toBe(204);
      const session = new SweepSession(browser, podURL, { demo: accounts.listener, admin: accounts.admin });
      await use(session);
      await session.close();
    },
    { scope: 'worker' },
  ],
});

// The sweep runs axe itself on every screen it shows, in every mode, on a page of its own; the
// fixture's watch (on the test's page, unused here) would check nothing.
test.use({ axe: { enabled: false, exclude: [] } });

test.skip(SWEEP === '0', 'E2E_SWEEP=0 skips the access sweep');

const ledger = new SweepLedger();

test.afterAll(() => {
  const skipped = ledger.skipped.length
    ? `; skipped (no link to them on their list screen on this pod): ${ledger.skipped.join(', ')}`
    : '';
  console.log(
    `a11y sweep (${FULL ? 'every route as each role' : 'every route once, as the role that opens it'}): ${ledger.count} screens x modes checked by axe, ${ledger.same} the same markup as one checked` +
      ` (page checks only) in this worker${skipped}; ms: ${JSON.stringify(ledger.ms)}; slowest stages: ${JSON.stringify(ledger.slowest)}`,
  );
});

/** Opens each route of the chunk and checks it in the modes given; returns what is wrong. */
async function sweep(page: Page, variant: Variant, role: Role, routes: ReturnType<typeof routesOf>, modes: Mode[]) {
  const problems: string[] = [];
  const scope = `${variant}:${role}`;
  for (const route of routes) {
    const path = await ledger.time(
      'harvest',
      () => resolveVisiting(page, route, ledger, role, scope, variant),
      `${variant} ${role} ${route.path} (the screen its link is on)`,
    );
    if (path === undefined) {
      if (modes.includes('light-1280')) ledger.skipped.push(`${variant} ${role} ${route.path}`);
      continue;
    }
    const where = `${variant} ${role} ${path}${modes.includes('ar') ? ' (ar)' : ''}`;
    await test.step(where, async () => {
      const before = { title: await ledger.time('visit', () => page.title(), where), screen: screenOf(page) };
      await ledger.time('visit', () => visit(page, path), where);
      await ledger.time(
        'settle',
        async () => {
          await settle(page).catch(() => undefined);
          if (screenOf(page) !== before.screen) await titleChanged(page, before.title);
        },
        where,
      );
      await ledger.time('harvest', () => harvest(page, route, ledger, scope), where);
      problems.push(...(await checkModes(page, ledger, { variant, role, path, modes })));
    });
  }
  return problems;
}

const MODES: Record<Language, Mode[]> = { en: ['light-1280', 'dark-320'], ar: ['ar'] };

for (const variant of VARIANTS) {
  for (const role of ROLES) {
    test.describe(`${variant} ${role}`, () => {
      const routes = routesOf(role, variant).filter((route) => FULL || OWNER[route.who] === role);
      for (const language of ['en', 'ar'] as const) {
        for (let chunk = 0; chunk * CHUNK < routes.length; chunk++) {
          const part = routes.slice(chunk * CHUNK, (chunk + 1) * CHUNK);
          const modes = MODES[language];
          test(`${part[0]?.path} … ${part.at(-1)?.path}: ${modes.join(', ')}`, async ({ sweepSession }) => {
            test.setTimeout(60_000);
            const page = await ledger.time(
              'session',
              () => sweepSession.open(variant, role, language),
              `${variant} ${role} ${language}`,
            );
            expect(await sweep(page, variant, role, part, modes)).toEqual([]);
          });
        }
      }
    });
  }
}
