import { z } from 'zod/mini';

/** What the count calls of spec 01 section 7 read of a paginated answer: its `count`. */
export const countPageSchema = z.looseObject({ count: z.int().check(z.nonnegative()) });

/** The notification counts of spec 01 section 3, as kept in Dexie (sync fact `notificationCounts`). */
export const notificationCountsSchema = z.object({
  inbox: z.int().check(z.nonnegative()),
  pendingReviewEdits: z.int().check(z.nonnegative()),
  pendingReviewReports: z.int().check(z.nonnegative()),
  pendingReviewRequests: z.int().check(z.nonnegative()),
});
export type NotificationCounts = z.infer<typeof notificationCountsSchema>;
