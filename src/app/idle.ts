// Work that waits until the first screen is shown and the browser is idle (issue 17): the lazy chunks
// of downloads, the uploader and workbox-window are not requested during the first render. A screen
// that needs one of them earlier asks for it with `startNow`.

import type { QueryClient } from '@tanstack/react-query';

type Task = () => Promise<void> | void;

/** The longest a settled-start task waits for the page's queries before it runs anyway. */
const SETTLE_LIMIT_MS = 10_000;
/** How long no query may fetch before the page counts as settled. */
const QUIET_MS = 1000;

const tasks = new Map<string, { task: Task; run: Promise<void> | null }>();

function start(name: string): Promise<void> {
  const entry = tasks.get(name);
  if (!entry) return Promise.resolve();
  entry.run ??= Promise.resolve().then(entry.task);
  return entry.run;
}

const whenIdle: (callback: () => void) => void =
  typeof requestIdleCallback === 'function'
    ? (callback) => requestIdleCallback(callback, { timeout: 3000 })
    : (callback) => setTimeout(callback, 200);

/** Runs `task` once the browser is idle (at most 3 s from now), unless a screen asked for it before. */
export function runWhenIdle(name: string, task: Task): void {
  tasks.set(name, { task, run: null });
  whenIdle(() => void start(name));
}

/** Runs the idle task `name` now if it has not run yet; settles when it has (at once for an unknown name). */
export function startNow(name: string): Promise<void> {
  return start(name);
}

/**
 * Settles once the page's `load` has fired and no query has fetched for `QUIET_MS` (a screen's chunk
 * loading between two queries is not the end), or after `SETTLE_LIMIT_MS` whatever the queries do.
 */
function whenSettled(queryClient: QueryClient): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((done) => window.addEventListener('load', () => done(), { once: true }));
  return new Promise<void>((done) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    let stop = () => undefined as void;
    const settle = () => {
      clearTimeout(quiet);
      clearTimeout(limit);
      stop();
      done();
    };
    const limit = setTimeout(settle, SETTLE_LIMIT_MS);
    const check = () => {
      clearTimeout(quiet);
      if (queryClient.isFetching() === 0) quiet = setTimeout(settle, QUIET_MS);
    };
    void loaded.then(() => {
      stop = queryClient.getQueryCache().subscribe(check);
      check();
    });
  });
}

/**
 * Like `runWhenIdle`, but only once the first screen's data has come (issue 17: workbox-window is not
 * among the requests before the library home shows): after `load`, once no query has fetched for a
 * second (at most 10 s from the start), then when the browser is idle.
 */
export function runWhenSettled(name: string, task: Task, queryClient: QueryClient): void {
  tasks.set(name, { task, run: null });
  void whenSettled(queryClient).then(() => whenIdle(() => void start(name)));
}

/**
 * Ends the current task and goes on in a new one (lead30, issue 17: the start's long tasks are cut where
 * one step hands over to the next, so that a slow phone stays responsive to a tap meanwhile).
 * `scheduler.yield` where the browser has it (the rest goes before other queued tasks), a macrotask elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((done) => setTimeout(done, 0));
}
