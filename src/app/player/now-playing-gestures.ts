// Swipes on the now-playing screen: a pure classification of a pointer's travel, so the rules are
// tested without a browser (the screen feeds the tracker its pointerdown/pointerup positions and times).

import type { Player } from '../../player/types';

export type Swipe = 'left' | 'right' | 'up' | 'down';

export interface PointerTravel {
  dx: number;
  dy: number;
  /** Milliseconds between down and up. */
  ms: number;
  /** The size of what was dragged (the cover): a drag over a third of it counts however slow. */
  span?: number;
}

/** The shortest travel that counts as a swipe, in CSS pixels. */
export const SWIPE_MIN_DISTANCE = 60;
/** A slower travel is a drag or a scroll, not a swipe. */
export const SWIPE_MAX_MS = 800;
/** The main axis must be this many times the other one, so a diagonal counts as nothing. */
const DOMINANCE = 1.5;

/**
 * The swipe a travel makes, or null for a tap, a short slow drag or a diagonal: a quick flick of
 * SWIPE_MIN_DISTANCE, or (as a page is turned) a drag of a third of `span` at any speed.
 */
export function classifySwipe({ dx, dy, ms, span = Infinity }: PointerTravel): Swipe | null {
  if (ms < 0) return null;
  const minimum = ms <= SWIPE_MAX_MS ? SWIPE_MIN_DISTANCE : Math.max(SWIPE_MIN_DISTANCE, span / 3);
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  if (ax >= minimum && ax >= ay * DOMINANCE) return dx < 0 ? 'left' : 'right';
  if (ay >= minimum && ay >= ax * DOMINANCE) return dy < 0 ? 'up' : 'down';
  return null;
}

export type SwipeAction = 'next' | 'previous' | 'close' | null;

/**
 * What a swipe on the cover does: towards the reading start brings the next track (the cover slides
 * away as a page turns: left in a left-to-right language, right in a right-to-left one); down closes.
 */
export function swipeAction(swipe: Swipe | null, rtl: boolean): SwipeAction {
  if (swipe === 'down') return 'close';
  if (swipe === 'left') return rtl ? 'previous' : 'next';
  if (swipe === 'right') return rtl ? 'next' : 'previous';
  return null;
}

/** Where a pointer went down: its place, its time, and the cover's width when it went down on the cover. */
export interface PointerStart {
  x: number;
  y: number;
  time: number;
  /** The cover's width; null when the pointer went down elsewhere (there only a quick flick counts). */
  span: number | null;
}

/**
 * np27: the swipe from a pointer's down to its up. A machine that delivers events late makes a swipe
 * last longer than SWIPE_MAX_MS; on the cover it still counts when it went over a third of it (the
 * cover's width is passed on, which the screen once forgot), so a slow event queue loses no swipe while
 * a short slow drag still does nothing.
 */
export function swipeBetween(start: PointerStart, end: { x: number; y: number; time: number }): Swipe | null {
  return classifySwipe({
    dx: end.x - start.x,
    dy: end.y - start.y,
    ms: end.time - start.time,
    span: start.span ?? Infinity,
  });
}

/**
 * Does what a swipe asks. Next and previous are the transport's steps, so while an episode plays a
 * swipe seeks 30 s forward or 15 s back, as the buttons and the lock screen do (issue 27); they only act
 * when the swipe began on the cover. Returns whether anything was done.
 */
export function applySwipe(
  action: SwipeAction,
  onCover: boolean,
  player: Pick<Player, 'stepForward' | 'stepBackward'>,
  close: () => void,
): boolean {
  if (action === 'close') close();
  else if (action === 'next' && onCover) player.stepForward();
  else if (action === 'previous' && onCover) player.stepBackward();
  else return false;
  return true;
}
