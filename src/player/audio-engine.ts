// The only module that touches audio elements. Plain <audio> elements play (no Web Audio unless the
// visualizer asks for an analyser); at most 3 are kept (current, next, previous), least recently used
// dropped first; the next track is preloaded 100 ms after a change so it starts without a gap. A
// source that fails makes the element try the track's next one before the track counts as errored.

import { MAX_CACHED_SOUNDS, PRELOAD_DELAY_MS } from './constants';
import type { TrackErrorReason } from './queue';
import { globalTimers, type Timers } from '../timers';
import type { QueueTrack } from './types';

export type AudioElement = Pick<
  HTMLAudioElement,
  | 'src'
  | 'preload'
  | 'volume'
  | 'muted'
  | 'currentTime'
  | 'duration'
  | 'ended'
  | 'crossOrigin'
  | 'play'
  | 'pause'
  | 'load'
  | 'addEventListener'
  | 'removeEventListener'
  | 'removeAttribute'
>;

/** What the engine tells the player; only about the current track. */
export interface AudioEngineEvents {
  time(position: number, duration: number | null): void;
  ended(): void;
  error(reason: TrackErrorReason): void;
  playing(): void;
  waiting(): void;
  /** The browser or the system paused the audio (not the player). */
  paused(): void;
  /** The browser refused to start playing (autoplay policy). */
  blocked(): void;
}

interface AudioEngineOptions {
  createElement: () => AudioElement;
  /** The URLs to try for a track, best first; none means no playable source. */
  urlsOf: (track: QueueTrack) => string[];
  events: AudioEngineEvents;
  timers?: Timers;
  /** crossOrigin='anonymous' is set only for audio of another origin (the visualizer needs CORS there). */
  isCrossOrigin?: (url: string) => boolean;
  createAudioContext?: (() => AudioContext) | null;
}

export interface LoadOptions {
  play: boolean;
  /** Seconds to start at (a restored position). */
  position?: number;
  /** 'metadata' for a restored track nobody asked to play yet. */
  preload?: 'auto' | 'metadata';
}

export interface AudioEngine {
  load(track: QueueTrack, options: LoadOptions): void;
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  /** Releases every element (queue cleared, reset). */
  unload(): void;
  /** What to preload, PRELOAD_DELAY_MS from now; null cancels a pending preload. */
  setNext(track: QueueTrack | null): void;
  setOutput(volume: number, muted: boolean): void;
  createAnalyser(): AnalyserNode | null;
  /** Ids of the tracks whose elements are kept, least recently used first. */
  cachedTrackIds(): number[];
  /** The current track played to its end (playing it again starts a new play). */
  hasEnded(): boolean;
  /** episodes27: the playback rate of the current track and of those loaded next (a new source resets an element's). */
  setRate(rate: number): void;
  /**
   * episodes27: starts the current track at a remembered position. Unlike seek, it is not held to a
   * length the pod gave before the file's own is known (it is applied once the metadata is in).
   */
  resumeAt(seconds: number): void;
}

/** The rate properties, absent from the tests' fake elements. */
type RateElement = { playbackRate?: number; defaultPlaybackRate?: number };

function applyRate(element: AudioElement, rate: number) {
  const target = element as RateElement;
  target.defaultPlaybackRate = rate;
  target.playbackRate = rate;
}

interface Sound {
  track: QueueTrack;
  element: AudioElement;
  urls: string[];
  urlIndex: number;
  failed: boolean;
  /** Switching to another source: the pause it causes is ours. */
  reloading: boolean;
  pendingPosition: number | null;
  detach: () => void;
}

function differentOrigin(url: string): boolean {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  if (origin === undefined) return false;
  try {
    return new URL(url, origin).origin !== origin;
  } catch {
    return false;
  }
}

function defaultAudioContext(): (() => AudioContext) | null {
  return typeof AudioContext === 'function' ? () => new AudioContext() : null;
}

