// notif21: the query keys of the notifications (a module of its own: the app's sync events use them
// on the first screen, the queries load with the screen).

export const notificationKeys = {
  all: ['notifications'] as const,
  inbox: () => [...notificationKeys.all, 'inbox'] as const,
  inboxPage: (page: number) => [...notificationKeys.inbox(), page] as const,
  supportDates: () => [...notificationKeys.all, 'support-dates'] as const,
};
