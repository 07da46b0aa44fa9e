import { memo, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, GripVertical, X } from 'lucide-react';
import type { QueueTrack } from '../../player/types';
import { formatDuration } from '../format/duration';
import { windowRowProps } from '../widgets/window-rows';
import { creditText } from './credit';

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
}

/** One entry of the queue. Memoized: a scroll re-renders the list, and only the rows it brings in need rendering. */
export const QueueRow = memo(function QueueRow({ track, index, offset, setsize, current, errored, unavailable, actions }: Props) {
  const { t } = useTranslation();
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
        <GripVertical size={16} />
      </span>
      <button type="button" className="track-row__main queue-row__play" onClick={() => actions.play(index)} aria-label={t('queue.playTrack', { title: track.title })}>
        <span className="track-row__title">{track.title}</span>
        <span className="track-row__sub">
          {creditText(track)}
          {errored && ` · ${t('queue.errored')}`}
          {unavailable && ` · ${t('queue.unavailable')}`}
        </span>
      </button>
      <span className="queue-row__actions">
        <span className="track-row__duration">{formatDuration(track.duration)}</span>
        <button type="button" className="icon-button" data-control="move-up" aria-label={t('queue.moveUp', { title: track.title })} disabled={index === 0} onClick={() => actions.move(index, index - 1)}>
          <ArrowUp aria-hidden size={16} />
        </button>
        <button type="button" className="icon-button" data-control="move-down" aria-label={t('queue.moveDown', { title: track.title })} disabled={index === setsize - 1} onClick={() => actions.move(index, index + 1)}>
          <ArrowDown aria-hidden size={16} />
        </button>
        <button type="button" className="icon-button" data-control="remove" aria-label={t('queue.remove', { title: track.title })} onClick={() => actions.remove(index)}>
          <X aria-hidden size={16} />
        </button>
      </span>
    </li>
  );
});
