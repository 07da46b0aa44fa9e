// The four notification counts of spec 01 section 7: each asks one item of a filtered list and
// reads its `count`. A count that cannot be read is 0 (spec 01 section 8), logged, never an error.

import { logger } from '../../logger';
import type { HttpClient, Query } from '../core/http';
import type { NotificationCounts } from './counts';
import type { CallOptions } from '../core/params';

export type { NotificationCounts };

/** Issue 17: the answer's schema loads with the first count (the admin counters), not with the first screen. */
const loadSchema = () => import('./schema').then((schemas) => schemas.countPageSchema);

async function readCount(client: HttpClient, path: string, query: Query, options: CallOptions): Promise<number> {
  const result = await client.get(path, { query: { ...query, page_size: 1 }, loadSchema, ...options });
  if (result.ok) return result.data.count;
  logger.warn(`Notification count ${path} failed; counted as 0`, result.error.kind);
  return 0;
}

/** `GET federation/inbox/?is_read=false&page_size=1`: unread notifications. */
export const fetchUnreadInboxCount = (client: HttpClient, options: CallOptions = {}) =>
  readCount(client, 'federation/inbox/', { is_read: false }, options);

/** `GET mutations/?is_approved=null&page_size=1`: edits waiting for review. */
export const fetchPendingEditsCount = (client: HttpClient, options: CallOptions = {}) =>
  readCount(client, 'mutations/', { is_approved: 'null' }, options);

/** `GET manage/moderation/reports/?is_handled=false&page_size=1`: reports nobody handled yet. */
const fetchPendingReportsCount = (client: HttpClient, options: CallOptions = {}) =>
  readCount(client, 'manage/moderation/reports/', { is_handled: false }, options);

/** `GET manage/moderation/requests/?status=pending&page_size=1`: sign-up requests waiting. */
const fetchPendingRequestsCount = (client: HttpClient, options: CallOptions = {}) =>
  readCount(client, 'manage/moderation/requests/', { status: 'pending' }, options);

/**
 * Every count the user may see (spec 01 section 6): the inbox always, edits with the library flag,
 * reports and requests with the moderation flag. What the flags do not allow is not asked, and is 0.
 */
export async function fetchNotificationCounts(
  client: HttpClient,
  permissions: { library: boolean; moderation: boolean },
  options: CallOptions = {},
): Promise<NotificationCounts> {
  const zero = () => Promise.resolve(0);
  const [inbox, pendingReviewEdits, pendingReviewReports, pendingReviewRequests] = await Promise.all([
    fetchUnreadInboxCount(client, options),
    permissions.library ? fetchPendingEditsCount(client, options) : zero(),
    permissions.moderation ? fetchPendingReportsCount(client, options) : zero(),
    permissions.moderation ? fetchPendingRequestsCount(client, options) : zero(),
  ]);
  return { inbox, pendingReviewEdits, pendingReviewReports, pendingReviewRequests };
}
