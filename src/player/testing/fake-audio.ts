// Test-only: an audio element that plays nothing. Tests move it through its events (`emit`) the
// way a browser would, and read what the engine did to it.

import type { AudioElement } from '../audio-engine';

type Listener = () => void;

class FakeAudio {
  src = '';
  preload: '' | 'none' | 'metadata' | 'auto' = '';
  volume = 1;
  muted = false;
  currentTime = 0;
  duration = Number.NaN;
  ended = false;
  paused = true;
  crossOrigin: string | null = null;
  /** Every src it was given, in order. */
  readonly sources: string[] = [];
  loads = 0;
  playCalls = 0;
  /** What the next play() does: resolve, or reject with this error name. */
  playOutcome: 'ok' | 'NotAllowedError' | 'AbortError' = 'ok';
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor() {
    let src = '';
    Object.defineProperty(this, 'src', {
      get: () => src,
      set: (value: string) => {
        src = value;
        if (value !== '') this.sources.push(value);
      },
    });
  }

  play(): Promise<void> {
    this.playCalls += 1;
    if (this.playOutcome !== 'ok') {
      const error = new Error(this.playOutcome);
      error.name = this.playOutcome;
      return Promise.reject(error);
    }
    this.paused = false;
    this.ended = false;
    return Promise.resolve();
  }

  pause(): void {
    const was = this.paused;
    this.paused = true;
    if (!was) this.emit('pause');
  }

  load(): void {
    this.loads += 1;
  }

  removeAttribute(name: string): void {
    if (name === 'src') this.src = '';
    if (name === 'crossorigin') this.crossOrigin = null;
  }

  addEventListener(name: string, listener: Listener): void {
    if (!this.listeners.has(name)) this.listeners.set(name, new Set());
    this.listeners.get(name)?.add(listener);
  }

  removeEventListener(name: string, listener: Listener): void {
    this.listeners.get(name)?.delete(listener);
  }

  listenerCount(): number {
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0);
  }

  emit(name: string): void {
    for (const listener of [...(this.listeners.get(name) ?? [])]) listener();
  }

  /** Metadata arrived: the duration is known. */
  loaded(duration: number): void {
    this.duration = duration;
    this.emit('loadedmetadata');
    this.emit('durationchange');
  }

  /** Playback reached `seconds`. */
  playTo(seconds: number): void {
    this.currentTime = seconds;
    this.emit('timeupdate');
  }

  finish(): void {
    this.currentTime = Number.isFinite(this.duration) ? this.duration : this.currentTime;
    this.ended = true;
    this.paused = true;
    this.emit('pause');
    this.emit('ended');
  }
}

/** A factory that keeps every element it made, newest last. */
export function fakeAudioFactory() {
  const made: FakeAudio[] = [];
  const create = () => {
    const audio = new FakeAudio();
    made.push(audio);
    return audio as unknown as AudioElement;
  };
  return { create, made, last: () => made[made.length - 1] as FakeAudio };
}
