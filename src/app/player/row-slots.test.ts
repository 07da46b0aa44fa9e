import { describe, expect, it } from 'vitest';
import { assignSlots, NO_SLOTS } from './row-slots';

const keys = (slots: ReturnType<typeof assignSlots>, indices: number[]) =>
  indices.map((index) => slots.byIndex.get(index));

describe('assignSlots (row keys that reuse the DOM of rows that left)', () => {
  it('numbers the first rows, keeps the key of a row still there and gives the leaving rows keys to the new ones', () => {
    const first = assignSlots(NO_SLOTS, [0, 1, 2, 3]);
    expect(keys(first, [0, 1, 2, 3])).toEqual([0, 1, 2, 3]);
    const next = assignSlots(first, [2, 3, 4, 5]);
    expect(keys(next, [2, 3, 4, 5])).toEqual([2, 3, 0, 1]);
    expect(next.fresh).toBe(4);
  });

  it('makes new keys when more rows come in than left, and never gives one key twice', () => {
    const first = assignSlots(NO_SLOTS, [10, 11]);
    const next = assignSlots(first, [11, 12, 13, 14]);
    const given = keys(next, [11, 12, 13, 14]);
    expect(given[0]).toBe(1);
    expect(new Set(given).size).toBe(4);
    expect(next.fresh).toBe(4);
  });

  it('keeps a row held far from the window (the focused one) on its key wherever the window goes', () => {
    let slots = assignSlots(NO_SLOTS, [0, 1, 2, 3]);
    const held = slots.byIndex.get(1);
    for (let from = 4; from < 100; from += 3) {
      const indices = [1, from, from + 1, from + 2];
      slots = assignSlots(slots, indices);
      expect(slots.byIndex.get(1)).toBe(held);
      expect(new Set(keys(slots, indices)).size).toBe(indices.length);
    }
    expect(slots.fresh).toBe(4);
  });

  it('gives the same keys when called again with the same rows (a render that React repeats)', () => {
    const first = assignSlots(NO_SLOTS, [0, 1, 2]);
    const again = assignSlots(first, [0, 1, 2]);
    expect(again).toEqual(first);
  });
});
