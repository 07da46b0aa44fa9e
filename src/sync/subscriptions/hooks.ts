// What screens read of the subscriptions mirror: live Dexie queries.

import { useSubscription } from '../../db/subscriptions';

export function useIsSubscribed(channelUuid: string | null): boolean {
  return useSubscription(channelUuid) != null;
}
