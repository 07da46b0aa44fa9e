import { Link, NavLink, Outlet, useOutletContext, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useKnownSession } from '../shell/known-session'; // d16
import { useChannel, useChannelListenings, useChannelsOff, type Channel } from '../../sync/channels';
import { instanceDomainOf } from '../profiles/handle';
import { NotFound } from '../shell/NotFound';
import { SkeletonHero } from '../widgets/Cards';
import { CopyButton } from '../widgets/CopyButton';
import { Cover } from '../widgets/Cover';
import { QueryState } from '../widgets/QueryState';
import { SafeHtml } from '../widgets/SafeHtml';
import { TagList } from '../widgets/TagList';
import { channelApiId } from './channel-path';
import { ChannelOwnerActions } from './ChannelOwnerActions';
import { ChannelsOffNotice } from './ChannelsOffNotice';
import { SubscribeButton } from './SubscribeButton';
import './channels.css';
import { ReportButton } from '../reports/ReportButton'; // reports22

interface ChannelOutlet {
  channel: Channel;
  own: boolean;
}

/** What the channel's children (overview, episodes) read of the page. */
export const useChannelOutlet = () => useOutletContext<ChannelOutlet>();

/**
 * `/channels/{id}` (spec 01 section 2; id a uuid, `username@domain` or a local `username`): the base
 * (cover, name, category, owner, subscribers, episodes, downloads, description, RSS feed, URL, and
 * listenings for the library permission), the owner's actions and the tabs overview and episodes.
 * From the persisted query cache when offline.
 */
export function ChannelPage() {
  const { id: segment } = useParams();
  const session = useKnownSession();
  const id = segment ? channelApiId(segment, instanceDomainOf(session?.instanceUrl ?? null)) : null;
  if (id === null || segment === undefined) return <NotFound />;
  return <ChannelView id={id} base={`/channels/${segment}`} />;
}

function ChannelView({ id, base }: { id: string; base: string }) {
  const { t } = useTranslation();
  const session = useKnownSession();
  const query = useChannel(id);
  const off = useChannelsOff();
  const me = session?.profile ?? null;
  if (off) return <ChannelsOffNotice />;
  return (
    <div className="page channel-page">
      <QueryState query={query} loading={<SkeletonHero />}>
        {(channel) => {
          const own = me !== null && channel.attributedTo?.fullUsername.toLowerCase() === me.fullUsername.toLowerCase();
          return (
            <>
              <ChannelHeader channel={channel} own={own} canSeeListenings={me?.permissions.library === true} />
              <nav className="tabs" aria-label={t('channels.page.tabs')}>
                <NavLink end to={base}>
                  {t('channels.page.overview')}
                </NavLink>
                <NavLink to={`${base}/episodes`}>
                  {t(channel.artist.contentCategory === 'podcast' ? 'channels.page.episodes' : 'channels.page.tracks')}
                </NavLink>
              </nav>
              <Outlet context={{ channel, own } satisfies ChannelOutlet} />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

function ChannelHeader({
  channel,
  own,
  canSeeListenings,
}: {
  channel: Channel;
  own: boolean;
  canSeeListenings: boolean;
}) {
  const { t } = useTranslation();
  const listenings = useChannelListenings(channel.uuid, canSeeListenings);
  const podcast = channel.artist.contentCategory === 'podcast';
  const owner = channel.attributedTo;
  const category = t(`channels.category.${channel.artist.contentCategory}`, {
    defaultValue: channel.artist.contentCategory,
  });
  return (
    <>
      <header className="hero channel-hero">
        <div className="hero__cover">
          <Cover
            attachment={channel.artist.cover}
            alt={t('detail.coverOf', { title: channel.artist.name })}
            kind="artist"
            size="large"
            loading="high"
          />
        </div>
        <div className="channel-hero__body">
          <span className="hero__kind">{category}</span>
          <h1>{channel.artist.name}</h1>
          {channel.fullUsername && <p className="muted channel-hero__handle">@{channel.fullUsername}</p>}
          <dl className="channel-facts">
            {owner && (
              <div>
                <dt>{t('channels.page.owner')}</dt>
                <dd>
                  <Link to={`/@${owner.fullUsername}`}>{owner.preferredUsername ?? owner.fullUsername}</Link>
                  {owner.domain && <span className="muted"> · {owner.domain}</span>}
                </dd>
              </div>
            )}
            <div>
              <dt>{t('channels.page.subscribers')}</dt>
              <dd>{channel.subscriptionsCount ?? 0}</dd>
            </div>
            <div>
              <dt>{t(podcast ? 'channels.page.episodesCount' : 'channels.page.tracksCount')}</dt>
              <dd>{channel.artist.tracksCount}</dd>
            </div>
            <div>
              <dt>{t('channels.page.downloads')}</dt>
              <dd>{channel.downloadsCount ?? 0}</dd>
            </div>
            {canSeeListenings && listenings.data !== undefined && (
              <div>
                <dt>{t('channels.page.listenings')}</dt>
                <dd>{listenings.data}</dd>
              </div>
            )}
          </dl>
          <div className="toolbar">
            <SubscribeButton channel={channel} />
            {own && <ChannelOwnerActions channel={channel} />}
            {!own && (
              <ReportButton
                target={{ type: 'channel', uuid: channel.uuid }}
                name={channel.artist.name}
                isLocal={channel.artist.isLocal}
                fid={channel.actor?.fid ?? null}
              />
            )}
          </div>
        </div>
      </header>
      <TagList tags={channel.artist.tags} label={t('detail.tags')} />
      {channel.artist.description?.html && <SafeHtml className="prose" html={channel.artist.description.html} />}
      <div className="channel-links">
        {channel.rssUrl && !channel.isExternal && <CopyButton value={channel.rssUrl} label={t('channels.page.rss')} />}
        {channel.url && (
          <dl>
            <dt>{t('channels.page.url')}</dt>
            <dd>
              <a href={channel.url}>{channel.url}</a>
            </dd>
          </dl>
        )}
      </div>
    </>
  );
}
