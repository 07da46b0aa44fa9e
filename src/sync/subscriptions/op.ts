// The subscription write of the outbox: shown at once in the subscriptions mirror, sent as
// subscribe or unsubscribe.

import type { OutboxOp } from '../../db/outbox';
import { afterFailure } from '../core/state-writes';
import { failureOutcome, type OutboxOpHandler } from '../core/write';
import type { HttpClient } from '../core/http';
import { listSubscriptions, subscribe, unsubscribe } from './api';

type SubscriptionOp = Extract<OutboxOp, { type: 'subscription' }>;

async function heldUuid(http: HttpClient, channel: string) {
  const all = await listSubscriptions(http);
  return all.ok ? { ok: true as const, data: all.data.get(channel) ?? null } : all;
}

export const subscriptionOp: OutboxOpHandler<SubscriptionOp> = {
  mirror: 'subscription',
  key: (op) => op.channel,
  wantsPresent: (op) => op.on,
  localValueAfter: (op) => (op.on ? { channel: op.channel, uuid: null } : null),
  async send(ctx, op) {
    const { http } = ctx;
    if (op.on) {
      const result = await subscribe(http, op.channel);
      if (result.ok) return { type: 'done', server: { channel: op.channel, uuid: result.data.uuid } };
      return afterFailure(
        result.error,
        () => heldUuid(http, op.channel),
        (uuid) => ({ type: 'done', server: { channel: op.channel, uuid } }),
      );
    }
    const result = await unsubscribe(http, op.channel);
    if (result.ok || result.error.status === 404) return { type: 'done', server: null };
    return failureOutcome(result.error);
  },
  async podState(http, op) {
    const uuid = await heldUuid(http, op.channel);
    if (!uuid.ok) return uuid;
    return { ok: true, data: uuid.data ? { channel: op.channel, uuid: uuid.data } : null };
  },
};
