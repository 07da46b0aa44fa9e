// npm run bench [-- --quick] [-- --no-build] [-- --runs N] [-- --only size,start,cls,queue,lighthouse,playback,parsing,scale,pod] [-- --out FILE]
// Issue 8: builds the app (production, no developer pages) into a folder of its own, starts two demo
// pods on free ports (the normal demo seed, and the synthetic catalogue of pod/synthetic.ts), drives
// Debian's Chromium through Playwright and measures size, start, scale, playback, parsing and the
// pod. Writes bench/results.json and prints a table with the budgets. A figure that cannot be
// measured is "n/a" with its reason; it never fails the whole run.

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { measureCls, shiftProbe } from './cls';
import { measureLighthouse } from './lighthouse';
import { measureStartTasks } from './main-thread';
import { measureQueue } from './queue';
import { firstScreenFiles } from './first-screen';
import { charsBySource, packageOf, type SourceMapLike } from './sourcemap';
import { formatTable, summarize, type Budget, type Figure } from './stats';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// One folder per checkout: benches of two worktrees at once must not build into the same dist.
const work = join(tmpdir(), `shoal-bench-${basename(root)}`);
const startedAt = Date.now();

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string' },
    only: { type: 'string' },
    out: { type: 'string' },
  },
});
const QUICK = args.quick;
const RUNS = args.runs ? Number(args.runs) : QUICK ? 2 : 5;
/** Time allowed to each section's repeated runs (the run count shrinks rather than overrun). */
const SECTION_BUDGET_MS = QUICK ? 25_000 : 110_000;

/**
 * A queue that is not virtualized takes seconds per frame: its scroll is cut off after this. A
 * windowed one needs ~900 frames (10,000 rows of 58 px, 0.8 of the viewport a frame): 15 s at 60 Hz.
 */
const SCROLL_LIMIT_MS = QUICK ? 30_000 : 40_000;
/** Each viewport's queue runs: three scrolls cut off at SCROLL_LIMIT_MS, with their page loads. */
const QUEUE_BUDGET_MS = QUICK ? 60_000 : 180_000;

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const figures: Figure[] = [];
const KB = 1024;
const budgets = {
  firstJs: { op: '<=', limit: 190, text: '≤ 190 KB gzip' },
  requestedJs: { op: '<=', limit: 200, text: '≤ 200 KB gzip' },
  fcpCold: { op: '<=', limit: 300, text: '≤ 300 ms' },
  fcpWarm: { op: '<=', limit: 200, text: '≤ 200 ms' },
  start: { op: '<', limit: 1000, text: '< 1 s' },
  playCached: { op: '<', limit: 300, text: '< 300 ms' },
  gap: { op: '<', limit: 50, text: '< 50 ms' },
  frame: { op: '<=', limit: 50, text: 'no frame > 50 ms' },
  zeroFrames: { op: '<=', limit: 0, text: '0' },
  longTask: { op: '<=', limit: 50, text: 'no task > 50 ms' },
} satisfies Record<string, Budget>;

function add(figure: Figure): void {
  figures.push(figure);
}
function addRuns(
  section: string,
  name: string,
  unit: string,
  samples: number[],
  na: string,
  extra: Partial<Figure> = {},
): void {
  const value = summarize(samples);
  add({ section, name, unit, value, ...(value === null ? { na } : {}), ...extra });
}
const log = (message: string) =>
  console.log(`[bench ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(3)} s] ${message}`);
const errorText = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0]! : String(error));
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Runs `fn` up to `count` times within the time budget; a failed run is logged and counted out. */
async function repeat(
  label: string,
  count: number,
  fn: (index: number) => Promise<void>,
  budgetMs = SECTION_BUDGET_MS,
): Promise<string[]> {
  const began = Date.now();
  const errors: string[] = [];
  for (let index = 0; index < count; index++) {
    if (index > 0 && Date.now() - began > budgetMs) {
      log(`${label}: ${index} runs (time budget of the section used)`);
      break;
    }
    try {
      await fn(index);
    } catch (error) {
      errors.push(errorText(error));
      log(`${label} run ${index + 1} failed: ${errorText(error)}`);
    }
  }
  return errors;
}

// ---------------------------------------------------------------- build and size

