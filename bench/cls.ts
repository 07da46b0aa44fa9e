// Issue 17: cumulative layout shift of four screens (home, library home, an album, favorites) at a
// phone's and a desktop's size, from Chromium's `layout-shift` entries (PerformanceObserver). Each
// screen is a fresh page load; the figure is taken once its content is in and late blocks (statistics,
// covers, counts) have had time to arrive.

import type { Browser, BrowserContext, Page } from '@playwright/test';
import { cumulativeLayoutShift, summarize, type Budget, type Figure, type LayoutShift } from './stats';

const CLS_BUDGET: Budget = { op: '<=', limit: 0.02, text: '≤ 0.02' };

interface ClsHelpers {
  newContext(browser: Browser, viewport: { width: number; height: number }): Promise<BrowserContext>;
  login(page: Page, url: string, username: string): Promise<void>;
  repeat(label: string, count: number, fn: (index: number) => Promise<void>): Promise<string[]>;
  runs: number;
  add(figure: Figure): void;
}

/** Installed in every page: the layout shifts not caused by an input, and what moved in each. */
export function shiftProbe(): void {
  const shifts: { startTime: number; value: number; moved: string[] }[] = [];
  (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
  const describe = (node: Node | null | undefined) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const label = node.getAttribute('aria-labelledby') ?? node.id;
    return `${node.tagName.toLowerCase()}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''}${label ? `[${label}]` : ''}`;
  };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (!entry.hadRecentInput)
          shifts.push({
            startTime: entry.startTime,
            value: entry.value,
            moved: (entry.sources ?? []).map((source) => describe(source.node)),
          });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {
    // no layout-shift entries in this browser
  }
}

interface Screen {
  name: string;
  path: (url: string) => Promise<string>;
  /** Shown once this is in the page. */
  ready: string;
  signedIn: boolean;
}

const VIEWPORTS = [
  { name: 'phone 390x844', width: 390, height: 844 },
  { name: 'desktop 1280x800', width: 1280, height: 800 },
];

/** Time given to late blocks after the screen's content is in (a layout shift counts within 1 s of the last). */
const SETTLE_MS = 2500;

async function albumPath(url: string): Promise<string> {
  const answer = (await (await fetch(`${url}/api/v1/albums/?q=slow`)).json()) as { results: { id: number }[] };
  return `/library/albums/${answer.results[0]?.id ?? 1}`;
}

const SCREENS: Screen[] = [
  {
    name: 'home (anonymous)',
    path: async () => '/',
    ready: 'section[aria-labelledby="home-new-albums"] a.card',
    signedIn: false,
  },
  { name: 'favorites', path: async () => '/favorites', ready: 'ol.track-list li.track-row', signedIn: true },
  { name: 'an album', path: albumPath, ready: 'ol.track-list li.track-row', signedIn: true },
  {
    name: 'library home',
    path: async () => '/library',
    ready: 'section[aria-labelledby="library-albums"] a.card',
    signedIn: true,
  },
];

async function shiftsOf(
  page: Page,
  url: string,
  path: string,
  ready: string,
): Promise<{ cls: number; moved: string[] }> {
  await page.goto(`${url}${path}`);
  await page.waitForSelector(ready, { timeout: 20_000 });
  await page.waitForTimeout(SETTLE_MS);
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: (LayoutShift & { moved: string[] })[] }).__shifts,
  );
  const largest = [...shifts].sort((a, b) => b.value - a.value)[0];
  return {
    cls: cumulativeLayoutShift(shifts),
    moved: largest ? [`${largest.value.toFixed(3)}: ${largest.moved.join(', ')}`] : [],
  };
}

/** CLS of each screen at each size: the first visit of a screen in a new context (after login where needed). */
export async function measureCls(browser: Browser, url: string, helpers: ClsHelpers): Promise<void> {
  const section = 'cls';
  for (const viewport of VIEWPORTS) {
    const samples = new Map<string, number[]>(SCREENS.map((screen) => [screen.name, []]));
    const moved = new Map<string, string>();
    const errors = await helpers.repeat(`CLS ${viewport.name}`, helpers.runs, async () => {
      for (const signedIn of [false, true]) {
        const context = await helpers.newContext(browser, viewport);
        try {
          const page = await context.newPage();
          if (signedIn) await helpers.login(page, url, 'demo');
          for (const screen of SCREENS.filter((entry) => entry.signedIn === signedIn)) {
            const result = await shiftsOf(page, url, await screen.path(url), screen.ready);
            samples.get(screen.name)!.push(result.cls);
            if (result.cls > CLS_BUDGET.limit && result.moved[0] && !moved.has(screen.name))
              moved.set(screen.name, result.moved[0]);
          }
        } finally {
          await context.close();
        }
      }
    });
    for (const screen of SCREENS) {
      const value = summarize(samples.get(screen.name)!);
      const note = moved.get(screen.name);
      helpers.add({
        section,
        name: `CLS ${screen.name}, ${viewport.name}`,
        unit: '',
        value,
        ...(value === null ? { na: errors[0] ?? 'not measured' } : {}),
        budget: CLS_BUDGET,
        check: 'max',
        ...(note ? { note: `largest shift ${note}` } : {}),
      });
    }
  }
}
