import { describe, expect, it } from 'vitest';
import { assignSlots, NO_SLOTS } from './row-slots';

const keys = (slots: ReturnType<typeof assignSlots>, indices: number[]) =>
  indices.map((index) => slots.byIndex.get(index));

const range = (from: number, length: number) => Array.from({ length }, (_, offset) => from + offset);

describe('assignSlots (row keys that reuse the DOM of the rows rendered before)', () => {
  it('on a slow scroll, keeps the key of each row still there and gives the new rows the keys of those that left', () => {
    const first = assignSlots(NO_SLOTS, range(0, 20));
    const next = assignSlots(first, range(2, 20));
    expect(keys(next, range(2, 20))).toEqual([...range(2, 18), 0, 1]);
    expect(next.fresh).toBe(20);
    // In document order, for the next render's use.
    expect([...next.byIndex.keys()]).toEqual(range(2, 20));
  });

  it('on a fast scroll, gives the keys out again in the same order: no element moves', () => {
    const first = assignSlots(NO_SLOTS, range(0, 20));
    const next = assignSlots(first, range(8, 20));
    expect(keys(next, range(8, 20))).toEqual(range(0, 20));
  });

  it('numbers the first rows, then (most rows new) gives the keys out again in the same order', () => {
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

  it('on a fast scroll, keeps the order of the other rows around a held row', () => {
    const first = assignSlots(NO_SLOTS, range(0, 20));
    const next = assignSlots(first, range(8, 20), [9, null]);
    expect(keys(next, range(8, 20))).toEqual([0, 9, ...range(1, 8), ...range(10, 10)]);
  });

  it('gives the same keys when called again with the same rows (a render that React repeats)', () => {
    const first = assignSlots(NO_SLOTS, [0, 1, 2]);
    const again = assignSlots(first, [0, 1, 2], [1]);
    expect(again).toEqual(first);
  });
});
