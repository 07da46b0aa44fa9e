// One loop of work that only one tab runs at a time: the outbox's replay and the uploads' sends. A
// run is single-flight (asked for while running, it runs once more after), happens inside a Web Lock
// taken only if free (another tab holding it means "look again later"), and can be woken by a timer.

import { globalTimers, type Timers } from '../../timers';

export interface LockManagerLike {
  request<T>(name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

/** The browser's Web Locks, or null where there are none (Node, old browsers). */
function browserLocks(): LockManagerLike | null {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  return nav?.locks ?? null;
}

interface TabLoopOptions {
  lockName: string;
  /** The work of one run, inside the lock. */
  body: () => Promise<void>;
  /** undefined: the browser's; null: no lock (tests, or a browser without Web Locks). */
  locks?: LockManagerLike | null;
  timers?: Timers;
  /** When another tab holds the lock, look again after this long. */
  busyRetryMs: number;
  /** When a run threw, try again after this long. */
  failureRetryMs: number;
  onFailure: (error: unknown) => void;
  /** What a due timer does (default: a run). */
  wake?: () => void;
}

export class TabLoop {
  private readonly options: TabLoopOptions;
  private readonly timers: Timers;
  private current: Promise<void> | null = null;
  private again = false;
  private timer: unknown = null;
  private ended = false;

  constructor(options: TabLoopOptions) {
    this.options = options;
    this.timers = options.timers ?? globalTimers;
  }

  get stopped(): boolean {
    return this.ended;
  }

  /** The run under way, or null. */
  get running(): Promise<void> | null {
    return this.current;
  }

  run(): Promise<void> {
    if (this.current !== null) {
      this.again = true;
      return this.current;
    }
    this.current = (async () => {
      try {
        do {
          this.again = false;
          await this.withLock();
        } while (this.again && !this.ended);
      } catch (error) {
        this.options.onFailure(error);
        this.schedule(this.options.failureRetryMs);
      } finally {
        this.current = null;
      }
    })();
    return this.current;
  }

  /** Wakes the loop after `delay` (replacing a wake-up already set). */
  schedule(delay: number): void {
    if (this.ended) return;
    this.cancel();
    this.timer = this.timers.setTimeout(
      () => {
        this.timer = null;
        if (this.ended) return;
        if (this.options.wake) this.options.wake();
        else void this.run();
      },
      Math.max(0, delay),
    );
  }

  cancel(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  /** For good: no wake-up, no new run (one under way finishes its step). */
  stop(): void {
    this.ended = true;
    this.cancel();
  }

  /** Settles when no run is under way. */
  async idle(): Promise<void> {
    while (this.current !== null) await this.current;
  }

  private async withLock(): Promise<void> {
    const locks = this.options.locks === undefined ? browserLocks() : this.options.locks;
    if (locks === null) return this.options.body();
    await locks.request(this.options.lockName, { ifAvailable: true }, async (lock) => {
      if (lock === null) {
        this.schedule(this.options.busyRetryMs); // another tab runs it; look again later
        return;
      }
      await this.options.body();
    });
  }
}
