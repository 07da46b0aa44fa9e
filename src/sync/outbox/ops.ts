// The kinds of outbox write, each owned by its concept (`<concept>/op.ts`), and what the outbox asks
// of a write whatever its kind. A new kind of write is a handler in its concept's folder plus one
// line in OP_HANDLERS (the type below makes forgetting that line a compile error).

import type { MirrorKind } from '../../db/mirror';
import type { OutboxOp, OutboxOpType, OutboxRow } from '../../db/outbox';
import { contentFilterOp } from '../content-filters';
import {
  failureOutcome,
  type MirrorValue,
  type OutboxOpHandler,
  type SendContext,
  type SendOutcome,
} from '../core/write';
import { favoriteOp } from '../favorites';
import { followDecisionOp } from '../libraries';
import { actorFollowOp, libraryFollowOp } from '../follows';
import { listeningOp } from '../listenings';
import { subscriptionOp } from '../subscriptions';
import { playlistOp } from '../playlists';
import { inboxReadOp, supportReminderOp } from '../notifications';

const OP_HANDLERS: { [K in OutboxOpType]: OutboxOpHandler<Extract<OutboxOp, { type: K }>> } = {
  favorite: favoriteOp,
  libraryFollow: libraryFollowOp,
  actorFollow: actorFollowOp,
  subscription: subscriptionOp,
  contentFilter: contentFilterOp,
  listening: listeningOp,
  libraryFollowDecision: followDecisionOp,
  playlist: playlistOp,
  inboxRead: inboxReadOp,
  supportReminder: supportReminderOp,
};

function handlerOf<Op extends OutboxOp>(op: Op): OutboxOpHandler<Op> {
  return OP_HANDLERS[op.type] as unknown as OutboxOpHandler<Op>;
}

export function mirrorKindOf(op: OutboxOp): MirrorKind | null {
  return handlerOf(op).mirror;
}

export function mirrorKeyOf(op: OutboxOp): string {
  return handlerOf(op).key(op);
}

/** The object a write is about (`favorite:12`); writes to one object keep their order. */
export function outboxKey(op: OutboxOp): string {
  return `${op.type}:${mirrorKeyOf(op)}`;
}

/** Whether a write asks for the object to be present (a favorite, a follow...). */
export function wantsPresent(op: OutboxOp): boolean {
  return handlerOf(op).wantsPresent(op);
}

/** The value the user sees once the write is applied on top of `previous`. */
export function localValueAfter(op: OutboxOp, previous: MirrorValue | null, now: string): MirrorValue | null {
  return handlerOf(op).localValueAfter(op, previous, now);
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

/**
 * Sends one write and says what became of it. Never throws for an answer of the pod. A refusal of a
 * write sent before without an answer may follow an earlier attempt the pod did apply: the pod is
 * then asked what it holds, and that is what the mirror goes back to (or the write counts as done).
 */
export async function sendOp(ctx: SendContext): Promise<SendOutcome> {
  const op = ctx.row.op;
  const handler = handlerOf(op);
  const outcome = await handler.send(ctx, op);
  if (outcome.type !== 'refused' || ctx.row.attempts === 0 || handler.podState === undefined) return outcome;
  const held = await handler.podState(ctx.http, op);
  if (!held.ok) return failureOutcome(held.error).type === 'refused' ? outcome : failureOutcome(held.error);
  if ((held.data !== null) === wantsPresent(op)) return { type: 'done', server: held.data };
  return { ...outcome, server: held.data };
}
