import { useCallback, useLayoutEffect, useRef, useState, type CSSProperties, type FocusEvent, type Key } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { keepRows, OVERSCAN, VIRTUAL_FROM } from './window-rows';

interface Options {
  count: number;
  /** A row's height in px until it is measured. */
  estimate: number;
  /** Keep it the same function between renders (useCallback): a new one makes the virtualizer lay out every row again. */
  getKey: (index: number) => Key;
  /** A row kept mounted wherever the window is (the one being dragged). */
  hold?: number | null;
  /** Lists shorter than this render every row. */
  from?: number;
  /** Rows rendered past each edge of the viewport. */
  overscan?: number;
}

/** A row to render: its index in the whole list and, when the list is windowed, its offset from the list's top. */
interface WindowRow {
  index: number;
  key: Key;
  offset: number | null;
}

interface FocusTarget {
  index: number;
  /** Tried in order; the first enabled one takes the focus. */
  selectors: readonly string[];
}

/**
 * The rows of a long `ol` that the document scrolls (the shell scrolls the window, not a box): only
 * those near the viewport are in the DOM, positioned absolutely inside an `ol` as tall as the whole
 * list, so the rows stay the list's direct children and carry aria-setsize/aria-posinset for screen
 * readers. The focused row stays mounted when it scrolls away; `focusRow` focuses a control of a row
 * wherever it is and scrolls it into view.
 *
 * Every row has the height of the first one rendered (one line of title, one of credits, buttons of
 * a fixed size): one measure, again when the list's width changes, rather than a ResizeObserver on
 * each row, which cost more than the rows themselves when a fast scroll brings in a dozen of them a
 * frame.
 */
export function useWindowRows({
  count,
  estimate,
  getKey,
  hold = null,
  from = VIRTUAL_FROM,
  overscan = OVERSCAN,
}: Options) {
  const virtual = count >= from;
  const [measured, setMeasured] = useState<number | null>(null);
  const size = measured ?? estimate;
  const listRef = useRef<HTMLOListElement | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [focused, setFocused] = useState<number | null>(null);
  const [target, setTarget] = useState<FocusTarget | null>(null);
  // A new function when the kept rows change: the virtualizer recomputes its range on that.
  const rangeExtractor = useCallback(
    (range: Range) => keepRows(defaultRangeExtractor(range), [focused, hold, target?.index ?? null], range.count),
    [focused, hold, target],
  );
  const estimateSize = useCallback(() => size, [size]);
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count,
    estimateSize,
    overscan,
    scrollMargin,
    getItemKey: getKey,
    rangeExtractor,
    enabled: virtual,
  });

  const rows: WindowRow[] = virtual
    ? virtualizer
        .getVirtualItems()
        .map((item) => ({ index: item.index, key: item.key, offset: item.start - scrollMargin }))
    : Array.from({ length: count }, (_, index) => ({ index, key: getKey(index), offset: null }));

  const { measure } = virtualizer;
  // The rows' height: measured once when the first rows are in (before paint), then again only when
  // the list's width changes (text wraps anew), in a ResizeObserver, whose callbacks run after
  // layout: no read forces a layout in the scroll path, where one after every render did.
  const hasRows = rows.length > 0;
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!virtual || !hasRows || !list) return;
    const measureRow = () => {
      const height = list.querySelector(':scope > li')?.getBoundingClientRect().height;
      if (height)
        setMeasured((previous) => (previous !== null && Math.abs(height - previous) < 0.5 ? previous : height));
    };
    let width = list.getBoundingClientRect().width;
    measureRow();
    const observer = new ResizeObserver(([entry]) => {
      if (!entry || entry.contentRect.width === width) return;
      width = entry.contentRect.width;
      measureRow();
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [virtual, hasRows]);
  // A new height for every row: the virtualizer forgets the positions it computed with the old one.
  useLayoutEffect(() => measure(), [size, measure]);

  // Where the list starts in the document: measured when it mounts, then in a ResizeObserver's
  // callback (after layout, never in the scroll path), since anything above the list that grows or
  // shrinks changes the body's height.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!virtual || !hasRows || !list) return;
    const measure = () => {
      const top = list.getBoundingClientRect().top + window.scrollY;
      setScrollMargin((previous) => (Math.abs(previous - top) < 1 ? previous : top));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [virtual, hasRows]);

  useLayoutEffect(() => {
    if (!target) return;
    if (target.index >= count) {
      setTarget(null);
      return;
    }
    const row = listRef.current?.querySelector<HTMLElement>(`:scope > [data-index="${target.index}"]`);
    // The render that set the target put its row in the range, so the row is there by now.
    if (!row) return;
    setTarget(null);
    for (const selector of target.selectors) {
      const control = row.querySelector<HTMLElement>(selector);
      if (!control || control.matches(':disabled')) continue;
      control.focus({ preventScroll: true });
      // The rows' scroll-margin keeps it clear of the sticky top bar and the fixed player bar.
      row.scrollIntoView({ block: 'nearest' });
      return;
    }
  }, [target, count]);

  const focusRow = useCallback((index: number, selectors: readonly string[]) => setTarget({ index, selectors }), []);

  const onFocus = (event: FocusEvent<HTMLOListElement>) => {
    if (!virtual) return;
    const row = (event.target as Element).closest('[data-index]');
    const index = row?.parentElement === event.currentTarget ? Number(row.getAttribute('data-index')) : null;
    if (index !== focused) setFocused(index);
  };
  const onBlur = (event: FocusEvent<HTMLOListElement>) => {
    if (virtual && !event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(null);
  };

  const listProps = {
    ref: listRef,
    onFocus,
    onBlur,
    style: virtual ? ({ position: 'relative', height: virtualizer.getTotalSize() } satisfies CSSProperties) : undefined,
  };
  // The rows whose element must stay theirs wherever the window goes (row-slots.ts).
  const held = [focused, hold];
  return { rows, listProps, focusRow, setsize: count, held };
}
