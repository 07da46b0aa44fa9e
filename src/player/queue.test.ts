import { describe, expect, it } from 'vitest';
import { EMPTY_QUEUE, reduceQueue } from './queue';
import { currentId, ids, playing, random, run } from './testing/queue-states';
import { seededRandom, tracks } from './testing/tracks';
import type { Looping } from './types';

describe('previous track (spec 01 section 4)', () => {
  it('at 2.9 s goes to the previous track', () => {
    const step = run(playing(3, 1), { type: 'previous', position: 2.9 });
    expect(step.state.index).toBe(0);
    expect(step.effects).toEqual([{ type: 'load', track: step.state.queue[0], play: true }]);
  });

  it('at 3.0 s restarts the track', () => {
    const step = run(playing(3, 1), { type: 'previous', position: 3 });
    expect(step.state.index).toBe(1);
    expect(step.effects).toEqual([{ type: 'restart' }]);
  });

  it.each<[Looping, number, string]>([
    ['none', 0, 'restart'],
    ['single', 0, 'restart'],
    ['all', 2, 'load'],
  ])('at the first track under looping %s: index %i (%s)', (looping, index, effect) => {
    const step = run(playing(3, 0, { looping }), { type: 'previous', position: 0 });
    expect(step.state.index).toBe(index);
    expect(step.effects[0]?.type).toBe(effect);
  });

  it('at 3 s and more the track restarts even at the first track under whole-queue looping', () => {
    const step = run(playing(3, 0, { looping: 'all' }), { type: 'previous', position: 3 });
    expect(step.state.index).toBe(0);
    expect(step.effects).toEqual([{ type: 'restart' }]);
  });

  it('a one-track queue under whole-queue looping restarts its track', () => {
    const step = run(playing(1, 0, { looping: 'all' }), { type: 'previous', position: 0 });
    expect(step.state.index).toBe(0);
    expect(step.effects).toEqual([{ type: 'restart' }]);
  });

  it('an empty queue has no previous track', () => {
    expect(run(EMPTY_QUEUE, { type: 'previous', position: 0 })).toEqual({ state: EMPTY_QUEUE, effects: [] });
  });

  it('a paused player stays paused on the previous track', () => {
    const step = run(playing(3, 2, { playing: false, pauseReason: 'user' }), { type: 'previous', position: 0 });
    expect(step.effects).toEqual([{ type: 'load', track: step.state.queue[1], play: false }]);
  });
});

describe('next track and the end of the queue', () => {
  it('goes to the next track', () => {
    const step = run(playing(3), { type: 'next' });
    expect(currentId(step.state)).toBe(2);
    expect(step.effects[0]).toMatchObject({ type: 'load', play: true });
  });

  it('at the end without looping pauses with reason end-of-queue', () => {
    for (const looping of ['none', 'single'] as const) {
      const step = run(playing(3, 2, { looping }), { type: 'next' });
      expect(step.state).toMatchObject({ index: 2, playing: false, pauseReason: 'end-of-queue' });
      expect(step.effects).toEqual([{ type: 'pause' }]);
    }
  });

  it('at the end under whole-queue looping goes back to the start', () => {
    const step = run(playing(3, 2, { looping: 'all' }), { type: 'next' });
    expect(step.state).toMatchObject({ index: 0, playing: true, pauseReason: null });
    expect(step.effects[0]).toMatchObject({ type: 'load', play: true });
  });

  it('a track that ends plays the next one, or itself again under single-track looping', () => {
    expect(currentId(run(playing(3), { type: 'ended' }).state)).toBe(2);
    const single = run(playing(3, 0, { looping: 'single' }), { type: 'ended' });
    expect(single.state.index).toBe(0);
    expect(single.effects).toEqual([{ type: 'restart' }, { type: 'play' }]);
    expect(run(playing(2, 1), { type: 'ended' }).state.pauseReason).toBe('end-of-queue');
  });

  it('a one-track queue under whole-queue looping restarts at the end', () => {
    const step = run(playing(1, 0, { looping: 'all' }), { type: 'ended' });
    expect(step.effects).toEqual([{ type: 'restart' }, { type: 'play' }]);
  });
});

