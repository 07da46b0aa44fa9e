import { useCallback } from 'react';
import {
  ROW_HEIGHT,
  ROW_HEIGHT_WITH_COVER,
  TrackRow,
  trackRowKey,
  useTrackRowContext,
  type TrackListProps,
} from './TrackList';
import { useWindowRows } from '../widgets/useWindowRows';

/** A long TrackList: only the rows near the viewport are in the DOM (a chunk of its own, see TrackList). */
export default function WindowedTrackList({ tracks, variant = 'list', label }: TrackListProps) {
  const { kept, favorites, play, episodes } = useTrackRowContext(tracks);
  const getKey = useCallback((index: number) => trackRowKey(tracks[index], index), [tracks]);
  const list = useWindowRows({
    count: tracks.length,
    estimate: variant === 'list' ? ROW_HEIGHT_WITH_COVER : ROW_HEIGHT,
    getKey,
  });
  return (
    <ol className="track-list" aria-label={label} {...list.listProps}>
      {list.rows.map(({ index, key, offset }) => (
        <TrackRow
          key={key}
          track={tracks[index]!}
          index={index}
          offset={offset}
          setsize={list.setsize}
          variant={variant}
          kept={kept.has(tracks[index]!.id)}
          favorites={favorites}
          play={play}
          episode={episodes.get(tracks[index]!.id)}
        />
      ))}
    </ol>
  );
}
