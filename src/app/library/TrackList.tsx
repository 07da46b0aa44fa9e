import { lazy, memo, Suspense, useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleCheck, Play } from '../icons';
import { useKeptTrackIds } from '../../db/downloads';
import { trackCover, trackDuration, type Track } from '../../sync/catalogue';
import { formatDuration } from '../format/duration';
import { ArtistCreditLinks } from '../widgets/ArtistCreditLinks';
import { Cover } from '../widgets/Cover';
import { FavoriteButton } from '../favorites/FavoriteButton';
import { useFavoriteLookup, type FavoriteLookup } from '../favorites/useFavoriteLookup';
import { VIRTUAL_FROM, windowRowProps } from '../widgets/window-rows';
import { AddToPlaylistButton } from '../playlists/AddToPlaylistButton';
import { useEpisodeStates, type StoredEpisodePosition } from '../../db/episode-positions';
import { EpisodeMark } from '../player/EpisodeMark';

// The windowed list and its virtualizer load with the first long list, not with the first screen.
const WindowedTrackList = lazy(() => import('./WindowedTrackList'));
/** Rows of a long list shown while the windowed list loads: more than a screenful. */
const ROWS_WHILE_LOADING = 30;

/** Rows' heights until one is measured: with a cover, and numbered (album pages). */
export const ROW_HEIGHT_WITH_COVER = 60;
export const ROW_HEIGHT = 52;

type Variant = 'album' | 'list';

export interface TrackListProps {
  tracks: readonly Track[];
  /** Album pages number tracks by position; other lists show covers. */
  variant?: Variant;
  label: string;
}

/**
 * Tracks with their play and favorite buttons. Most lists are a page of the pod's (25 or 50 rows); a
 * playlist or an album comes whole, and a long one (VIRTUAL_FROM rows or more) renders only the rows
 * near the viewport (WindowedTrackList; its first rows while that chunk loads).
 */
export function TrackList(props: TrackListProps) {
  if (props.tracks.length < VIRTUAL_FROM) return <PlainTrackList {...props} />;
  return (
    <Suspense fallback={<PlainTrackList {...props} upTo={ROWS_WHILE_LOADING} />}>
      <WindowedTrackList {...props} />
    </Suspense>
  );
}

/** A row's key: a playlist may hold the same track twice. */
export const trackRowKey = (track: Track | undefined, index: number) => `${track?.id}-${index}`;

/** What every row needs: the downloaded tracks, the favorites, playing from a row. */
export function useTrackRowContext(tracks: readonly Track[]) {
  const kept = useKeptTrackIds();
  const favorites = useFavoriteLookup();
  // Issue 17: the play commands (and the track sources they fetch with) load on the first click, not
  // with the library home.
  const play = useCallback(
    (index: number) =>
      void import('../../player/play-commands').then(({ playTracks }) => playTracks(tracks, 'now', index)),
    [tracks],
  );
  const episodes = useEpisodeStates(useMemo(() => tracks.map((track) => track.id), [tracks])); // np27
  return { kept, favorites, play, episodes };
}

function PlainTrackList({ tracks, variant = 'list', label, upTo = tracks.length }: TrackListProps & { upTo?: number }) {
  const { kept, favorites, play, episodes } = useTrackRowContext(tracks);
  return (
    <ol className="track-list" aria-label={label}>
      {tracks.slice(0, upTo).map((track, index) => (
        <TrackRow
          key={trackRowKey(track, index)}
          track={track}
          index={index}
          offset={null}
          setsize={tracks.length}
          variant={variant}
          kept={kept.has(track.id)}
          favorites={favorites}
          play={play}
          episode={episodes.get(track.id)}
        />
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
  /** np27: where this episode was left on this device (absent for a track never started). */
  episode?: StoredEpisodePosition;
}

/** Memoized: a scroll re-renders the list, and only the rows it brings in need rendering. */
export const TrackRow = memo(function TrackRow({
  track,
  index,
  offset,
  setsize,
  variant,
  kept,
  favorites,
  play,
  episode,
}: RowProps) {
  const { t } = useTranslation();
  return (
    <li
      {...windowRowProps(index, offset, setsize)}
      className={`track-row${variant === 'list' ? ' track-row--with-cover' : ''}`}
    >
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
        {kept && (
          <span
            className="track-row__kept"
            role="img"
            aria-label={t('downloads.trackKept')}
            title={t('downloads.trackKept')}
          >
            <CircleCheck aria-hidden size={16} />
          </span>
        )}
        <EpisodeMark state={episode} duration={trackDuration(track)} />
        <span className="track-row__duration">
          {/* aria-label on a span is not announced: the label is hidden text instead. */}
          <span className="visually-hidden">{t('detail.duration')} </span>
          {formatDuration(trackDuration(track))}
        </span>
        <FavoriteButton track={track} className="track-row__favorite" size={16} lookup={favorites} named />
        {/* pl20ui: add to a playlist, for a signed-in user (the favorites lookup knows). */}
        {favorites.signedIn && (
          <AddToPlaylistButton
            trackIds={[track.id]}
            label={t('playlistsUi.addTrack', { title: track.title })}
            className="track-row__add"
          />
        )}
        <button
          type="button"
          className="icon-button track-row__play"
          aria-label={t('player.playTrack', { title: track.title })}
          onClick={() => play(index)}
        >
          <Play aria-hidden size={16} />
        </button>
      </span>
    </li>
  );
});
