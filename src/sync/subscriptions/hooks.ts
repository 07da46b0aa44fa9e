// What screens read of the subscriptions mirror: live Dexie queries.

import { useMirrorEntry } from '../../db/mirror';

export function useIsSubscribed(channelUuid: string | null): boolean {
  return useMirrorEntry('subscription', channelUuid) != null;
}
