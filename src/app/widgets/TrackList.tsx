import { memo, useCallback } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleCheck, Play } from 'lucide-react';
import { useKeptTrackIds } from '../../db/downloads';
import { playTracks } from '../../player/play-commands';
import { trackCover, type Track } from '../../sync/model';
import { formatDuration } from '../format/duration';
import { ArtistCreditLinks } from './ArtistCreditLinks';
import { Cover } from './Cover';
import { FavoriteButton } from './FavoriteButton';
import { useFavoriteLookup, type FavoriteLookup } from './useFavoriteLookup';
import { useWindowRows, windowRowProps } from './useWindowRows';

/** Rows' heights until one is measured: with a cover, and numbered (album pages). */
const ROW_HEIGHT_WITH_COVER = 60;
const ROW_HEIGHT = 52;

type Variant = 'album' | 'list';

interface Props {
  tracks: readonly Track[];
  /** Album pages number tracks by position; other lists show covers. */
  variant?: Variant;
  label: string;
}

function trackDuration(track: Track): number | null {
  return track.uploads[0]?.duration ?? null;
}

/**
 * Tracks with their play and favorite buttons. Most lists are a page of the pod's (25 or 50 rows); a
 * playlist or an album comes whole, and a long one renders only the rows near the viewport.
 */
export function TrackList({ tracks, variant = 'list', label }: Props) {
  const kept = useKeptTrackIds();
  const favorites = useFavoriteLookup();
  // A playlist may hold the same track twice.
  const getKey = useCallback((index: number) => `${tracks[index]?.id}-${index}`, [tracks]);
  const play = useCallback((index: number) => void playTracks(tracks, 'now', index), [tracks]);
  const list = useWindowRows({ count: tracks.length, estimate: variant === 'list' ? ROW_HEIGHT_WITH_COVER : ROW_HEIGHT, getKey });
  return (
    <ol className="track-list" aria-label={label} {...list.listProps}>
      {list.rows.map(({ index, key, offset }) => (
        <TrackRow key={key} track={tracks[index]!} index={index} offset={offset} setsize={list.setsize} variant={variant} kept={kept.has(tracks[index]!.id)} favorites={favorites} play={play} />
      ))}
    </ol>
  );
}

interface RowProps {
  track: Track;
  index: number;
  offset: number | null;
  setsize: number;
  variant: Variant;
  kept: boolean;
  favorites: FavoriteLookup;
  play: (index: number) => void;
}

/** Memoized: a scroll re-renders the list, and only the rows it brings in need rendering. */
const TrackRow = memo(function TrackRow({ track, index, offset, setsize, variant, kept, favorites, play }: RowProps) {
  const { t } = useTranslation();
  return (
    <li {...windowRowProps(index, offset, setsize)} className={`track-row${variant === 'list' ? ' track-row--with-cover' : ''}`}>
      {variant === 'album' ? <span className="track-row__position">{track.position ?? '–'}</span> : <Cover attachment={trackCover(track)} alt="" kind="track" size="small" />}
      <span className="track-row__main">
        <Link className="track-row__title" to={`/library/tracks/${track.id}`}>
          {track.title}
        </Link>
        <span className="track-row__sub">
          <ArtistCreditLinks credit={track.artistCredit} />
          {variant === 'list' && track.album && (
            <>
              {' · '}
              <Link to={`/library/albums/${track.album.id}`}>{track.album.title}</Link>
            </>
          )}
        </span>
      </span>
      <span className="track-row__end">
        {kept && (
          <span className="track-row__kept" role="img" aria-label={t('downloads.trackKept')} title={t('downloads.trackKept')}>
            <CircleCheck aria-hidden size={16} />
          </span>
        )}
        <span className="track-row__duration">
          {/* aria-label on a span is not announced: the label is hidden text instead. */}
          <span className="visually-hidden">{t('detail.duration')} </span>
          {formatDuration(trackDuration(track))}
        </span>
        <FavoriteButton track={track} className="track-row__favorite" size={16} lookup={favorites} />
        <button type="button" className="icon-button track-row__play" aria-label={t('player.play')} title={t('player.playTrack', { title: track.title })} onClick={() => play(index)}>
          <Play aria-hidden size={16} />
        </button>
      </span>
    </li>
  );
});
