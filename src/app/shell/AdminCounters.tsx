// The counters of the sidebar's Administration section (spec 01 sections 2 and 6): pending edits for
// the library flag, pending reports and requests for the moderation flag. They read the counts the
// live events keep in Dexie, so they move when the pod announces something, without a reload.

import { useSyncMeta } from '../../db/mirror';
import { readNotificationCounts, type NotificationCounts, NOTIFICATION_COUNTS_KEY } from '../../sync/notifications';
import './counters.css';

/** The stored counts, or null while unknown (or when the stored value is not counts). */
export function useNotificationCounts(): NotificationCounts | null {
  return readNotificationCounts(useSyncMeta<unknown>(NOTIFICATION_COUNTS_KEY));
}

/** A count shown beside a navigation entry; the entry's accessible name carries it (the number is hidden from readers). */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="count-badge" aria-hidden>
      {count > 99 ? '99+' : count}
    </span>
  );
}
