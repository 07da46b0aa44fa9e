import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Check, Circle, CircleDot, X } from '../icons';
import { isPendingRequest, type InboxItem } from '../../sync/notifications';
import { ActorLink } from '../widgets/PersonLinks';
import { RelativeTime } from '../widgets/RelativeTime';

interface Props {
  item: InboxItem;
  /** A decision on the item's follow not sent yet (true: accept), laid over the pod's value. */
  waitingDecision: boolean | undefined;
  onRead: (read: boolean) => void;
  onDecide: (approve: boolean) => void;
}

/** The whole sentence of an item, with who did it and the library as links inside it. */
function What({ item, who }: { item: InboxItem; who: string }) {
  const actor = item.actor ? <ActorLink actor={item.actor} /> : <strong>{who}</strong>;
  const library = item.library ? <Link to={`/library/${item.library.uuid}`} className="notification__library" /> : null;
  const approved = item.follow?.approved ?? null;
  let key: string;
  switch (item.kind) {
    case 'libraryFollow':
      key =
        approved === null
          ? library
            ? 'notifications21.wantsToFollowLibrary'
            : 'notifications21.wantsToFollowGone'
          : approved
            ? library
              ? 'notifications21.followedLibrary'
              : 'notifications21.followedGone'
            : library
              ? 'notifications21.requestRejectedLibrary'
              : 'notifications21.requestRejectedGone';
      break;
    case 'libraryFollowAccepted':
      key = library ? 'notifications21.acceptedLibrary' : 'notifications21.acceptedGone';
      break;
    case 'userFollow':
      key = 'notifications21.followedYouActor';
      break;
    default:
      key = 'notifications21.otherActor';
  }
  return (
    <Trans
      i18nKey={key}
      values={{ name: who, library: item.library?.name ?? '' }}
      components={library ? { actor, library } : { actor }}
    />
  );
}

/** One inbox item: who did what on which library, when; read or unread; Accept and Reject while pending. */
export function NotificationRow({ item, waitingDecision, onRead, onDecide }: Props) {
  const { t } = useTranslation();
  const shown: InboxItem =
    waitingDecision !== undefined && item.follow
      ? { ...item, follow: { ...item.follow, approved: waitingDecision } }
      : item;
  const who = item.actor?.fullUsername ?? t('notifications21.someone');
  return (
    <li className={`notification${item.isRead ? '' : ' notification--unread'}`} aria-label={who}>
      <span className="notification__dot" aria-hidden>
        {item.isRead ? <Circle size={12} /> : <CircleDot size={12} />}
      </span>
      <div className="notification__body">
        <p className="notification__text">
          {!item.isRead && <span className="notification__new">{t('notifications21.unread')}</span>}
          <What item={shown} who={who} />
        </p>
        <p className="notification__meta muted">
          {item.date && <RelativeTime date={item.date} />}
          {waitingDecision !== undefined && <> · {t('notifications21.waiting')}</>}
        </p>
        {isPendingRequest(shown) && (
          <div className="notification__actions">
            <button
              type="button"
              className="button button--small button--primary"
              aria-label={t('notifications21.acceptOf', { name: who })}
              onClick={() => onDecide(true)}
            >
              <Check aria-hidden size={16} />
              {t('notifications21.accept')}
            </button>
            <button
              type="button"
              className="button button--small"
              aria-label={t('notifications21.rejectOf', { name: who })}
              onClick={() => onDecide(false)}
            >
              <X aria-hidden size={16} />
              {t('notifications21.reject')}
            </button>
          </div>
        )}
      </div>
      <button
        type="button"
        className="button button--small notification__toggle"
        aria-label={t(item.isRead ? 'notifications21.markUnreadOf' : 'notifications21.markReadOf', { name: who })}
        onClick={() => onRead(!item.isRead)}
      >
        {t(item.isRead ? 'notifications21.markUnread' : 'notifications21.markRead')}
      </button>
    </li>
  );
}
