// notif21: the inbox count moved at once by the user's own writes (read, unread, all read), in the
// counts the live events keep in Dexie (live/start.ts follows the stored value).

import { readSyncMeta, writeSyncMeta } from '../../db/mirror';
import { clampCounts, NOTIFICATION_COUNTS_KEY, readNotificationCounts } from './counts';

export async function adjustInboxCount(change: (inbox: number) => number): Promise<void> {
  const counts = readNotificationCounts(await readSyncMeta(NOTIFICATION_COUNTS_KEY));
  if (counts === null) return;
  await writeSyncMeta(NOTIFICATION_COUNTS_KEY, clampCounts({ ...counts, inbox: change(counts.inbox) }));
}
