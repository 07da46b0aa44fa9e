import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAlbums, useTracks } from '../../sync/catalogue';
import { TrackList } from '../library/TrackList';
import { AlbumCard, SkeletonGrid, SkeletonRows } from '../widgets/Cards';
import { Pagination } from '../widgets/Pagination';
import { QueryState } from '../widgets/QueryState';
import { ChannelDrafts } from './ChannelDrafts';
import { useChannelOutlet } from './ChannelPage';

/** Spec 01: a channel's episodes, 25 a page. */
export const EPISODES_PAGE_SIZE = 25;
/** The overview shows the latest few; all of them are under `episodes`. */
const LATEST_COUNT = 5;
/** Series a channel shows at once: a channel with more is rare; past that the albums browse has them. */
const SERIES_COUNT = 30;

/** `/channels/{id}`: the latest episodes (tracks of an artist channel) and the series (albums). */
export function ChannelOverview() {
  const { t } = useTranslation();
  const { channel } = useChannelOutlet();
  const podcast = channel.artist.contentCategory === 'podcast';
  const latest = useTracks({
    channel: channel.uuid,
    include_channels: true,
    ordering: '-creation_date',
    page_size: LATEST_COUNT,
  });
  // By artist, not `channel=`: a series without a published episode yet has no playable upload.
  const series = useAlbums({
    artist: channel.artist.id,
    include_channels: true,
    ordering: '-creation_date',
    page_size: SERIES_COUNT,
  });
  const latestTitle = t(podcast ? 'channels.page.latestEpisodes' : 'channels.page.latestTracks');
  const seriesTitle = t(podcast ? 'channels.page.series' : 'channels.page.albums');
  return (
    <>
      <section className="section" aria-labelledby="channel-latest">
        <div className="section__head">
          <h2 id="channel-latest">{latestTitle}</h2>
        </div>
        <QueryState
          query={latest}
          loading={<SkeletonRows count={3} withCover />}
          isEmpty={(page) => page.results.length === 0}
          empty={t(podcast ? 'channels.page.noEpisodes' : 'channels.page.noTracks')}
        >
          {(page) => <TrackList tracks={page.results} label={latestTitle} />}
        </QueryState>
      </section>
      <section className="section" aria-labelledby="channel-series">
        <div className="section__head">
          <h2 id="channel-series">{seriesTitle}</h2>
        </div>
        <QueryState
          query={series}
          loading={<SkeletonGrid count={3} />}
          isEmpty={(page) => page.results.length === 0}
          empty={t(podcast ? 'channels.page.noSeries' : 'channels.page.noAlbums')}
        >
          {(page) => (
            <ul className="card-grid" aria-label={seriesTitle}>
              {page.results.map((album) => (
                <AlbumCard key={album.id} album={album} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </>
  );
}

/** `/channels/{id}/episodes`: all of them, newest first, 25 a page. */
export function ChannelEpisodes() {
  const { t } = useTranslation();
  const { channel, own } = useChannelOutlet();
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const podcast = channel.artist.contentCategory === 'podcast';
  const episodes = useTracks({
    channel: channel.uuid,
    include_channels: true,
    ordering: '-creation_date',
    page,
    page_size: EPISODES_PAGE_SIZE,
  });
  const title = t(podcast ? 'channels.page.episodes' : 'channels.page.tracks');
  return (
    <>
      {own && <ChannelDrafts channel={channel.uuid} />}
      <section className="section" aria-label={title}>
        <QueryState
          query={episodes}
          loading={<SkeletonRows count={5} withCover />}
          isEmpty={(data) => data.results.length === 0}
          empty={t(podcast ? 'channels.page.noEpisodes' : 'channels.page.noTracks')}
        >
          {(data) => (
            <>
              <TrackList tracks={data.results} label={title} />
              <Pagination page={page} pageSize={EPISODES_PAGE_SIZE} count={data.count} />
            </>
          )}
        </QueryState>
      </section>
    </>
  );
}
