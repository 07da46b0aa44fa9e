// The queue reducer: edits, clamping, errored tracks, preloading and the play button.
import { describe, expect, it } from 'vitest';
import { clampIndex, EMPTY_QUEUE, isSounding, reduceQueue, upcomingTrack } from './queue';
import { currentId, ids, playing, random, run } from './testing/queue-states';
import { seededRandom, tracks } from './testing/tracks';

describe('queue edits keep the current index consistent', () => {
  it.each([
    ['before', 0, 1, 3],
    ['after', 3, 2, 3],
  ])('remove %s the current track', (_, position, index, current) => {
    const step = run(playing(4, 2), { type: 'remove', index: position });
    expect(step.state.index).toBe(index);
    expect(currentId(step.state)).toBe(current);
    expect(step.effects).toEqual([]);
  });

  it('remove at the current track: the next one takes its place (the new last one at the end)', () => {
    const step = run(playing(4, 1), { type: 'remove', index: 1 });
    expect(ids(step.state)).toEqual([1, 3, 4]);
    expect(currentId(step.state)).toBe(3);
    expect(step.effects).toEqual([{ type: 'load', track: step.state.queue[1], play: true }]);
    const last = run(playing(3, 2), { type: 'remove', index: 2 });
    expect(currentId(last.state)).toBe(2);
    const emptied = run(playing(1), { type: 'remove', index: 0 });
    expect(emptied.state).toMatchObject({ index: -1, queue: [], playing: false });
    expect(emptied.effects).toEqual([{ type: 'unload' }]);
  });

  it('remove and reorder under shuffle keep the current track current', () => {
    const on = run(
      playing(6, 0),
      { type: 'toggle-shuffle', random: seededRandom(4) },
      { type: 'next' },
      { type: 'next' },
    ).state;
    const current = currentId(on);
    expect(on.index).toBe(2);
    const removed = run(on, { type: 'remove', index: 0 });
    expect([removed.state.index, currentId(removed.state), removed.effects]).toEqual([1, current, []]);
    const moved = run(on, { type: 'move', from: 2, to: 5 });
    expect([moved.state.index, currentId(moved.state)]).toEqual([5, current]);
    expect(ids(moved.state).slice(0, 2)).toEqual(ids(on).slice(0, 2));
    // Turning shuffle off after the move: the original order, the same current track.
    const off = run(moved.state, { type: 'toggle-shuffle', random }).state;
    expect([ids(off), currentId(off)]).toEqual([[1, 2, 3, 4, 5, 6], current]);
  });

  it('remove under shuffle keeps the original order of the rest', () => {
    const shuffledState = run(playing(5, 0), { type: 'toggle-shuffle', random: seededRandom(3) }).state;
    const removedId = ids(shuffledState)[2];
    const step = run(shuffledState, { type: 'remove', index: 2 });
    expect(ids(step.state)).toEqual(ids(shuffledState).filter((id) => id !== removedId));
    expect(ids(run(step.state, { type: 'toggle-shuffle', random }).state)).toEqual(
      [1, 2, 3, 4, 5].filter((id) => id !== removedId),
    );
  });

  it.each([
    ['a track from before to after the current one', 0, 3, 1],
    ['a track from after to before the current one', 3, 0, 3],
    ['the current track', 2, 0, 0],
    ['a track after the current one', 3, 4, 2],
  ])('reorder %s', (_, from, to, index) => {
    const step = run(playing(5, 2), { type: 'move', from, to });
    expect(step.state.index).toBe(index);
    expect(currentId(step.state)).toBe(3);
    expect(step.effects).toEqual([]);
  });

  it('play next inserts after the current track; add goes to the end', () => {
    const next = run(playing(3, 1), { type: 'play-next', tracks: tracks(8, 9) }).state;
    expect(ids(next)).toEqual([1, 2, 8, 9, 3]);
    const added = run(next, { type: 'add', tracks: tracks(7) }).state;
    expect(ids(added)).toEqual([1, 2, 8, 9, 3, 7]);
    expect(currentId(added)).toBe(2);
  });

  it('play next under shuffle goes next in play order and after the current track in the original order', () => {
    const shuffledState = run(playing(4, 1), { type: 'toggle-shuffle', random: seededRandom(5) }).state;
    const next = run(shuffledState, { type: 'play-next', tracks: tracks(9) }).state;
    expect(ids(next)[1]).toBe(9);
    expect(ids(run(next, { type: 'toggle-shuffle', random }).state)).toEqual([1, 2, 9, 3, 4]);
  });

  it('adding to an empty queue makes the first added track current, not playing', () => {
    const step = run(EMPTY_QUEUE, { type: 'add', tracks: tracks(4, 5) });
    expect(step.state).toMatchObject({ index: 0, playing: false });
    expect(step.effects).toEqual([{ type: 'load', track: step.state.queue[0], play: false }]);
  });

  it('clear empties the queue and keeps the looping and shuffle choices', () => {
    const step = run(playing(3, 1, { looping: 'all', shuffle: true }), { type: 'clear' });
    expect(step.state).toEqual({ ...EMPTY_QUEUE, looping: 'all', shuffle: true });
    expect(step.effects).toEqual([{ type: 'unload' }]);
  });
});

