import { useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, GripVertical, Maximize2, Shuffle, Trash2, X } from 'lucide-react';
import { formatDuration } from '../format/duration';
import { creditText } from './credit';
import { FullscreenPlayer } from './FullscreenPlayer';
import { usePlayer, usePlayerSnapshot } from './usePlayer';

/** The queue in play order: the current track marked, reorder by drag or keys, remove, clear, shuffle. */
export function QueueScreen() {
  const { t } = useTranslation();
  const player = usePlayer();
  const state = usePlayerSnapshot();
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const rows = state.order.map((queueIndex) => state.queue[queueIndex]).filter((track) => track !== undefined);

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
          <Link className="button button--primary" to="/library/albums">
            {t('home.browse')}
          </Link>
        </div>
      ) : (
        <ol className="track-list queue-list" aria-label={t('queue.title')}>
          {rows.map((track, index) => {
            const current = index === state.index;
            const errored = state.errored.includes(track.id);
            const unavailable = state.unavailable.includes(track.id);
            return (
              <li
                key={`${track.id}-${index}`}
                className={`track-row queue-row${current ? ' queue-row--current' : ''}${errored || unavailable ? ' queue-row--errored' : ''}`}
                aria-current={current ? 'true' : undefined}
                draggable
                onDragStart={() => setDragFrom(index)}
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
                  <button type="button" className="icon-button" aria-label={t('queue.moveUp', { title: track.title })} disabled={index === 0} onClick={() => player.move(index, index - 1)}>
                    <ArrowUp aria-hidden size={16} />
                  </button>
                  <button type="button" className="icon-button" aria-label={t('queue.moveDown', { title: track.title })} disabled={index === rows.length - 1} onClick={() => player.move(index, index + 1)}>
                    <ArrowDown aria-hidden size={16} />
                  </button>
                  <button type="button" className="icon-button" aria-label={t('queue.remove', { title: track.title })} onClick={() => player.remove(index)}>
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
