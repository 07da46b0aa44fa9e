/**
 * Keys for the rows of a windowed list, so that the rows a scroll brings in are drawn in elements
 * already there instead of new ones. Two ways, whichever costs the browser less this render:
 *
 * - a row still rendered keeps its key, and a row that comes in takes the key of one that left: the
 *   fewest rows change, but each one that comes in is an element React moves to the other end of
 *   the list (the rows stay in document order), and a moved element's layout is rebuilt whole;
 * - the rows take the previous render's keys in document order (the n-th row the n-th element): no
 *   element moves, and every row whose place changed has its text and attributes updated in place.
 *
 * A moved row costs several updated ones, so a slow scroll (a row or two a frame) moves them and a
 * fast one (a good part of the window new each frame) updates in place. A `held` row (the one with
 * the focus, the one being dragged) keeps its key either way. Keys are small numbers, unique within
 * a render by construction.
 */
export interface RowSlots {
  /** The key of each row index rendered last time, in document order. */
  byIndex: ReadonlyMap<number, number>;
  /** The next never-used key. */
  fresh: number;
}

export const NO_SLOTS: RowSlots = { byIndex: new Map(), fresh: 0 };

/** Moving one row's element costs about as much as updating this many rows in place (a queue scroll's trace). */
const MOVE_COST = 4;

/** The keys of `indices` (the rows to render now, in order), given the previous render's. */
export function assignSlots(
  previous: RowSlots,
  indices: readonly number[],
  held: ReadonlyArray<number | null> = [],
): RowSlots {
  const entering = indices.filter((index) => !previous.byIndex.has(index)).length;
  const rendered = new Set(indices);
  const keep = entering * MOVE_COST <= indices.length ? indices : held;
  const kept = new Map<number, number>();
  for (const index of keep) {
    const key = index === null || !rendered.has(index) ? undefined : previous.byIndex.get(index);
    if (key !== undefined) kept.set(index!, key);
  }
  const keptKeys = new Set(kept.values());
  const free = [...previous.byIndex.values()].filter((key) => !keptKeys.has(key));
  const byIndex = new Map<number, number>();
  let next = 0;
  let fresh = previous.fresh;
  for (const index of indices) byIndex.set(index, kept.get(index) ?? free[next++] ?? fresh++);
  return { byIndex, fresh };
}
