import { useCallback, useLayoutEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, GripVertical, Maximize2, Shuffle, Trash2, X } from 'lucide-react';
import { formatDuration } from '../format/duration';
import { creditText } from './credit';
import { FullscreenPlayer } from './FullscreenPlayer';
import type { PlayerSnapshot } from '../../player/types';
import { useWindowRows } from '../widgets/useWindowRows';
import { focusAfterRemoval, moveControls } from '../widgets/window-rows';
import { usePlayer, usePlayerSnapshot } from './usePlayer';

/** A queue row's height before it is measured (one line of title, one of credits). */
const ROW_HEIGHT = 56;

/**
 * The queue in play order: the current track marked, reorder by drag or keys, remove, clear, shuffle.
 * A queue can hold thousands of tracks: only the rows near the viewport are rendered (useWindowRows).
 */
export function QueueScreen() {
  const { t } = useTranslation();
  const player = usePlayer();
  const state = usePlayerSnapshot();
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const rows = useMemo(() => state.order.map((queueIndex) => state.queue[queueIndex]).filter((track) => track !== undefined), [state.order, state.queue]);
  const getKey = useCallback((index: number) => `${rows[index]?.id}-${index}`, [rows]);
  const list = useWindowRows({ count: rows.length, estimate: ROW_HEIGHT, getKey, hold: dragFrom, from: 0 });
  // The focus follows what a row's button did, once the player has done it: rows are keyed by
  // position, so the focused button itself is gone (and the row it belongs to may be far off screen).
  const afterChange = useRef<{ before: PlayerSnapshot; index: number | null; selectors: readonly string[] } | null>(null);
  const browseLink = useRef<HTMLAnchorElement>(null);
  const { focusRow } = list;
  useLayoutEffect(() => {
    const pending = afterChange.current;
    if (!pending || pending.before === state) return;
    afterChange.current = null;
    if (pending.index === null) browseLink.current?.focus();
    else focusRow(pending.index, pending.selectors);
  }, [state, focusRow]);

  function move(from: number, to: number) {
    afterChange.current = { before: state, index: to, selectors: moveControls(to < from ? 'up' : 'down') };
    player.move(from, to);
  }

  function remove(index: number) {
    afterChange.current = { before: state, index: focusAfterRemoval(index, rows.length), selectors: ['[data-control="remove"]'] };
    player.remove(index);
  }

  function drop(event: DragEvent, to: number) {
    event.preventDefault();
    if (dragFrom !== null && dragFrom !== to) player.move(dragFrom, to);
    setDragFrom(null);
  }

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1>{t('queue.title')}</h1>
          <p className="muted">{t('queue.count', { count: rows.length })}</p>
        </div>
        <div className="toolbar">
          <button type="button" className="button" onClick={() => setFullscreen(true)} disabled={!state.current}>
            <Maximize2 aria-hidden size={16} />
            {t('queue.fullscreen')}
          </button>
          <button type="button" className="button" onClick={() => player.reshuffle()} disabled={rows.length < 2}>
            <Shuffle aria-hidden size={16} />
            {t('queue.reshuffle')}
          </button>
          <button type="button" className="button" onClick={() => player.clear()} disabled={rows.length === 0}>
            <Trash2 aria-hidden size={16} />
            {t('queue.clear')}
          </button>
        </div>
      </header>
      {rows.length === 0 ? (
        <div className="state">
          <p>{t('queue.empty')}</p>
          <Link ref={browseLink} className="button button--primary" to="/library/albums">
            {t('home.browse')}
          </Link>
        </div>
      ) : (
        <ol className="track-list queue-list" aria-label={t('queue.title')} {...list.listProps}>
          {list.rows.map(({ index, key, props }) => {
            const track = rows[index]!;
            const current = index === state.index;
            const errored = state.errored.includes(track.id);
            const unavailable = state.unavailable.includes(track.id);
            return (
              <li
                key={key}
                {...props}
                className={`track-row queue-row${current ? ' queue-row--current' : ''}${errored || unavailable ? ' queue-row--errored' : ''}`}
                aria-current={current ? 'true' : undefined}
                draggable
                onDragStart={() => setDragFrom(index)}
                onDragEnd={() => setDragFrom(null)}
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => drop(event, index)}
              >
                <span className="queue-row__handle" aria-hidden>
                  <GripVertical size={16} />
                </span>
                <button type="button" className="track-row__main queue-row__play" onClick={() => player.jumpTo(index)} aria-label={t('queue.playTrack', { title: track.title })}>
                  <span className="track-row__title">{track.title}</span>
                  <span className="track-row__sub">
                    {creditText(track)}
                    {errored && ` · ${t('queue.errored')}`}
                    {unavailable && ` · ${t('queue.unavailable')}`}
                  </span>
                </button>
                <span className="queue-row__actions">
                  <span className="track-row__duration">{formatDuration(track.duration)}</span>
                  <button type="button" className="icon-button" data-control="move-up" aria-label={t('queue.moveUp', { title: track.title })} disabled={index === 0} onClick={() => move(index, index - 1)}>
                    <ArrowUp aria-hidden size={16} />
                  </button>
                  <button type="button" className="icon-button" data-control="move-down" aria-label={t('queue.moveDown', { title: track.title })} disabled={index === rows.length - 1} onClick={() => move(index, index + 1)}>
                    <ArrowDown aria-hidden size={16} />
                  </button>
                  <button type="button" className="icon-button" data-control="remove" aria-label={t('queue.remove', { title: track.title })} onClick={() => remove(index)}>
                    <X aria-hidden size={16} />
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {fullscreen && <FullscreenPlayer onClose={() => setFullscreen(false)} />}
    </div>
  );
}
