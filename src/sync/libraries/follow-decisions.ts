// The owner's answer to a follow of their library (spec 02: Accept and Reject), sent through the
// outbox so that it is made offline too and survives a reload. Accepting or rejecting is a state at
// the pod (a second accept answers 204 again), so a resend after a lost answer is harmless. No mirror
// holds it: until the pod answers, the waiting outbox row is what the followers table shows.

import { useLiveQuery } from 'dexie-react-hooks';
import { readWaitingOps, scopeOfSession, type OutboxOp } from '../../db/outbox';
import { useSession } from '../../db/session';
import { failureOutcome, type OutboxOpHandler } from '../core/write';
import { decideFollow } from './api';

type FollowDecisionOp = Extract<OutboxOp, { type: 'libraryFollowDecision' }>;

export const followDecisionOp: OutboxOpHandler<FollowDecisionOp> = {
  mirror: null,
  key: (op) => op.follow,
  wantsPresent: () => true,
  localValueAfter: (_op, previous) => previous,
  async send(ctx, op) {
    const result = await decideFollow(ctx.http, op.follow, op.approve);
    return result.ok ? { type: 'done', server: null } : failureOutcome(result.error);
  },
};

/** Live: the decisions still waiting to be sent, by follow uuid (true: accept); undefined while loading. */
export function useWaitingFollowDecisions(): ReadonlyMap<string, boolean> | undefined {
  const scope = scopeOfSession(useSession());
  return useLiveQuery(async () => {
    if (scope === null) return new Map<string, boolean>();
    const ops = await readWaitingOps(scope, 'libraryFollowDecision');
    return new Map(ops.map((op) => [op.follow, op.approve]));
  }, [scope]);
}

/** What the followers table shows of a follow: the pod's state, unless a decision waits to be sent. */
export type FollowerStatus = 'pending' | 'accepted' | 'rejected';

export function followerStatus(approved: boolean | null, waiting: boolean | undefined): FollowerStatus {
  const value = waiting ?? approved;
  return value === true ? 'accepted' : value === false ? 'rejected' : 'pending';
}
