// Issue 17: the 10,000-entry queue scrolls without a frame over 50 ms. The queue is written straight
// into the app's IndexedDB (the player's two rows, as src/db/player.ts stores them) before the queue
// screen loads, so the section does not wait for a 10,000-favorite sync the way `scale` does. The
// document is then scrolled from top to bottom, a step of 0.8 viewport each animation frame, and two
// things are counted: animation frames over 50 ms apart (requestAnimationFrame deltas) and Chromium's
// long animation frames (PerformanceObserver `long-animation-frame`) over 50 ms.

import type { Browser, BrowserContext, Page } from '@playwright/test';
import { summarize, type Budget, type Figure } from './stats';
import { startScrollTrace } from './queue-trace';

const QUEUE_LENGTH = 10_000;
const NO_FRAME_OVER: Budget = { op: '<=', limit: 0, text: '0 in every run' };
const LONGEST: Budget = { op: '<=', limit: 50, text: '≤ 50 ms' };

/** The stored player rows' version (PLAYER_STATE_VERSION in src/db/player.ts). */
const PLAYER_STATE_VERSION = 2;

interface QueueHelpers {
  newContext(browser: Browser, viewport: { width: number; height: number }): Promise<BrowserContext>;
  repeat(label: string, count: number, fn: (index: number) => Promise<void>): Promise<string[]>;
  runs: number;
  /** A scroll that has not reached the bottom after this long stops (an unwindowed list takes seconds a frame). */
  limitMs: number;
  add(figure: Figure): void;
}

interface ApiTrack {
  id: number;
  title: string;
  artist?: { id: number; name: string } | null;
  artist_credit?: { artist: { id: number }; credit: string; joinphrase: string }[];
  album?: { id: number; title: string } | null;
  position?: number | null;
  uploads?: { uuid: string; listen_url: string; mimetype: string; bitrate?: number | null; duration?: number | null }[];
}

/** A queue track (src/player/types.ts QueueTrack) from a pod's v1 track. */
function queueTrack(track: ApiTrack, title: string) {
  const credit = track.artist_credit?.length
    ? track.artist_credit.map((entry) => ({
        artistId: entry.artist.id,
        credit: entry.credit,
        joinphrase: entry.joinphrase,
      }))
    : [{ artistId: track.artist?.id ?? 1, credit: track.artist?.name ?? 'Artist', joinphrase: '' }];
  const sources = (track.uploads ?? []).map((upload) => ({
    uuid: upload.uuid,
    listenUrl: upload.listen_url,
    mimetype: upload.mimetype,
    bitrate: upload.bitrate ?? null,
    duration: upload.duration ?? null,
  }));
  return {
    id: track.id,
    title,
    artistCredit: credit,
    albumTitle: track.album?.title ?? null,
    albumId: track.album?.id ?? -1,
    position: track.position ?? null,
    artistId: credit[0]!.artistId,
    coverUrl: null,
    sources,
    duration: sources[0]?.duration ?? null,
  };
}

/** The demo pod's tracks again and again, each titled by its place (as tests/e2e/191-virtual-lists does). */
async function buildQueue(url: string): Promise<ReturnType<typeof queueTrack>[]> {
  const answer = (await (await fetch(`${url}/api/v1/tracks/?page_size=50`)).json()) as { results: ApiTrack[] };
  const tracks = answer.results.filter((track) => (track.uploads ?? []).length > 0);
  if (tracks.length === 0) throw new Error('the pod lists no playable track');
  return Array.from({ length: QUEUE_LENGTH }, (_, index) => {
    const track = tracks[index % tracks.length]!;
    return queueTrack(track, `Entry ${index + 1}: ${track.title}`);
  });
}

