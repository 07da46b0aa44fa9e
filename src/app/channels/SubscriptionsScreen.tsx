import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../db/session';
import { useChannelsOff } from '../../sync/channels';
import { setSubscribed } from '../../sync/mutations';
import { filterSubscribed, useSubscribedChannels, type SubscribedChannel } from '../../sync/subscriptions';
import { SearchField } from '../widgets/SearchField';
import { SkeletonGrid } from '../widgets/Cards';
import { Cover } from '../widgets/Cover';
import { ChannelCard } from './ChannelCard';
import { ChannelsOffNotice } from './ChannelsOffNotice';
import './channels.css';

/**
 * `/subscriptions?q=` (spec 01 section 2): the channels the user subscribed to, filtered by name.
 * Which channels comes from the subscriptions mirror (a change made offline shows at once), what
 * they are from the pod's pages kept on the device.
 */
export function SubscriptionsScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const off = useChannelsOff();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const setQuery = useCallback(
    (value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set('q', value);
          else next.delete('q');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const title = t('subscriptions.title');
  if (off) return <ChannelsOffNotice title={title} />;
  if (session !== undefined && !session.profile) {
    return (
      <div className="page">
        <header className="page-header">
          <h1>{title}</h1>
        </header>
        <p>
          <Link className="button button--primary" to="/login?next=%2Fsubscriptions">
            {t('subscriptions.logIn')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="page">
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      <div className="toolbar" role="search">
        <SearchField label={t('subscriptions.search')} value={q} onChange={setQuery} />
      </div>
      <SubscribedList q={q} />
    </div>
  );
}

function SubscribedList({ q }: { q: string }) {
  const { t } = useTranslation();
  const { items } = useSubscribedChannels();
  if (items === undefined) return <SkeletonGrid count={6} />;
  const shown = filterSubscribed(items, q);
  if (shown.length === 0) return <p className="state">{t(q ? 'subscriptions.noResults' : 'subscriptions.empty')}</p>;
  return (
    <ul className="card-grid" aria-label={t('subscriptions.title')}>
      {shown.map((item) =>
        item.card ? (
          <ChannelCard key={item.uuid} channel={item.card} />
        ) : (
          <UnknownChannel key={item.uuid} item={item} />
        ),
      )}
    </ul>
  );
}

/** A subscription whose channel page is not on the device (offline): it can still be ended. */
function UnknownChannel({ item }: { item: SubscribedChannel }) {
  const { t } = useTranslation();
  const name = t('subscriptions.unknownChannel');
  return (
    <li className="channel-card">
      <div className="card">
        <Cover attachment={null} alt="" kind="artist" />
        <span className="card__title subscriptions-unknown">{name}</span>
      </div>
      <div className="subscribe">
        <button
          type="button"
          className="button subscribe__toggle"
          aria-label={t('subscriptions.unsubscribeFrom', { name })}
          onClick={() => void setSubscribed(item.uuid, false)}
        >
          {t('subscriptions.unsubscribe')}
        </button>
      </div>
    </li>
  );
}
