// lead30 (issue 17): the anonymous home's cold start as Lighthouse's mobile run weighs its main thread,
// but from the tasks' CPU time rather than their wall time. Lighthouse's total blocking time counts, for
// each task, what it would last beyond 50 ms on a 4x slower CPU; on this shared machine the wall time of
// a task doubles when other processes take the cores, so the same build scored 75 to 91. The thread's
// own CPU time (the trace's `tdur`) moves much less with the load: the figure to compare two builds by.

import type { Browser, BrowserContext } from '@playwright/test';
import { summarize, type Figure } from './stats';

interface MainThreadHelpers {
  newContext(browser: Browser, viewport: { width: number; height: number }): Promise<BrowserContext>;
  repeat(label: string, count: number, fn: (index: number) => Promise<void>): Promise<string[]>;
  runs: number;
  add(figure: Figure): void;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** Lighthouse's mobile CPU slowdown, and the length from which a task blocks. */
const CPU_SLOWDOWN = 4;
const BLOCKING_MS = 50;
/** The anonymous home's first album covers (its largest paint), as the page asks for them. */
const COVER = /\/media\/.*\.(?:jpe?g|png|webp)$/;

export interface StartTasks {
  /** Σ max(0, 4 × task CPU − 50 ms) over the renderer's main-thread tasks. */
  blocking: number;
  longest: number;
  /** Main-thread CPU time of all tasks over 1 ms. */
  total: number;
}

/** The tasks of the page's main thread (the renderer thread that ran script) in a trace. */
export function startTasks(events: TraceEvent[]): StartTasks {
  const runsScript = new Set(events.filter((event) => event.name === 'FunctionCall').map((e) => `${e.pid}:${e.tid}`));
  const main = events.find(
    (event) =>
      event.name === 'thread_name' &&
      event.args?.name === 'CrRendererMain' &&
      runsScript.has(`${event.pid}:${event.tid}`),
  );
  if (!main) throw new Error('the trace has no renderer main thread that ran script');
  const cpu = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.name === 'RunTask')
    .map((event) => (event.tdur ?? event.dur ?? 0) / 1000)
    .filter((ms) => ms > 1);
  return {
    blocking: cpu.reduce((sum, ms) => sum + Math.max(0, ms * CPU_SLOWDOWN - BLOCKING_MS), 0),
    longest: Math.max(0, ...cpu),
    total: cpu.reduce((sum, ms) => sum + ms, 0),
  };
}

export async function measureStartTasks(browser: Browser, url: string, helpers: MainThreadHelpers): Promise<void> {
  const s = { blocking: [] as number[], longest: [] as number[], total: [] as number[] };
  const errors = await helpers.repeat('start tasks', helpers.runs, async () => {
    const context = await helpers.newContext(browser, { width: 412, height: 823 });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', (event: { value: object[] }) => events.push(...(event.value as TraceEvent[])));
      const complete = new Promise<void>((done) => cdp.on('Tracing.tracingComplete', () => done()));
      await cdp.send('Tracing.start', {
        categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
        transferMode: 'ReportEvents',
      });
      // Waited for from outside the page: a selector would run Playwright's own script in the page's
      // main thread (a task of 15 ms of its own).
      const cover = page.waitForResponse((response) => COVER.test(new URL(response.url()).pathname), {
        timeout: 30_000,
      });
      await page.goto(`${url}/`);
      await cover;
      // What follows the largest paint until the page is quiet counts too (Lighthouse counts up to
      // the time to interactive): the deferred chunks come once the queries have settled for a second.
      await page.waitForTimeout(3000);
      await cdp.send('Tracing.end');
      await complete;
      const tasks = startTasks(events);
      s.blocking.push(tasks.blocking);
      s.longest.push(tasks.longest);
      s.total.push(tasks.total);
    } finally {
      await context.close();
    }
  });
  const na = errors[0] ?? 'not measured';
  const figure = (name: string, samples: number[]) => {
    const value = summarize(samples);
    helpers.add({ section: 'start', name, unit: 'ms', value, ...(value === null ? { na } : {}) });
  };
  figure('anonymous home, cold: blocking time at 4x CPU, from task CPU time', s.blocking);
  figure('anonymous home, cold: longest main-thread task, CPU time', s.longest);
  figure('anonymous home, cold: main-thread CPU time, to 3 s after the first cover', s.total);
}
