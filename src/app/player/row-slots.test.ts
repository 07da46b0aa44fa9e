import { describe, expect, it } from 'vitest';
import { assignSlots, NO_SLOTS } from './row-slots';

const keys = (slots: ReturnType<typeof assignSlots>, indices: number[]) =>
  indices.map((index) => slots.byIndex.get(index));

describe('assignSlots (row keys that reuse the DOM of the rows rendered before, in place)', () => {
  it('numbers the first rows, then gives the keys out again in the same order: no element moves', () => {
    const first = assignSlots(NO_SLOTS, [0, 1, 2, 3]);
    expect(keys(first, [0, 1, 2, 3])).toEqual([0, 1, 2, 3]);
    const next = assignSlots(first, [2, 3, 4, 5]);
    expect(keys(next, [2, 3, 4, 5])).toEqual([0, 1, 2, 3]);
    expect(next.fresh).toBe(4);
  });

  it('makes new keys when more rows come in than were there, and never gives one key twice', () => {
    const first = assignSlots(NO_SLOTS, [10, 11]);
    const next = assignSlots(first, [11, 12, 13, 14]);
    const given = keys(next, [11, 12, 13, 14]);
    expect(given).toEqual([0, 1, 2, 3]);
    expect(next.fresh).toBe(4);
  });

  it('drops the last keys when fewer rows are rendered', () => {
    const first = assignSlots(NO_SLOTS, [0, 1, 2, 3]);
    const next = assignSlots(first, [5, 6]);
    expect(keys(next, [5, 6])).toEqual([0, 1]);
    expect(assignSlots(next, [5, 6, 7]).byIndex.get(7)).toBe(4);
  });

  it('keeps a held row (the focused one) on its key wherever the window goes', () => {
    let slots = assignSlots(NO_SLOTS, [0, 1, 2, 3]);
    const held = slots.byIndex.get(1);
    for (let from = 4; from < 100; from += 3) {
      const indices = [1, from, from + 1, from + 2];
      slots = assignSlots(slots, indices, [1, null]);
      expect(slots.byIndex.get(1)).toBe(held);
      expect(new Set(keys(slots, indices)).size).toBe(indices.length);
    }
    expect(slots.fresh).toBe(4);
  });

  it('keeps the order of the other rows around a held row', () => {
    const first = assignSlots(NO_SLOTS, [0, 1, 2, 3, 4]);
    const next = assignSlots(first, [1, 2, 3, 4, 5], [2]);
    expect(keys(next, [1, 2, 3, 4, 5])).toEqual([0, 2, 1, 3, 4]);
  });

  it('gives the same keys when called again with the same rows (a render that React repeats)', () => {
    const first = assignSlots(NO_SLOTS, [0, 1, 2]);
    const again = assignSlots(first, [0, 1, 2], [1]);
    expect(again).toEqual(first);
  });
});
