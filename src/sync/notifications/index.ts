// The notifications concept's public face: what src/app, the player and the other concepts may use.

export { fetchNotificationCounts } from './api';
export { clampCounts, countsReducer, NOTIFICATION_COUNTS_KEY, ZERO_COUNTS } from './counts';
export { type NotificationCounts, notificationCountsSchema } from './schema';
