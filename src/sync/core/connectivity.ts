// Whether the pod can be reached (issue 4): judged from real requests, not only navigator.onLine. A
// request that gets no answer (or a gateway's 502/503/504) starts a grace period; only if a probe of
// the pod still fails after it does Shoal count as offline, so a drop of a few seconds does not flip
// the app. While offline, the pod is probed with a growing delay, and at once when the browser says
// it is back online; the first answer flips it back. Any answer from any request counts as online.

import { globalTimers, type Timers } from '../../timers';

export type Reachability = 'online' | 'offline';

/** A failure is confirmed after this long without an answer (a short drop stays "online"). */
export const OFFLINE_GRACE_MS = 4000;
/** Probes while offline: from this delay, doubling, up to the cap. */
export const PROBE_MIN_MS = 2000;
export const PROBE_MAX_MS = 30_000;

type EventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

interface ConnectivityOptions {
  /** Asks the pod for something cheap; true when it answered at all. */
  probe: () => Promise<boolean>;
  timers?: Timers;
  /** Where `online`/`offline` events come from (the window); null for none. */
  events?: EventSource | null;
  /** The browser's own word (`navigator.onLine`): false means no network at all. */
  browserOnline?: () => boolean;
}

export class Connectivity {
  private state: Reachability = 'online';
  private readonly listeners = new Set<(state: Reachability) => void>();
  private readonly timers: Timers;
  private readonly events: EventSource | null;
  private timer: unknown = null;
  private probeDelay = PROBE_MIN_MS;
  private probing = false;
  private readonly probe: () => Promise<boolean>;
  private readonly onBrowserOnline = () => this.check(0);
  // The browser knows when it has no network at all: offline shows at once, and a probe confirms
  // (a pod on this very machine may still answer). "Online" from the browser proves nothing.
  private readonly onBrowserOffline = () => {
    this.set('offline');
    this.check(0);
  };

  constructor(options: ConnectivityOptions) {
    this.probe = options.probe;
    this.timers = options.timers ?? globalTimers;
    this.events = options.events === undefined ? defaultEvents() : options.events;
    this.events?.addEventListener('online', this.onBrowserOnline);
    this.events?.addEventListener('offline', this.onBrowserOffline);
    // A start with no network (a cold start offline) is offline from the first render, not after a
    // request has failed and the grace period has passed.
    if ((options.browserOnline ?? defaultBrowserOnline)() === false) this.onBrowserOffline();
  }

  get current(): Reachability {
    return this.state;
  }

  subscribe(listener: (state: Reachability) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The HTTP client reports each request: `true` for an answer, `false` for none (or a gateway error). */
  report(answered: boolean): void {
    if (answered) {
      this.cancel();
      this.set('online');
    } else if (this.state === 'online' && this.timer === null) {
      this.check(OFFLINE_GRACE_MS);
    }
  }

  /** Probes now (or after `delay`), unless a probe is already due sooner. */
  check(delay = 0): void {
    this.cancel();
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      void this.runProbe();
    }, delay);
  }

  stop(): void {
    this.cancel();
    this.events?.removeEventListener('online', this.onBrowserOnline);
    this.events?.removeEventListener('offline', this.onBrowserOffline);
    this.listeners.clear();
  }

  private async runProbe(): Promise<void> {
    if (this.probing) return;
    this.probing = true;
    let answered = false;
    try {
      answered = await this.probe();
    } catch {
      answered = false;
    } finally {
      this.probing = false;
    }
    if (answered) {
      this.cancel();
      this.set('online');
      return;
    }
    this.set('offline');
    this.check(this.probeDelay);
    this.probeDelay = Math.min(this.probeDelay * 2, PROBE_MAX_MS);
  }

  private cancel(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private set(state: Reachability): void {
    if (state === 'online') this.probeDelay = PROBE_MIN_MS;
    if (state === this.state) return;
    this.state = state;
    for (const listener of this.listeners) listener(state);
  }
}

function defaultBrowserOnline(): boolean {
  const navigatorLike = (globalThis as { navigator?: { onLine?: unknown } }).navigator;
  return typeof navigatorLike?.onLine === 'boolean' ? navigatorLike.onLine : true;
}

function defaultEvents(): EventSource | null {
  const target = globalThis as Partial<EventSource>;
  return typeof target.addEventListener === 'function' ? (globalThis as unknown as EventSource) : null;
}
