// lead30: where a queue scroll's frames go, for `QUEUE_DEBUG=1 npm run bench -- --only queue` (not part
// of the figures). A Chromium trace of the scroll: the busy time of each thread, the main thread's
// time by kind of work, and the frames over two vsyncs by their place in the scroll. With
// QUEUE_DEBUG=profile, the main thread's CPU profile is also written to /tmp (map it with the build's
// source maps).

import { writeFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  /** The thread's CPU time (what the machine's other load does not stretch). */
  tdur?: number;
  args?: { name?: string };
}

const MAIN_KINDS = [
  'EventDispatch',
  'FireAnimationFrame',
  'FunctionCall',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'MajorGC',
];

export async function startScrollTrace(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (event: { value: object[] }) => events.push(...(event.value as TraceEvent[])));
  const complete = new Promise<void>((done) => cdp.on('Tracing.tracingComplete', () => done()));
  const profile = process.env.QUEUE_DEBUG === 'profile';
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel',
    transferMode: 'ReportEvents',
  });
  return {
    async report(viewport: string, frames: number[]): Promise<void> {
      if (profile) {
        const { profile: cpu } = await cdp.send('Profiler.stop');
        const file = `/tmp/queue-profile-${Date.now()}.json`;
        writeFileSync(file, JSON.stringify(cpu));
        console.log(`[queue debug] ${viewport}: CPU profile in ${file}`);
      }
      await cdp.send('Tracing.end');
      await complete;
      const threads = new Map<string, string>();
      for (const event of events)
        if (event.name === 'thread_name') threads.set(`${event.pid}:${event.tid}`, event.args?.name ?? '');
      const threadOf = (event: TraceEvent) => threads.get(`${event.pid}:${event.tid}`) ?? `${event.pid}:${event.tid}`;
      const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
      const busy = new Map<string, number>();
      const main = new Map<string, number>();
      const mainCpu = new Map<string, number>();
      for (const event of events) {
        if (event.ph !== 'X' || event.dur === undefined) continue;
        // Top-level tasks only (RunTask nests inside ThreadControllerImpl::RunTask on some threads).
        if (event.name === 'ThreadControllerImpl::RunTask' || event.name === 'TaskGraphRunner::RunTask')
          add(busy, threadOf(event), event.dur / 1000);
        if (threadOf(event) === 'CrRendererMain' && MAIN_KINDS.includes(event.name)) {
          add(main, event.name, event.dur / 1000);
          add(mainCpu, event.name, (event.tdur ?? 0) / 1000);
        }
        if (threadOf(event) === 'CrRendererMain' && event.name === 'ThreadControllerImpl::RunTask')
          add(mainCpu, 'all tasks', (event.tdur ?? 0) / 1000);
      }
      const perFrame = (ms: number) => (ms / Math.max(1, frames.length)).toFixed(1);
      const list = (map: Map<string, number>) =>
        [...map]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 10)
          .map(([key, ms]) => `${key} ${perFrame(ms)}`)
          .join(', ');
      console.log(`[queue debug] ${viewport}, ${frames.length} frames; busy ms per frame by thread: ${list(busy)}`);
      console.log(`[queue debug] ${viewport}; main thread ms per frame by kind (nested kinds overlap): ${list(main)}`);
      console.log(`[queue debug] ${viewport}; main thread CPU ms per frame by kind: ${list(mainCpu)}`);
      const sizes = await page.evaluate(() => {
        const list = document.querySelector('ol.queue-list');
        const row = list?.querySelector(':scope > li');
        return `list ${list?.getBoundingClientRect().height} px, a row ${row?.getBoundingClientRect().height} px, ${list?.childElementCount} rows in the DOM`;
      });
      console.log(`[queue debug] ${viewport}; ${sizes}`);
      const long = frames.flatMap((ms, index) => (ms > 34 ? [`#${index} ${ms.toFixed(1)} ms`] : []));
      console.log(`[queue debug] ${viewport}; frames over two vsyncs: ${long.join(', ') || 'none'}`);
    },
  };
}
