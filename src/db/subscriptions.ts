// The subscriptions mirror, typed: the user's channel subscriptions (kind 'subscription' of db/mirror.ts).

import { useMirrorEntry } from './mirror';

export interface SubscriptionValue {
  channel: string;
  uuid: string | null;
}

/** Live: the user's subscription to a channel (null: none), undefined while loading. */
export function useSubscription(channel: string | null): SubscriptionValue | null | undefined {
  return useMirrorEntry('subscription', channel);
}
