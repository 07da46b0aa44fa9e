// What screens read of the outbox: how many writes wait.

import { scopeOfSession, usePendingWrites } from '../../db/outbox';
import { useSession } from '../../db/session';

/** How many writes of the signed-in user wait to be sent. */
export function usePendingWriteCount(): number {
  return usePendingWrites(scopeOfSession(useSession())) ?? 0;
}
