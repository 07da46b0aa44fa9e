// fetch21: waiting for a fetch. The pod works in the background; the client asks every second, 15
// times at most (issue 21), then stops and says the pod will finish later.

import type { ApiError } from '../core/errors';
import type { HttpClient } from '../core/http';
import { getFetch } from './api';
import type { Fetch } from './model';

export const FETCH_POLL_MS = 1000;
export const FETCH_POLL_MAX = 15;

export type PollResult =
  | { kind: 'settled'; fetch: Fetch }
  /** Still pending after the last poll: the pod will finish later. */
  | { kind: 'gave-up'; fetch: Fetch }
  | { kind: 'failed'; fetch: Fetch; error: ApiError };

export interface PollOptions {
  intervalMs?: number;
  maxPolls?: number;
  signal?: AbortSignal;
  /** Each answer, with how many polls were made. */
  onUpdate?: (fetch: Fetch, polls: number) => void;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Polls `first` until it is no longer pending, or the polls run out, or a poll fails. */
export async function pollFetch(client: HttpClient, first: Fetch, options: PollOptions = {}): Promise<PollResult> {
  const { intervalMs = FETCH_POLL_MS, maxPolls = FETCH_POLL_MAX, signal, onUpdate } = options;
  let current = first;
  for (let polls = 1; polls <= maxPolls && current.status === 'pending'; polls += 1) {
    await sleep(intervalMs, signal);
    if (signal?.aborted) break;
    const result = await getFetch(client, current.id, { signal });
    if (!result.ok) return { kind: 'failed', fetch: current, error: result.error };
    current = result.data;
    onUpdate?.(current, polls);
  }
  return current.status === 'pending' ? { kind: 'gave-up', fetch: current } : { kind: 'settled', fetch: current };
}
