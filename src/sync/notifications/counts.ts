// The notification counts of spec 01 section 3 as a reducer of activity events: pure, never below 0
// (spec 01 section 5). The pod's events carry the new totals of edits, reports and requests; only
// the inbox counts up by one per item.

import { atLeast, int, object, readRow } from '../../db/row-guards';
import type { LiveEvent } from '../live';

/** The notification counts of spec 01 section 3, as kept in Dexie (sync fact `notificationCounts`). */
export interface NotificationCounts {
  inbox: number;
  pendingReviewEdits: number;
  pendingReviewReports: number;
  pendingReviewRequests: number;
}

const count = atLeast(int, 0);
const storedCounts = object({
  inbox: count,
  pendingReviewEdits: count,
  pendingReviewReports: count,
  pendingReviewRequests: count,
});

/** Stored counts (four whole numbers, 0 or more; other keys dropped), or null: read without zod (issue 17). */
export function readNotificationCounts(value: unknown): NotificationCounts | null {
  return readRow(storedCounts, value);
}

/** The key of the counts among Dexie's sync facts (src/db/mirror.ts). */
export const NOTIFICATION_COUNTS_KEY = 'notificationCounts';

export const ZERO_COUNTS: NotificationCounts = {
  inbox: 0,
  pendingReviewEdits: 0,
  pendingReviewReports: 0,
  pendingReviewRequests: 0,
};

const atLeastZero = (value: number) => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/** Counts with every value a whole number, 0 or more. */
export function clampCounts(counts: NotificationCounts): NotificationCounts {
  return {
    inbox: atLeastZero(counts.inbox),
    pendingReviewEdits: atLeastZero(counts.pendingReviewEdits),
    pendingReviewReports: atLeastZero(counts.pendingReviewReports),
    pendingReviewRequests: atLeastZero(counts.pendingReviewRequests),
  };
}

export function countsReducer(counts: NotificationCounts, event: LiveEvent): NotificationCounts {
  switch (event.type) {
    case 'inbox.item_added':
      return clampCounts({ ...counts, inbox: counts.inbox + 1 });
    case 'mutation.created':
    case 'mutation.updated':
      return clampCounts({ ...counts, pendingReviewEdits: event.pending_review_count });
    case 'report.created':
      return clampCounts({ ...counts, pendingReviewReports: event.unresolved_count });
    case 'user_request.created':
      return clampCounts({ ...counts, pendingReviewRequests: event.pending_count });
    default:
      return counts;
  }
}