describe('the index is clamped to the queue length', () => {
  it('clampIndex', () => {
    expect([
      clampIndex(5, 3),
      clampIndex(-2, 3),
      clampIndex(1.7, 3),
      clampIndex(0, 0),
      clampIndex(Number.NaN, 2),
    ]).toEqual([2, 0, 1, -1, 0]);
  });

  it('jump, play now and move past either end land on the first or last track', () => {
    expect(run(playing(3), { type: 'jump', index: 99 }).state.index).toBe(2);
    expect(run(playing(3, 2), { type: 'jump', index: -4 }).state.index).toBe(0);
    expect(reduceQueue(EMPTY_QUEUE, { type: 'play-now', tracks: tracks(1, 2), startAt: 7, random }).state.index).toBe(
      1,
    );
    expect(ids(run(playing(3), { type: 'move', from: 0, to: 50 }).state)).toEqual([2, 3, 1]);
  });

  it('jump plays the chosen track; jumping to the paused current one plays it', () => {
    const paused = run(playing(3), { type: 'pause', reason: 'user' }).state;
    expect(run(paused, { type: 'jump', index: 2 }).effects).toEqual([
      { type: 'load', track: paused.queue[2], play: true },
    ]);
    expect(run(paused, { type: 'jump', index: 0 }).effects).toEqual([{ type: 'play' }]);
  });
});

describe('errored tracks', () => {
  it('is marked errored with its message and skipped after 3 s', () => {
    const step = run(playing(3), { type: 'track-error', trackId: 1, reason: 'load' });
    expect(step.state.errored).toEqual([1]);
    expect(step.state.error).toEqual({ key: 'errors.trackCannotBeLoaded', error: true });
    expect(step.effects).toEqual([{ type: 'schedule-error-skip', trackId: 1, delayMs: 3000 }]);
    const skipped = run(step.state, { type: 'error-skip', trackId: 1 });
    expect(currentId(skipped.state)).toBe(2);
    expect(skipped.state.error).toBeNull();
    expect(skipped.state.errored).toEqual([1]);
  });

  it('a track with no playable source says so', () => {
    expect(run(playing(2), { type: 'track-error', trackId: 1, reason: 'no-sources' }).state.error?.key).toBe(
      'errors.trackNoSources',
    );
  });

  it('under single-track looping, playback stops with reason errored', () => {
    const step = run(playing(3, 0, { looping: 'single' }), { type: 'track-error', trackId: 1, reason: 'load' });
    expect(step.state).toMatchObject({ playing: false, pauseReason: 'errored', errored: [1] });
    expect(step.effects).toEqual([{ type: 'pause' }]);
  });

  it('a skip for a track that is no longer current does nothing; all tracks errored pauses', () => {
    const errored = run(
      playing(2),
      { type: 'track-error', trackId: 1, reason: 'load' },
      { type: 'jump', index: 1 },
    ).state;
    expect(run(errored, { type: 'error-skip', trackId: 1 }).state).toBe(errored);
    const all = run(errored, { type: 'track-error', trackId: 2, reason: 'load' }, { type: 'error-skip', trackId: 2 });
    expect(all.state).toMatchObject({ playing: false, pauseReason: 'errored' });
  });

  it('the skip does nothing once the user paused; it stops if single-track looping was switched on meanwhile', () => {
    const errored = run(playing(3), { type: 'track-error', trackId: 1, reason: 'load' }).state;
    const paused = run(errored, { type: 'pause', reason: 'user' }).state;
    expect(run(paused, { type: 'error-skip', trackId: 1 })).toEqual({ state: paused, effects: [] });
    const single = run(errored, { type: 'cycle-looping' }).state;
    const stopped = run(single, { type: 'error-skip', trackId: 1 });
    expect(stopped.state).toMatchObject({ index: 0, playing: false, pauseReason: 'errored' });
    expect(stopped.effects).toEqual([{ type: 'pause' }]);
  });

  it('the last track errored without looping: the skip ends the queue', () => {
    const step = run(
      playing(2, 1),
      { type: 'track-error', trackId: 2, reason: 'load' },
      { type: 'error-skip', trackId: 2 },
    );
    expect(step.state).toMatchObject({ index: 1, playing: false, pauseReason: 'end-of-queue' });
  });

  it('jumping to the errored current track tries it again', () => {
    const errored = run(playing(2), { type: 'track-error', trackId: 1, reason: 'load' }).state;
    const step = run(errored, { type: 'jump', index: 0 });
    expect(step.state).toMatchObject({ errored: [], error: null, playing: true });
    expect(step.effects).toEqual([{ type: 'load', track: errored.queue[0], play: true }]);
  });

  it('play on an errored track loads it again', () => {
    const paused = run(
      playing(2),
      { type: 'pause', reason: 'user' },
      { type: 'track-error', trackId: 1, reason: 'load' },
    ).state;
    const step = run(paused, { type: 'play' });
    expect(step.state).toMatchObject({ playing: true, errored: [], error: null });
    expect(step.effects).toEqual([{ type: 'load', track: paused.queue[0], play: true }]);
  });
});

describe('upcomingTrack (what to preload)', () => {
  it('is the next in play order, wraps under whole-queue looping, none under single-track looping', () => {
    expect(upcomingTrack(playing(3))?.id).toBe(2);
    expect(upcomingTrack(playing(3, 2))).toBeNull();
    expect(upcomingTrack(playing(3, 2, { looping: 'all' }))?.id).toBe(1);
    expect(upcomingTrack(playing(3, 0, { looping: 'single' }))).toBeNull();
  });
});

describe('isSounding: what the play button shows', () => {
  it('is playing with a current track that has not errored', () => {
    expect(isSounding(playing(2))).toBe(true);
    expect(isSounding({ ...playing(2), playing: false })).toBe(false);
    const errored = run(playing(2), { type: 'track-error', trackId: 1, reason: 'no-sources' }).state;
    expect(errored.playing).toBe(true);
    expect(isSounding(errored)).toBe(false);
    // Another track errored earlier does not matter.
    expect(isSounding(run(errored, { type: 'jump', index: 1 }).state)).toBe(true);
  });
});
