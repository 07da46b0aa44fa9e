// One fuzz case: a malformed answer served by the demo pod's fault switch (over real HTTP, not
// page.route), the screen loaded, then the checks: the page answers, the shell and some content
// show, input still works, nothing was thrown or left unhandled, no long freeze; once the fault is
// cleared, a reload shows the user still signed in (nothing lost).

import { appendFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { LoginPage } from '../../pages/login';
import { ShellPage } from '../../pages/shell';
import { accounts } from '../../fixtures';
import { malform, FUZZ_KINDS, type FuzzKind } from './malform';
import type { Rng } from './random';
import { endpointPattern, SIGNED_IN, type Ids, type Screen } from './screens';

export interface CaseResult {
  seed: number;
  test: string;
  screen: string;
  endpoint: string;
  kind: FuzzKind;
  note: string;
  /** The malformed answer reached the page (the rule matched); an unreached case proves nothing. */
  reached: boolean;
  problems: string[];
}

/** A single task longer than this is a frozen page (the probe saw 16 s); generous for a loaded machine. */
const FREEZE_MS = Number(process.env.FUZZ_FREEZE_MS ?? 5000);
/** How long the page may take to answer a script at all. */
const ANSWER_MS = 15_000;

/** Counts what the page itself sees: unhandled rejections and the longest task (before any script of the app). */
export async function watchPage(page: Page): Promise<{ pageErrors: string[]; screenErrors: string[] }> {
  await page.addInitScript(() => {
    const state = { rejections: [] as string[], longest: 0 };
    (window as unknown as { __fuzz: typeof state }).__fuzz = state;
    window.addEventListener('unhandledrejection', (event) => {
      const reason = event.reason as { stack?: string } | undefined;
      state.rejections.push(String(reason?.stack ?? event.reason).slice(0, 300));
    });
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) state.longest = Math.max(state.longest, entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    } catch {
      // no long-task timing in this browser: the answer check still catches a frozen page
    }
  });
  const pageErrors: string[] = [];
  const screenErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`.slice(0, 300)));
  // ScreenError (the route's error element) logs this: a render that threw, caught in the shell.
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('A screen failed'))
      screenErrors.push(message.text().slice(0, 300));
  });
  return { pageErrors, screenErrors };
}

async function clearFaults(page: Page): Promise<void> {
  expect((await page.request.delete('/__test__/faults')).status()).toBe(204);
}

/** Empties the persisted query cache, so the screen asks the pod again instead of showing a page seen a minute ago. */
export async function forgetQueryCache(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const open = indexedDB.open('shoal');
        open.onerror = () => resolve();
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queryCache')) return (db.close(), resolve());
          const tx = db.transaction('queryCache', 'readwrite');
          tx.objectStore('queryCache').clear();
          tx.oncomplete = tx.onerror = () => (db.close(), resolve());
        };
      }),
  );
}

async function matched(page: Page): Promise<number> {
  const rules = (await (await page.request.get('/__test__/faults')).json()) as Array<{ matched: number }>;
  return rules.reduce((sum, rule) => sum + rule.matched, 0);
}

/** Resolves with the page's answer, or with false when it gave none in time. */
async function answers(page: Page): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ANSWER_MS)));
  try {
    return await Promise.race([
      page
        .evaluate(() => 1)
        .then(
          () => true,
          () => false,
        ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

async function ok(check: Promise<unknown>): Promise<boolean> {
  try {
    await check;
    return true;
  } catch {
    return false;
  }
}

export interface FuzzContext {
  page: Page;
  ids: Ids;
  seed: number;
  test: string;
  watch: { pageErrors: string[]; screenErrors: string[] };
}

/** Picks what a case serves: mostly what the screen itself reads, else what every signed-in page reads. */
export function pickCase(rng: Rng, screen: Screen, ids: Ids): { endpoint: string; kind: FuzzKind } {
  const own = screen.endpoints(ids);
  const shared = screen.anonymous ? [] : SIGNED_IN;
  const pool = own.length > 0 && (shared.length === 0 || rng.next() < 0.65) ? own : shared;
  return { endpoint: rng.pick(pool), kind: rng.pick(FUZZ_KINDS) };
}

export async function runCase(
  ctx: FuzzContext,
  screen: Screen,
  endpoint: string,
  kind: FuzzKind,
  rng: Rng,
): Promise<CaseResult> {
  const { page } = ctx;
  const shell = new ShellPage(page);
  const problems: string[] = [];
  const real = await page.request.get(`/api/v2/${endpoint}`);
  const bad = malform(kind, await real.text(), rng);
  await clearFaults(page);
  const fault = await page.request.post('/__test__/faults', {
    data: {
      method: 'GET',
      path: endpointPattern(endpoint),
      mode: 'refuse',
      status: 200,
      raw: bad.raw,
      contentType: bad.contentType,
    },
  });
  expect(fault.status(), 'the pod has the fault switch with raw bodies').toBe(201);
  const errorsBefore = ctx.watch.pageErrors.length;
  const screenErrorsBefore = ctx.watch.screenErrors.length;
  await forgetQueryCache(page);
  const target = screen.path(ctx.ids);
  if (!(await ok(page.goto(target, { timeout: 30_000 })))) problems.push('the page did not load');

  // Reached: the pod served the malformed answer; then a moment for the page to take it in.
  await expect
    .poll(() => matched(page), { timeout: 10_000 })
    .toBeGreaterThan(0)
    .catch(() => undefined);
  const reached = (await matched(page)) > 0;
  if (reached) await page.waitForTimeout(1000);

  if (!(await answers(page))) problems.push(`frozen: no answer to a script within ${ANSWER_MS / 1000} s`);
  else {
    if (!(await ok(expect(shell.nav).toBeVisible({ timeout: 10_000 })))) problems.push('no app shell (white screen?)');
    const mainText = await page
      .locator('main')
      .first()
      .innerText({ timeout: 10_000 })
      .catch(() => '');
    if (mainText.trim() === '') problems.push('nothing readable in the main area');
    // Input still works: another screen opens from the navigation.
    const link = target === '/library/albums' ? 'Artists' : 'Albums';
    await shell.nav
      .getByRole('link', { name: link, exact: true })
      .click({ timeout: 10_000 })
      .catch(() => undefined);
    if (!(await ok(expect(page).toHaveURL(new RegExp(`/library/${link.toLowerCase()}$`), { timeout: 10_000 }))))
      problems.push('no response to a click in the navigation');
    const seen = await page
      .evaluate(() => (window as unknown as { __fuzz?: { rejections: string[]; longest: number } }).__fuzz)
      .catch(() => undefined);
    if (seen && seen.rejections.length > 0) problems.push(`unhandled rejections: ${seen.rejections.join(' | ')}`);
    if (seen && seen.longest > FREEZE_MS) problems.push(`frozen: a task of ${Math.round(seen.longest)} ms`);
  }
  const thrown = ctx.watch.pageErrors.slice(errorsBefore);
  if (thrown.length > 0) problems.push(`uncaught: ${thrown.join(' | ')}`);
  const crashed = ctx.watch.screenErrors.slice(screenErrorsBefore);
  if (crashed.length > 0) problems.push(`a screen threw while rendering: ${crashed[0]}`);

  // Nothing lost: with the pod well again, the signed-in user is still there.
  await clearFaults(page);
  if (!screen.anonymous) {
    await page.goto('/favorites');
    if (!(await ok(expect(shell.nav.getByRole('link', { name: 'Favorites' })).toBeVisible({ timeout: 15_000 })))) {
      problems.push('signed out after the malformed answer');
      await new LoginPage(page).logInFromScratch(accounts.listener.username, accounts.listener.password);
    }
  }
  const result: CaseResult = {
    seed: ctx.seed,
    test: ctx.test,
    screen: screen.name,
    endpoint,
    kind,
    note: bad.note,
    reached,
    problems,
  };
  if (process.env.FUZZ_LOG) appendFileSync(process.env.FUZZ_LOG, `${JSON.stringify(result)}\n`);
  return result;
}

export function describeCase(result: CaseResult): string {
  return `${result.screen} ← ${result.endpoint} [${result.kind}: ${result.note}]: ${result.problems.join('; ')}`;
}
