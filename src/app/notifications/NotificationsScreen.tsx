import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCheck } from '../icons';
import { useWaitingFollowDecisions } from '../../sync/libraries';
import { onLiveEvent } from '../../sync/live';
import { decideLibraryFollow } from '../../sync/mutations';
import {
  INBOX_PAGE_SIZE,
  notificationKeys,
  useInbox,
  useNotificationWrites,
  type InboxItem,
} from '../../sync/notifications';
import { useNotificationCounts } from '../shell/AdminCounters';
import { Pagination } from '../widgets/Pagination';
import { QueryState } from '../widgets/QueryState';
import { NotificationRow } from './NotificationRow';
import { SupportReminders } from './SupportReminders';
import './notifications.css';

/** New items arrive through the activity socket (`inbox.item_added`): the list is asked again. */
function useLiveInbox() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLiveEvent((event) => {
        if (event.type === 'inbox.item_added')
          void queryClient.invalidateQueries({ queryKey: notificationKeys.inbox() });
      }),
    [queryClient],
  );
}

/**
 * `/notifications` (issue 21): the support reminders, then the inbox, newest first, 25 a page. Read,
 * unread, "Mark all as read", Accept and Reject go through the outbox: they work offline and show at once.
 */
export function NotificationsScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const inbox = useInbox(page);
  const counts = useNotificationCounts();
  const waiting = useWaitingFollowDecisions();
  const writes = useNotificationWrites();
  useLiveInbox();

  const anyUnread = (counts?.inbox ?? 0) > 0 || (inbox.data?.results.some((item) => !item.isRead) ?? false);
  const decide = (item: InboxItem, approve: boolean) => {
    if (!item.follow || !item.library) return;
    void decideLibraryFollow({ uuid: item.follow.uuid, library: item.library.uuid }, approve);
    writes.showDecision(item.follow.uuid, approve);
    void writes.setRead(item, true);
  };

  return (
    <div className="page notifications">
      <header className="page-header">
        <h1>{t('notifications21.title')}</h1>
        <button type="button" className="button" disabled={!anyUnread} onClick={() => void writes.markAllRead()}>
          <CheckCheck aria-hidden size={18} />
          {t('notifications21.markAllRead')}
        </button>
      </header>
      <SupportReminders onChoose={(kind, choice) => void writes.remind(kind, choice)} />
      <QueryState
        query={inbox}
        loading={<p className="state">{t('notifications21.loading')}</p>}
        isEmpty={(data) => data.results.length === 0}
        empty={t('notifications21.empty')}
      >
        {(data) => (
          <>
            <ul className="notification-list" aria-label={t('notifications21.listLabel')}>
              {data.results.map((item) => (
                <NotificationRow
                  key={item.id}
                  item={item}
                  waitingDecision={item.follow ? waiting?.get(item.follow.uuid) : undefined}
                  onRead={(read) => void writes.setRead(item, read)}
                  onDecide={(approve) => decide(item, approve)}
                />
              ))}
            </ul>
            <Pagination page={page} pageSize={INBOX_PAGE_SIZE} count={data.count} />
          </>
        )}
      </QueryState>
    </div>
  );
}
