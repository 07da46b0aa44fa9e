import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import type * as AxeCore from 'axe-core';

/**
 * axe on every screen of every spec (issue 25). An init script in each page watches for a new
 * screen (the path changed, a dialog opened or closed, the theme changed) and, once the page has
 * been quiet a moment, calls a binding; the binding runs axe-core in the page, WCAG 2.1 A and AA,
 * every rule. A run is thrown away, not failed, when the screen changed while it ran (the test went
 * on) or the page navigated under it. Each screen (route pattern + dialog names + theme) is checked
 * once per worker, so the cost is one run per screen, not one per visit.
 *
 * Specs that run axe themselves use `runAxe` from here: axe-core refuses a second run while one is
 * going on in the same page, so every run of a page takes its turn.
 */

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The runs of one page, one at a time. */
const turns = new WeakMap<Page, Promise<unknown>>();

async function inTurn<T>(page: Page, run: () => Promise<T>): Promise<T> {
  const before = turns.get(page) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(run);
  turns.set(page, mine);
  return mine;
}

/** Runs axe in the page (its source injected once per document), after any other run of this page. */
export async function runAxe(
  page: Page,
  options: RunOptions & { exclude?: string[]; include?: string[] } = {},
): Promise<AxeResults> {
  return inTurn(page, () => analyze(page, options));
}

/** `include`: the parts of the page to check (CSS selectors; each must match): the whole document without. */
async function analyze(
  page: Page,
  { exclude = [], include = [], ...options }: RunOptions & { exclude?: string[]; include?: string[] },
) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const runOptions: RunOptions = {
    resultTypes: ['violations'],
    ...(options.runOnly ? {} : { runOnly: { type: 'tag', values: AXE_TAGS } }),
    ...options,
  };
  return page.evaluate(
    async ([included, excluded, opts]) => {
      const axe = (window as unknown as { axe: typeof AxeCore }).axe;
      const context =
        included.length || excluded.length
          ? { ...(included.length ? { include: included } : {}), exclude: excluded }
          : document;
      return axe.run(context as never, opts);
    },
    [include, exclude, runOptions] as const,
  );
}

/** One line per violated rule: rule, impact, nodes (the first few, with axe's reason). */
export function describeViolations(results: Pick<AxeResults, 'violations'>): string[] {
  return results.violations.map((violation) => {
    const nodes = violation.nodes
      .slice(0, 4)
      .map((node) => {
        const reason = node.any[0]?.message ?? node.all[0]?.message ?? node.none[0]?.message;
        return `${node.target.join(' ')}${reason ? ` (${reason})` : ''}`;
      })
      .join('; ');
    return `${violation.id} [${violation.impact ?? '?'}] x${violation.nodes.length}: ${violation.help} :: ${nodes}`;
  });
}

/** What the page reports about the screen it settled on. */
interface Screen {
  /** Bumped by any change of route, dialog, inert part or theme, however brief: a run across one is void. */
  epoch: number;
  href: string;
  path: string;
  dialogs: string[];
  theme: string;
  signature: string;
}

/**
 * The page side. It runs before the app's scripts in every document of the context. `__shoalAxeScreen`
 * reads the screen; a poll every 100 ms reports a new screen once nothing in the DOM moved for 250 ms
 * (or after 2 s of constant change, as a playing player's progress bar makes).
 */
