// notif21: what the notifications screen reads (the inbox pages and the support dates, persisted like
// every page so they show offline) and the writes it calls. A write goes through the outbox and shows
// at once twice over: in the cached pages (setQueriesData) and, until the pod has answered, laid over
// whatever the cache holds from the waiting outbox rows (so a reload offline still shows it).

import { useCallback } from 'react';
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { readWaitingOps, scopeOfSession, type OutboxOp, type SupportMessageKind } from '../../db/outbox';
import { useSession } from '../../db/session';
import { useHttpClient } from '../core/client-context';
import type { Page } from '../core/model';
import { sharedQueryOptions, unwrap } from '../core/query-errors';
import { write } from '../engine';
import { adjustInboxCount } from './counts-store';
import { notificationKeys } from './keys';
import { getSupportDates, listInbox, type SupportDates } from './inbox-api';
import type { InboxItem } from './model';
import { reminderDate, type ReminderChoice } from './reminder';

type InboxReadOp = Extract<OutboxOp, { type: 'inboxRead' }>;
type SupportReminderOp = Extract<OutboxOp, { type: 'supportReminder' }>;

function useWaiting<T extends 'inboxRead' | 'supportReminder'>(type: T) {
  const scope = scopeOfSession(useSession());
  return useLiveQuery(async () => (scope === null ? [] : readWaitingOps(scope, type)), [scope, type]);
}

/** The items with the waiting read, unread and all-read writes applied, in the order they were made. */
export function withWaitingReads(items: readonly InboxItem[], ops: readonly InboxReadOp[]): InboxItem[] {
  return items.map((item) =>
    ops.reduce(
      (shown, op) =>
        op.item === null || op.item === shown.id ? { ...shown, isRead: op.item === null || op.read } : shown,
      item,
    ),
  );
}

/** One page of the inbox, newest first, 25 a page (INBOX_PAGE_SIZE). */
export function useInbox(page: number) {
  const client = useHttpClient();
  const query = useQuery({
    ...sharedQueryOptions,
    queryKey: notificationKeys.inboxPage(page),
    queryFn: async ({ signal }) => unwrap(await listInbox(client, page, { signal })),
    placeholderData: keepPreviousData,
    // Items arrive and change on the pod's side: ask on every visit.
    staleTime: 0,
  });
  const waiting = useWaiting('inboxRead');
  const data: Page<InboxItem> | undefined =
    query.data && waiting && waiting.length > 0
      ? { ...query.data, results: withWaitingReads(query.data.results, waiting) }
      : query.data;
  return { ...query, data } as typeof query;
}

/** The dates with the waiting reminder choices applied. */
export function withWaitingReminders(dates: SupportDates, ops: readonly SupportReminderOp[]): SupportDates {
  return ops.reduce((shown, op) => ({ ...shown, [op.message]: op.date }), dates);
}

/** The user's support dates (`users/me/`), with the choices not sent yet. */
export function useSupportDates() {
  const client = useHttpClient();
  const query = useQuery({
    ...sharedQueryOptions,
    queryKey: notificationKeys.supportDates(),
    queryFn: async ({ signal }) => unwrap(await getSupportDates(client, { signal })),
    staleTime: 0,
  });
  const waiting = useWaiting('supportReminder');
  const data = query.data && waiting ? withWaitingReminders(query.data, waiting) : query.data;
  return { ...query, data } as typeof query;
}

function patchInboxPages(queryClient: QueryClient, change: (item: InboxItem) => InboxItem): void {
  queryClient.setQueriesData<Page<InboxItem>>({ queryKey: notificationKeys.inbox() }, (page) =>
    page ? { ...page, results: page.results.map(change) } : page,
  );
}

/** The notifications' writes, each through the outbox (offline too), shown at once. */
export function useNotificationWrites() {
  const queryClient = useQueryClient();
  const username = useSession()?.profile?.username ?? null;

  const setRead = useCallback(
    async (item: Pick<InboxItem, 'id' | 'isRead'>, read: boolean) => {
      if (item.isRead === read) return;
      if (!(await write({ type: 'inboxRead', item: item.id, read }))) return;
      patchInboxPages(queryClient, (one) => (one.id === item.id ? { ...one, isRead: read } : one));
      await adjustInboxCount((count) => count + (read ? -1 : 1));
    },
    [queryClient],
  );

  const markAllRead = useCallback(async () => {
    if (!(await write({ type: 'inboxRead', item: null, read: true }))) return;
    patchInboxPages(queryClient, (one) => ({ ...one, isRead: true }));
    await adjustInboxCount(() => 0);
  }, [queryClient]);

  /** The owner's answer on a follow request is the libraries' write; here it only shows in the cached pages. */
  const showDecision = useCallback(
    (followUuid: string, approve: boolean) =>
      patchInboxPages(queryClient, (one) =>
        one.follow?.uuid === followUuid ? { ...one, follow: { ...one.follow, approved: approve } } : one,
      ),
    [queryClient],
  );

  const remind = useCallback(
    async (message: SupportMessageKind, choice: ReminderChoice, now = Date.now()) => {
      if (username === null) return;
      const date = reminderDate(choice, now);
      if (!(await write({ type: 'supportReminder', username, message, date }))) return;
      queryClient.setQueryData<SupportDates>(notificationKeys.supportDates(), (dates) =>
        dates ? { ...dates, [message]: date } : dates,
      );
    },
    [queryClient, username],
  );

  return { setRead, markAllRead, showDecision, remind };
}
