// notif21: the inbox count moved at once by the user's own writes (read, unread, all read), in the
// counts the live events keep in Dexie (live/start.ts follows the stored value).

import { readSyncMeta, writeSyncMeta } from '../../db/mirror';
import { clampCounts, NOTIFICATION_COUNTS_KEY } from './counts';
import { notificationCountsSchema } from './schema';

export async function adjustInboxCount(change: (inbox: number) => number): Promise<void> {
  const parsed = notificationCountsSchema.safeParse(await readSyncMeta(NOTIFICATION_COUNTS_KEY));
  if (!parsed.success) return;
  await writeSyncMeta(NOTIFICATION_COUNTS_KEY, clampCounts({ ...parsed.data, inbox: change(parsed.data.inbox) }));
}
