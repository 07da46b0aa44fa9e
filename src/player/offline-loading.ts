// Loading a track with the pod unreachable (issue 5): a track plays only once one of its files is
// known to be on the device (kept by a download or played recently); otherwise it is marked
// unavailable, one note is given for a run of such tracks, and the queue moves on.

import type { AudioEngine, LoadOptions } from './audio-engine';
import type { QueueEvent } from './queue';
import { trackUrls } from './sources';
import type { CanPlayType, ListenSession } from '../sync/catalogue';
import type { PlayerStore } from './store';
import type { PlayerMessage, QueueTrack } from './types';

export interface OfflineAudio {
  isOffline: () => boolean;
  isAvailable: (url: string) => Promise<boolean>;
}

interface OfflineLoadingDeps {
  offline: OfflineAudio | null;
  store: PlayerStore;
  engine: () => AudioEngine;
  canPlayType: CanPlayType;
  session: () => ListenSession;
  notify: (message: PlayerMessage) => void;
  step: (event: QueueEvent) => void;
  isDestroyed: () => boolean;
}

interface OfflineLoading {
  isOffline(): boolean;
  /** The URLs the engine tries for a track: offline, those found on the device. */
  urlsOf(track: QueueTrack): string[];
  load(track: QueueTrack, options: LoadOptions): void;
  /** A new queue: what was found unavailable no longer applies. */
  forgetUnavailable(): void;
  /** A user command: the next unavailable track gets its note again. */
  resetNote(): void;
}

export function createOfflineLoading(deps: OfflineLoadingDeps): OfflineLoading {
  const { offline, store } = deps;
  const isOffline = () => offline?.isOffline() === true;
  /** The URLs of a track that play offline, found when it was loaded with the pod unreachable. */
  const offlineUrls = new Map<number, string[]>();
  /** Each load counts: the answer of an availability check for an older one is dropped. */
  let generation = 0;
  /** A note was given for the tracks skipped since the last command or playable track (one note, not one per track). */
  let noted = false;

  function clearUnavailable(trackId: number) {
    if (store.state.unavailable.includes(trackId))
      store.commit({ unavailable: store.state.unavailable.filter((id) => id !== trackId) });
  }

  /** Offline with no file of the track on the device: one note, then the next track that can play. */
  function markUnavailable(track: QueueTrack, play: boolean) {
    const unavailable = store.state.unavailable.includes(track.id)
      ? store.state.unavailable
      : [...store.state.unavailable, track.id];
    store.commit({ unavailable, buffering: false });
    // Nothing of the track may sound: the element of the track before it is released.
    deps.engine().unload();
    if (!noted) deps.notify({ key: 'player.unavailableOffline', params: { title: track.title }, error: false });
    noted = true;
    if (!play || !store.state.playing) return;
    const blocked = new Set([...unavailable, ...store.state.errored]);
    if (store.state.queue.every((queued) => blocked.has(queued.id))) deps.step({ type: 'halt', reason: 'errored' });
    else deps.step({ type: 'next' });
  }

  return {
    isOffline,
    urlsOf: (track) =>
      (isOffline() ? offlineUrls.get(track.id) : undefined) ?? trackUrls(track, deps.canPlayType, deps.session()),
    load(track, options) {
      const current = ++generation;
      const engine = deps.engine();
      if (offline === null || !isOffline()) {
        clearUnavailable(track.id);
        engine.load(track, options);
        return;
      }
      const urls = trackUrls(track, deps.canPlayType, deps.session());
      // The previous track stops now, not when the answer comes.
      engine.pause();
      void Promise.all(urls.map((url) => offline.isAvailable(url).catch(() => false))).then((answers) =>
        store.enqueue(() => {
          if (deps.isDestroyed() || current !== generation || store.state.current?.id !== track.id) return;
          const available = urls.filter((_, i) => answers[i]);
          if (available.length === 0) {
            markUnavailable(track, options.play);
            return;
          }
          offlineUrls.set(track.id, available);
          noted = false;
          clearUnavailable(track.id);
          // What the user wants now, not when the load began: Play pressed while the check ran (a
          // paused restore right after a reload) starts the track once it is found.
          engine.load(track, { ...options, play: store.state.playing });
        }),
      );
    },
    forgetUnavailable() {
      store.enqueue(() => {
        if (store.state.unavailable.length > 0) store.commit({ unavailable: [] });
      });
    },
    resetNote() {
      noted = false;
    },
  };
}
