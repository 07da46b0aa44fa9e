import type { CSSProperties } from 'react';

/** Lists at least this long render only the rows near the viewport; shorter ones render every row. */
export const VIRTUAL_FROM = 100;

/** Rows rendered past each edge of the viewport, so a fast scroll or a Tab press finds them there. */
export const OVERSCAN = 10;

/**
 * The rows to render: the range near the viewport plus the rows that must stay mounted wherever the
 * window is (the one holding the focus, the one being dragged, the one about to take the focus), in
 * order. A focused row that unmounted would drop the focus to the document.
 */
export function keepRows(range: readonly number[], kept: ReadonlyArray<number | null>, count: number): number[] {
  const extra = kept.filter(
    (index): index is number => index !== null && index >= 0 && index < count && !range.includes(index),
  );
  if (extra.length === 0) return [...range];
  return [...new Set([...range, ...extra])].sort((a, b) => a - b);
}

/** The row that takes the focus after the row at `index` of `length` rows was removed: the one that took its place, else the one above, else none. */
export function focusAfterRemoval(index: number, length: number): number | null {
  const left = length - 1;
  if (left <= 0) return null;
  return Math.min(index, left - 1);
}

/** After a move the focus follows the moved row, on the same control unless that one is now disabled (the first row cannot move up, the last down). */
export function moveControls(direction: 'up' | 'down'): string[] {
  return direction === 'up'
    ? ['[data-control="move-up"]', '[data-control="move-down"]']
    : ['[data-control="move-down"]', '[data-control="move-up"]'];
}

/** Spread on a row's `li`: its place in the whole list for screen readers, and its position when the list is windowed. */
export function windowRowProps(index: number, offset: number | null, setsize: number) {
  return {
    'data-index': index,
    'aria-posinset': index + 1,
    'aria-setsize': setsize,
    style:
      offset === null
        ? undefined
        : ({
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${offset}px)`,
          } satisfies CSSProperties),
  };
}