export function createAudioEngine(options: AudioEngineOptions): AudioEngine {
  const { events } = options;
  const timers = options.timers ?? globalTimers;
  const isCrossOrigin = options.isCrossOrigin ?? differentOrigin;
  /** Least recently used first. */
  let sounds: Sound[] = [];
  let current: Sound | null = null;
  let wantPlay = false;
  let volume = 1;
  let muted = false;
  let rate = 1;
  let preloadTimer: unknown = null;
  let graph: { context: AudioContext; analyser: AnalyserNode; connected: MediaElementAudioSourceNode | null } | null =
    null;
  const graphSources = new WeakMap<AudioElement, MediaElementAudioSourceNode>();

  const startPlaying = (sound: Sound) => {
    const refused = (error: unknown) => {
      // NotAllowedError: the browser's autoplay policy. AbortError: a new source or track replaced
      // this one. A source that cannot play also rejects, and reports through 'error'.
      if (error instanceof Error && error.name === 'NotAllowedError' && sound === current) events.blocked();
    };
    let started: Promise<void> | undefined;
    try {
      // Called at once (not after an await): the browser ties the permission to play to the gesture.
      started = sound.element.play() as Promise<void> | undefined;
    } catch (error) {
      refused(error);
      return;
    }
    // Old engines return nothing from play().
    started?.catch(refused);
  };

  const setSource = (sound: Sound, url: string) => {
    if (isCrossOrigin(url)) sound.element.crossOrigin = 'anonymous';
    else sound.element.removeAttribute('crossorigin');
    sound.element.src = url;
  };

  const durationOf = (sound: Sound) =>
    Number.isFinite(sound.element.duration) && sound.element.duration > 0
      ? sound.element.duration
      : sound.track.duration;

  const onError = (sound: Sound) => {
    if (sound.urlIndex < sound.urls.length - 1) {
      sound.urlIndex += 1;
      sound.reloading = true;
      setSource(sound, sound.urls[sound.urlIndex] as string);
      sound.element.load();
      if (sound === current && wantPlay) startPlaying(sound);
      return;
    }
    sound.failed = true;
    sound.reloading = false;
    if (sound === current) events.error('load');
  };

  function attach(sound: Sound): () => void {
    const el = sound.element;
    const isCurrent = () => sound === current;
    const handlers: Record<string, () => void> = {
      timeupdate: () => isCurrent() && events.time(el.currentTime, durationOf(sound)),
      durationchange: () => isCurrent() && events.time(el.currentTime, durationOf(sound)),
      loadedmetadata: () => {
        if (sound.pendingPosition !== null) el.currentTime = sound.pendingPosition;
        sound.pendingPosition = null;
        if (isCurrent()) events.time(el.currentTime, durationOf(sound));
      },
      ended: () => isCurrent() && events.ended(),
      error: () => onError(sound),
      playing: () => {
        sound.reloading = false;
        if (isCurrent()) events.playing();
      },
      waiting: () => isCurrent() && events.waiting(),
      pause: () => {
        if (isCurrent() && wantPlay && !el.ended && !sound.reloading) events.paused();
      },
    };
    for (const [name, handler] of Object.entries(handlers)) el.addEventListener(name, handler);
    return () => {
      for (const [name, handler] of Object.entries(handlers)) el.removeEventListener(name, handler);
    };
  }

  function dispose(sound: Sound) {
    sound.detach();
    sound.element.pause();
    // Dropping the source and loading nothing frees the buffered audio and the connection.
    sound.element.removeAttribute('src');
    sound.element.load();
  }

  function touch(sound: Sound) {
    sounds = [...sounds.filter((s) => s !== sound), sound];
    while (sounds.length > MAX_CACHED_SOUNDS) {
      const oldest = sounds.find((s) => s !== current && s !== sound);
      if (oldest === undefined) break;
      sounds = sounds.filter((s) => s !== oldest);
      dispose(oldest);
    }
  }

  /** The kept element of a track, or a new one; a failed one is dropped so the track is tried afresh. */
  function soundOf(track: QueueTrack, preload: 'auto' | 'metadata'): Sound | null {
    const cached = sounds.find((s) => s.track.id === track.id);
    if (cached !== undefined && !cached.failed) return cached;
    if (cached !== undefined) {
      sounds = sounds.filter((s) => s !== cached);
      dispose(cached);
    }
    const urls = options.urlsOf(track);
    if (urls.length === 0) return null;
    const element = options.createElement();
    element.preload = preload;
    element.volume = volume;
    element.muted = muted;
    const sound: Sound = {
      track,
      element,
      urls,
      urlIndex: 0,
      failed: false,
      reloading: false,
      pendingPosition: null,
      detach: () => {},
    };
    sound.detach = attach(sound);
    setSource(sound, urls[0] as string);
    return sound;
  }

  function connectGraph() {
    if (graph === null) return;
    const source = current === null ? null : (graphSources.get(current.element) ?? null);
    graph.connected?.disconnect();
    graph.connected = null;
    if (current === null) return;
    const node = source ?? graph.context.createMediaElementSource(current.element as HTMLAudioElement);
    graphSources.set(current.element, node);
    node.connect(graph.analyser);
    graph.connected = node;
  }

  function cancelPreload() {
    if (preloadTimer !== null) timers.clearTimeout(preloadTimer);
    preloadTimer = null;
  }

  return {
    load(track, { play, position, preload = 'auto' }) {
      cancelPreload();
      const previous = current;
      const sound = soundOf(track, preload);
      current = sound;
      wantPlay = play;
      if (previous !== null && previous !== sound) previous.element.pause();
      if (sound === null) {
        events.error('no-sources');
        return;
      }
      if (sound.element.preload !== 'auto' && preload === 'auto') sound.element.preload = 'auto';
      touch(sound);
      applyRate(sound.element, rate);
      const start = position ?? 0;
      sound.pendingPosition = start > 0 ? start : null;
      if (sound.element.currentTime !== start) sound.element.currentTime = start;
      connectGraph();
      if (play) startPlaying(sound);
    },
    play() {
      wantPlay = true;
      if (current !== null) startPlaying(current);
    },
    pause() {
      wantPlay = false;
      current?.element.pause();
    },
    seek(seconds) {
      // A non-finite time would make the element throw.
      if (current === null || !Number.isFinite(seconds)) return;
      const duration = durationOf(current) ?? Infinity;
      current.pendingPosition = null;
      current.element.currentTime = Math.max(0, Math.min(seconds, duration));
      events.time(current.element.currentTime, durationOf(current));
    },
    unload() {
      cancelPreload();
      wantPlay = false;
      current = null;
      for (const sound of sounds) dispose(sound);
      sounds = [];
      connectGraph();
    },
    setNext(track) {
      cancelPreload();
      if (track === null) return;
      preloadTimer = timers.setTimeout(() => {
        preloadTimer = null;
        const sound = soundOf(track, 'auto');
        if (sound === null) return;
        sound.element.preload = 'auto';
        touch(sound);
      }, PRELOAD_DELAY_MS);
    },
    setOutput(nextVolume, nextMuted) {
      volume = Math.max(0, Math.min(1, nextVolume));
      muted = nextMuted;
      for (const sound of sounds) {
        sound.element.volume = volume;
        sound.element.muted = muted;
      }
    },
    createAnalyser() {
      if (graph !== null) return graph.analyser;
      const create = options.createAudioContext === undefined ? defaultAudioContext() : options.createAudioContext;
      if (create === null) return null;
      const context = create();
      const analyser = context.createAnalyser();
      analyser.connect(context.destination);
      graph = { context, analyser, connected: null };
      connectGraph();
      void context.resume().catch(() => undefined);
      return analyser;
    },
    cachedTrackIds: () => sounds.map((sound) => sound.track.id),
    hasEnded: () => current?.element.ended === true,
    resumeAt(seconds) {
      if (current === null || !Number.isFinite(seconds) || seconds <= 0) return;
      const el = current.element;
      const known = Number.isFinite(el.duration) && el.duration > 0;
      current.pendingPosition = known ? null : seconds;
      el.currentTime = known ? Math.min(seconds, el.duration) : seconds;
      events.time(seconds, known ? el.duration : null);
    },
    setRate(next) {
      rate = next;
      if (current !== null) applyRate(current.element, rate);
    },
  };
}
