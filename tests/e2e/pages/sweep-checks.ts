import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { describeViolations, runAxe } from '../support/axe';
import { screenOf, settleInPlace, type SweepLedger } from './sweep';
import type { Mode, Role, Variant } from './sweep-routes';

/** The access sweep of issue 25 (e2e 270): axe and the page checks of one screen in one mode. */

export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** What one look at the page gives: the part axe is pointed at and its hash, and the page checks' facts. */
interface ScreenFacts {
  include: string[];
  hash: string;
  h1s: number;
  mains: number;
  title: string;
  scrollWidth: number;
  innerWidth: number;
}

/**
 * The part of the screen the sweep hands to axe after a role's first screen in a mode: `#main` and
 * any open dialog outside it (marked `data-sweep-part` so axe can be pointed at it), and the hash of
 * their markup with `#main`'s box (a chrome of another size lays the same markup out otherwise).
 * Without `#main` (a screen outside the shell) the whole page, hashed whole. sw28: the page checks'
 * facts (h1 elements, main landmarks as the accessibility tree has them, title, width) are read in
 * the same call (they were four more round trips to the page a screen and mode).
 */
export async function screenFacts(page: Page): Promise<ScreenFacts> {
  const facts = await page.evaluate(() => {
    const mains = [...document.querySelectorAll('main, [role=main]')].filter(
      (element) =>
        (element.getAttribute('role') ?? 'main') === 'main' &&
        element.checkVisibility({ visibilityProperty: true }) &&
        !element.closest('[aria-hidden="true"], [inert]'),
    ).length;
    const page = {
      // A loading skeleton's heading (aria-hidden, `.skeleton-line`) is not a second h1.
      h1s: document.querySelectorAll('h1:not(.skeleton-line)').length,
      mains,
      title: document.title,
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    };
    const main = document.getElementById('main');
    if (!main) return { ...page, include: [] as string[], markup: document.documentElement.outerHTML };
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
    return { ...page, include: dialogs.length ? ['#main', '[data-sweep-part]'] : ['#main'], markup };
  });
  const { markup, ...rest } = facts;
  return { ...rest, hash: createHash('sha256').update(canonicalIds(markup)).digest('hex') };
}

/** React's `useId` ids (`_r_1f_`; `«r3»`, `:r3:` before 19.2). */
const REACT_ID = /_[rR]_[0-9a-zA-Z]+_|«[rR][0-9a-zA-Z]+»|:[rR][0-9a-zA-Z]+:/g;

/**
 * sw28: the markup with React's generated ids renamed in order of first appearance. They count the
 * components mounted before, so one screen opened by two roles (another sidebar mounted first) had
 * two hashes and was checked twice; renamed consistently, every reference (`for`, `aria-*`) still
 * points where it did, so equal canonical markup is what axe would find equal.
 */
export function canonicalIds(markup: string): string {
  const names = new Map<string, string>();
  return markup.replace(REACT_ID, (id) => {
    let name = names.get(id);
    if (name === undefined) names.set(id, (name = `_id${names.size}_`));
    return name;
  });
}

/** The page checks of one screen in one mode: one h1, one main landmark, no sideways scroll at 320 px. */
export function pageProblems(facts: ScreenFacts, mode: Mode): string[] {
  const problems: string[] = [];
  if (facts.h1s !== 1) problems.push(`${facts.h1s} h1 elements, not one`);
  if (facts.mains !== 1) problems.push(`${facts.mains} main landmarks, not one`);
  if (mode === 'dark-320' && facts.scrollWidth > facts.innerWidth)
    problems.push(`scrolls sideways at 320 px (${facts.scrollWidth} px wide)`);
  return problems;
}

/** axe on `include` (the whole page when empty): every WCAG 2.1 A and AA rule, or the colour rules only. */
export async function axeProblems(page: Page, include: string[], colourOnly: boolean): Promise<string[]> {
  const rules = colourOnly ? { runOnly: { type: 'rule' as const, values: COLOUR_RULES } } : {};
  const results = await runAxe(page, { ...rules, include });
  return describeViolations(results).map((line) => `axe ${line}`);
}

/**
 * Checks the screen shown (opened and settled) in each mode given, as one role of one variant, and
 * returns what is wrong, one line each. A screen pattern already checked in a mode (an anonymous
 * visitor sent to login, a second link to one screen) is not checked again in it. The shell's chrome
 * (sidebar, top bar, player bar) is the same on every screen of one variant, role and mode: the first
 * screen is checked whole, the others only in `#main` and any open dialog. Markup checked already in
 * this variant and mode (by this role or another) with the same CSS gives the same result: axe is not
 * run again on it; the page checks and the distinct title are made on every screen and mode.
 */
export async function checkModes(
  page: Page,
  ledger: SweepLedger,
  { variant, role, path, modes }: { variant: Variant; role: Role; path: string; modes: Mode[] },
): Promise<string[]> {
  const problems: string[] = [];
  const scope = `${variant}:${role}`;
  const screen = screenOf(page);
  for (const mode of modes) {
    const key = `${scope}:${mode}`;
    if (ledger.seen(key).has(screen)) continue;
    ledger.seen(key).add(screen);
    const dark = mode === 'dark-320';
    const label = `${variant} ${role} ${path}${screen === path ? '' : ` (shown: ${screen})`}`;
    if (dark) await ledger.time('inPlace', () => darkNarrow(page, true), `${label} (${mode})`);
    const whole = !ledger.wholeChecked.has(key);
    const facts = await ledger.time('facts', () => screenFacts(page), `${label} (${mode})`);
    const markupKey = `${variant}:${mode}:${facts.hash}`;
    const sameAs = whole ? undefined : ledger.markup.get(markupKey);
    const found = pageProblems(facts, mode);
    if (sameAs === undefined) {
      found.push(
        ...(await ledger.time('axe', () => axeProblems(page, whole ? [] : facts.include, dark), `${label} (${mode})`)),
      );
      ledger.markup.set(markupKey, label);
      ledger.count += 1;
    } else ledger.same += 1;
    ledger.wholeChecked.add(key);
    const titles = ledger.titlesOf(key);
    const other = titles.get(facts.title);
    if (other !== undefined && other !== screen) found.push(`title "${facts.title}" is also the title of ${other}`);
    titles.set(facts.title, screen);
    problems.push(...found.map((problem) => `${label} (${mode}): ${problem}`));
    if (dark) await ledger.time('inPlace', () => darkNarrow(page, false), `${label} (${mode})`);
  }
  return problems;
}

/** The dark theme at 320 px, switched in place (the DOM then quiet), or back to light at 1280 px. */
async function darkNarrow(page: Page, on: boolean): Promise<void> {
  await page.setViewportSize({ width: on ? 320 : 1280, height: 800 });
  await page.evaluate((theme) => (document.body.dataset.theme = theme), on ? 'dark' : 'light');
  if (on) await settleInPlace(page);
}
