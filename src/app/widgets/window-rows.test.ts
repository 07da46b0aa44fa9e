import { describe, expect, it } from 'vitest';
import { focusAfterRemoval, keepRows, moveControls } from './window-rows';

describe('keepRows', () => {
  it('adds the kept rows outside the range, in order, once', () => {
    expect(keepRows([40, 41, 42], [3, null, 90, 41], 100)).toEqual([3, 40, 41, 42, 90]);
    expect(keepRows([40, 41, 42], [3, 3], 100)).toEqual([3, 40, 41, 42]);
  });

  it('leaves the range alone when nothing is kept or the kept rows are in it', () => {
    expect(keepRows([0, 1, 2], [null, 1], 10)).toEqual([0, 1, 2]);
  });

  it('drops kept rows that no longer exist (the list got shorter)', () => {
    expect(keepRows([0, 1, 2], [12, -1], 10)).toEqual([0, 1, 2]);
  });
});

describe('focusAfterRemoval', () => {
  it('moves to the row that took the removed one’s place', () => {
    expect(focusAfterRemoval(3, 10)).toBe(3);
    expect(focusAfterRemoval(0, 10)).toBe(0);
  });

  it('moves up when the last row went', () => {
    expect(focusAfterRemoval(9, 10)).toBe(8);
  });

  it('has nowhere to go when the list is empty', () => {
    expect(focusAfterRemoval(0, 1)).toBeNull();
  });
});

describe('moveControls', () => {
  it('prefers the control that was pressed', () => {
    expect(moveControls('up')[0]).toContain('move-up');
    expect(moveControls('down')[0]).toContain('move-down');
  });
});
