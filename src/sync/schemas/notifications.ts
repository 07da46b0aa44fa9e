import { z } from 'zod';

/** What the count calls of spec 01 section 7 read of a paginated answer: its `count`. */
export const countPageSchema = z.looseObject({ count: z.number().int().nonnegative() });

/** The notification counts of spec 01 section 3, as kept in Dexie (sync fact `notificationCounts`). */
export const notificationCountsSchema = z.object({
  inbox: z.number().int().nonnegative(),
  pendingReviewEdits: z.number().int().nonnegative(),
  pendingReviewReports: z.number().int().nonnegative(),
  pendingReviewRequests: z.number().int().nonnegative(),
});
export type NotificationCounts = z.infer<typeof notificationCountsSchema>;
