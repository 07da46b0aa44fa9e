import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useChannelCardQuery, type ChannelCardData } from '../../sync/channels';
import { CopyButton } from '../widgets/CopyButton';
import { Modal } from '../widgets/Modal';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  channel: ChannelCardData;
  signedIn: boolean;
}

/** The ways to follow a channel outside this account: its RSS feed and its Fediverse handle, with copy buttons. */
export function SubscribeModal({ open, onOpenChange, channel, signedIn }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  // A card made from an artist entry does not carry the feed: the channel's page does.
  const detail = useChannelCardQuery(channel.uuid, { enabled: open && channel.rssUrl === null });
  const known = detail.card ?? channel;
  const next = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('subscriptions.modalTitle', { name: channel.name })}>
      {!signedIn && (
        <>
          <p>{t('subscriptions.anonymousIntro')}</p>
          <p>
            <Link className="button button--primary" to={`/login?next=${next}`}>
              {t('subscriptions.logIn')}
            </Link>
          </p>
        </>
      )}
      {known.fullUsername && (
        <section
          className="subscribe-way"
          aria-label={signedIn ? t('subscriptions.fediverse') : t('subscriptions.followFromPod')}
        >
          {!signedIn && <h3>{t('subscriptions.followFromPod')}</h3>}
          <CopyButton value={`@${known.fullUsername}`} label={t('subscriptions.fediverse')} />
          <p className="muted">{t('subscriptions.fediverseHelp')}</p>
        </section>
      )}
      <section className="subscribe-way" aria-label={t('subscriptions.rssFeed')}>
        {known.rssUrl ? (
          <>
            <CopyButton value={known.rssUrl} label={t('subscriptions.rssFeed')} />
            <p className="muted">{t('subscriptions.rssHelp')}</p>
          </>
        ) : (
          <p className="muted">{detail.query.isFetching ? t('subscriptions.loadingWays') : t('subscriptions.noRss')}</p>
        )}
      </section>
    </Modal>
  );
}
