// Work that waits until the first screen is shown and the browser is idle (issue 17): the lazy chunks
// of downloads, the uploader and workbox-window are not requested during the first render. A screen
// that needs one of them earlier asks for it with `startNow`.

type Task = () => Promise<void> | void;

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
