import { describe, expect, it, vi } from 'vitest';
import { playerHarness } from '../../player/testing/harness';
import { queueTrack } from '../../player/testing/tracks';
import {
  applySwipe,
  classifySwipe,
  swipeAction,
  swipeBetween,
  SWIPE_MAX_MS,
  SWIPE_MIN_DISTANCE,
} from './now-playing-gestures';

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

describe('swipeBetween (np27: slow event delivery)', () => {
  const start = (span: number | null) => ({ x: 200, y: 300, time: 1000, span });

  it('counts a swipe over a third of the cover however late its events came', () => {
    expect(swipeBetween(start(300), { x: 40, y: 310, time: 3500 })).toBe('left');
    expect(swipeBetween(start(300), { x: 360, y: 290, time: 3500 })).toBe('right');
    expect(swipeBetween(start(300), { x: 200, y: 500, time: 3500 })).toBe('down');
  });

  it('keeps the rule against accidental swipes: a short slow drag, a diagonal, a slow drag off the cover', () => {
    expect(swipeBetween(start(300), { x: 110, y: 300, time: 3500 })).toBeNull();
    expect(swipeBetween(start(300), { x: 40, y: 440, time: 1200 })).toBeNull();
    expect(swipeBetween(start(null), { x: 40, y: 300, time: 3500 })).toBeNull();
    expect(swipeBetween(start(null), { x: 40, y: 300, time: 1300 })).toBe('left');
  });
});

describe('applySwipe (np27: the episode rules)', () => {
  const episode = queueTrack(1, { podcast: true, channelId: 9, duration: 600 });

  it('while an episode plays, left seeks 30 s forward and right 15 s back, on the same episode', async () => {
    const { player, audio } = playerHarness();
    player.playNow([episode, queueTrack(2)]);
    await vi.waitFor(() => expect(player.getSnapshot().episode).toBe(true));
    audio.last().loaded(600);
    player.seek(100);
    const close = vi.fn();
    expect(applySwipe(swipeAction('left', false), true, player, close)).toBe(true);
    expect(player.getSnapshot()).toMatchObject({ position: 130, index: 0 });
    applySwipe(swipeAction('right', false), true, player, close);
    expect(player.getSnapshot()).toMatchObject({ position: 115, index: 0 });
    expect(close).not.toHaveBeenCalled();
  });

  it('music: left is the next track; off the cover only a swipe down acts (it closes)', () => {
    const { player } = playerHarness();
    player.playNow([queueTrack(1), queueTrack(2)]);
    const close = vi.fn();
    expect(applySwipe('next', false, player, close)).toBe(false);
    expect(player.getSnapshot().index).toBe(0);
    applySwipe('next', true, player, close);
    expect(player.getSnapshot().index).toBe(1);
    applySwipe('close', false, player, close);
    expect(close).toHaveBeenCalledOnce();
  });
});
