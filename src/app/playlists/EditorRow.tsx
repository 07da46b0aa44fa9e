import { memo, type DragEvent, type KeyboardEvent } from 'react';
import { formatDuration } from '../format/duration';
import { downIcon, gripIcon, removeIcon, upIcon } from '../player/QueueIcons';
import { windowRowProps } from '../widgets/window-rows';

/** A playlist entry as the editor shows it (a track the device has not fetched yet shows its id). */
export interface EditorEntry {
  trackId: number;
  title: string;
  credit: string;
  /** Seconds. */
  duration: number | null;
}

/** What a row's controls do; one object for every row. */
export interface EditorRowActions {
  move(from: number, to: number, via: 'button' | 'handle'): void;
  remove(index: number): void;
  dragStart(index: number): void;
  dragEnd(): void;
  drop(event: DragEvent, index: number): void;
}

export interface EditorRowLabels {
  reorder(title: string): string;
  moveUp(title: string): string;
  moveDown(title: string): string;
  remove(title: string): string;
  /** The id of the hidden text that tells how the handle works. */
  helpId: string;
}

interface Props {
  entry: EditorEntry;
  index: number;
  offset: number | null;
  setsize: number;
  dragged: boolean;
  actions: EditorRowActions;
  labels: EditorRowLabels;
}

/**
 * One entry of the playlist editor: dragged by the row (HTML5 drag and drop), or moved from the
 * keyboard by the arrow keys on its handle or by its up and down buttons.
 */
export const EditorRow = memo(function EditorRow({ entry, index, offset, setsize, dragged, actions, labels }: Props) {
  const onHandleKey = (event: KeyboardEvent) => {
    const to = event.key === 'ArrowUp' ? index - 1 : event.key === 'ArrowDown' ? index + 1 : null;
    if (to === null) return;
    event.preventDefault();
    if (to >= 0 && to < setsize) actions.move(index, to, 'handle');
  };
  return (
    <li
      {...windowRowProps(index, offset, setsize)}
      className={`track-row playlist-editor__row${dragged ? ' playlist-editor__row--dragged' : ''}`}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        // Firefox starts a drag only with data set.
        event.dataTransfer.setData('text/plain', String(index));
        actions.dragStart(index);
      }}
      onDragEnd={() => actions.dragEnd()}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => actions.drop(event, index)}
    >
      <button
        type="button"
        className="icon-button playlist-editor__handle"
        data-control="handle"
        aria-label={labels.reorder(entry.title)}
        aria-describedby={labels.helpId}
        onKeyDown={onHandleKey}
      >
        {gripIcon}
      </button>
      <span className="track-row__main">
        <span className="track-row__title">{entry.title}</span>
        <span className="track-row__sub">{entry.credit}</span>
      </span>
      <span className="playlist-editor__actions">
        <span className="track-row__duration">{formatDuration(entry.duration)}</span>
        <button
          type="button"
          className="icon-button"
          data-control="move-up"
          aria-label={labels.moveUp(entry.title)}
          disabled={index === 0}
          onClick={() => actions.move(index, index - 1, 'button')}
        >
          {upIcon}
        </button>
        <button
          type="button"
          className="icon-button"
          data-control="move-down"
          aria-label={labels.moveDown(entry.title)}
          disabled={index === setsize - 1}
          onClick={() => actions.move(index, index + 1, 'button')}
        >
          {downIcon}
        </button>
        <button
          type="button"
          className="icon-button"
          data-control="remove"
          aria-label={labels.remove(entry.title)}
          onClick={() => actions.remove(index)}
        >
          {removeIcon}
        </button>
      </span>
    </li>
  );
});
