import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bell, BellOff, Rss } from '../icons';
import { useSession } from '../../db/session';
import { channelCard, type Channel, type ChannelCardData } from '../../sync/channels';
import { setSubscribed } from '../../sync/mutations';
import { useIsSubscribed } from '../../sync/subscriptions';
import { SubscribeModal } from './SubscribeModal';
import './channels.css';

interface Props {
  /** A channel as `channels/` gives it, or a card built from a list. */
  channel: Channel | ChannelCardData;
  /** A card's button: the toggle alone, without "Other ways to subscribe". */
  compact?: boolean;
}

const asCard = (channel: Channel | ChannelCardData): ChannelCardData =>
  'artist' in channel ? channelCard(channel) : channel;

/**
 * Subscribe to a channel (issue 19). Signed in, the button toggles through the outbox (shown at
 * once, sent when the pod can be reached, rolled back on a refusal); "Other ways" offers the RSS
 * feed and the Fediverse handle. An anonymous visitor gets the modal: log in, or follow from their pod.
 * The names carry the channel's ("Subscribe to Shoal Notes"): a card is one among many.
 */
export function SubscribeButton({ channel, compact = false }: Props) {
  const { t } = useTranslation();
  const card = asCard(channel);
  const session = useSession();
  const subscribed = useIsSubscribed(card.uuid);
  const [open, setOpen] = useState(false);
  if (session === undefined) return null;
  const signedIn = Boolean(session.profile);
  const name = card.name;
  return (
    <div className="subscribe">
      {signedIn && subscribed && (
        <button
          type="button"
          className="button subscribe__toggle"
          aria-label={t('subscriptions.unsubscribeFrom', { name })}
          onClick={() => void setSubscribed(card.uuid, false)}
        >
          <BellOff aria-hidden size={16} />
          {t('subscriptions.unsubscribe')}
        </button>
      )}
      {signedIn && !subscribed && (
        <button
          type="button"
          className="button button--primary subscribe__toggle"
          aria-label={t('subscriptions.subscribeTo', { name })}
          onClick={() => void setSubscribed(card.uuid, true)}
        >
          <Bell aria-hidden size={16} />
          {t('subscriptions.subscribe')}
        </button>
      )}
      {!signedIn && (
        <button
          type="button"
          className="button button--primary subscribe__toggle"
          aria-label={t('subscriptions.subscribeTo', { name })}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <Bell aria-hidden size={16} />
          {t('subscriptions.subscribe')}
        </button>
      )}
      {signedIn && !compact && (
        <button
          type="button"
          className="icon-button"
          aria-label={t('subscriptions.moreWays', { name })}
          aria-haspopup="dialog"
          title={t('subscriptions.moreWays', { name })}
          onClick={() => setOpen(true)}
        >
          <Rss aria-hidden size={18} />
        </button>
      )}
      <SubscribeModal open={open} onOpenChange={setOpen} channel={card} signedIn={signedIn} />
    </div>
  );
}
