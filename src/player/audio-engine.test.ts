import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAudioEngine, type AudioEngineEvents } from './audio-engine';
import { fakeAudioFactory } from './testing/fake-audio';
import { queueTrack } from './testing/tracks';
import type { QueueTrack } from './types';
import { DEFAULT_VOLUME_STATE, setVolume, toggleMute, audibleVolume } from './volume';

function setup(urlsOf: (track: QueueTrack) => string[] = (track) => [`/a/${track.id}.ogg`, `/a/${track.id}.mp3`]) {
  const audio = fakeAudioFactory();
  const events = {
    time: vi.fn(),
    ended: vi.fn(),
    error: vi.fn(),
    playing: vi.fn(),
    waiting: vi.fn(),
    paused: vi.fn(),
    blocked: vi.fn(),
  };
  const engine = createAudioEngine({
    createElement: audio.create,
    urlsOf,
    events: events as unknown as AudioEngineEvents,
    isCrossOrigin: (url) => url.startsWith('https://other.example'),
  });
  return { audio, events, engine };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('audio engine', () => {
  it('plays a track in a plain audio element and reports its events', () => {
    const { audio, events, engine } = setup();
    engine.load(queueTrack(1), { play: true });
    const el = audio.last();
    expect(el.src).toBe('/a/1.ogg');
    expect(el.preload).toBe('auto');
    expect(el.playCalls).toBe(1);
    el.loaded(200);
    el.playTo(12);
    el.emit('playing');
    el.emit('waiting');
    el.finish();
    expect(events.time).toHaveBeenLastCalledWith(12, 200);
    expect(events.playing).toHaveBeenCalledOnce();
    expect(events.waiting).toHaveBeenCalledOnce();
    expect(events.ended).toHaveBeenCalledOnce();
    expect(events.paused).not.toHaveBeenCalled();
  });

  it('preloads the next track 100 ms after the change, not at 99 ms', () => {
    const { audio, engine } = setup();
    engine.load(queueTrack(1), { play: true });
    engine.setNext(queueTrack(2));
    vi.advanceTimersByTime(99);
    expect(audio.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(audio.made).toHaveLength(2);
    expect(audio.last()).toMatchObject({ src: '/a/2.ogg', preload: 'auto', playCalls: 0 });
    // The preloaded element is the one that plays next: no gap, no new element.
    engine.load(queueTrack(2), { play: true });
    expect(audio.made).toHaveLength(2);
    expect(audio.made[1]?.playCalls).toBe(1);
    expect(audio.made[0]?.paused).toBe(true);
  });

  it('a change within the 100 ms replaces the pending preload', () => {
    const { audio, engine } = setup();
    engine.load(queueTrack(1), { play: true });
    engine.setNext(queueTrack(2));
    vi.advanceTimersByTime(50);
    engine.load(queueTrack(3), { play: true });
    engine.setNext(queueTrack(4));
    vi.advanceTimersByTime(100);
    expect(audio.made.map((el) => el.src)).toEqual(['/a/1.ogg', '/a/3.ogg', '/a/4.ogg']);
  });

  it('keeps at most 3 sounds, dropping the least recently used', () => {
    const { audio, engine } = setup();
    for (const id of [1, 2, 3, 4]) {
      engine.load(queueTrack(id), { play: true });
      expect(engine.cachedTrackIds().length).toBeLessThanOrEqual(3);
    }
    expect(engine.cachedTrackIds()).toEqual([2, 3, 4]);
    const dropped = audio.made[0]!;
    expect(dropped.src).toBe('');
    expect(dropped.listenerCount()).toBe(0);
    engine.setNext(queueTrack(5));
    vi.advanceTimersByTime(100);
    expect(engine.cachedTrackIds()).toEqual([3, 4, 5]);
    // Going back to a kept track reuses its element, from the start.
    audio.made[2]!.currentTime = 42;
    engine.load(queueTrack(3), { play: true });
    expect(audio.made).toHaveLength(5);
    expect(audio.made[2]?.currentTime).toBe(0);
    expect(engine.cachedTrackIds()).toEqual([4, 5, 3]);
  });

  it('tries the next source when one fails, then reports the track errored', () => {
    const { audio, events, engine } = setup();
    engine.load(queueTrack(1), { play: true });
    const el = audio.last();
    el.emit('error');
    expect(el.src).toBe('/a/1.mp3');
    expect(el.playCalls).toBe(2);
    expect(events.error).not.toHaveBeenCalled();
    el.emit('error');
    expect(events.error).toHaveBeenCalledWith('load');
    // Loading it again builds a new element: the track is tried afresh.
    engine.load(queueTrack(1), { play: true });
    expect(audio.made).toHaveLength(2);
  });

  it('a track with no playable source is reported at once', () => {
    const { audio, events, engine } = setup(() => []);
    engine.load(queueTrack(1), { play: true });
    expect(events.error).toHaveBeenCalledWith('no-sources');
    expect(audio.made).toHaveLength(0);
  });

  it('only the current track reports; a pause the player did not ask for is reported', () => {
    const { audio, events, engine } = setup();
    engine.load(queueTrack(1), { play: true });
    engine.load(queueTrack(2), { play: true });
    audio.made[0]!.playTo(30);
    expect(events.time).not.toHaveBeenCalled();
    audio.made[1]!.emit('pause');
    expect(events.paused).toHaveBeenCalledOnce();
    engine.pause();
    expect(events.paused).toHaveBeenCalledOnce();
  });

  it('a refused play() is reported as blocked', async () => {
    const { audio, events, engine } = setup();
    engine.load(queueTrack(1), { play: false });
    audio.last().playOutcome = 'NotAllowedError';
    engine.play();
    await vi.waitFor(() => expect(events.blocked).toHaveBeenCalledOnce());
  });

  it('a play() refused for a track no longer current, or aborted, is not reported', async () => {
    const { audio, events, engine } = setup();
    engine.load(queueTrack(1), { play: false });
    audio.last().playOutcome = 'NotAllowedError';
    engine.play();
    engine.load(queueTrack(2), { play: true });
    audio.last().playOutcome = 'AbortError';
    engine.play();
    await vi.advanceTimersByTimeAsync(0);
    expect(events.blocked).not.toHaveBeenCalled();
    expect(events.error).not.toHaveBeenCalled();
  });

  it('a play() that throws at once, or returns no promise, neither breaks the engine nor goes unreported', () => {
    const { audio, events, engine } = setup();
    engine.load(queueTrack(1), { play: false });
    const el = audio.last();
    el.play = () => {
      const error = new Error('not allowed');
      error.name = 'NotAllowedError';
      throw error;
    };
    expect(() => engine.play()).not.toThrow();
    expect(events.blocked).toHaveBeenCalledOnce();
    el.play = () => undefined as unknown as Promise<void>;
    expect(() => engine.play()).not.toThrow();
    expect(events.blocked).toHaveBeenCalledOnce();
  });

  it('ignores a seek to a non-finite time; knows when the current track ended', () => {
    const { audio, engine } = setup();
    expect(engine.hasEnded()).toBe(false);
    engine.load(queueTrack(1), { play: true });
    const el = audio.last();
    el.loaded(100);
    el.playTo(20);
    engine.seek(Number.NaN);
    engine.seek(Number.NEGATIVE_INFINITY);
    expect(el.currentTime).toBe(20);
    expect(engine.hasEnded()).toBe(false);
    el.finish();
    expect(engine.hasEnded()).toBe(true);
  });

  it('starts at a restored position and seeks within the track', () => {
    const { audio, events, engine } = setup();
    engine.load(queueTrack(1), { play: false, position: 42, preload: 'metadata' });
    const el = audio.last();
    expect(el.preload).toBe('metadata');
    expect(el.currentTime).toBe(42);
    el.currentTime = 0;
    el.loaded(100);
    expect(el.currentTime).toBe(42);
    engine.seek(500);
    expect(events.time).toHaveBeenLastCalledWith(100, 100);
    engine.seek(-3);
    expect(el.currentTime).toBe(0);
  });

  it('sets crossOrigin only for audio of another origin', () => {
    const { audio, engine } = setup((track) => [track.id === 1 ? '/same.ogg' : 'https://other.example/x.ogg']);
    engine.load(queueTrack(1), { play: false });
    engine.load(queueTrack(2), { play: false });
    expect(audio.made.map((el) => el.crossOrigin)).toEqual([null, 'anonymous']);
  });

  it('applies the volume, clamped, and mute to every element', () => {
    const { audio, engine } = setup();
    engine.load(queueTrack(1), { play: true });
    engine.setOutput(1.5, false);
    expect(audio.last().volume).toBe(1);
    engine.setOutput(-1, true);
    expect(audio.last()).toMatchObject({ volume: 0, muted: true });
    engine.load(queueTrack(2), { play: true });
    expect(audio.last()).toMatchObject({ volume: 0, muted: true });
  });

  it('releases everything on unload', () => {
    const { audio, engine } = setup();
    engine.load(queueTrack(1), { play: true });
    engine.setNext(queueTrack(2));
    engine.unload();
    vi.advanceTimersByTime(500);
    expect(engine.cachedTrackIds()).toEqual([]);
    expect(audio.made).toHaveLength(1);
    expect(audio.made[0]?.src).toBe('');
    expect(audio.made[0]?.listenerCount()).toBe(0);
  });

  it('leaves no listener on any element it let go', () => {
    const { audio, engine } = setup();
    for (const id of [1, 2, 3, 4, 5]) {
      engine.load(queueTrack(id), { play: true });
      engine.setNext(queueTrack(id + 1));
      vi.advanceTimersByTime(100);
    }
    const kept = new Set(engine.cachedTrackIds());
    expect(kept.size).toBe(3);
    for (const el of audio.made)
      expect(el.listenerCount() > 0).toBe(kept.has(Number(/\/a\/(\d+)\./.exec(el.sources[0] ?? '')?.[1])));
    engine.unload();
    expect(audio.made.map((el) => el.listenerCount())).toEqual(audio.made.map(() => 0));
  });

  it('builds Web Audio only when an analyser is asked for, and follows the current element', () => {
    const connect = vi.fn();
    const disconnect = vi.fn();
    const createMediaElementSource = vi.fn(() => ({ connect, disconnect }));
    const analyser = { connect: vi.fn() };
    const context = {
      createAnalyser: () => analyser,
      createMediaElementSource,
      destination: {},
      resume: () => Promise.resolve(),
    };
    const createAudioContext = vi.fn(() => context as unknown as AudioContext);
    const audio = fakeAudioFactory();
    const noop = () => {};
    const events = { time: noop, ended: noop, error: noop, playing: noop, waiting: noop, paused: noop, blocked: noop };
    const engine = createAudioEngine({
      createElement: audio.create,
      urlsOf: () => ['/a.ogg'],
      events,
      createAudioContext,
    });
    engine.load(queueTrack(1), { play: true });
    expect(createAudioContext).not.toHaveBeenCalled();
    expect(engine.createAnalyser()).toBe(analyser);
    expect(engine.createAnalyser()).toBe(analyser);
    expect(createAudioContext).toHaveBeenCalledOnce();
    engine.load(queueTrack(2), { play: true });
    expect(createMediaElementSource).toHaveBeenCalledTimes(2);
    expect(disconnect).toHaveBeenCalledOnce();
    expect(
      createAudioEngine({
        createElement: audio.create,
        urlsOf: () => [],
        events,
        createAudioContext: null,
      }).createAnalyser(),
    ).toBeNull();
  });
});

describe('volume (spec 01 sections 5 and 9)', () => {
  it('defaults to 0.7, is clamped to 0..1, and mute remembers the last volume', () => {
    expect(DEFAULT_VOLUME_STATE).toEqual({ volume: 0.7, muted: false });
    expect(setVolume(DEFAULT_VOLUME_STATE, 3).volume).toBe(1);
    expect(setVolume(DEFAULT_VOLUME_STATE, Number.NaN)).toEqual({ volume: 0.7, muted: true });
    const muted = toggleMute(setVolume(DEFAULT_VOLUME_STATE, 0.4));
    expect(muted).toEqual({ volume: 0.4, muted: true });
    expect(audibleVolume(muted)).toBe(0);
    expect(toggleMute(muted)).toEqual({ volume: 0.4, muted: false });
    // Sliding to 0 is muting: unmuting gives the last volume back.
    const zero = setVolume({ volume: 0.5, muted: false }, -0.2);
    expect(zero).toEqual({ volume: 0.5, muted: true });
    expect(toggleMute(zero)).toEqual({ volume: 0.5, muted: false });
    expect(setVolume(zero, 0.3)).toEqual({ volume: 0.3, muted: false });
  });
});
