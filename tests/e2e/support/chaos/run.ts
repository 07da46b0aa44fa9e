// The chaos run (issue 15): a seeded, bounded run of what users do to the outbox. One or two tabs
// click every outbox-backed control at random, reload at random moments (right after a click too),
// lose the network and meet pod faults (5xx, 429, cuts before and after the pod applied a write, slow
// answers). At the end, online and settled, it compares for every object it touched the pod's state,
// the client's mirror and the last click, and counts lost and doubled writes and unhandled rejections.

import { expect, type BrowserContext, type Page, type Request } from '@playwright/test';
import { addRandomFault, takeFaultHits, type FaultKind } from './faults';
import { chaosObjects, flip, shownState, showsState, type ChaosObject } from './objects';
import { ErrorWatch, objectId, outboxLength, podRows, readMirror } from './probe';
import { Random } from './random';

export interface ChaosOptions {
  name: string;
  seed: number;
  /** How long the clicking lasts (the settling comes after). */
  seconds: number;
  tabs: 1 | 2;
  /** How long the outbox may take to drain once online with no faults. */
  settleSeconds: number;
}

export interface ChaosFigures {
  name: string;
  seed: number;
  seconds: number;
  tabs: number;
  ops: number;
  clicks: number;
  /** Clicks whose control changed or went before the click landed (not counted as clicks). */
  missed: number;
  /** Clicks the page did not show within 5 s (the mirror is then taken as what was asked). */
  unshown: number;
  /** Clicks cut by a reload that came right after them, before the page showed them, and that the mirror did not keep. */
  vanished: number;
  reloads: number;
  reloadsAfterClick: number;
  navigations: number;
  cuts: number;
  faultsSet: Partial<Record<FaultKind, number>>;
  faultsHit: Record<string, number>;
  objects: number;
  lost: number;
  doubled: number;
  /** Objects whose mirror (local or server) differs from the pod once settled. */
  diverged: number;
  outboxLeft: number;
  rejections: number;
  pageErrors: number;
  rejectionMessages: Record<string, number>;
  pageErrorMessages: Record<string, number>;
  /** What happened, in order (ms since the start): each op, and each write or lookup the tabs sent and how it ended. */
  trace: string[];
  /** Each object that went wrong: the last click, the pod's rows, the mirror. */
  wrong: Array<{ object: string; label: string; lastClick: boolean; podRows: number; local: boolean; server: boolean }>;
}

interface Tab {
  page: Page;
  object: ChaosObject;
  /** Its page did not show (offline, a fault): go there again once online. */
  broken: boolean;
}

const headingOf = (page: Page, object: ChaosObject) =>
  page.getByRole('heading', { level: 1, name: object.heading, exact: true });

async function open(tab: Tab, object: ChaosObject, how: 'goto' | 'reload'): Promise<void> {
  tab.object = object;
  try {
    if (how === 'goto') await tab.page.goto(object.url, { timeout: 15_000 });
    else await tab.page.reload({ timeout: 15_000 });
    await expect(headingOf(tab.page, object)).toBeVisible({ timeout: 15_000 });
    tab.broken = false;
  } catch {
    tab.broken = true;
  }
}

async function mirrorShows(page: Page, object: ChaosObject): Promise<boolean> {
  return (await readMirror(page)).get(objectId(object))?.local ?? false;
}

