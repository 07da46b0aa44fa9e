// What each outbox write does: the mirror value it shows at once, and how it is sent so that sending
// it again after a lost answer is harmless (DESIGN.md: a real pod knows no idempotency keys, so each
// write is made safe to repeat at the level of state).

import type { MirrorKind, MirrorRow, MirrorValues } from '../../db/mirror';
import type { OutboxOp, OutboxRow } from '../../db/outbox';
import { createContentFilter, deleteContentFilter, findContentFilter } from '../content-filters';
import { addFavorite, listFavoriteIds, removeFavorite } from '../favorites';
import { follow, listFollows, unfollow, type FollowTarget } from '../follows';
import { listSubscriptions, subscribe, unsubscribe } from '../subscriptions';
import type { ApiError } from '../core/errors';
import { failureOutcome, type MirrorValue, type SendContext, type SendOutcome } from '../core/write';
import type { HttpClient } from '../core/http';
import { sendListening } from '../listenings';
import { sendFollowDecision } from '../libraries';

export function mirrorKindOf(op: OutboxOp): MirrorKind | null {
  return op.type === 'listening' || op.type === 'libraryFollowDecision' ? null : op.type;
}

/** The object a write is about (`favorite:12`); writes to one object keep their order. */
export function outboxKey(op: OutboxOp): string {
  return `${op.type}:${mirrorKeyOf(op)}`;
}

export function mirrorKeyOf(op: OutboxOp): string {
  switch (op.type) {
    case 'favorite':
    case 'listening':
      return String(op.trackId);
    case 'libraryFollow':
      return op.library;
    case 'actorFollow':
      return op.actor;
    case 'subscription':
      return op.channel;
    case 'contentFilter':
      return String(op.artistId);
    case 'libraryFollowDecision':
      return op.follow;
  }
}

/** Whether a write asks for the object to be present (a favorite, a follow...). */
export function wantsPresent(op: OutboxOp): boolean {
  return op.type === 'listening' || op.type === 'libraryFollowDecision' ? true : op.on;
}

/** The value the user sees once the write is applied on top of `previous`. */
export function localValueAfter(op: OutboxOp, previous: MirrorValue | null, now: string): MirrorValue | null {
  switch (op.type) {
    case 'listening':
    case 'libraryFollowDecision':
      return previous;
    case 'favorite':
      return op.on
        ? {
            trackId: op.trackId,
            creationDate: now,
            track: op.track ?? (previous as MirrorValues['favorite'] | null)?.track ?? null,
          }
        : null;
    case 'libraryFollow':
      return op.on ? { target: op.library, uuid: null, approved: null, creationDate: now } : null;
    case 'actorFollow':
      return op.on ? { target: op.actor, uuid: null, approved: null, creationDate: now } : null;
    case 'subscription':
      return op.on ? { channel: op.channel, uuid: null } : null;
    case 'contentFilter':
      return op.on ? { artistId: op.artistId, uuid: null, name: op.name, creationDate: now } : null;
  }
}

/** The mirror's value with the waiting writes applied in order (each dated when it was made). */
export function overlay(
  server: MirrorValue | null,
  rows: Array<Pick<OutboxRow, 'op' | 'createdAt'>>,
): MirrorValue | null {
  return rows.reduce<MirrorValue | null>(
    (value, row) => localValueAfter(row.op, value, new Date(row.createdAt).toISOString()),
    server,
  );
}

type Answer<T> = { ok: true; data: T } | { ok: false; error: ApiError };

