import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { channelPath, type ChannelCardData } from '../../sync/channels';
import { Cover } from '../widgets/Cover';
import { SubscribeButton } from './SubscribeButton';
import './channels.css';

const CATEGORY_KEYS = {
  podcast: 'subscriptions.categoryPodcast',
  music: 'subscriptions.categoryMusic',
  other: 'subscriptions.categoryOther',
} as const;

/** What the meta line says of a channel: its category and how many episodes (tracks for music). */
export function useChannelMeta(channel: ChannelCardData): string {
  const { t } = useTranslation();
  const count = t(channel.category === 'podcast' ? 'subscriptions.episodes' : 'subscriptions.tracks', {
    count: channel.episodesCount,
  });
  return `${t(CATEGORY_KEYS[channel.category])} · ${count}`;
}

/** A channel in a grid: cover, name, category, episode count, a mark for feeds, and its subscribe button. */
export function ChannelCard({ channel }: { channel: ChannelCardData }) {
  const { t } = useTranslation();
  const meta = useChannelMeta(channel);
  return (
    <li className="channel-card">
      <Link to={channelPath(channel)} className="card">
        <Cover attachment={channel.cover} alt={t('detail.coverOf', { title: channel.name })} kind="artist" />
        <span className="card__title">{channel.name}</span>
        <span className="card__meta">
          {channel.isExternal && (
            <span className="channel-card__mark" title={t('subscriptions.fromRssLabel')}>
              <span aria-hidden>{t('subscriptions.fromRss')}</span>
              <span className="visually-hidden">{t('subscriptions.fromRssLabel')}</span>
            </span>
          )}
          {meta}
        </span>
      </Link>
      <SubscribeButton channel={channel} compact />
    </li>
  );
}
