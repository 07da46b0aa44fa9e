import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatArtistCredit, type Album, type Artist, type ArtistAlbum } from '../../sync/catalogue';
import { channelPath, type Channel } from '../../sync/channels';
import type { Playlist } from '../../sync/playlists';
import { releaseYear } from '../format/duration';
import { Cover, type CoverLoading } from './Cover';

/**
 * How many cards of a home's first grid are on screen at once (a desktop row): their covers load at
 * once rather than lazily, since one of them is usually the page's largest paint (issue 17).
 */
export const EAGER_CARDS = 6;
/** lead30: the first row on a phone (two cards): asked before the page's other images. */
export const HIGH_PRIORITY_CARDS = 2;

/** How the cover of a first grid's card at `index` loads. */
export function cardCoverLoading(index: number): CoverLoading {
  return index < HIGH_PRIORITY_CARDS ? 'high' : index < EAGER_CARDS ? 'eager' : 'lazy';
}

export function AlbumCard({ album, loading = 'lazy' }: { album: Album; loading?: CoverLoading }) {
  const { t } = useTranslation();
  const artists = formatArtistCredit(album.artistCredit);
  const year = releaseYear(album.releaseDate);
  return (
    <li>
      <Link to={`/library/albums/${album.id}`} className="card">
        <Cover attachment={album.cover} alt={t('detail.coverOf', { title: album.title })} loading={loading} />
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
          {[releaseYear(album.releaseDate), t('detail.tracksCount', { count: album.tracksCount })]
            .filter(Boolean)
            .join(' · ')}
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

/** Cards while a grid loads, each the size of a real one (cover, title line, meta line): nothing moves when they are replaced. */
export function SkeletonGrid({ count = 6, round = false }: { count?: number; round?: boolean }) {
  return (
    <ul className="card-grid skeleton-grid" aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="card">
          <div className={`cover${round ? ' cover--round' : ''}`} />
          <span className="card__title skeleton-line">{'\u00a0'}</span>
          <span className="card__meta skeleton-line">{'\u00a0'}</span>
        </li>
      ))}
    </ul>
  );
}

/** Track rows while a list loads, each the height of a real row (TrackList). */
export function SkeletonRows({ count, withCover = false }: { count: number; withCover?: boolean }) {
  if (count <= 0) return null;
  return (
    <ol className="track-list skeleton-rows" aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={`track-row${withCover ? ' track-row--with-cover' : ''}`}>
          {withCover ? <div className="cover" /> : <span className="track-row__position" />}
          <span className="track-row__main">
            <span className="track-row__title skeleton-line">{'\u00a0'}</span>
            <span className="track-row__sub skeleton-line">{'\u00a0'}</span>
          </span>
          <span className="icon-button" />
        </li>
      ))}
    </ol>
  );
}

/** The head of a detail page (cover, kind, title, meta, buttons) while it loads. */
export function SkeletonHero() {
  return (
    <div className="hero skeleton-hero" aria-hidden>
      <div className="hero__cover">
        <div className="cover" />
      </div>
      <div>
        <span className="hero__kind skeleton-line">{'\u00a0'}</span>
        <h1 className="skeleton-line">{'\u00a0'}</h1>
        <div className="hero__meta skeleton-line">{'\u00a0'}</div>
        <div className="toolbar">
          <span className="button skeleton-line">{'\u00a0'}</span>
        </div>
      </div>
    </div>
  );
}

/** A channel in a home or tag section: its page (the browse screens use channels/ChannelCard, with a subscribe button). */
export function ChannelCard({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link to={channelPath(channel)} className="card">
        <Cover
          attachment={channel.artist.cover}
          alt={t('detail.coverOf', { title: channel.artist.name })}
          kind="artist"
        />
        <span className="card__title">{channel.artist.name}</span>
        <span className="card__meta">{channel.actor?.fullUsername ?? ''}</span>
      </Link>
    </li>
  );
}

export function PlaylistCard({ playlist }: { playlist: Playlist }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link to={`/library/playlists/${playlist.id}`} className="card">
        <PlaylistMosaic covers={playlist.albumCovers} title={playlist.name} />
        <span className="card__title">{playlist.name}</span>
        <span className="card__meta">{t('detail.tracksCount', { count: playlist.tracksCount })}</span>
      </Link>
    </li>
  );
}

/** Up to four album covers of a playlist, or the default image. */
export function PlaylistMosaic({ covers, title }: { covers: string[]; title: string }) {
  const { t } = useTranslation();
  if (covers.length === 0) return <Cover attachment={null} alt={t('detail.coverOf', { title })} kind="track" />;
  const shown = covers.length >= 4 ? covers.slice(0, 4) : covers.slice(0, 1);
  return (
    <div
      className={`cover${shown.length === 4 ? ' cover--mosaic' : ''}`}
      role="img"
      aria-label={t('detail.coverOf', { title })}
    >
      {shown.map((url) => (
        <img key={url} src={url} alt="" loading="lazy" />
      ))}
    </div>
  );
}
