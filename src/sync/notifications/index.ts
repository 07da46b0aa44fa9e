// The notifications concept's public face: what src/app, the player and the other concepts may use.

export { fetchNotificationCounts } from './api';
export {
  clampCounts,
  countsReducer,
  NOTIFICATION_COUNTS_KEY,
  type NotificationCounts,
  readNotificationCounts,
  ZERO_COUNTS,
} from './counts';
// notif21: the inbox, its writes and the support reminder.
export { INBOX_PAGE_SIZE, type SupportDates } from './inbox-api';
export { isPendingRequest, type InboxItem, type InboxItemKind } from './model';
export { inboxReadOp, supportReminderOp } from './op';
export { notificationKeys } from './keys';
export { useInbox, useNotificationWrites, useSupportDates } from './queries';
export { dueSupportMessages, REMINDER_CHOICES, type ReminderChoice } from './reminder';