/** Writes the player's two rows in the app's database (created by the app's first load). */
async function seedQueue(page: Page, queue: unknown[], version: number): Promise<void> {
  const written = await page.evaluate(
    ([queue, version]) =>
      new Promise<string>((done) => {
        const request = indexedDB.open('shoal');
        request.onerror = () => done(`cannot open the database: ${request.error?.message}`);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('player')) {
            db.close();
            return done('no player store');
          }
          const savedAt = Date.now();
          const transaction = db.transaction('player', 'readwrite');
          const store = transaction.objectStore('player');
          const order = (queue as unknown[]).map((_, index) => index);
          store.put({ id: 'queue', version, state: { queue, order }, savedAt });
          store.put({
            id: 'current',
            version,
            state: {
              index: 0,
              shuffle: false,
              looping: 'none',
              volume: 1,
              muted: false,
              position: 0,
              radio: { current: null, session: null, running: false },
            },
            savedAt,
          });
          transaction.oncomplete = () => {
            db.close();
            done('');
          };
          transaction.onerror = () => done(`write failed: ${transaction.error?.message}`);
        };
      }),
    [queue, version] as const,
  );
  if (written) throw new Error(written);
}

/** The app's database at the version that has the player's store (Dexie's native version is ten times its own). */
const PLAYER_STORE_SINCE = 30;

/**
 * Seeds the queue once the app has made its database. The name is listed as soon as the app's first
 * open begins, before its upgrade has made the stores ("no player store" now and then): the version
 * is awaited too, and a seed that still finds no store is tried again.
 */
async function seedWhenReady(page: Page, queue: unknown[]): Promise<void> {
  await page.waitForFunction(
    (since) =>
      indexedDB.databases().then((list) => list.some((db) => db.name === 'shoal' && (db.version ?? 0) >= since)),
    PLAYER_STORE_SINCE,
    { timeout: 20_000, polling: 100 },
  );
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      return await seedQueue(page, queue, PLAYER_STATE_VERSION);
    } catch (error) {
      if (!(error instanceof Error && error.message === 'no player store') || Date.now() > deadline) throw error;
      await page.waitForTimeout(250);
    }
  }
}

interface ScrollResult {
  frames: number[];
  longFrames: number[];
  /** The longest animation frame's own work: its scripts, and its style and layout. */
  worst: { duration: number; script: number; layout: number } | null;
  reached: boolean;
  rowsMax: number;
}

/** Scrolls the document from top to bottom, a step each animation frame. Runs in the page. */
async function scrollThrough(limitMs: number): Promise<ScrollResult> {
  const scroller = document.scrollingElement ?? document.documentElement;
  const list = document.querySelector('ol.queue-list')!;
  window.scrollTo(0, 0);
  await new Promise((done) => setTimeout(done, 500));
  const longFrames: number[] = [];
  let worst: ScrollResult['worst'] = null;
  let observer: PerformanceObserver | null = null;
  try {
    observer = new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries()) {
        longFrames.push(entry.duration);
        if (worst !== null && worst.duration >= entry.duration) continue;
        // PerformanceLongAnimationFrameTiming (not in TypeScript's DOM types yet)
        const frame = entry as PerformanceEntry & {
          styleAndLayoutStart: number;
          scripts: { duration: number; forcedStyleAndLayoutDuration: number }[];
        };
        const script = frame.scripts.reduce((sum, item) => sum + item.duration, 0);
        const forced = frame.scripts.reduce((sum, item) => sum + item.forcedStyleAndLayoutDuration, 0);
        const layout = frame.styleAndLayoutStart > 0 ? frame.startTime + frame.duration - frame.styleAndLayoutStart : 0;
        worst = { duration: frame.duration, script: script - forced, layout: layout + forced };
      }
    });
    observer.observe({ type: 'long-animation-frame' });
  } catch {
    // no long-animation-frame timing in this browser: the rAF deltas remain
  }
  const frames: number[] = [];
  let rowsMax = 0;
  const step = Math.max(200, window.innerHeight * 0.8);
  const deadline = performance.now() + limitMs;
  let last = await new Promise<number>((done) => requestAnimationFrame(done));
  while (scroller.scrollTop + window.innerHeight < scroller.scrollHeight - 2 && performance.now() < deadline) {
    window.scrollBy(0, step);
    const now = await new Promise<number>((done) => requestAnimationFrame(done));
    frames.push(now - last);
    last = now;
    rowsMax = Math.max(rowsMax, list.childElementCount);
  }
  // Long animation frames are reported after they end.
  await new Promise((done) => setTimeout(done, 200));
  observer?.disconnect();
  return {
    frames,
    longFrames: longFrames.filter((duration) => duration > 50),
    worst,
    reached: scroller.scrollTop + window.innerHeight >= scroller.scrollHeight - 2,
    rowsMax,
  };
}

