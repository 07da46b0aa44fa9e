/**
 * Keys for the rows of a windowed list that reuse the DOM of rows that leave: a row still rendered
 * keeps its key, and a row that comes in takes the key of one that went out in the same render, so
 * React updates that row's text and attributes in place instead of removing one subtree and building
 * another (the larger part of a scroll frame's work in a 10,000-entry queue). Keys are small numbers,
 * unique within a render by construction.
 */
export interface RowSlots {
  /** The key of each row index rendered last time. */
  byIndex: ReadonlyMap<number, number>;
  /** The next never-used key. */
  fresh: number;
}

export const NO_SLOTS: RowSlots = { byIndex: new Map(), fresh: 0 };

/** The keys of `indices` (the rows to render now), given the previous render's. */
export function assignSlots(previous: RowSlots, indices: readonly number[]): RowSlots {
  const byIndex = new Map<number, number>();
  const used = new Set<number>();
  for (const index of indices) {
    const key = previous.byIndex.get(index);
    if (key === undefined) continue;
    byIndex.set(index, key);
    used.add(key);
  }
  const free = [...previous.byIndex.values()].filter((key) => !used.has(key)).sort((a, b) => b - a);
  let fresh = previous.fresh;
  for (const index of indices) {
    if (byIndex.has(index)) continue;
    byIndex.set(index, free.pop() ?? fresh++);
  }
  return { byIndex, fresh };
}
