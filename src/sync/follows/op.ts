// The follow writes of the outbox (a library, an account): shown at once as a follow whose approval
// is not known yet, sent as follow or unfollow.

import type { OutboxOp } from '../../db/outbox';
import { afterFailure, deleteHeld, uuidToDelete } from '../core/state-writes';
import type { Answer, OutboxOpHandler, SendContext, SendOutcome } from '../core/write';
import type { HttpClient } from '../core/http';
import { follow, listFollows, unfollow, type FollowTarget } from './api';

type LibraryFollowOp = Extract<OutboxOp, { type: 'libraryFollow' }>;
type ActorFollowOp = Extract<OutboxOp, { type: 'actorFollow' }>;
type HeldFollow = { uuid: string; approved: boolean | null; creationDate: string | null };

async function heldFollow(http: HttpClient, kind: FollowTarget, target: string): Promise<Answer<HeldFollow | null>> {
  const all = await listFollows(http, kind);
  return all.ok ? { ok: true, data: all.data.get(target) ?? null } : all;
}

async function sendFollow(
  ctx: SendContext,
  kind: FollowTarget,
  target: string,
  on: boolean,
  knownUuid: string | null,
): Promise<SendOutcome> {
  const { http } = ctx;
  const lookup = () => heldFollow(http, kind, target);
  if (on) {
    const result = await follow(http, kind, target);
    if (result.ok) return { type: 'done', server: { target, ...result.data } };
    return afterFailure(result.error, lookup, (found) => ({ type: 'done', server: { target, ...found } }));
  }
  // With no uuid known (followed offline, unfollowed before the follow's answer came), the pod is asked.
  return deleteHeld(uuidToDelete(ctx.mirror, knownUuid), lookup, (uuid) => unfollow(http, kind, uuid));
}

async function podFollow(http: HttpClient, kind: FollowTarget, target: string) {
  const found = await heldFollow(http, kind, target);
  if (!found.ok) return found;
  return { ok: true as const, data: found.data ? { target, ...found.data } : null };
}

const followValue = (target: string, on: boolean, now: string) =>
  on ? { target, uuid: null, approved: null, creationDate: now } : null;

export const libraryFollowOp: OutboxOpHandler<LibraryFollowOp> = {
  mirror: 'libraryFollow',
  key: (op) => op.library,
  wantsPresent: (op) => op.on,
  localValueAfter: (op, _previous, now) => followValue(op.library, op.on, now),
  send: (ctx, op) => sendFollow(ctx, 'library', op.library, op.on, op.followUuid),
  podState: (http, op) => podFollow(http, 'library', op.library),
};

export const actorFollowOp: OutboxOpHandler<ActorFollowOp> = {
  mirror: 'actorFollow',
  key: (op) => op.actor,
  wantsPresent: (op) => op.on,
  localValueAfter: (op, _previous, now) => followValue(op.actor, op.on, now),
  send: (ctx, op) => sendFollow(ctx, 'user', op.actor, op.on, op.followUuid),
  podState: (http, op) => podFollow(http, 'user', op.actor),
};
