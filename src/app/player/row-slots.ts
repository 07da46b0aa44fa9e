/**
 * Keys for the rows of a windowed list that reuse the DOM of the rows rendered before, without moving
 * any: the rows take the previous render's keys in the order they had in the document, so the n-th
 * rendered row is drawn in the element that held the n-th before, and React updates its text and
 * attributes in place. A row that keeps its key wherever it goes (`held`: the one with the focus, the
 * one being dragged) keeps its element. Moving a row's element to the other end of the list (what a
 * key per row did as the window scrolled) detached and rebuilt its whole layout subtree, the larger
 * part of a scroll frame's work in a 10,000-entry queue. Keys are small numbers, unique within a
 * render by construction.
 */
export interface RowSlots {
  /** The key of each row index rendered last time, in the order they were rendered. */
  byIndex: ReadonlyMap<number, number>;
  /** The next never-used key. */
  fresh: number;
}

export const NO_SLOTS: RowSlots = { byIndex: new Map(), fresh: 0 };

/** The keys of `indices` (the rows to render now, in order), given the previous render's. */
export function assignSlots(
  previous: RowSlots,
  indices: readonly number[],
  held: ReadonlyArray<number | null> = [],
): RowSlots {
  const kept = new Map<number, number>();
  for (const index of held) {
    const key = index === null ? undefined : previous.byIndex.get(index);
    if (key !== undefined && indices.includes(index!)) kept.set(index!, key);
  }
  const keptKeys = new Set(kept.values());
  const free = [...previous.byIndex.values()].filter((key) => !keptKeys.has(key));
  const byIndex = new Map<number, number>();
  let next = 0;
  let fresh = previous.fresh;
  for (const index of indices) byIndex.set(index, kept.get(index) ?? free[next++] ?? fresh++);
  return { byIndex, fresh };
}
