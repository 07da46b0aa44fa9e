import type { Page } from '@playwright/test';
import { test, expect, accounts } from './fixtures';
import { LoginPage } from './pages/login';
import {
  checkScreen,
  harvest,
  resolveVisiting,
  routesOf,
  screenOf,
  settle,
  storeLanguage,
  SweepLedger,
  type Mode,
  type Role,
} from './pages/sweep';

/**
 * Issue 25: the access sweep. Every route of src/app/routes.tsx (pages/sweep.ts), as anonymous, demo
 * and admin, in three modes: light at 1280 px (axe, every WCAG 2.1 A and AA rule), dark at 320 px
 * (axe's colour rules, as 030: a theme changes only colours; and no horizontal scroll), and Arabic
 * (`ar`, stored as the user's choice; every rule). At each: exactly one h1, the main landmark, a
 * document title no other screen of that role and mode has.
 *
 * Only one interface variant exists today (the newer one, routes.tsx); the older one (`ui-v2`) is
 * issue 26, and its routes join this sweep when it lands.
 *
 * Each route is opened once per role for light and dark (theme and viewport switch in place) and once
 * more in Arabic (the language loads before the first render, so it takes a reload). Routes go in
 * chunks, one test each, well under 60 s.
 */

// The sweep runs axe itself on every screen it shows, in every mode; the fixture's watch would only
// run the light-theme check a second time on each (no rule is left out: the sweep's own runs cover them).
test.use({ axe: { enabled: false, exclude: [] }, reducedMotion: 'reduce' });

const CHUNK = 7;
const ledger = new SweepLedger();

test.afterAll(() => {
  console.log(
    `a11y sweep: ${ledger.count} screen checks (screens x modes)` +
      (ledger.skipped.length ? `; not found on this pod: ${ledger.skipped.join(', ')}` : ''),
  );
});

/** Signs the role in (an anonymous visitor only opens the app: the language is stored in its database). */
async function start(page: Page, role: Role): Promise<void> {
  if (role === 'anonymous') await page.goto('/about');
  else {
    const account = role === 'admin' ? accounts.admin : accounts.listener;
    await new LoginPage(page).logInFromScratch(account.username, account.password, { at: '/about' });
  }
  await settle(page);
}

/** Opens each route of the chunk and checks it in the modes given. */
async function sweep(page: Page, role: Role, chunk: number, modes: Mode[]): Promise<string[]> {
  const problems: string[] = [];
  const routes = routesOf(role).slice(chunk * CHUNK, (chunk + 1) * CHUNK);
  await start(page, role);
  if (modes.includes('ar')) await storeLanguage(page, 'ar');
  for (const route of routes) {
    const path = await resolveVisiting(page, route, ledger, role);
    if (path === undefined) {
      ledger.skipped.push(`${role} ${route.path}`);
      continue;
    }
    await page.goto(path);
    await settle(page).catch(() => undefined);
    await harvest(page, route, ledger, role);
    const screen = screenOf(page);
    for (const mode of modes) {
      const key = `${role}:${mode}`;
      if (ledger.seen(key).has(screen)) continue;
      ledger.seen(key).add(screen);
      const dark = mode === 'dark-320';
      if (dark) {
        await page.setViewportSize({ width: 320, height: 800 });
        await page.evaluate(() => (document.body.dataset.theme = 'dark'));
        await settle(page).catch(() => undefined);
      }
      const label = `${role} ${path}${screen === path ? '' : ` (shown: ${screen})`}`;
      const checked = await checkScreen(page, { label, mode, colourOnly: dark });
      problems.push(...checked.problems);
      ledger.count += 1;
      const titles = ledger.titlesOf(key);
      const other = titles.get(checked.title);
      if (other !== undefined && other !== screen)
        problems.push(`${label} (${mode}): title "${checked.title}" is also the title of ${other}`);
      titles.set(checked.title, screen);
      if (dark) {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.evaluate(() => (document.body.dataset.theme = 'light'));
      }
    }
  }
  return problems;
}

const ROLES: Role[] = ['anonymous', 'demo', 'admin'];
for (const role of ROLES) {
  const chunks = Math.ceil(routesOf(role).length / CHUNK);
  test.describe(`${role}`, () => {
    for (let chunk = 0; chunk < chunks; chunk++) {
      const routes = routesOf(role).slice(chunk * CHUNK, (chunk + 1) * CHUNK);
      const span = `${routes[0]?.path} … ${routes.at(-1)?.path}`;
      test(`light 1280 and dark 320: ${span}`, async ({ page }) => {
        test.setTimeout(60_000);
        expect(await sweep(page, role, chunk, ['light-1280', 'dark-320'])).toEqual([]);
      });
    }
    for (let chunk = 0; chunk < chunks; chunk++) {
      const routes = routesOf(role).slice(chunk * CHUNK, (chunk + 1) * CHUNK);
      const span = `${routes[0]?.path} … ${routes.at(-1)?.path}`;
      test(`Arabic: ${span}`, async ({ page }) => {
        test.setTimeout(60_000);
        expect(await sweep(page, role, chunk, ['ar'])).toEqual([]);
      });
    }
  });
}
