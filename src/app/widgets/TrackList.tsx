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
import { useFavoriteLookup } from './useFavoriteLookup';

interface Props {
  tracks: readonly Track[];
  /** Album pages number tracks by position; other lists show covers. */
  variant?: 'album' | 'list';
  label: string;
}

function trackDuration(track: Track): number | null {
  return track.uploads[0]?.duration ?? null;
}

export function TrackList({ tracks, variant = 'list', label }: Props) {
  const { t } = useTranslation();
  const kept = useKeptTrackIds();
  const favorites = useFavoriteLookup();
  return (
    <ol className="track-list" aria-label={label}>
      {tracks.map((track, index) => (
        <li key={track.id} className={`track-row${variant === 'list' ? ' track-row--with-cover' : ''}`}>
          {variant === 'album' ? (
            <span className="track-row__position">{track.position ?? '–'}</span>
          ) : (
            <Cover attachment={trackCover(track)} alt="" kind="track" size="small" />
          )}
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
            {kept.has(track.id) && (
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
            <button type="button" className="icon-button track-row__play" aria-label={t('player.play')} title={t('player.playTrack', { title: track.title })} onClick={() => void playTracks(tracks, 'now', index)}>
              <Play aria-hidden size={16} />
            </button>
          </span>
        </li>
      ))}
    </ol>
  );
}
