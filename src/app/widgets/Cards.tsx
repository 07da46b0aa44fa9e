import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatArtistCredit, type Album, type Artist, type ArtistAlbum } from '../../sync/model';
import { releaseYear } from '../format/duration';
import { Cover } from './Cover';

export function AlbumCard({ album }: { album: Album }) {
  const { t } = useTranslation();
  const artists = formatArtistCredit(album.artistCredit);
  const year = releaseYear(album.releaseDate);
  return (
    <li>
      <Link to={`/library/albums/${album.id}`} className="card">
        <Cover attachment={album.cover} alt={t('detail.coverOf', { title: album.title })} />
        <span className="card__title">{album.title}</span>
        <span className="card__meta">{[artists, year].filter(Boolean).join(' · ')}</span>
      </Link>
    </li>
  );
}

/** An album as listed inside an artist (its artist is the page's). */
export function ArtistAlbumCard({ album }: { album: ArtistAlbum }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link to={`/library/albums/${album.id}`} className="card">
        <Cover attachment={album.cover} alt={t('detail.coverOf', { title: album.title })} />
        <span className="card__title">{album.title}</span>
        <span className="card__meta">
          {[releaseYear(album.releaseDate), t('detail.tracksCount', { count: album.tracksCount })].filter(Boolean).join(' · ')}
        </span>
      </Link>
    </li>
  );
}

export function ArtistCard({ artist }: { artist: Artist }) {
  const { t } = useTranslation();
  const cover = artist.cover ?? artist.albums[0]?.cover ?? null;
  return (
    <li>
      <Link to={`/library/artists/${artist.id}`} className="card">
        <Cover attachment={cover} alt={t('detail.coverOf', { title: artist.name })} kind="artist" round />
        <span className="card__title">{artist.name}</span>
        <span className="card__meta">{t('detail.albumsCount', { count: artist.albums.length })}</span>
      </Link>
    </li>
  );
}

export function SkeletonGrid({ count = 6, round = false }: { count?: number; round?: boolean }) {
  return (
    <ul className="card-grid skeleton-grid" aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="card">
          <div className={`cover${round ? ' cover--round' : ''}`} />
        </li>
      ))}
    </ul>
  );
}
