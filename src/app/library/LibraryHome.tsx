import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../db/session';
import { useAlbums } from '../../sync/queries/albums';
import { useArtists } from '../../sync/queries/artists';
import { useTracks } from '../../sync/queries/tracks';
import { AlbumCard, ArtistCard, SkeletonGrid } from '../widgets/Cards';
import { QueryState } from '../widgets/QueryState';
import { TrackList } from '../widgets/TrackList';

const PER_SECTION = 12;

export function LibraryHome() {
  const { t } = useTranslation();
  const session = useSession();
  const name = session?.profile?.name || session?.profile?.username;
  const albums = useAlbums({ ordering: '-creation_date', page_size: PER_SECTION });
  const artists = useArtists({ ordering: '-creation_date', page_size: PER_SECTION });
  const tracks = useTracks({ ordering: '-creation_date', page_size: 8 });
  return (
    <div className="page">
      <header className="page-header">
        <h1>{name ? t('library.welcome', { name }) : t('library.title')}</h1>
      </header>
      <section className="section" aria-labelledby="library-albums">
        <div className="section__head">
          <h2 id="library-albums">{t('library.recentAlbums')}</h2>
          <Link to="/library/albums">{t('library.seeAll')}</Link>
        </div>
        <QueryState query={albums} loading={<SkeletonGrid count={6} />} isEmpty={(page) => page.results.length === 0}>
          {(page) => (
            <ul className="card-grid">
              {page.results.map((album) => (
                <AlbumCard key={album.id} album={album} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <section className="section" aria-labelledby="library-tracks">
        <div className="section__head">
          <h2 id="library-tracks">{t('library.recentTracks')}</h2>
        </div>
        <QueryState query={tracks} loading={null} isEmpty={(page) => page.results.length === 0}>
          {(page) => <TrackList tracks={page.results} label={t('library.recentTracks')} />}
        </QueryState>
      </section>
      <section className="section" aria-labelledby="library-artists">
        <div className="section__head">
          <h2 id="library-artists">{t('library.artists')}</h2>
          <Link to="/library/artists">{t('library.seeAll')}</Link>
        </div>
        <QueryState query={artists} loading={<SkeletonGrid count={6} round />} isEmpty={(page) => page.results.length === 0}>
          {(page) => (
            <ul className="card-grid">
              {page.results.map((artist) => (
                <ArtistCard key={artist.id} artist={artist} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </div>
  );
}
