import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { movePlaylistTrack, removePlaylistTrack, type PlaylistId } from '../../sync/playlists';
import { titleTemplate } from '../player/queue-labels';
import { addMessage } from '../messages/store';
import { useWindowRows } from '../widgets/useWindowRows';
import { focusAfterRemoval, moveControls } from '../widgets/window-rows';
import { EditorRow, type EditorEntry, type EditorRowActions, type EditorRowLabels } from './EditorRow';

/** An editor row's height until one is measured. */
const ROW_HEIGHT = 56;

interface Props {
  id: PlaylistId;
  /** The first entries of the playlist (what the page shows so far). */
  entries: readonly EditorEntry[];
  /** The playlist's whole order: a new array after each change (the focus follows it). */
  trackIds: readonly number[];
}

/**
 * The entries of the playlist editor: drag to reorder, or move with the keys, remove. Each change is
 * a named write (the mirror first, the pod through the outbox); the rows follow the mirror. A move
 * is announced, and the focus follows the moved row.
 */
export function EditorList({ id, entries, trackIds }: Props) {
  const { t } = useTranslation();
  const helpId = useId();
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const getKey = useCallback((index: number) => `${entries[index]?.trackId}-${index}`, [entries]);
  const list = useWindowRows({ count: entries.length, estimate: ROW_HEIGHT, getKey, hold: dragFrom });

  const afterChange = useRef<{ before: readonly number[]; index: number | null; selectors: readonly string[] } | null>(
    null,
  );
  const { focusRow } = list;
  useLayoutEffect(() => {
    const pending = afterChange.current;
    if (!pending || pending.before === trackIds) return;
    afterChange.current = null;
    if (pending.index !== null) focusRow(pending.index, pending.selectors);
  }, [trackIds, focusRow]);

  const labels = useMemo<EditorRowLabels>(
    () => ({
      reorder: titleTemplate(t, 'playlistEdit.reorder'),
      moveUp: titleTemplate(t, 'playlistEdit.moveUp'),
      moveDown: titleTemplate(t, 'playlistEdit.moveDown'),
      remove: titleTemplate(t, 'playlistEdit.remove'),
      helpId,
    }),
    [t, helpId],
  );

  // The latest values for the actions, which stay the same object from render to render.
  const latest = useRef({ entries, trackIds });
  latest.current = { entries, trackIds };
  const dragging = useRef<number | null>(null);
  const actions = useMemo<EditorRowActions>(() => {
    const failed = () => addMessage({ content: t('playlistsCore.error'), error: true });
    const move = (from: number, to: number) => {
      const title = latest.current.entries[from]?.title ?? '';
      const count = latest.current.trackIds.length;
      movePlaylistTrack(id, from, to).then(
        () => setAnnouncement(t('playlistEdit.moved', { title, position: to + 1, count })),
        failed,
      );
    };
    return {
      move(from, to, via) {
        afterChange.current = {
          before: latest.current.trackIds,
          index: to,
          selectors: via === 'handle' ? ['[data-control="handle"]'] : moveControls(to < from ? 'up' : 'down'),
        };
        move(from, to);
      },
      remove(index) {
        const title = latest.current.entries[index]?.title ?? '';
        afterChange.current = {
          before: latest.current.trackIds,
          index: focusAfterRemoval(index, latest.current.entries.length),
          selectors: ['[data-control="remove"]'],
        };
        removePlaylistTrack(id, index).then(() => setAnnouncement(t('playlistEdit.removed', { title })), failed);
      },
      dragStart(index) {
        dragging.current = index;
        setDragFrom(index);
      },
      dragEnd() {
        dragging.current = null;
        setDragFrom(null);
      },
      drop(event, to) {
        event.preventDefault();
        const from = dragging.current;
        dragging.current = null;
        setDragFrom(null);
        if (from !== null && from !== to) move(from, to);
      },
    };
  }, [id, t]);

  return (
    <>
      <p id={helpId} className="visually-hidden">
        {t('playlistEdit.reorderHelp')}
      </p>
      <ol className="track-list playlist-editor__list" aria-label={t('playlistEdit.entries')} {...list.listProps}>
        {list.rows.map(({ index, key, offset }) => (
          <EditorRow
            key={key}
            entry={entries[index]!}
            index={index}
            offset={offset}
            setsize={list.setsize}
            dragged={dragFrom === index}
            actions={actions}
            labels={labels}
          />
        ))}
      </ol>
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
    </>
  );
}
