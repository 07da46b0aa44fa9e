import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../db/session';
import { useAlbums } from '../../sync/catalogue';
import { useChannels, useChannelsOff } from '../../sync/channels';
import { useFavoriteTracks, useFavoriteCounts } from '../../sync/favorites';
import { useListenings } from '../../sync/listenings';
import { usePlaylists } from '../../sync/playlists';
import { AlbumCard, cardCoverLoading, ChannelCard, PlaylistCard, SkeletonGrid, SkeletonRows } from '../widgets/Cards';
import { QueryState } from '../widgets/QueryState';
import { QueryGrid } from '../widgets/QueryGrid';
import type { TrackListProps } from './TrackList';

const PER_SECTION = 6;

// Issue 17: the track rows (their play, favorite, download and playlist parts) are a chunk of their own,
// not the first screen's; asked for as soon as a signed-in home shows, while its lists load. Until it is
// in, the rows' skeletons stand in their place, each the height of a row.
const loadTrackList = () => import('./TrackList');
const LazyTrackList = lazy(async () => ({ default: (await loadTrackList()).TrackList }));

function TrackList(props: TrackListProps) {
  return (
    <Suspense fallback={<SkeletonRows count={props.tracks.length} withCover />}>
      <LazyTrackList {...props} />
    </Suspense>
  );
}

/** A query whose answer (or failure) is in: what comes below it may show without being pushed. */
const settled = (query: { data?: unknown; isError: boolean }) => query.data !== undefined || query.isError;

function Section({ id, title, more, children }: { id: string; title: string; more?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="section" aria-labelledby={id}>
      <div className="section__head">
        <h2 id={id}>{title}</h2>
        {more && <Link to={more}>{t('library.seeAll')}</Link>}
      </div>
      {children}
    </section>
  );
}

/** Library home (spec 02 section 2): recently added, favorited, listened, playlists, new channels. */
export function LibraryHome() {
  const { t } = useTranslation();
  const session = useSession();
  const profile = session?.profile ?? null;
  const albums = useAlbums({ ordering: '-creation_date', page_size: PER_SECTION });
  const channels = useChannels({ ordering: '-creation_date', page_size: PER_SECTION });
  const favorites = useFavoriteTracks(
    { ordering: '-creation_date', page_size: PER_SECTION },
    { enabled: profile !== null },
  );
  const listenings = useListenings(
    {
      scope: profile ? `actor:${profile.fullUsername}` : undefined,
      ordering: '-creation_date',
      page_size: PER_SECTION,
    },
    { enabled: profile !== null },
  );
  const playlists = usePlaylists(
    { scope: 'me', ordering: '-modification_date', page_size: PER_SECTION },
    { enabled: profile !== null },
  );
  const name = profile?.name || profile?.username;
  useEffect(() => {
    if (profile !== null) void loadTrackList().catch(() => undefined);
  }, [profile]);
  // Issue 17: sections show in page order, each once the one above it is settled, so a late answer
  // never pushes what is shown; the favorites' rows are known in number (the mirror) before they come.
  const favoriteCount = useFavoriteCounts()?.total ?? 0;
  const showListened = settled(albums) && settled(favorites);
  const showPlaylists = showListened && settled(listenings);
  // subs19: no channel section on a pod with channels off.
  const channelsOff = useChannelsOff();
  const showChannels = !channelsOff && (profile ? showPlaylists && settled(playlists) : settled(albums));

  return (
    <div className="page">
      <header className="page-header">
        <h1>{name ? t('library.welcome', { name }) : t('library.title')}</h1>
      </header>
      <Section id="library-albums" title={t('library.recentAlbums')} more="/library/albums">
        <QueryGrid
          query={albums}
          loading={<SkeletonGrid count={PER_SECTION} />}
          renderItem={(album, index) => <AlbumCard key={album.id} album={album} loading={cardCoverLoading(index)} />}
        />
      </Section>
      {profile && (
        <>
          <Section id="library-favorites" title={t('library.recentFavorites')} more="/favorites">
            <QueryState
              query={favorites}
              loading={<SkeletonRows count={Math.min(favoriteCount, PER_SECTION)} withCover />}
              isEmpty={(page) => page.results.length === 0}
              empty={t('library.noFavorites')}
            >
              {(page) => (
                <TrackList
                  tracks={page.results.map((favorite) => favorite.track)}
                  label={t('library.recentFavorites')}
                />
              )}
            </QueryState>
          </Section>
          {showListened && (
            <Section id="library-listened" title={t('library.recentListenings')}>
              <QueryState
                query={listenings}
                loading={null}
                isEmpty={(page) => page.results.length === 0}
                empty={t('library.noListenings')}
              >
                {(page) => (
                  <TrackList
                    tracks={page.results.map((listening) => listening.track)}
                    label={t('library.recentListenings')}
                  />
                )}
              </QueryState>
            </Section>
          )}
          {showPlaylists && (
            <Section id="library-playlists" title={t('library.playlists')} more="/library/me/playlists">
              <QueryGrid
                query={playlists}
                offline={null}
                loading={<SkeletonGrid count={3} />}
                empty={t('library.noPlaylists')}
                renderItem={(playlist) => <PlaylistCard key={playlist.id} playlist={playlist} />}
              />
            </Section>
          )}
        </>
      )}
      {showChannels && (
        <Section id="library-channels" title={t('library.newChannels')} more="/library/channels">
          <QueryGrid
            query={channels}
            offline={null}
            loading={<SkeletonGrid count={3} />}
            empty={t('library.noChannels')}
            renderItem={(channel) => <ChannelCard key={channel.uuid} channel={channel} />}
          />
        </Section>
      )}
    </div>
  );
}
