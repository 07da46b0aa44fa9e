import { memo, useMemo, type DragEvent } from 'react';
import type { StoredEpisodePosition } from '../../db/episode-positions';
import type { QueueTrack } from '../../player/types';
import { formatDuration } from '../format/duration';
import { windowRowProps } from '../widgets/window-rows';
import { creditText } from './credit';
import type { QueueRowLabels } from './queue-labels';
import { EpisodeMark } from './EpisodeMark';
import { downIcon, gripIcon, removeIcon, upIcon } from './QueueIcons';
import './episode-controls.css';

/** What a row's controls do; one object for every row, the same from render to render. */
export interface QueueRowActions {
  play(index: number): void;
  move(from: number, to: number): void;
  remove(index: number): void;
  dragStart(index: number): void;
  dragEnd(): void;
  drop(event: DragEvent, index: number): void;
}

interface Props {
  track: QueueTrack;
  index: number;
  /** From the list's top when the list is windowed. */
  offset: number | null;
  setsize: number;
  current: boolean;
  errored: boolean;
  unavailable: boolean;
  actions: QueueRowActions;
  /** The same object for every row (built once per language by the screen). */
  labels: QueueRowLabels;
  /** np27: where this episode was left on this device (absent for a track never started). */
  episode?: StoredEpisodePosition;
}

/** One entry of the queue. Memoized: a scroll re-renders the list, and only the rows it brings in need rendering. */
export const QueueRow = memo(function QueueRow({
  track,
  index,
  offset,
  setsize,
  current,
  errored,
  unavailable,
  actions,
  labels,
  episode,
}: Props) {
  const thumbnail = track.coverSmallUrl ?? track.coverUrl;
  // Built when the row comes in, not again when it re-renders (the current track moved, a drag).
  const text = useMemo(
    () => ({
      credit: creditText(track),
      duration: formatDuration(track.duration),
      play: labels.play(track.title),
      up: labels.moveUp(track.title),
      down: labels.moveDown(track.title),
      remove: labels.remove(track.title),
    }),
    [labels, track],
  );
  return (
    <li
      {...windowRowProps(index, offset, setsize)}
      className={`track-row queue-row${current ? ' queue-row--current' : ''}${errored || unavailable ? ' queue-row--errored' : ''}`}
      aria-current={current ? 'true' : undefined}
      draggable
      onDragStart={() => actions.dragStart(index)}
      onDragEnd={() => actions.dragEnd()}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => actions.drop(event, index)}
    >
      <span className="queue-row__handle" aria-hidden>
        {gripIcon}
      </span>
      {/* episodes27: the cover thumbnail (decoration: the row's button names the track). */}
      {thumbnail === null ? (
        <span className="queue-row__cover" aria-hidden />
      ) : (
        <img
          className="queue-row__cover"
          src={thumbnail}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
        />
      )}
      <button
        type="button"
        className="track-row__main queue-row__play"
        onClick={() => actions.play(index)}
        aria-label={text.play}
      >
        <span className="track-row__title">{track.title}</span>
        <span className="track-row__sub">
          {text.credit}
          {errored && ` · ${labels.errored}`}
          {unavailable && ` · ${labels.unavailable}`}
        </span>
      </button>
      <span className="queue-row__actions">
        {/* Most tracks were never started: no mark, and no i18next hook a row that a scroll brings in. */}
        {episode && <EpisodeMark state={episode} duration={track.duration} />}
        <span className="track-row__duration">{text.duration}</span>
        <button
          type="button"
          className="icon-button"
          data-control="move-up"
          aria-label={text.up}
          disabled={index === 0}
          onClick={() => actions.move(index, index - 1)}
        >
          {upIcon}
        </button>
        <button
          type="button"
          className="icon-button"
          data-control="move-down"
          aria-label={text.down}
          disabled={index === setsize - 1}
          onClick={() => actions.move(index, index + 1)}
        >
          {downIcon}
        </button>
        <button
          type="button"
          className="icon-button"
          data-control="remove"
          aria-label={text.remove}
          onClick={() => actions.remove(index)}
        >
          {removeIcon}
        </button>
      </span>
    </li>
  );
});