/** Runs the chaos on a context whose first page is signed in; returns the figures (it asserts nothing). */
export async function runChaos(
  context: BrowserContext,
  first: Page,
  watch: ErrorWatch,
  options: ChaosOptions,
): Promise<ChaosFigures> {
  const random = new Random(options.seed);
  const objects = await chaosObjects(first);
  const figures: ChaosFigures = {
    name: options.name,
    seed: options.seed,
    seconds: options.seconds,
    tabs: options.tabs,
    ops: 0,
    clicks: 0,
    missed: 0,
    unshown: 0,
    vanished: 0,
    reloads: 0,
    reloadsAfterClick: 0,
    navigations: 0,
    cuts: 0,
    faultsSet: {},
    faultsHit: {},
    objects: 0,
    lost: 0,
    doubled: 0,
    diverged: 0,
    outboxLeft: 0,
    rejections: 0,
    pageErrors: 0,
    rejectionMessages: {},
    pageErrorMessages: {},
    wrong: [],
    trace: [],
  };
  const started = Date.now();
  const note = (line: string) => figures.trace.push(`${String(Date.now() - started).padStart(6)} ${line}`);
  const watched = /\/api\/v[12]\/(favorites\/tracks|federation\/follows|moderation\/content-filters)\//;
  const described = (request: Request) =>
    `${request.method()} ${new URL(request.url()).pathname}${request.postData() ? ` ${request.postData()}` : ''}`;
  context.on('request', (request) => {
    if (watched.test(request.url())) note(`  -> ${described(request)}`);
  });
  context.on('requestfinished', (request) => {
    if (!watched.test(request.url())) return;
    void request.response().then((response) => note(`  <- ${response?.status() ?? '?'} ${described(request)}`));
  });
  context.on('requestfailed', (request) => {
    if (watched.test(request.url())) note(`  x  ${request.failure()?.errorText ?? 'failed'} ${described(request)}`);
  });
  /** The last click on each object (`kind:key` → on/off), as the user saw it. */
  const lastClick = new Map<string, boolean>();

  const tabs: Tab[] = [];
  for (let index = 0; index < options.tabs; index += 1) {
    const page = index === 0 ? first : await context.newPage();
    if (index > 0) watch.watch(page);
    const tab: Tab = { page, object: random.pick(objects), broken: false };
    await open(tab, tab.object, 'goto');
    tabs.push(tab);
  }

  let offlineOps = 0;
  let previous: ChaosObject | null = null;
  const deadline = Date.now() + options.seconds * 1000;
  while (Date.now() < deadline) {
    figures.ops += 1;
    const tab = random.pick(tabs);
    const offline = offlineOps > 0;
    if (offline) {
      offlineOps -= 1;
      if (offlineOps === 0) await context.setOffline(false);
    }
    const op = random.weighted<'click' | 'navigate' | 'reload' | 'cut' | 'fault' | 'pause'>([
      [60, 'click'],
      [offline ? 0 : 20, 'navigate'],
      [8, 'reload'],
      [offline ? 0 : 5, 'cut'],
      [10, 'fault'],
      [5, 'pause'],
    ]);
    if (tab.broken && !offline && op !== 'cut' && op !== 'fault') {
      await open(tab, tab.object, 'goto');
      figures.navigations += 1;
      continue;
    }
    note(`tab${tabs.indexOf(tab)} ${op}${offline ? ' (offline)' : ''}`);
    switch (op) {
      case 'click': {
        const here = objects.filter((object) => object.url === tab.object.url);
        // Runs of toggles on one object are where writes got lost: often the same one again.
        const object: ChaosObject =
          previous && here.includes(previous) && random.chance(0.4) ? previous : random.pick(here);
        previous = object;
        const shown = await shownState(tab.page, object, offline ? 5000 : 10_000);
        if (shown === null) {
          tab.broken = true;
          figures.missed += 1;
          break;
        }
        const asked = await flip(tab.page, object, shown);
        if (asked === null) {
          figures.missed += 1;
          break;
        }
        figures.clicks += 1;
        note(`tab${tabs.indexOf(tab)} clicked ${objectId(object)} (${object.label}): shown ${shown}, asked ${asked}`);
        // A page that did not come back offline (no document to read the mirror in): back online first.
        const keptAfterReload = async () => {
          if (tab.broken) {
            offlineOps = 0;
            await context.setOffline(false);
            await open(tab, object, 'goto');
          }
          return mirrorShows(tab.page, object);
        };
        const reload = random.weighted<'none' | 'at-once' | 'once-shown'>([
          [84, 'none'],
          [8, 'at-once'],
          [8, 'once-shown'],
        ]);
        if (reload === 'at-once') {
          // A reload right after the click, before the page could show it: the click may go, but only
          // because the page never showed it (the mirror and the outbox row are written together).
          figures.reloads += 1;
          figures.reloadsAfterClick += 1;
          await open(tab, object, 'reload');
          const kept = await keptAfterReload();
          if (kept !== asked) figures.vanished += 1;
          note(`reloaded at once; the mirror shows ${kept}`);
          lastClick.set(objectId(object), kept);
        } else if (reload === 'once-shown') {
          // A reload as soon as the page shows the click: that click must hold.
          const shownInTime = await showsState(tab.page, object, asked);
          figures.reloads += 1;
          figures.reloadsAfterClick += 1;
          await open(tab, object, 'reload');
          if (!shownInTime) figures.unshown += 1;
          lastClick.set(objectId(object), shownInTime ? asked : await keptAfterReload());
        } else if (await showsState(tab.page, object, asked)) {
          lastClick.set(objectId(object), asked);
        } else {
          figures.unshown += 1;
          lastClick.set(objectId(object), await mirrorShows(tab.page, object));
        }
        break;
      }
      case 'navigate':
        figures.navigations += 1;
        await open(tab, random.pick(objects.filter((object) => object.url !== tab.object.url)), 'goto');
        break;
      case 'reload':
        figures.reloads += 1;
        await open(tab, tab.object, 'reload');
        break;
      case 'cut':
        figures.cuts += 1;
        offlineOps = random.int(3, 12);
        await context.setOffline(true);
        break;
      case 'fault': {
        const kind = await addRandomFault(first, random, note);
        figures.faultsSet[kind] = (figures.faultsSet[kind] ?? 0) + 1;
        break;
      }
      case 'pause':
        await tab.page.waitForTimeout(random.int(200, 2000));
        break;
    }
    await tab.page.waitForTimeout(random.pick([0, 0, 50, 150, 400]));
  }

  note('settling');
  // Settle: online, no more faults, every tab on a page; the outbox drains.
  await context.setOffline(false);
  figures.faultsHit = await takeFaultHits(first);
  for (const tab of tabs) if (tab.broken) await open(tab, tab.object, 'goto');
  try {
    await expect
      .poll(() => outboxLength(first), { timeout: options.settleSeconds * 1000, intervals: [500, 1000] })
      .toBe(0);
  } catch {
    figures.outboxLeft = await outboxLength(first);
  }

  const pod = await podRows(first);
  const mirror = await readMirror(first);
  for (const [id, click] of lastClick) {
    const object = objects.find((entry) => objectId(entry) === id)!;
    const rows = pod.get(id) ?? 0;
    const mine = mirror.get(id) ?? { local: false, server: false };
    figures.objects += 1;
    const lost = rows > 0 !== click;
    const doubled = rows > 1;
    const diverged = mine.local !== rows > 0 || mine.server !== rows > 0;
    if (lost) figures.lost += 1;
    if (doubled) figures.doubled += 1;
    if (diverged) figures.diverged += 1;
    if (lost || doubled || diverged)
      figures.wrong.push({
        object: id,
        label: object.label,
        lastClick: click,
        podRows: rows,
        local: mine.local,
        server: mine.server,
      });
  }
  figures.rejections = ErrorWatch.total(watch.rejections);
  figures.pageErrors = ErrorWatch.total(watch.pageErrors);
  figures.rejectionMessages = Object.fromEntries(watch.rejections);
  figures.pageErrorMessages = Object.fromEntries(watch.pageErrors);
  return figures;
}
