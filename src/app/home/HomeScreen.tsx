import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAlbums } from '../../sync/catalogue';
import { useNodeInfo } from '../../sync/instance';
import { useChannels, useChannelsOff } from '../../sync/channels';
import { AlbumCard, ChannelCard, SkeletonGrid } from '../widgets/Cards';
import { QueryGrid } from '../widgets/QueryGrid';

const NEW_ALBUMS = 12;
const NEW_CHANNELS = 6;

/** Home for anonymous visitors (authenticated users are sent on to /library by the guard). */
export function HomeScreen() {
  const { t } = useTranslation();
  const nodeInfo = useNodeInfo();
  const albums = useAlbums({ ordering: '-creation_date', page_size: NEW_ALBUMS });
  const channels = useChannels({ ordering: '-creation_date', page_size: NEW_CHANNELS });
  // subs19: no channel section on a pod with channels off.
  const channelsOff = useChannelsOff();
  const info = nodeInfo.data;
  // The pod's statistics count a channel's series as an album, the albums list leaves them out
  // (include_channels): the number shown is the list's when it is known, so the two agree.
  const albumsCount = albums.data?.count ?? info?.albumsCount ?? null;
  const stats = info
    ? [
        // A few minutes of music floor to 0 hours; saying "0 hours of music" helps nobody.
        info.hoursOfContent !== null && info.hoursOfContent > 0 && ['home.hoursOfContent', info.hoursOfContent],
        info.artistsCount !== null && ['home.artistsCount', info.artistsCount],
        albumsCount !== null && ['home.albumsCount', albumsCount],
        info.tracksCount !== null && ['home.tracksCount', info.tracksCount],
        info.users?.total != null && ['home.usersCount', info.users.total],
      ].filter((entry): entry is [string, number] => Array.isArray(entry))
    : [];

  // Issue 17: what arrives late never pushes what is shown. The description keeps one line until the
  // node info is in; the statistics come after the new albums, and the channels once both are settled.
  const infoSettled = nodeInfo.data !== undefined || nodeInfo.isError;
  const albumsSettled = albums.data !== undefined || albums.isError;

  return (
    <div className="page">
      <header className="page-header home-header">
        <div>
          <h1 className="home-header__title">{t('home.title', { pod: info?.nodeName || t('home.defaultPodName') })}</h1>
          <p className="muted home-header__description">
            {infoSettled ? info?.shortDescription || t('home.intro') : '\u00a0'}
          </p>
        </div>
        <div className="toolbar">
          <Link className="button button--primary" to="/login">
            {t('home.loginCta')}
          </Link>
          <Link className="button" to="/library/albums">
            {t('home.browse')}
          </Link>
        </div>
      </header>
      <section className="section" aria-labelledby="home-new-albums">
        <div className="section__head">
          <h2 id="home-new-albums">{t('home.newAlbums')}</h2>
          <Link to="/library/albums">{t('library.seeAll')}</Link>
        </div>
        <QueryGrid
          query={albums}
          loading={<SkeletonGrid count={6} />}
          renderItem={(album) => <AlbumCard key={album.id} album={album} />}
        />
      </section>
      {albumsSettled && stats.length > 0 && (
        <section className="section" aria-labelledby="home-stats">
          <h2 id="home-stats" className="visually-hidden">
            {t('home.statistics')}
          </h2>
          <ul className="stats">
            {stats.map(([key, count]) => {
              const [value, ...words] = t(key, { count }).split(' ');
              return (
                <li key={key} className="stat">
                  <strong>{value}</strong>
                  {words.join(' ')}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {albumsSettled && infoSettled && !channelsOff && (
        <section className="section" aria-labelledby="home-new-channels">
          <div className="section__head">
            <h2 id="home-new-channels">{t('home.newChannels')}</h2>
            <Link to="/library/channels">{t('library.seeAll')}</Link>
          </div>
          <QueryGrid
            query={channels}
            offline={null}
            loading={<SkeletonGrid count={3} />}
            empty={t('library.noChannels')}
            renderItem={(channel) => <ChannelCard key={channel.uuid} channel={channel} />}
          />
        </section>
      )}
    </div>
  );
}