async function afterFailure<T>(
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
function uuidToDelete(mirror: MirrorRow | undefined, captured: string | null): string | null {
  const server = mirror?.server as { uuid?: string | null } | null | undefined;
  return (typeof server?.uuid === 'string' ? server.uuid : null) ?? captured;
}

/**
 * Deletes what the pod holds for an object, found by `lookup` when no uuid is known. A 404 counts as
 * done only once the pod is seen to hold nothing for the object: a stale uuid may have been replaced
 * (by this device's own later write, or another device's).
 */
async function deleteHeld(
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

async function sendFollow(
  ctx: SendContext,
  kind: FollowTarget,
  target: string,
  on: boolean,
  knownUuid: string | null,
): Promise<SendOutcome> {
  const { http } = ctx;
  const lookup = async (): Promise<
    Answer<{ uuid: string; approved: boolean | null; creationDate: string | null } | null>
  > => {
    const all = await listFollows(http, kind);
    return all.ok ? { ok: true, data: all.data.get(target) ?? null } : all;
  };
  if (on) {
    const result = await follow(http, kind, target);
    if (result.ok) return { type: 'done', server: { target, ...result.data } };
    return afterFailure(result.error, lookup, (found) => ({ type: 'done', server: { target, ...found } }));
  }
  // With no uuid known (followed offline, unfollowed before the follow's answer came), the pod is asked.
  return deleteHeld(uuidToDelete(ctx.mirror, knownUuid), lookup, (uuid) => unfollow(http, kind, uuid));
}

/** What the pod holds now for the object of a write (null: absent). */
export async function podStateOf(
  http: HttpClient,
  op: Exclude<OutboxOp, { type: 'listening' | 'libraryFollowDecision' }>,
): Promise<Answer<MirrorValue | null>> {
  switch (op.type) {
    case 'favorite': {
      const ids = await listFavoriteIds(http);
      if (!ids.ok) return ids;
      return {
        ok: true,
        data: ids.data.includes(op.trackId) ? { trackId: op.trackId, creationDate: null, track: op.track } : null,
      };
    }
    case 'libraryFollow':
    case 'actorFollow': {
      const target = op.type === 'libraryFollow' ? op.library : op.actor;
      const all = await listFollows(http, op.type === 'libraryFollow' ? 'library' : 'user');
      if (!all.ok) return all;
      const found = all.data.get(target);
      return { ok: true, data: found ? { target, ...found } : null };
    }
    case 'subscription': {
      const all = await listSubscriptions(http);
      if (!all.ok) return all;
      const uuid = all.data.get(op.channel);
      return { ok: true, data: uuid ? { channel: op.channel, uuid } : null };
    }
    case 'contentFilter': {
      const found = await findContentFilter(http, op.artistId);
      if (!found.ok) return found;
      return {
        ok: true,
        data: found.data ? { artistId: op.artistId, ...found.data, name: found.data.name || op.name } : null,
      };
    }
  }
}

/**
 * Sends one write and says what became of it. Never throws for an answer of the pod. A refusal of a
 * write sent before without an answer may follow an earlier attempt the pod did apply: the pod is
 * then asked what it holds, and that is what the mirror goes back to (or the write counts as done).
 */
export async function sendOp(ctx: SendContext): Promise<SendOutcome> {
  const outcome = await sendOnce(ctx);
  const op = ctx.row.op;
  if (
    outcome.type !== 'refused' ||
    ctx.row.attempts === 0 ||
    op.type === 'listening' ||
    op.type === 'libraryFollowDecision'
  )
    return outcome;
  const held = await podStateOf(ctx.http, op);
  if (!held.ok) return failureOutcome(held.error).type === 'refused' ? outcome : failureOutcome(held.error);
  if ((held.data !== null) === op.on) return { type: 'done', server: held.data };
  return { ...outcome, server: held.data };
}

async function sendOnce(ctx: SendContext): Promise<SendOutcome> {
  const { http, row } = ctx;
  const op = row.op;
  switch (op.type) {
    case 'favorite': {
      if (op.on) {
        const result = await addFavorite(http, op.trackId);
        if (!result.ok) return failureOutcome(result.error);
        const previous = (ctx.mirror?.local ?? ctx.mirror?.server ?? null) as MirrorValues['favorite'] | null;
        return {
          type: 'done',
          server: {
            trackId: op.trackId,
            creationDate: result.data.creationDate,
            track: op.track ?? previous?.track ?? null,
          },
        };
      }
      const result = await removeFavorite(http, op.trackId);
      // `400 {}`: the track was not a favorite (any more): what was asked for holds.
      if (result.ok || (result.error.status === 400 && isEmptyBody(result.error.body)))
        return { type: 'done', server: null };
      return failureOutcome(result.error);
    }
    case 'libraryFollow':
      return sendFollow(ctx, 'library', op.library, op.on, op.followUuid);
    case 'actorFollow':
      return sendFollow(ctx, 'user', op.actor, op.on, op.followUuid);
    case 'subscription': {
      if (op.on) {
        const result = await subscribe(http, op.channel);
        if (result.ok) return { type: 'done', server: { channel: op.channel, uuid: result.data.uuid } };
        return afterFailure(
          result.error,
          async () => {
            const all = await listSubscriptions(http);
            return all.ok ? { ok: true, data: all.data.get(op.channel) ?? null } : all;
          },
          (uuid) => ({ type: 'done', server: { channel: op.channel, uuid } }),
        );
      }
      const result = await unsubscribe(http, op.channel);
      if (result.ok || result.error.status === 404) return { type: 'done', server: null };
      return failureOutcome(result.error);
    }
    case 'contentFilter': {
      const lookup = async (): Promise<Answer<{ uuid: string; creationDate: string | null; name: string } | null>> => {
        const page = await findContentFilter(http, op.artistId);
        return page.ok ? { ok: true, data: page.data } : page;
      };
      if (op.on) {
        const result = await createContentFilter(http, op.artistId);
        if (result.ok && result.data !== null) {
          return {
            type: 'done',
            server: {
              artistId: op.artistId,
              uuid: result.data.uuid,
              name: result.data.target.name || op.name,
              creationDate: result.data.creationDate,
            },
          };
        }
        if (result.ok)
          return { type: 'done', server: { artistId: op.artistId, uuid: null, name: op.name, creationDate: null } };
        return afterFailure(result.error, lookup, (found) => ({
          type: 'done',
          server: { artistId: op.artistId, ...found, name: found.name || op.name },
        }));
      }
      return deleteHeld(uuidToDelete(ctx.mirror, op.filterUuid), lookup, (uuid) => deleteContentFilter(http, uuid));
    }
    case 'listening':
      return sendListening(ctx);
    case 'libraryFollowDecision':
      return sendFollowDecision(ctx);
  }
}

function isEmptyBody(body: unknown): boolean {
  return body === undefined || (typeof body === 'object' && body !== null && Object.keys(body).length === 0);
}
