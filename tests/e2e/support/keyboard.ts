import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Keyboard only (issue 25): the mouse and every shortcut that moves the focus or sets a value
 * without keys throw, so only `page.keyboard` drives the app; every Tab stop on the way is checked.
 */

const LOCATOR_FORBIDDEN = [
  'click',
  'dblclick',
  'hover',
  'tap',
  'fill',
  'clear',
  'check',
  'uncheck',
  'setChecked',
  'selectOption',
  'selectText',
  'focus',
  'press',
  'pressSequentially',
  'type',
  'dragTo',
  'dispatchEvent',
] as const;
const PAGE_FORBIDDEN = [
  'click',
  'dblclick',
  'hover',
  'tap',
  'fill',
  'check',
  'uncheck',
  'selectOption',
  'focus',
  'press',
  'type',
  'dragAndDrop',
  'dispatchEvent',
] as const;
const MOUSE_FORBIDDEN = ['click', 'dblclick', 'down', 'up', 'move', 'wheel'] as const;

type Patchable = Record<string, unknown>;

function forbid(target: Patchable, names: readonly string[], what: string, undo: Array<() => void>): void {
  for (const name of names) {
    const own = Object.prototype.hasOwnProperty.call(target, name);
    const before = target[name];
    target[name] = () => {
      throw new Error(`keyboard only: ${what}.${name}() is forbidden in this spec`);
    };
    undo.push(() => {
      if (own) target[name] = before;
      else delete target[name];
    });
  }
}

/**
 * Makes the mouse, the touchscreen and the focusing or value-setting shortcuts of Page and Locator
 * throw. Locator's prototype is shared by the worker: the returned function puts it back.
 */
export function forbidMouse(page: Page): () => void {
  const undo: Array<() => void> = [];
  forbid(page as unknown as Patchable, PAGE_FORBIDDEN, 'page', undo);
  forbid(page.mouse as unknown as Patchable, MOUSE_FORBIDDEN, 'page.mouse', undo);
  forbid(page.touchscreen as unknown as Patchable, ['tap'], 'page.touchscreen', undo);
  const locatorPrototype = Object.getPrototypeOf(page.locator('body')) as Patchable;
  forbid(locatorPrototype, LOCATOR_FORBIDDEN, 'locator', undo);
  return () => undo.reverse().forEach((step) => step());
}

/** What a check found about the focused element. */
export interface FocusReport {
  /** No element has the focus (the body, or the browser's own UI between two cycles). */
  body: boolean;
  what: string;
  problems: string[];
}

/**
 * The checks of every stop, run in the page: the focused element is shown, on screen and not covered,
 * lies in no inert or aria-hidden subtree, and has a focus ring that its unfocused twin (a shallow
 * clone beside it) lacks, in a colour of at least 3:1 against what is behind it. An element focused
 * by script that Tab cannot reach (tabindex -1: the main region after the skip link, the h1 after a
 * navigation) needs no ring.
 */
function inspectFocus(): FocusReport {
  const active = document.activeElement as HTMLElement | null;
  if (!active || active === document.body || active === document.documentElement) {
    return { body: true, what: 'body', problems: [] };
  }
  const label = (
    active.getAttribute('aria-label') ??
    (active as HTMLInputElement).labels?.[0]?.textContent ??
    active.textContent ??
    ''
  )
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, 50);
  const what = `<${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''}${
    active.className && typeof active.className === 'string' ? `.${active.className.split(' ')[0]}` : ''
  }> "${label}"`;
  const problems: string[] = [];
  if (active.closest('[inert]')) problems.push('inside an inert subtree');
  if (active.closest('[aria-hidden="true"]')) problems.push('inside an aria-hidden subtree');
  if (!active.checkVisibility({ opacityProperty: true, visibilityProperty: true })) problems.push('not shown');
  const rect = active.getBoundingClientRect();
  if (rect.width < 1 || rect.height < 1) problems.push(`no size (${rect.width}x${rect.height})`);
  const inViewport =
    rect.bottom > 0 && rect.right > 0 && rect.top < window.innerHeight && rect.left < window.innerWidth;
  if (!inViewport) problems.push(`off screen (${Math.round(rect.left)},${Math.round(rect.top)})`);
  else {
    // Focus not obscured (WCAG 2.4.11): what lies at the middle of the element is the element.
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(rect.top + rect.height / 2, 0), window.innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    const own = (node: Element | null) =>
      node !== null &&
      (active.contains(node) ||
        node.contains(active) ||
        // A labelled control: its label's text lies over it.
        Array.from((active as HTMLInputElement).labels ?? []).some((labelElement) => labelElement.contains(node)));
    if (!own(hit)) {
      const cover = hit ? `<${hit.tagName.toLowerCase()}.${String(hit.className).split(' ')[0]}>` : 'nothing';
      problems.push(`covered by ${cover}`);
    }
  }
  const scripted = active.tabIndex < 0 && !active.matches('input, select, textarea, button, a[href]');
  if (!scripted) {
    const focused = getComputedStyle(active);
    const twin = active.cloneNode(false) as HTMLElement;
    twin.removeAttribute('id');
    twin.style.position = 'absolute';
    twin.style.visibility = 'hidden';
    active.after(twin);
    const rest = getComputedStyle(twin);
    const ring = (style: CSSStyleDeclaration) =>
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
        ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
        : '';
    const focusedRing = ring(focused);
    const restRing = ring(rest);
    const shadowChanged = focused.boxShadow !== rest.boxShadow && focused.boxShadow !== 'none';
    twin.remove();
    if (!focusedRing && !shadowChanged) problems.push('no focus ring (no outline, no box-shadow)');
    else if (focusedRing === restRing && !shadowChanged) problems.push('focus ring the same as unfocused');
    if (focusedRing && parseFloat(focused.outlineWidth) < 2) problems.push(`ring thinner than 2px (${focusedRing})`);
    if (focusedRing) {
      const parse = (colour: string): number[] | null => {
        const numbers = colour.match(/[\d.]+/g)?.map(Number);
        if (!numbers || numbers.length < 3) return null;
        const scale = colour.startsWith('color(') ? 255 : 1;
        return [numbers[0]! * scale, numbers[1]! * scale, numbers[2]! * scale, numbers[3] ?? 1];
      };
      const luminance = ([r, g, b]: number[]) =>
        [r!, g!, b!]
          .map((channel) => channel / 255)
          .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
          .reduce((sum, c, index) => sum + c * [0.2126, 0.7152, 0.0722][index]!, 0);
      let behind: number[] | null = null;
      for (let node = active.parentElement; node && !behind; node = node.parentElement) {
        const colour = parse(getComputedStyle(node).backgroundColor);
        if (colour && colour[3]! > 0.9) behind = colour;
      }
      behind ??= parse(getComputedStyle(document.body).backgroundColor) ?? [255, 255, 255, 1];
      const ringColour = parse(focused.outlineColor);
      if (ringColour) {
        const [a, b] = [luminance(ringColour), luminance(behind)];
        const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
        if (ratio < 3) problems.push(`ring contrast ${ratio.toFixed(2)}:1 against ${behind.join(',')}`);
      }
    }
  }
  return { body: false, what, problems };
}

