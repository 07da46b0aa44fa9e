// Test-only: a websocket client of the pod's `/api/v1/activity`, sending a Browser's cookies, that
// keeps every frame it receives and waits for the ones a test expects.

import WebSocket from 'ws';
import type { Browser } from './pod';

export interface LiveClient {
  socket: WebSocket;
  /** Every frame so far, parsed. */
  frames: Array<Record<string, unknown>>;
  /** The first frame (already received or coming) that matches, else a rejection after `ms`. */
  next(match: (frame: Record<string, unknown>) => boolean, ms?: number): Promise<Record<string, unknown>>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  close(): void;
}

const cookieHeader = (browser: Browser) => [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

export function activityUrl(base: string): string {
  return `${base.replace(/^http/, 'ws').replace(/\/$/, '')}/api/v1/activity`;
}

/** Opens the socket as `browser` (its cookies); resolves once open, rejects with the refusal's status. */
export function connectLive(base: string, browser: Browser | null, path = '/api/v1/activity'): Promise<LiveClient> {
  const url = `${base.replace(/^http/, 'ws').replace(/\/$/, '')}${path}`;
  const socket = new WebSocket(url, browser ? { headers: { cookie: cookieHeader(browser) } } : {});
  const frames: Array<Record<string, unknown>> = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data, isBinary) => {
    if (!isBinary) frames.push(JSON.parse(data.toString()) as Record<string, unknown>);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const client: LiveClient = {
    socket,
    frames,
    closed,
    close: () => socket.close(),
    next(match, ms = 2000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`No matching frame within ${ms} ms; got ${JSON.stringify(frames.map((frame) => frame.type))}`),
          );
        }, ms);
        waiters.add(check);
        check();
      });
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_request, response) => {
      reject(Object.assign(new Error(`refused: ${response.statusCode}`), { status: response.statusCode }));
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

/** Waits a little, for frames that must NOT arrive. */
export const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));
