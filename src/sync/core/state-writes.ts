// Helpers that make a write safe to repeat at the level of state (DESIGN.md): a refusal that may mean
// "already so" is checked with the pod, and a delete finds what the pod holds when no uuid is known.

import type { MirrorRow } from '../../db/mirror';
import type { ApiError } from './errors';
import { failureOutcome, type Answer, type SendOutcome } from './write';

/** A refused write may have been applied by an earlier send whose answer was lost: the pod is asked. */
export async function afterFailure<T>(
  error: ApiError,
  check: () => Promise<Answer<T | null>>,
  done: (found: T) => SendOutcome,
): Promise<SendOutcome> {
  const outcome = failureOutcome(error);
  if (outcome.type !== 'refused') return outcome;
  // A refusal may mean "already so" (a follow re-sent after its answer was lost): ask the pod.
  const found = await check();
  if (!found.ok) return failureOutcome(found.error).type === 'refused' ? outcome : failureOutcome(found.error);
  return found.data === null ? outcome : done(found.data);
}

/**
 * The uuid of the object to delete, resolved when the delete is sent: what the pod is known to hold
 * now (the mirror's `server`, which each settled write updates), before the uuid captured when the
 * write was queued. In "held U1; offline off, on, off" the last write captured U1, but by the time it
 * is sent the pod holds the U2 that the middle write made.
 */
export function uuidToDelete(mirror: MirrorRow | undefined, captured: string | null): string | null {
  const server = mirror?.server as { uuid?: string | null } | null | undefined;
  return (typeof server?.uuid === 'string' ? server.uuid : null) ?? captured;
}

/**
 * Deletes what the pod holds for an object, found by `lookup` when no uuid is known. A 404 counts as
 * done only once the pod is seen to hold nothing for the object: a stale uuid may have been replaced
 * (by this device's own later write, or another device's).
 */
export async function deleteHeld(
  uuid: string | null,
  lookup: () => Promise<Answer<{ uuid: string } | null>>,
  remove: (uuid: string) => Promise<Answer<unknown>>,
): Promise<SendOutcome> {
  let target = uuid;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (target === null) {
      const found = await lookup();
      if (!found.ok) return failureOutcome(found.error);
      if (found.data === null) return { type: 'done', server: null };
      target = found.data.uuid;
    }
    const result = await remove(target);
    if (result.ok) return { type: 'done', server: null };
    if (result.error.status !== 404) return failureOutcome(result.error);
    target = null;
  }
  const left = await lookup();
  if (!left.ok) return failureOutcome(left.error);
  return left.data === null
    ? { type: 'done', server: null }
    : { type: 'retry', error: { kind: 'other', status: 404, showMessage: false, messages: [] }, retryAfterMs: null };
}
