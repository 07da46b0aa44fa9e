// The notification counts of spec 01 section 3 as a reducer of activity events: pure, never below 0
// (spec 01 section 5). The pod's events carry the new totals of edits, reports and requests; only
// the inbox counts up by one per item.

import type { NotificationCounts } from './schema';
import type { LiveEvent } from '../live';

export type { NotificationCounts };

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
