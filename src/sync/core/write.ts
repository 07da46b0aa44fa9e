// The contract of a write sent to the pod (the outbox's, and any concept's sender it calls): what came
// of it, and what a sender is given. Here, in core, so that a concept's sender and the outbox engine do
// not import each other.

import type { MirrorKind, MirrorRow, MirrorValues } from '../../db/mirror';
import type { OutboxOp, OutboxRow } from '../../db/outbox';
import type { ApiError } from './errors';
import type { HttpClient } from './http';

export type MirrorValue = MirrorValues[MirrorKind];

export type SendOutcome =
  /** The pod holds what the write asked for; `server` is its value now (null: absent). */
  | { type: 'done'; server: MirrorValue | null }
  /** The pod refused for good (4xx): roll back (to `server` when the pod was asked what it holds) and drop. */
  | { type: 'refused'; error: ApiError; server?: MirrorValue | null }
  /** No answer, a server error or a rate limit: keep and send again later. */
  | { type: 'retry'; error: ApiError; retryAfterMs: number | null }
  /** 401: nobody is signed in any more; keep the write for when they are back. */
  | { type: 'halt'; error: ApiError };

/** How a failed send is handled: 401 halts, no answer / 5xx / 408 / 429 retry, any other 4xx is final. */
export function failureOutcome(error: ApiError): SendOutcome {
  if (error.kind === 'unauthenticated') return { type: 'halt', error };
  if (error.kind === 'rate-limited') {
    const rate = error.rateLimit;
    const seconds = rate?.resetSeconds ?? rate?.duration ?? null;
    return { type: 'retry', error, retryAfterMs: seconds !== null ? Math.max(1, seconds) * 1000 : null };
  }
  if (error.kind === 'network' || error.kind === 'aborted' || error.kind === 'server-error')
    return { type: 'retry', error, retryAfterMs: null };
  const status = error.status ?? 0;
  if (status === 408 || status >= 500) return { type: 'retry', error, retryAfterMs: null };
  return { type: 'refused', error };
}

export interface SendContext {
  http: HttpClient;
  /** The mirror row of the object as it is now (for a follow's or filter's uuid). */
  mirror: MirrorRow | undefined;
  row: OutboxRow;
  now: () => number;
}

export type Answer<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/**
 * One kind of outbox write, owned by its concept (`favorites/op.ts`...) and listed by the outbox
 * (`outbox/ops.ts`): the value it shows at once, and how it is sent so that sending it again after a
 * lost answer is harmless (DESIGN.md: a real pod knows no idempotency keys, so each write is made
 * safe to repeat at the level of state).
 */
export interface OutboxOpHandler<Op extends OutboxOp> {
  /** The mirror the write shows in; null for a write that shows nowhere (a listening). */
  mirror: MirrorKind | null;
  /** The object written (a track id, a library uuid): writes to one object keep their order. */
  key(op: Op): string;
  /** Whether the write asks for the object to be present (a favorite, a follow...). */
  wantsPresent(op: Op): boolean;
  /** The value the user sees once the write is applied on top of `previous`. */
  localValueAfter(op: Op, previous: MirrorValue | null, now: string): MirrorValue | null;
  /** Sends once; never throws for an answer of the pod. */
  send(ctx: SendContext, op: Op): Promise<SendOutcome>;
  /**
   * What the pod holds now for the object (null: absent), asked when a re-sent write is refused.
   * Absent for a write that is not a state (a listening).
   */
  podState?(http: HttpClient, op: Op): Promise<Answer<MirrorValue | null>>;
}