function build(outDir: string): void {
  log(`vite build → ${outDir}`);
  const env = { ...process.env };
  delete env.VITE_SHOAL_DEV_PAGES;
  const result = spawnSync(
    join(root, 'node_modules', '.bin', 'vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: root,
      env,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('vite build failed');
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The mandatory stack of the project (README): its share is what no code of Shoal's can remove. */
const STACK_PACKAGES = new Set([
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'dexie',
  'dexie-react-hooks',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
  '@tanstack/query-core',
  '@tanstack/react-query-persist-client',
  '@tanstack/query-persist-client-core',
  '@tanstack/query-async-storage-persister',
  'workbox-window',
  'use-sync-external-store',
]);

/** The first screen's gzip bytes per package, each file's gzip size shared out in proportion to its characters. */
function addFirstScreenParts(section: string, js: string[]): void {
  const parts = new Map<string, number>();
  for (const file of js) {
    if (!existsSync(`${file}.map`)) continue;
    const code = readFileSync(file, 'utf8');
    const chars = charsBySource(code, JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMapLike);
    const perChar = gzipSize(file) / Math.max(1, code.length);
    for (const [source, count] of chars)
      parts.set(packageOf(source), (parts.get(packageOf(source)) ?? 0) + count * perChar);
  }
  const stack = [...parts].filter(([name]) => STACK_PACKAGES.has(name)).reduce((total, [, bytes]) => total + bytes, 0);
  add({
    section,
    name: "  of it, the required stack's libraries, gzip",
    unit: 'KB',
    value: stack / KB,
    note: 'estimate from source maps',
  });
  for (const [name, bytes] of [...parts].sort((a, b) => b[1] - a[1])) {
    if (bytes >= KB) add({ section, name: `    of it, ${name}, gzip`, unit: 'KB', value: bytes / KB });
  }
}

function measureSize(dist: string): void {
  const section = 'size';
  try {
    const { js, css, inlineCss } = firstScreenFiles(dist);
    const sum = (files: string[], size: (file: string) => number) =>
      files.filter(existsSync).reduce((total, file) => total + size(file), 0);
    const raw = (file: string) => statSync(file).size;
    add({
      section,
      name: `first-screen JS (${js.length} files), gzip`,
      unit: 'KB',
      value: sum(js, gzipSize) / KB,
      budget: budgets.firstJs,
    });
    add({ section, name: 'first-screen JS, raw', unit: 'KB', value: sum(js, raw) / KB });
    addFirstScreenParts(section, js);
    const inline = Buffer.from(inlineCss);
    const inlineGzip = inline.length > 0 ? gzipSync(inline, { level: 9 }).length : 0;
    add({
      section,
      name: `first-screen CSS (${css.length} files${inline.length > 0 ? ' + inline in index.html' : ''}), gzip`,
      unit: 'KB',
      value: (sum(css, gzipSize) + inlineGzip) / KB,
    });
    add({ section, name: 'first-screen CSS, raw', unit: 'KB', value: (sum(css, raw) + inline.length) / KB });
    const all = walk(dist).filter((file) => !file.endsWith('.map'));
    add({ section, name: 'total built size (no maps)', unit: 'KB', value: sum(all, raw) / KB });
    add({ section, name: 'built files (no maps)', unit: '', value: all.length });
    const sw = join(dist, 'serviceWorker.js');
    if (!existsSync(sw)) {
      add({ section, name: 'SW precache', unit: '', value: null, na: 'no serviceWorker.js in the build' });
      return;
    }
    const code = readFileSync(sw, 'utf8');
    const urls = new Set([...code.matchAll(/["']?url["']?\s*:\s*["']([^"']+)["']/g)].map((match) => match[1]!));
    const files = [...urls].map((url) => join(dist, url.replace(/^\//, '')));
    add({ section, name: 'SW precache entries', unit: '', value: urls.size });
    add({
      section,
      name: 'SW precache bytes',
      unit: 'KB',
      value: sum(files, raw) / KB,
      note: `${files.filter((file) => !existsSync(file)).length} missing on disk`,
    });
  } catch (error) {
    add({ section, name: 'sizes', unit: '', value: null, na: errorText(error) });
  }
}

// ---------------------------------------------------------------- pods

interface RunningPod {
  url: string;
  child: ChildProcess;
}

async function startPod(name: string, dist: string, synthetic: boolean): Promise<RunningPod> {
  const data = join(work, `pod-${name}`);
  mkdirSync(data, { recursive: true });
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(root, 'bench', 'pod.ts'),
      '--data',
      data,
      '--static',
      dist,
      ...(synthetic ? ['--synthetic'] : []),
    ],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((done, fail) => {
    let text = '';
    const timer = setTimeout(() => fail(new Error(`pod ${name} did not start in 60 s`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /BENCH_POD_READY (\S+)/.exec(text);
      if (match) {
        clearTimeout(timer);
        done(match[1]!);
      }
    });
    child.on('exit', (code) => fail(new Error(`pod ${name} exited (${code})`)));
  });
  log(`pod ${name} at ${url}`);
  return { url, child };
}

function rssMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

async function measurePod(pod: RunningPod): Promise<void> {
  const section = 'pod';
  const calls: [string, string][] = [
    ['tracks/?page_size=50', '/api/v1/tracks/?page_size=50'],
    ['albums/', '/api/v1/albums/'],
    ['search?q=tide', '/api/v1/search?q=tide'],
    ['tracks/?q=tide&page_size=50 (list search)', '/api/v1/tracks/?q=tide&page_size=50'],
    ['tracks/?page=500&page_size=50 (deep page)', '/api/v1/tracks/?page=500&page_size=50'],
  ];
  for (const [name, path] of calls) {
    const samples: number[] = [];
    let na = 'no answer';
    try {
      const first = await fetch(pod.url + path); // warm-up, and whether the pod has the route at all
      await first.arrayBuffer();
      if (!first.ok) {
        na = `the pod answers ${first.status} (no such route in the demo pod)`;
      } else {
        for (let index = 0; index < Math.max(RUNS, 5); index++) {
          const began = performance.now();
          const answer = await fetch(pod.url + path);
          await answer.arrayBuffer();
          samples.push(performance.now() - began);
        }
      }
    } catch (error) {
      na = errorText(error);
    }
    addRuns(section, `answer time ${name}, synthetic catalogue`, 'ms', samples, na);
  }
}

// ---------------------------------------------------------------- browser helpers

/** Installed in every page: paint and long-task observers, the first appearance of selectors, media events. */
function pageProbe(selectors: Record<string, string>): void {
  interface Probe {
    seen: Record<string, number>;
    longTasks: { start: number; duration: number }[];
    media: { type: string; t: number; id: number }[];
    elements: HTMLMediaElement[];
    clicks: number[];
  }
  const probe: Probe = { seen: {}, longTasks: [], media: [], elements: [], clicks: [] };
  (window as unknown as { __bench: Probe }).__bench = probe;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long-task timing in this browser
  }
  const check = () => {
    for (const [name, selector] of Object.entries(selectors)) {
      if (probe.seen[name] === undefined && document.querySelector(selector)) probe.seen[name] = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  document.addEventListener('click', () => probe.clicks.push(performance.now()), true);
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    if (!probe.elements.includes(this)) {
      const id = probe.elements.push(this);
      for (const type of ['playing', 'ended', 'error'])
        this.addEventListener(type, () => probe.media.push({ type, t: performance.now(), id }));
    }
    return play.call(this);
  };
}

const SELECTORS = {
  albums: 'section[aria-labelledby="library-albums"] a.card[href^="/library/albums/"]',
  favoriteRow: 'ol.track-list li.track-row',
  queueRow: 'ol.queue-list li',
};

async function newContext(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, serviceWorkers: 'allow' });
  // tsx (esbuild, keepNames) wraps named inner functions in __name(), which pages do not have.
  await context.addInitScript({ content: 'window.__name = window.__name || ((fn) => fn);' });
  await context.addInitScript(pageProbe, SELECTORS);
  await context.addInitScript(shiftProbe);
  return context;
}

async function waitSeen(page: Page, name: keyof typeof SELECTORS, timeout = 15_000): Promise<number> {
  const handle = await page.waitForFunction(
    (key) => (window as unknown as { __bench: { seen: Record<string, number> } }).__bench.seen[key] ?? false,
    name,
    { timeout, polling: 50 },
  );
  return (await handle.jsonValue()) as number;
}

async function fcp(page: Page): Promise<number> {
  return page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
}

async function waitController(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
}

/**
 * Favorites in the app's IndexedDB mirror, read with the raw API (no version change): those present
 * (`[kind+present]`), or those whose track is not known yet (`[kind+due]`, due 0: never fetched; a
 * scan of the present rows on a build from before that index). -1 when it cannot be read.
 */
async function countFavorites(page: Page, which: 'present' | 'withoutTrack'): Promise<number> {
  return page.evaluate(
    (which) =>
      new Promise<number>((done) => {
        const request = indexedDB.open('shoal');
        request.onerror = () => done(-1);
        request.onsuccess = () => {
          const db = request.result;
          const finish = (value: number) => {
            db.close();
            done(value);
          };
          if (!db.objectStoreNames.contains('mirror')) return finish(which === 'present' ? 0 : -1);
          const store = db.transaction('mirror').objectStore('mirror');
          if (which === 'present' || store.indexNames.contains('[kind+due]')) {
            const count =
              which === 'present'
                ? store.index('[kind+present]').count(IDBKeyRange.only(['favorite', 1]))
                : store.index('[kind+due]').count(IDBKeyRange.only(['favorite', 0]));
            count.onsuccess = () => finish(count.result);
            count.onerror = () => finish(-1);
            return;
          }
          let missing = 0;
          const cursor = store.index('[kind+present]').openCursor(IDBKeyRange.only(['favorite', 1]));
          cursor.onsuccess = () => {
            const at = cursor.result;
            if (at === null) return finish(missing);
            if (!(at.value as { local?: { track?: unknown } }).local?.track) missing += 1;
            at.continue();
          };
          cursor.onerror = () => finish(-1);
        };
      }),
    which,
  );
}

async function login(page: Page, url: string, username: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel('Username or e-mail address').fill(username);
  await page.getByLabel('Password').fill(username);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((target) => !target.pathname.startsWith('/login'), { timeout: 20_000 });
}

// ---------------------------------------------------------------- start

/** The scripts and styles a page fetched (resource timing), as files of the build. */
async function requestedFiles(page: Page, dist: string): Promise<{ js: string[]; css: string[] }> {
  const paths = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  const files = [...new Set(paths)]
    .map((path) => join(dist, path.replace(/^\//, '')))
    .filter((file) => existsSync(file) && statSync(file).isFile());
  return { js: files.filter((file) => file.endsWith('.js')), css: files.filter((file) => file.endsWith('.css')) };
}

/**
 * One cold start of the library home (no service worker, nothing stored): the scripts and styles it
 * requested, their gzip size, and the bytes that went over the wire (compressed by the pod) beside
 * their decoded size.
 */
async function measureColdRequests(browser: Browser, url: string, dist: string): Promise<void> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${url}/library`);
    await waitSeen(page, 'albums');
    const { js, css } = await requestedFiles(page, dist);
    const gzip = (files: string[]) => files.reduce((total, file) => total + gzipSize(file), 0) / KB;
    add({
      section: 'size',
      name: `JS requested to show library home, cold (${js.length} files), gzip`,
      unit: 'KB',
      value: gzip(js),
      budget: budgets.requestedJs,
    });
    add({
      section: 'size',
      name: `CSS requested to show library home, cold (${css.length} files), gzip`,
      unit: 'KB',
      value: gzip(css),
    });
    const wire = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .concat(performance.getEntriesByType('navigation') as PerformanceResourceTiming[])
        .reduce(
          (total, entry) => ({
            transfer: total.transfer + entry.transferSize,
            decoded: total.decoded + entry.decodedBodySize,
          }),
          { transfer: 0, decoded: 0 },
        ),
    );
    add({
      section: 'size',
      name: 'cold start of library home: bytes on the wire (compressed)',
      unit: 'KB',
      value: wire.transfer / KB,
    });
    add({
      section: 'size',
      name: 'cold start of library home: bytes decoded (raw)',
      unit: 'KB',
      value: wire.decoded / KB,
    });
  } catch (error) {
    add({
      section: 'size',
      name: 'JS requested to show library home, cold',
      unit: 'KB',
      value: null,
      na: errorText(error),
    });
  } finally {
    await context.close();
  }
}

async function measureStart(browser: Browser, url: string): Promise<void> {
  const section = 'start';
  const cold = { fcp: [] as number[], shown: [] as number[] };
  const warm = { fcp: [] as number[], shown: [] as number[] };
  const offline = { fcp: [] as number[], shown: [] as number[] };
  const coldErrors = await repeat('cold start', RUNS, async () => {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      await page.goto(`${url}/library`);
      cold.shown.push(await waitSeen(page, 'albums'));
      cold.fcp.push(await fcp(page));
    } finally {
      await context.close();
    }
  });
  let warmErrors: string[] = [];
  let offlineErrors: string[] = [];
  const context = await newContext(browser);
  try {
    const first = await context.newPage();
    await first.goto(`${url}/library`);
    await waitSeen(first, 'albums');
    await waitController(first);
    await sleep(500); // the persisted query cache is written after the answers
    await first.close();
    const visit = async (into: { fcp: number[]; shown: number[] }) => {
      const page = await context.newPage();
      try {
        await page.goto(`${url}/library`);
        const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
        if (!controlled) throw new Error('the service worker does not control the page');
        into.shown.push(await waitSeen(page, 'albums'));
        into.fcp.push(await fcp(page));
      } finally {
        await page.close();
      }
    };
    warmErrors = await repeat('warm start', RUNS, () => visit(warm));
    await context.setOffline(true);
    offlineErrors = await repeat('offline start', RUNS, () => visit(offline));
  } catch (error) {
    warmErrors.push(errorText(error));
  } finally {
    await context.close();
  }
  const na = (errors: string[]) => errors[0] ?? 'not measured';
  addRuns(section, 'cold: first contentful paint', 'ms', cold.fcp, na(coldErrors), { budget: budgets.fcpCold });
  addRuns(section, 'cold: library albums shown', 'ms', cold.shown, na(coldErrors));
  addRuns(section, 'warm (SW): first contentful paint', 'ms', warm.fcp, na(warmErrors), { budget: budgets.fcpWarm });
  addRuns(section, 'warm (SW): library albums shown', 'ms', warm.shown, na(warmErrors), { budget: budgets.start });
  addRuns(section, 'offline: first contentful paint', 'ms', offline.fcp, na(offlineErrors));
  addRuns(section, 'offline: library albums shown', 'ms', offline.shown, na(offlineErrors), { budget: budgets.start });
}

// ---------------------------------------------------------------- scale

async function measureScale(browser: Browser, url: string): Promise<void> {
  const section = 'scale';
  const FAVORITES = 10_000;
  const s = {
    sync: [] as number[],
    details: [] as number[],
    favorites: [] as number[],
    queueOpen: [] as number[],
    queueEntries: [] as number[],
  };
  const requests = { login: [] as number[], restart: [] as number[] };
  const scroll = {
    maxFrame: [] as number[],
    over50: [] as number[],
    frames: [] as number[],
    nodes: [] as number[],
    rows: [] as number[],
    heap: [] as number[],
  };
  const notes: string[] = [];
  const errors = await repeat(
    'scale',
    QUICK ? 1 : Math.min(RUNS, 3),
    async () => {
      const context = await newContext(browser);
      try {
        const page = await context.newPage();
        // Requests to the favorites endpoints (ids and details), from login on.
        let favoriteRequests = 0;
        let lastFavoriteRequest = Date.now();
        page.on('request', (request) => {
          if (!/\/api\/v[12]\/favorites\/tracks\//.test(new URL(request.url()).pathname) || request.method() !== 'GET')
            return;
          favoriteRequests += 1;
          lastFavoriteRequest = Date.now();
        });
        const began = Date.now();
        await login(page, url, 'bench');
        let count = 0;
        while (Date.now() - began < 120_000) {
          count = await countFavorites(page, 'present').catch(() => 0);
          if (count >= FAVORITES) break;
          await sleep(100);
        }
        if (count < FAVORITES) throw new Error(`the favorites mirror holds ${count} of ${FAVORITES} rows after 120 s`);
        s.sync.push(Date.now() - began);
        // Ids first: the count above may come before the tracks the favorites screen shows.
        let missing = -1;
        while (Date.now() - began < 180_000) {
          missing = await countFavorites(page, 'withoutTrack').catch(() => -1);
          if (missing === 0) break;
          await sleep(100);
        }
        if (missing !== 0) throw new Error(`${missing} favorites still without their track after 180 s`);
        s.details.push(Date.now() - began);
        requests.login.push(favoriteRequests);

        // A start where nothing changed: reload, let the ids answer and the background settle.
        favoriteRequests = 0;
        const idsAnswered = page.waitForResponse((response) => response.url().includes('/favorites/tracks/all/'), {
          timeout: 30_000,
        });
        await page.reload();
        await idsAnswered;
        // Until the favorites endpoints have been quiet for 3 s (at most 60 s).
        const reloaded = Date.now();
        while (Date.now() - lastFavoriteRequest < 3000 && Date.now() - reloaded < 60_000) await sleep(200);
        requests.restart.push(favoriteRequests);

        await page.goto(`${url}/favorites`);
        s.favorites.push(await waitSeen(page, 'favoriteRow', 30_000));
        await page.getByRole('button', { name: 'Play all' }).click();
        // Open the queue the way a click on a link does (client-side navigation, no reload).
        await page
          .waitForFunction(
            () => (window as unknown as { __bench: { media: unknown[] } }).__bench.media.length > 0,
            undefined,
            { timeout: 20_000 },
          )
          .catch(() => undefined);
        const opened = await page.evaluate(() => {
          const t = performance.now();
          history.pushState({}, '', '/queue');
          dispatchEvent(new PopStateEvent('popstate'));
          return t;
        });
        const shown = await waitSeen(page, 'queueRow', 30_000);
        s.queueOpen.push(shown - opened);
        const info = await page.evaluate(() => {
          const list = document.querySelector('ol.queue-list')!;
          const text = document.querySelector('.page-header .muted')?.textContent ?? '';
          return {
            rows: list.querySelectorAll(':scope > li').length,
            nodes: list.querySelectorAll('*').length + 1,
            text,
          };
        });
        const entries = Number(/([\d,.\s]+)/.exec(info.text)?.[1]?.replace(/[^\d]/g, '') ?? NaN);
        s.queueEntries.push(entries);
        scroll.rows.push(info.rows);
        scroll.nodes.push(info.nodes);

        const result = await page.evaluate(async (limitMs) => {
          const list = document.querySelector('ol.queue-list')!;
          let scroller: Element = document.scrollingElement ?? document.documentElement;
          for (let node = list.parentElement; node; node = node.parentElement) {
            const style = getComputedStyle(node);
            if (/(auto|scroll)/.test(style.overflowY) && node.scrollHeight > node.clientHeight) {
              scroller = node;
              break;
            }
          }
          scroller.scrollTop = 0;
          const frames: number[] = [];
          const step = Math.max(200, scroller.clientHeight * 0.8);
          const deadline = performance.now() + limitMs;
          let last = await new Promise<number>((done) => requestAnimationFrame(done));
          while (
            scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 2 &&
            performance.now() < deadline
          ) {
            scroller.scrollTop += step;
            const now = await new Promise<number>((done) => requestAnimationFrame(done));
            frames.push(now - last);
            last = now;
          }
          const reached = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2;
          return { frames, reached, height: scroller.scrollHeight };
        }, SCROLL_LIMIT_MS);
        if (!result.reached) notes.push(`scroll stopped after ${SCROLL_LIMIT_MS / 1000} s, before the bottom`);
        scroll.frames.push(result.frames.length);
        scroll.maxFrame.push(Math.max(0, ...result.frames));
        scroll.over50.push(result.frames.filter((frame) => frame > 50).length);
        const after = await page.evaluate(
          () => document.querySelector('ol.queue-list')?.querySelectorAll('*').length ?? 0,
        );
        scroll.nodes.push(after + 1);
        const cdp = await context.newCDPSession(page);
        await cdp.send('HeapProfiler.collectGarbage').catch(() => undefined);
        const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
        scroll.heap.push(heap.usedSize / (1024 * 1024));
      } finally {
        await context.close();
      }
    },
    QUICK ? 120_000 : 240_000,
  );
  const na = errors[0] ?? 'not measured';
  addRuns(section, '10,000 favorites synced into IndexedDB (from login)', 'ms', s.sync, na);
  addRuns(section, '10,000 favorites: every track known (from login)', 'ms', s.details, na);
  addRuns(
    section,
    'favorites requests (GET favorites/tracks/…) from login to every track known',
    '',
    requests.login,
    na,
  );
  addRuns(section, 'favorites requests at a restart where nothing changed', '', requests.restart, na);
  addRuns(section, 'favorites screen: first row', 'ms', s.favorites, na);
  addRuns(section, 'queue opened after Play all: first row', 'ms', s.queueOpen, na);
  addRuns(section, 'queue entries (the screen’s count)', '', s.queueEntries, na);
  addRuns(section, 'queue: rows in the DOM', '', scroll.rows, na);
  addRuns(section, 'queue: DOM nodes in the list (top and bottom)', '', scroll.nodes, na);
  addRuns(section, 'queue scroll top→bottom: frames', '', scroll.frames, na, notes.length ? { note: notes[0]! } : {});
  addRuns(section, 'queue scroll: longest frame', 'ms', scroll.maxFrame, na, { budget: budgets.frame, check: 'max' });
  addRuns(section, 'queue scroll: frames over 50 ms', '', scroll.over50, na, {
    budget: budgets.zeroFrames,
    check: 'max',
  });
  addRuns(section, 'JS heap after (after GC)', 'MB', scroll.heap, na);
}

// ---------------------------------------------------------------- playback

async function measurePlayback(browser: Browser, url: string): Promise<void> {
  const section = 'playback';
  const uncached: number[] = [];
  const cached: number[] = [];
  const gaps: number[] = [];
  const album = await fetch(`${url}/api/v1/albums/?q=coral`).then(
    (answer) => answer.json() as Promise<{ results: { id: number }[] }>,
  );
  const albumId = album.results[0]?.id ?? 2;
  const clickPlay = async (page: Page): Promise<number> => {
    await page.goto(`${url}/library/albums/${albumId}`);
    const row = page.locator('ol.track-list li').first();
    await row.getByRole('button', { name: /^Play / }).click();
    const handle = await page.waitForFunction(
      () => {
        const probe = (window as unknown as { __bench: { media: { type: string; t: number }[]; clicks: number[] } })
          .__bench;
        const playing = probe.media.find((event) => event.type === 'playing');
        const error = probe.media.find((event) => event.type === 'error');
        if (error) return { error: true, delta: 0 };
        return playing ? { error: false, delta: playing.t - probe.clicks[probe.clicks.length - 1]! } : false;
      },
      undefined,
      { timeout: 15_000, polling: 20 },
    );
    const value = (await handle.jsonValue()) as { error: boolean; delta: number };
    if (value.error) throw new Error('the audio element reported an error');
    return value.delta;
  };
  const errors = await repeat('playback', RUNS, async () => {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      uncached.push(await clickPlay(page));
      await page.close();
      const again = await context.newPage();
      cached.push(await clickPlay(again));
      // The gap: seek near the end of the current track, then ended → the next track's playing.
      for (let track = 0; track < 2; track++) {
        const gap = await again.evaluate(async () => {
          const probe = (
            window as unknown as {
              __bench: { media: { type: string; t: number; id: number }[]; elements: HTMLMediaElement[] };
            }
          ).__bench;
          const current = probe.elements.find((element) => !element.paused);
          if (!current) return NaN;
          const start = Date.now();
          while (!Number.isFinite(current.duration) && Date.now() - start < 5000)
            await new Promise((done) => setTimeout(done, 50));
          await new Promise((done) => setTimeout(done, 600)); // the next track's preload starts 100 ms after a change
          const from = probe.media.length;
          current.currentTime = Math.max(0, current.duration - 0.4);
          const deadline = Date.now() + 8000;
          while (Date.now() < deadline) {
            const events = probe.media.slice(from);
            const ended = events.find((event) => event.type === 'ended');
            const next = ended && events.find((event) => event.type === 'playing' && event.t >= ended.t);
            if (ended && next) return next.t - ended.t;
            await new Promise((done) => setTimeout(done, 20));
          }
          return NaN;
        });
        if (Number.isFinite(gap)) gaps.push(gap);
      }
    } finally {
      await context.close();
    }
  });
  const na = errors[0] ?? 'not measured';
  addRuns(section, 'click Play → playing, uncached (new context)', 'ms', uncached, na);
  addRuns(section, 'click Play → playing, second time (cached)', 'ms', cached, na, { budget: budgets.playCached });
  addRuns(section, 'gap ended → next playing (preloaded)', 'ms', gaps, errors[0] ?? 'no ended/playing pair seen', {
    budget: budgets.gap,
  });
}

// ---------------------------------------------------------------- parsing

async function measureParsing(browser: Browser, url: string): Promise<void> {
  const section = 'parsing';
  const FILES = QUICK ? 60 : 200; // --quick reads fewer files to stay under two minutes
  const fixtures = join(root, 'tests', 'fixtures', 'uploads');
  const sources = readdirSync(fixtures).filter((name) => /^tone\.(mp3|flac|ogg|opus|m4a|aiff)$/.test(name));
  const mime: Record<string, string> = {
    mp3: 'audio/mpeg',
    flac: 'audio/flac',
    ogg: 'audio/ogg',
    opus: 'audio/ogg',
    m4a: 'audio/mp4',
    aiff: 'audio/aiff',
  };
  const files = Array.from({ length: FILES }, (_, index) => {
    const source = sources[index % sources.length]!;
    const ext = source.split('.').pop()!;
    return {
      name: `bench-${String(index).padStart(3, '0')}.${ext}`,
      mimeType: mime[ext] ?? 'application/octet-stream',
      buffer: readFileSync(join(fixtures, source)),
    };
  });
  const bytes = files.reduce((total, file) => total + file.buffer.length, 0);
  const perSecond: number[] = [];
  const mbPerSecond: number[] = [];
  const longest: number[] = [];
  const errors = await repeat('parsing', RUNS, async () => {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      await login(page, url, 'admin');
      await page.goto(`${url}/upload`);
      await page.getByRole('button', { name: 'Upload music' }).click();
      const input = page.locator('dialog.upload-modal input[type="file"]');
      await input.waitFor({ state: 'attached', timeout: 10_000 });
      // Playwright's setInputFiles runs on the page's main thread (it builds the Files from base64
      // there, or has the renderer read them from disk): hundreds of milliseconds that a user's file
      // picker does not cost. The files go to an input of the bench's own first; the measured window
      // starts when they are handed to the modal's input with the change event the picker fires.
      await page.evaluate(() => {
        const staging = document.createElement('input');
        staging.type = 'file';
        staging.multiple = true;
        staging.id = 'bench-staging';
        staging.hidden = true;
        document.body.append(staging);
      });
      await page.locator('#bench-staging').setInputFiles(files);
      await sleep(300); // the modal's group is made when it opens; the staging task is over
      const began = await page.evaluate(() => performance.now());
      await page.evaluate(() => {
        const staging = document.getElementById('bench-staging') as HTMLInputElement;
        const target = document.querySelector('dialog.upload-modal input[type="file"]') as HTMLInputElement;
        target.files = staging.files;
        staging.remove();
        target.dispatchEvent(new Event('input', { bubbles: true }));
        target.dispatchEvent(new Event('change', { bubbles: true }));
      });
      const readAt = () =>
        page.evaluate(
          (count) =>
            new Promise<number | false>((done) => {
              const request = indexedDB.open('shoal');
              request.onerror = () => done(false);
              request.onsuccess = () => {
                const db = request.result;
                if (!db.objectStoreNames.contains('uploads')) {
                  db.close();
                  done(false);
                  return;
                }
                const all = db.transaction('uploads').objectStore('uploads').getAll();
                all.onsuccess = () => {
                  db.close();
                  const read = (all.result as { name: string; tagsRead: boolean }[]).filter(
                    (row) => row.name.startsWith('bench-') && row.tagsRead,
                  );
                  done(read.length >= count ? performance.now() : false);
                };
                all.onerror = () => done(false);
              };
            }),
          FILES,
        );
      let ended: number | false = false;
      const deadline = Date.now() + 120_000;
      while (ended === false && Date.now() < deadline) {
        ended = await readAt();
        if (ended === false) await sleep(100);
      }
      if (ended === false) throw new Error(`the tags of ${FILES} files were not all read in 120 s`);
      const seconds = (ended - began) / 1000;
      perSecond.push(FILES / seconds);
      mbPerSecond.push(bytes / 1e6 / seconds);
      const tasks = await page.evaluate(
        ([from, to]) =>
          (window as unknown as { __bench: { longTasks: { start: number; duration: number }[] } }).__bench.longTasks
            .filter((task) => task.start + task.duration >= from! && task.start <= to!)
            .reduce((max, task) => Math.max(max, task.duration), 0),
        [began, ended],
      );
      longest.push(tasks);
    } finally {
      await context.close();
    }
  });
  const na = errors[0] ?? 'not measured';
  const note = `${FILES} files, ${(bytes / 1e6).toFixed(2)} MB, through the upload modal`;
  addRuns(section, 'tags read: files per second', 'files/s', perSecond, na, { note });
  addRuns(section, 'tags read: MB per second', 'MB/s', mbPerSecond, na);
  addRuns(section, 'longest main-thread task meanwhile (0: none over 50 ms)', 'ms', longest, na, {
    budget: budgets.longTask,
    check: 'max',
  });
}

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  mkdirSync(work, { recursive: true });
  let dist = join(work, 'dist');
  if (args['no-build']) {
    if (!existsSync(join(dist, 'index.html'))) dist = join(root, 'dist');
    log(`--no-build: using ${dist}`);
  } else {
    build(dist);
  }
  measureSize(dist);

  const pods: RunningPod[] = [];
  let browser: Browser | null = null;
  try {
    const [demo, synthetic] = await Promise.all([startPod('demo', dist, false), startPod('synthetic', dist, true)]);
    pods.push(demo!, synthetic!);
    add({ section: 'pod', name: 'RSS, demo pod at rest', unit: 'MB', value: rssMb(demo!.child.pid), na: 'no /proc' });
    add({
      section: 'pod',
      name: 'RSS, synthetic pod at rest',
      unit: 'MB',
      value: rssMb(synthetic!.child.pid),
      na: 'no /proc',
    });
    browser = await chromium.launch({
      executablePath: CHROME_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--autoplay-policy=no-user-gesture-required',
        '--enable-precise-memory-info',
      ],
    });
    const sections: [string, () => Promise<void>][] = [
      ['size', () => measureColdRequests(browser!, demo!.url, dist)],
      [
        'start',
        async () => {
          await measureStart(browser!, demo!.url);
          await measureStartTasks(browser!, demo!.url, { newContext, repeat, runs: RUNS, add });
        },
      ],
      [
        'cls',
        () => measureCls(browser!, demo!.url, { newContext, login, repeat, runs: QUICK ? 1 : Math.min(RUNS, 3), add }),
      ],
      [
        'queue',
        () =>
          measureQueue(browser!, demo!.url, {
            newContext,
            repeat: (label, count, fn) => repeat(label, count, fn, QUEUE_BUDGET_MS),
            runs: QUICK ? 1 : Math.min(RUNS, 3),
            limitMs: SCROLL_LIMIT_MS,
            add,
          }),
      ],
      [
        'lighthouse',
        () =>
          measureLighthouse(demo!.url, { repeat, runs: QUICK ? 1 : Math.min(RUNS, 3), add, chromePath: CHROME_PATH }),
      ],
      ['playback', () => measurePlayback(browser!, demo!.url)],
      ['parsing', () => measureParsing(browser!, demo!.url)],
      ['scale', () => measureScale(browser!, synthetic!.url)],
      ['pod', () => measurePod(synthetic!)],
    ];
    for (const [name, run] of sections) {
      if (args.only && !args.only.split(',').includes(name)) continue;
      log(`${name}…`);
      try {
        await run();
      } catch (error) {
        add({ section: name, name: 'section', unit: '', value: null, na: errorText(error) });
      }
    }
    add({
      section: 'pod',
      name: 'RSS, synthetic pod after the runs',
      unit: 'MB',
      value: rssMb(synthetic!.child.pid),
      na: 'no /proc',
    });
  } finally {
    await browser?.close();
    for (const pod of pods) pod.child.kill('SIGTERM');
  }

  const commit = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  const durationS = (Date.now() - startedAt) / 1000;
  const results = {
    date: new Date().toISOString(),
    commit,
    quick: QUICK,
    runs: RUNS,
    durationSeconds: Math.round(durationS),
    machine: {
      cores: cpus().length,
      cpu: cpus()[0]?.model ?? '',
      memoryGB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
      node: process.version,
    },
    build: relative(root, dist) || dist,
    figures,
  };
  const out = args.out ? resolve(args.out) : join(root, 'bench', 'results.json');
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(
    `\nShoal bench, ${results.date}, commit ${commit.slice(0, 10)}, ${results.machine.cores} cores, ${results.machine.memoryGB} GB${QUICK ? ', --quick' : ''}\n`,
  );
  console.log(formatTable(figures));
  console.log(`\n${durationS.toFixed(0)} s; figures in ${relative(root, out) || out}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