function watchScreens(): void {
  if (!location.protocol.startsWith('http')) return;
  const w = window as unknown as {
    __shoalAxeScreen?: () => Screen;
    __shoalAxeCheck?: (screen: Screen) => Promise<void>;
    __shoalAxeQuiet?: () => boolean;
  };
  const visible = (element: Element) => (element as HTMLElement).getClientRects().length > 0;
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    const byId = labelledBy
      ?.split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const heading = element.querySelector('h1, h2, h3, [role=heading]')?.textContent;
    const name = (element.getAttribute('aria-label') ?? byId ?? heading ?? element.tagName).trim();
    return name.replace(/\d+/g, '#').replace(/\s+/g, ' ').slice(0, 60);
  };
  w.__shoalAxeScreen = () => {
    const dialogs = [...document.querySelectorAll('dialog[open], [role=dialog], [role=alertdialog]')]
      .filter(visible)
      .map(nameOf);
    const chosen = document.body?.dataset.theme ?? 'system';
    const theme =
      chosen === 'light' || chosen === 'dark'
        ? chosen
        : matchMedia('(prefers-color-scheme: dark)').matches
          ? 'dark'
          : 'light';
    const path = location.pathname;
    const signature = `${path}|${dialogs.join(',')}|${theme}`;
    return { epoch, href: location.href, path, dialogs, theme, signature };
  };
  let lastChange = Date.now();
  let epoch = 0;
  let lastPath = location.pathname;
  const DIALOGS = 'dialog, [role=dialog], [role=alertdialog]';
  const SCREEN_ATTRIBUTES = new Set(['open', 'inert', 'role', 'hidden', 'data-theme', 'aria-modal']);
  const touchesScreen = (record: MutationRecord): boolean => {
    if (record.type === 'attributes') return SCREEN_ATTRIBUTES.has(record.attributeName ?? '');
    if (record.type !== 'childList') return false;
    return [...record.addedNodes, ...record.removedNodes].some(
      (node) => node instanceof Element && (node.matches(DIALOGS) || node.querySelector(DIALOGS) !== null),
    );
  };
  let seen = '';
  let since = 0;
  let reported = '';
  let busy = false;
  new MutationObserver((records) => {
    lastChange = Date.now();
    if (location.pathname !== lastPath || records.some(touchesScreen)) {
      lastPath = location.pathname;
      epoch += 1;
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  w.__shoalAxeQuiet = () => Date.now() - lastChange >= 250;
  setInterval(() => {
    if (busy || !document.body || !w.__shoalAxeCheck || !w.__shoalAxeScreen) return;
    const screen = w.__shoalAxeScreen();
    const now = Date.now();
    if (screen.signature !== seen) {
      seen = screen.signature;
      since = now;
      return;
    }
    if (screen.signature === reported) return;
    if (now - lastChange < 250 && now - since < 2000) return;
    reported = screen.signature;
    busy = true;
    w.__shoalAxeCheck(screen).finally(() => (busy = false));
  }, 100);
}

/** Route pattern of a path: ids, UUIDs, handles and tag names become placeholders. */
export function routePattern(path: string): string {
  const parts = path.split('/');
  return parts
    .map((part, index) => {
      if (/^\d+$/.test(part)) return ':id';
      if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(part)) return ':uuid';
      if (part.startsWith('@')) return ':handle';
      if (['tags', 'channels', 'domains'].includes(parts[index - 1] ?? '')) return ':id';
      return part;
    })
    .join('/');
}

export interface AxeFinding {
  where: string;
  lines: string[];
}

export interface AxeWatchOptions {
  /** false: this spec is not checked (a written reason beside it is owed). */
  enabled: boolean;
  /** CSS selectors left out of every run of this spec (a written reason beside each is owed). */
  exclude: string[];
}

/** The key a screen is checked under: route pattern + dialogs + theme. */
function screenKey(screen: Screen): string {
  return `${routePattern(screen.path)}|${screen.dialogs.join(',')}|${screen.theme}`;
}

/** Screens checked in this worker (key: `screenKey`). */
const checkedInWorker = new Set<string>();
/** `ms`: in axe runs; `endMs`: in the end-of-test check (the wait for the last screen and the runs under way). */
export const axeCounts = { runs: 0, discarded: 0, skipped: 0, ms: 0, endMs: 0 };

/**
 * Starts the watch in a context; returns `finish`, which waits for the run under way and gives what
 * was found.
 */
export async function watchContext(context: BrowserContext, options: AxeWatchOptions) {
  const findings: AxeFinding[] = [];
  const pending = new Set<Promise<void>>();
  const check = async (page: Page, screen: Screen) => {
    const key = screenKey(screen);
    if (checkedInWorker.has(key)) {
      axeCounts.skipped += 1;
      return;
    }
    const run = inTurn(page, async () => {
      if (checkedInWorker.has(key)) return;
      const started = Date.now();
      try {
        const results = await analyze(page, { exclude: options.exclude });
        const after = await page.evaluate(() =>
          (window as unknown as { __shoalAxeScreen: () => Screen }).__shoalAxeScreen(),
        );
        // The test went on while axe ran (even to come back): what it saw may be half of two screens.
        if (after.signature !== screen.signature || after.epoch !== screen.epoch) {
          axeCounts.discarded += 1;
          return;
        }
        axeCounts.runs += 1;
        checkedInWorker.add(key);
        const lines = describeViolations(results);
        if (lines.length) {
          const dialogs = screen.dialogs.length ? `, dialog ${screen.dialogs.join(' + ')}` : '';
          findings.push({ where: `${screen.href} (${screen.theme}${dialogs})`, lines });
        }
      } catch {
        // The page navigated or closed under the run, or the DOM moved out of its hands: not a finding.
        axeCounts.discarded += 1;
      } finally {
        axeCounts.ms += Date.now() - started;
      }
    });
    pending.add(run);
    await run.finally(() => pending.delete(run));
  };
  await context.exposeBinding('__shoalAxeCheck', async ({ page }, screen: Screen) => check(page, screen));
  await context.addInitScript(watchScreens);
  /**
   * The screen each open page ends the test on, once it is quiet (the test may end before the poll saw it).
   * fast29: a page that ends on a screen checked already in this worker (most tests: the same route,
   * dialogs and theme as an earlier test's) is not waited for (up to 2 s while its DOM still moved).
   */
  const last = async (page: Page) => {
    try {
      const now = await page.evaluate(() =>
        (window as unknown as { __shoalAxeScreen?: () => Screen }).__shoalAxeScreen?.(),
      );
      if (now && checkedInWorker.has(screenKey(now))) {
        axeCounts.skipped += 1;
        return;
      }
      const screen = await page.evaluate(
        () =>
          new Promise<Screen | null>((resolve) => {
            const w = window as unknown as { __shoalAxeScreen?: () => Screen; __shoalAxeQuiet?: () => boolean };
            if (!w.__shoalAxeScreen || !w.__shoalAxeQuiet) return resolve(null);
            const started = Date.now();
            const poll = () => {
              if (w.__shoalAxeQuiet?.() || Date.now() - started > 2000) resolve(w.__shoalAxeScreen?.() ?? null);
              else setTimeout(poll, 50);
            };
            poll();
          }),
      );
      if (screen) await check(page, screen);
    } catch {
      // The page is gone or navigating: nothing to check.
    }
  };
  return async (): Promise<AxeFinding[]> => {
    const started = Date.now();
    await Promise.all(context.pages().map(last));
    await Promise.race([Promise.allSettled([...pending]), new Promise((resolve) => setTimeout(resolve, 20_000))]);
    axeCounts.endMs += Date.now() - started;
    return findings;
  };
}