/** The focused element, checked; fails the test on any problem. */
export async function expectGoodFocus(page: Page, step: string): Promise<FocusReport> {
  const report = await page.evaluate(inspectFocus);
  expect(report.body, `${step}: something has the focus`).toBe(false);
  expect(report.problems, `${step}: ${report.what}`).toEqual([]);
  return report;
}

/** Presses a key, then checks the focus (the element may have changed, or a new screen come). */
export async function press(page: Page, key: string, step: string): Promise<FocusReport> {
  await page.keyboard.press(key);
  return expectGoodFocus(page, `${step} (${key})`);
}

/** Presses a key that opens another screen: the focus lands on its h1 (and is checked there). */
export async function pressToNavigate(page: Page, key: string, step: string): Promise<void> {
  await page.keyboard.press(key);
  await expect(page.getByRole('heading', { level: 1 }), `${step}: the new screen's h1 has the focus`).toBeFocused();
  await expectGoodFocus(page, step);
}

/**
 * Tabs (or shift-tabs) until `target` has the focus, checking every stop on the way. The stops it
 * passed are returned, so a spec can say how many presses a user needs.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  step: string,
  { backwards = false, max = 120 }: { backwards?: boolean; max?: number } = {},
): Promise<number> {
  await expect(target, `${step}: the target is shown`).toBeVisible();
  await target.evaluate((element) => {
    (window as unknown as { __keysTarget: Element }).__keysTarget = element;
  });
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const report = await page.evaluate(inspectFocus);
    if (!report.body) expect(report.problems, `${step}, Tab stop ${presses}: ${report.what}`).toEqual([]);
    const reached = await page.evaluate(
      () => document.activeElement === (window as unknown as { __keysTarget: Element }).__keysTarget,
    );
    if (reached) return presses;
  }
  throw new Error(`${step}: ${max} presses of Tab never reached the target`);
}

/**
 * One full round of the Tab order of the screen: every stop is checked, until the focus comes back
 * to the first one. Returns the stops in order (their descriptions), for a spec to count or print.
 */
export async function walkScreen(page: Page, screen: string, max = 250): Promise<string[]> {
  const stops: string[] = [];
  await page.evaluate(() => {
    (window as unknown as { __keysFirst: Element | null }).__keysFirst = null;
  });
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    const report = await page.evaluate(inspectFocus);
    if (report.body) continue;
    expect(report.problems, `${screen}, Tab stop ${stops.length + 1}: ${report.what}`).toEqual([]);
    const back = await page.evaluate(() => {
      const state = window as unknown as { __keysFirst: Element | null };
      if (state.__keysFirst === document.activeElement) return true;
      state.__keysFirst ??= document.activeElement;
      return false;
    });
    if (back) return stops;
    stops.push(report.what);
  }
  throw new Error(`${screen}: the Tab order did not come round in ${max} presses (${stops.length} stops)`);
}

/** The element with the focus, as a locator-free check against `target`. */
export async function expectFocused(target: Locator, step: string): Promise<void> {
  await expect(target, step).toBeFocused();
}

/** The controls (buttons, links, sliders) in `scope` smaller than 24 x 24 px (WCAG 2.5.8), described. */
export async function smallTargets(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    Array.from(root.querySelectorAll<HTMLElement>('button, a[href], input, select'))
      .filter((element) => element.checkVisibility())
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width < 24 || rect.height < 24)
      .map(
        ({ element, rect }) =>
          `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.textContent?.trim()}" ${Math.round(rect.width)}x${Math.round(rect.height)}`,
      ),
  );
}