const VIEWPORTS = [
  { name: 'desktop 1280x800', width: 1280, height: 800 },
  { name: 'phone 390x844', width: 390, height: 844 },
];

export async function measureQueue(browser: Browser, url: string, helpers: QueueHelpers): Promise<void> {
  const section = 'queue';
  const queue = await buildQueue(url);
  for (const viewport of VIEWPORTS) {
    const s = {
      open: [] as number[],
      frames: [] as number[],
      over50: [] as number[],
      longest: [] as number[],
      loaf: [] as number[],
      worstScript: [] as number[],
      worstLayout: [] as number[],
      rows: [] as number[],
    };
    const notes = new Set<string>();
    const errors = await helpers.repeat(`queue ${viewport.name}`, helpers.runs, async () => {
      const context = await helpers.newContext(browser, viewport);
      try {
        const page = await context.newPage();
        await page.goto(`${url}/`);
        await seedWhenReady(page, queue);
        const began = Date.now();
        await page.goto(`${url}/queue`);
        await page.waitForSelector('ol.queue-list > li', { timeout: 30_000 });
        s.open.push(Date.now() - began);
        const count = await page.locator('ol.queue-list > li').first().getAttribute('aria-setsize');
        if (Number(count) !== QUEUE_LENGTH) throw new Error(`the queue shows ${count} entries, not ${QUEUE_LENGTH}`);
        // lead30: a user with a 10,000-entry queue has the app installed; a fresh context installs its
        // service worker (the precache of every asset) once the page has settled, which ran during the
        // scroll. The scroll waits for it, as it would have finished long before on a real device.
        await page.evaluate(() =>
          Promise.race([
            navigator.serviceWorker.ready.then(() => undefined),
            new Promise<never>((_, fail) =>
              setTimeout(() => fail(new Error('no active service worker after 30 s')), 30_000),
            ),
          ]),
        );
        await page.waitForTimeout(1000); // the player engine's chunk and the first idle work
        // lead30: QUEUE_DEBUG=1 prints each scroll's long frames and where the threads spent their time
        // (a trace); QUEUE_DEBUG=profile also writes the main thread's CPU profile to /tmp.
        const trace = process.env.QUEUE_DEBUG ? await startScrollTrace(context, page) : null;
        const result = await page.evaluate(scrollThrough, helpers.limitMs);
        if (trace) await trace.report(viewport.name, result.frames);
        if (!result.reached) notes.add(`stopped after ${helpers.limitMs / 1000} s, before the bottom`);
        s.frames.push(result.frames.length);
        s.over50.push(result.frames.filter((frame) => frame > 50).length);
        s.longest.push(Math.max(0, ...result.frames));
        s.loaf.push(result.longFrames.length);
        s.worstScript.push(result.worst?.script ?? 0);
        s.worstLayout.push(result.worst?.layout ?? 0);
        s.rows.push(result.rowsMax);
      } finally {
        await context.close();
      }
    });
    const na = errors[0] ?? 'not measured';
    const figure = (name: string, unit: string, samples: number[], extra: Partial<Figure> = {}) => {
      const value = summarize(samples);
      helpers.add({
        section,
        name: `${name}, ${viewport.name}`,
        unit,
        value,
        ...(value === null ? { na } : {}),
        ...extra,
      });
    };
    figure('10,000-entry queue: first row after load', 'ms', s.open);
    figure('queue scroll top→bottom: frames', '', s.frames, notes.size ? { note: [...notes].join('; ') } : {});
    figure('queue scroll: most rows in the DOM', '', s.rows);
    figure('queue scroll: longest frame (rAF delta)', 'ms', s.longest, { budget: LONGEST, check: 'max' });
    figure('queue scroll: frames over 50 ms (rAF deltas)', '', s.over50, { budget: NO_FRAME_OVER, check: 'max' });
    figure('queue scroll: long animation frames over 50 ms', '', s.loaf, { budget: NO_FRAME_OVER, check: 'max' });
    // The page's own work in its worst frame; the rest of that frame's time is the machine's other load.
    figure('queue scroll: longest animation frame, its scripts', 'ms', s.worstScript);
    figure('queue scroll: longest animation frame, its style, layout and paint', 'ms', s.worstLayout);
  }
}
