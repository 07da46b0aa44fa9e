import { describe, expect, it } from 'vitest';
import { classifySwipe, swipeAction, SWIPE_MAX_MS, SWIPE_MIN_DISTANCE } from './now-playing-gestures';

describe('classifySwipe', () => {
  it('reads a quick horizontal travel as left or right', () => {
    expect(classifySwipe({ dx: -120, dy: 10, ms: 200 })).toBe('left');
    expect(classifySwipe({ dx: 120, dy: -10, ms: 200 })).toBe('right');
  });

  it('reads a quick vertical travel as up or down', () => {
    expect(classifySwipe({ dx: 5, dy: 150, ms: 250 })).toBe('down');
    expect(classifySwipe({ dx: 5, dy: -150, ms: 250 })).toBe('up');
  });

  it('ignores a tap, a short move, a diagonal and a slow drag', () => {
    expect(classifySwipe({ dx: 0, dy: 0, ms: 80 })).toBeNull();
    expect(classifySwipe({ dx: SWIPE_MIN_DISTANCE - 1, dy: 0, ms: 100 })).toBeNull();
    expect(classifySwipe({ dx: 100, dy: 90, ms: 100 })).toBeNull();
    expect(classifySwipe({ dx: -200, dy: 0, ms: SWIPE_MAX_MS + 1 })).toBeNull();
  });

  it('counts a slow drag over a third of the cover, not a shorter one', () => {
    expect(classifySwipe({ dx: -120, dy: 0, ms: 2000, span: 300 })).toBe('left');
    expect(classifySwipe({ dx: 0, dy: 120, ms: 2000, span: 300 })).toBe('down');
    expect(classifySwipe({ dx: -90, dy: 0, ms: 2000, span: 300 })).toBeNull();
  });

  it('counts the exact minimum distance', () => {
    expect(classifySwipe({ dx: SWIPE_MIN_DISTANCE, dy: 0, ms: 100 })).toBe('right');
  });
});

describe('swipeAction', () => {
  it('goes next on a left swipe and back on a right one, mirrored right to left', () => {
    expect(swipeAction('left', false)).toBe('next');
    expect(swipeAction('right', false)).toBe('previous');
    expect(swipeAction('left', true)).toBe('previous');
    expect(swipeAction('right', true)).toBe('next');
  });

  it('closes on a swipe down and does nothing on up or none', () => {
    expect(swipeAction('down', false)).toBe('close');
    expect(swipeAction('up', false)).toBeNull();
    expect(swipeAction(null, true)).toBeNull();
  });
});