describe('looping and pause reasons', () => {
  it('cycles none → single → all → none', () => {
    let state = EMPTY_QUEUE;
    const seen: Looping[] = [];
    for (let i = 0; i < 4; i++) {
      state = reduceQueue(state, { type: 'cycle-looping' }).state;
      seen.push(state.looping);
    }
    expect(seen).toEqual(['single', 'all', 'none', 'single']);
  });

  it('pause keeps its reason; play clears it', () => {
    for (const reason of ['user', 'end-of-queue', 'media-session', 'errored', 'end-of-radio'] as const) {
      const paused = run(playing(2), { type: 'pause', reason });
      expect(paused.state).toMatchObject({ playing: false, pauseReason: reason });
      expect(paused.effects).toEqual([{ type: 'pause' }]);
      expect(run(paused.state, { type: 'play' }).state).toMatchObject({ playing: true, pauseReason: null });
    }
  });

  it('pausing a paused player changes nothing; play on an empty queue does nothing', () => {
    const paused = run(playing(2), { type: 'pause', reason: 'user' }).state;
    expect(run(paused, { type: 'pause', reason: 'media-session' }).state).toBe(paused);
    expect(run(EMPTY_QUEUE, { type: 'play' })).toEqual({ state: EMPTY_QUEUE, effects: [] });
  });
});

describe('shuffle', () => {
  it('on: the current track comes first and the rest is shuffled; off: the original order is back', () => {
    const on = run(playing(8, 4), { type: 'toggle-shuffle', random: seededRandom(1) }).state;
    expect(on.shuffle).toBe(true);
    expect(on.index).toBe(0);
    expect(currentId(on)).toBe(5);
    expect([...ids(on)].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ids(on)).not.toEqual([5, 1, 2, 3, 4, 6, 7, 8]);
    const moved = run(on, { type: 'next' }, { type: 'next' }).state;
    const off = run(moved, { type: 'toggle-shuffle', random }).state;
    expect(ids(off)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(currentId(off)).toBe(currentId(moved));
    expect(off.index).toBe((currentId(moved) ?? 0) - 1);
  });

  it('on with an empty queue only remembers the choice; on again then off keeps the current track', () => {
    expect(run(EMPTY_QUEUE, { type: 'toggle-shuffle', random })).toEqual({
      state: { ...EMPTY_QUEUE, shuffle: true },
      effects: [],
    });
    const on = run(playing(5, 3), { type: 'toggle-shuffle', random: seededRandom(2) });
    expect(on.effects).toEqual([]);
    const off = run(on.state, { type: 'toggle-shuffle', random }).state;
    expect([off.index, currentId(off)]).toEqual([3, 4]);
  });

  it('play now with shuffle on starts with the chosen track', () => {
    const state = reduceQueue(
      { ...EMPTY_QUEUE, shuffle: true },
      { type: 'play-now', tracks: tracks(1, 2, 3, 4), startAt: 2, random },
    ).state;
    expect(state.index).toBe(0);
    expect(currentId(state)).toBe(3);
  });

  it('reshuffle touches only the upcoming tracks', () => {
    const state = run(playing(10, 3), { type: 'reshuffle', random: seededRandom(7) }).state;
    expect(ids(state).slice(0, 4)).toEqual([1, 2, 3, 4]);
    expect(ids(state).slice(4)).not.toEqual([5, 6, 7, 8, 9, 10]);
    expect([...ids(state).slice(4)].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([5, 6, 7, 8, 9, 10]);
    expect(state.index).toBe(3);
    expect(ids(run(state, { type: 'toggle-shuffle', random }).state)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
