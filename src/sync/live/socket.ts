// The activity websocket of spec 01 section 4: one small class with named states, exported backoff
// constants and an injected transport (browsers give WebSocket; Node tests pass the ws package's).
// It connects to the URL it is given, reconnects by itself with a capped exponential backoff after
// any close it did not ask for, and starts over at once when the URL changes.

import { logger } from '../../logger';
import { globalTimers, type Timers } from '../../timers';

export type SocketState = 'idle' | 'connecting' | 'open' | 'waiting' | 'closed';

/** First wait after a lost connection; doubled at each failed try, up to the cap. */
export const RECONNECT_INITIAL_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

export interface TransportHandlers {
  open(): void;
  message(data: unknown): void;
  /** Every close, whether a refused handshake, a lost network or the server's. */
  close(code: number): void;
}

interface Transport {
  close(): void;
}

/** Opens a connection to `url`, reporting through `handlers`. */
export type TransportFactory = (url: string, handlers: TransportHandlers) => Transport;

/** The browser's WebSocket as a transport. */
export const browserTransport: TransportFactory = (url, handlers) => {
  const socket = new WebSocket(url);
  socket.onopen = () => handlers.open();
  socket.onmessage = (event: MessageEvent) => handlers.message(event.data);
  socket.onclose = (event: CloseEvent) => handlers.close(event.code);
  return { close: () => socket.close() };
};

/** `https://pod/` → `wss://pod/api/v1/activity` (the websocket has no v2 path and no slash). */
export function activityUrl(instanceUrl: string): string | null {
  try {
    const url = new URL('api/v1/activity', instanceUrl.endsWith('/') ? instanceUrl : `${instanceUrl}/`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    return url.toString();
  } catch {
    return null;
  }
}

export function reconnectDelay(failures: number): number {
  return Math.min(RECONNECT_MAX_MS, RECONNECT_INITIAL_MS * 2 ** Math.max(0, failures));
}

interface ActivitySocketOptions {
  transport: TransportFactory;
  onMessage: (data: unknown) => void;
  /** Each time a connection opens (the first and every reconnection): missed events may need a re-read. */
  onOpen?: () => void;
  onStateChange?: (state: SocketState) => void;
  clock?: Timers;
}

export class ActivitySocket {
  private current: SocketState = 'idle';
  private url: string | null = null;
  private transport: Transport | null = null;
  /** Tries since the last successful open. */
  private failures = 0;
  private timer: unknown = null;
  /** Bumped at each new connection, so the handlers of an old one are ignored. */
  private generation = 0;
  private readonly clock: Timers;

  constructor(private readonly options: ActivitySocketOptions) {
    this.clock = options.clock ?? globalTimers;
  }

  get state(): SocketState {
    return this.current;
  }

  /** Connects to `url`, or closes with null; a different URL than the current one starts over at once. */
  setUrl(url: string | null): void {
    if (url === this.url && this.current !== 'closed') return;
    this.url = url;
    this.teardown();
    this.failures = 0;
    if (url === null) this.setState('idle');
    else this.connect();
  }

  /** Closes for good: no reconnection until setUrl is called again. */
  stop(): void {
    this.url = null;
    this.teardown();
    this.setState('closed');
  }

  private setState(state: SocketState): void {
    if (state === this.current) return;
    this.current = state;
    this.options.onStateChange?.(state);
  }

  private teardown(): void {
    this.generation++;
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    const transport = this.transport;
    this.transport = null;
    if (transport) {
      try {
        transport.close();
      } catch (error) {
        logger.debug('Activity socket: closing failed', error);
      }
    }
  }

  private connect(): void {
    const url = this.url;
    if (url === null) return;
    const generation = ++this.generation;
    const mine = () => generation === this.generation;
    this.setState('connecting');
    try {
      this.transport = this.options.transport(url, {
        open: () => {
          if (!mine()) return;
          this.failures = 0;
          this.setState('open');
          this.options.onOpen?.();
        },
        message: (data) => {
          if (mine()) this.options.onMessage(data);
        },
        close: (code) => {
          if (!mine()) return;
          logger.info(`Activity socket closed (${code}); reconnecting`);
          this.transport = null;
          this.scheduleReconnect();
        },
      });
    } catch (error) {
      logger.warn('Activity socket: could not connect', error);
      this.transport = null;
      this.scheduleReconnect();
    }
  }

  private scheduleReconnect(): void {
    this.generation++;
    const delay = reconnectDelay(this.failures++);
    this.setState('waiting');
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      this.connect();
    }, delay);
  }
}
