import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Maximize2, Shuffle, Trash2 } from '../icons';
import { useOpenNowPlaying } from './now-playing-route';
import { EpisodeControls } from './EpisodeControls';
import { QueueRow, type QueueRowActions } from './QueueRow';
import { queueRowLabels } from './queue-labels';
import { assignSlots, NO_SLOTS } from './row-slots';
import type { PlayerSnapshot } from '../../player/types';
import { useWindowRows } from '../widgets/useWindowRows';
import { focusAfterRemoval, moveControls } from '../widgets/window-rows';
import { usePlayer, usePlayerSnapshot } from './usePlayer';
import { useEpisodeStates } from '../../db/episode-positions';

/** A queue row's height until one is measured. */
const ROW_HEIGHT = 58;
/**
 * Rows rendered past each edge of the viewport: five rows (290 px) are ahead of a fling for several
 * frames, and a fast scroll updates every rendered row each frame (row-slots.ts), so each row more
 * costs each frame.
 */
const OVERSCAN = 5;

/**
 * The queue in play order: the current track marked, reorder by drag or keys, remove, clear, shuffle.
 * A queue can hold thousands of tracks: only the rows near the viewport are rendered (useWindowRows).
 */
export function QueueScreen() {
  const { t } = useTranslation();
  const player = usePlayer();
  const state = usePlayerSnapshot();
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const openNowPlaying = useOpenNowPlaying();
  const rows = useMemo(
    () => state.order.map((queueIndex) => state.queue[queueIndex]).filter((track) => track !== undefined),
    [state.order, state.queue],
  );
  const getKey = useCallback((index: number) => `${rows[index]?.id}-${index}`, [rows]);
  const episodes = useEpisodeStates(useMemo(() => rows.map((track) => track.id), [rows])); // np27: the Played mark
  const list = useWindowRows({
    count: rows.length,
    estimate: ROW_HEIGHT,
    getKey,
    hold: dragFrom,
    from: 0,
    overscan: OVERSCAN,
  });
  // The focus follows what a row's button did, once the player has done it: rows are keyed by
  // position, so the focused button itself is gone (and the row it belongs to may be far off screen).
  const afterChange = useRef<{ before: PlayerSnapshot; index: number | null; selectors: readonly string[] } | null>(
    null,
  );
  const browseLink = useRef<HTMLAnchorElement>(null);
  const { focusRow } = list;
  useLayoutEffect(() => {
    const pending = afterChange.current;
    if (!pending || pending.before === state) return;
    afterChange.current = null;
    if (pending.index === null) browseLink.current?.focus();
    else focusRow(pending.index, pending.selectors);
  }, [state, focusRow]);

  // episodes27: the current row is scrolled into view when the queue opens (once: not at every track change).
  const listRef = list.listProps.ref;
  const scrolledToCurrent = useRef(false);
  const currentIndex = state.index;
  useLayoutEffect(() => {
    const element = listRef.current;
    if (scrolledToCurrent.current || element === null || currentIndex < 0) return;
    scrolledToCurrent.current = true;
    // The row may not be rendered yet (a windowed list): scroll to where it is, then to the row itself.
    const top = element.getBoundingClientRect().top + window.scrollY + currentIndex * ROW_HEIGHT;
    window.scrollTo({ top: Math.max(0, top - window.innerHeight / 2) });
    requestAnimationFrame(() =>
      element.querySelector(`:scope > [data-index="${currentIndex}"]`)?.scrollIntoView({ block: 'center' }),
    );
  }, [listRef, currentIndex, rows.length]);

  // Rows keyed by slot: the rows a scroll brings in are drawn in the elements already there (row-slots.ts).
  const slots = useRef(NO_SLOTS);
  slots.current = assignSlots(
    slots.current,
    list.rows.map((row) => row.index),
    list.held,
  );
  const slotOf = slots.current.byIndex;

  const labels = useMemo(() => queueRowLabels(t), [t]);
  const dragging = useRef<number | null>(null);
  const actions = useMemo<QueueRowActions>(
    () => ({
      play: (index) => player.jumpTo(index),
      move(from, to) {
        afterChange.current = {
          before: player.getSnapshot(),
          index: to,
          selectors: moveControls(to < from ? 'up' : 'down'),
        };
        player.move(from, to);
      },
      remove(index) {
        const before = player.getSnapshot();
        afterChange.current = {
          before,
          index: focusAfterRemoval(index, before.order.length),
          selectors: ['[data-control="remove"]'],
        };
        player.remove(index);
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
        if (from !== null && from !== to) player.move(from, to);
        dragging.current = null;
        setDragFrom(null);
      },
    }),
    [player],
  );

  // A scroll re-renders the screen (the virtualizer's state): the header and the episode controls,
  // which it does not change, are the same elements then, and React skips them.
  const hasCurrent = Boolean(state.current);
  const header = useMemo(
    () => (
      <header className="page-header">
        <div>
          <h1>{t('queue.title')}</h1>
          <p className="muted">{t('queue.count', { count: rows.length })}</p>
        </div>
        <div className="toolbar">
          <button type="button" className="button" onClick={openNowPlaying} disabled={!hasCurrent}>
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
    ),
    [t, rows.length, hasCurrent, openNowPlaying, player],
  );
  const episodeControls = useMemo(() => <EpisodeControls />, []);

  return (
    <div className="page">
      {header}
      {episodeControls}
      {rows.length === 0 ? (
        <div className="state">
          <p>{t('queue.empty')}</p>
          <Link ref={browseLink} className="button button--primary" to="/library/albums">
            {t('home.browse')}
          </Link>
        </div>
      ) : (
        <ol className="track-list queue-list" aria-label={t('queue.title')} {...list.listProps}>
          {list.rows.map(({ index, offset }) => {
            const track = rows[index]!;
            return (
              <QueueRow
                key={slotOf.get(index)}
                track={track}
                index={index}
                offset={offset}
                setsize={list.setsize}
                current={index === state.index}
                errored={state.errored.includes(track.id)}
                unavailable={state.unavailable.includes(track.id)}
                actions={actions}
                labels={labels}
                episode={episodes.get(track.id)}
              />
            );
          })}
        </ol>
      )}
    </div>
  );
}
