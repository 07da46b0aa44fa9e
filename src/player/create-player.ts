// The player: wires the queue and radio reducers to the audio engine, the listening recorder, the
// media session and persistence, and keeps one immutable snapshot for the app (a new object only
// when something changed). Reducer steps and engine events go through one FIFO, so an effect that
// reports back at once (a track with no source) is handled after the step that caused it.

import { logger as appLogger } from '../logger';
import { createAudioEngine } from './audio-engine';
import { DOWNLOADS_RADIO } from './client-radios';
import { createOfflineLoading } from './offline-loading';
import { createListeningRecorder, listeningThreshold } from './listening-recorder';
import { bindMediaSession } from './media-session';
import { createPersistence, dexiePlayerStorage, fromStored, type RestoredState } from './persistence';
import { isSounding, reduceQueue, upcomingTrack, type QueueEffect, type QueueEvent } from './queue';
import { createRadioLink } from './radio-link';
import { globalTimers } from '../timers';
import { createPlayerStore, INITIAL_SNAPSHOT, queuePart } from './store';
import type { PlayerMessage, QueueTrack } from './types';
import { setVolume as setVolumeOf, toggleMute as toggleMuteOf } from './volume';
import { createEpisodeLink, dexieEpisodeStorage } from './episode-link';
import { EPISODE_BACK_SECONDS, EPISODE_FORWARD_SECONDS } from './episodes';
import { createSleepClock } from './sleep-clock';
import type { PlayerDeps, ShoalPlayer } from './player-deps';

export type { PlayerDeps, PlayerSession, ShoalPlayer } from './player-deps';

export function createPlayer(deps: PlayerDeps): ShoalPlayer {
  const timers = deps.timers ?? globalTimers;
  const random = deps.random ?? Math.random;
  const canPlayType = deps.canPlayType ?? (() => 'maybe');
  const log = deps.logger ?? appLogger.child('player');
  const events = deps.events === undefined ? null : deps.events;
  const notify = deps.notify ?? ((message: PlayerMessage) => log.info(`Message: ${message.key}`));
  const storage = deps.storage ?? dexiePlayerStorage;
  const persistence = createPersistence(storage, {
    timers,
    onError: (error) => log.error('Could not save the player state', error),
  });

  const store = createPlayerStore({ afterSteps: () => afterChange(), log });
  const { commit, enqueue } = store;
  const now = deps.now ?? Date.now;
  const episodes = createEpisodeLink({
    store,
    engine: () => engine,
    storage: deps.episodes ?? dexieEpisodeStorage,
    instanceUrl: () => deps.session().instanceUrl,
    log,
  });
  const sleep = createSleepClock({
    timers,
    now,
    enqueue,
    state: () => store.state,
    commitSleep: (state) => commit({ sleep: state }),
    pause: () => step({ type: 'pause', reason: 'sleep-timer' }),
    setOutput: (volume, muted) => engine.setOutput(volume, muted),
  });
  /**
   * The remembered state may still come back. Meanwhile a command that replaces the queue (play
   * now, a radio, clear, reset) abandons it; any other waits in `deferred` and runs on top of it,
   * so a volume key or "add to queue" pressed during start-up neither is lost nor loses the queue.
   */
  let restoring = true;
  let deferred: Array<() => void> = [];
  let destroyed = false;
  let skipTimer: unknown = null;
  let preloaded: { current: QueueTrack | null; next: QueueTrack | null } = { current: null, next: null };
  const loading = createOfflineLoading({
    offline: deps.offline ?? null,
    store,
    engine: () => engine,
    canPlayType,
    session: deps.session,
    notify,
    step: (event) => step(event),
    isDestroyed: () => destroyed,
  });
  const isOffline = loading.isOffline;
  const loadTrack = loading.load;
  const forgetUnavailable = loading.forgetUnavailable;

  const engine = createAudioEngine({
    createElement: deps.createAudio,
    urlsOf: loading.urlsOf,
    timers,
    isCrossOrigin: deps.isCrossOrigin,
    createAudioContext: deps.createAudioContext,
    events: {
      time: (position, duration) =>
        enqueue(() => {
          const known = duration ?? store.state.current?.duration ?? null;
          commit({ position, duration: known });
          if (store.state.playing) recorder.progress(position, known);
          episodes.time(position, known);
        }),
      ended: () =>
        enqueue(() => {
          episodes.ended();
          // The sleep timer "at the end of the track" pauses here instead of going on.
          if (!sleep.trackEnded()) step({ type: 'ended' });
        }),
      error: (reason) =>
        enqueue(() => {
          if (store.state.current !== null) step({ type: 'track-error', trackId: store.state.current.id, reason });
        }),
      playing: () => enqueue(() => commit({ buffering: false })),
      waiting: () => enqueue(() => commit({ buffering: true })),
      paused: () => queue({ type: 'pause', reason: 'media-session' }),
      blocked: () => queue({ type: 'pause', reason: 'user' }),
    },
  });
  engine.setOutput(store.state.volume, store.state.muted);

  const recorder = createListeningRecorder({
    session: deps.session,
    sink: deps.listenings,
    logger: log.child('listenings'),
  });

  function cancelSkip() {
    if (skipTimer !== null) timers.clearTimeout(skipTimer);
    skipTimer = null;
  }

  function runQueueEffect(effect: QueueEffect) {
    switch (effect.type) {
      case 'load':
        cancelSkip();
        commit({ position: 0, duration: effect.track.duration, buffering: effect.play });
        recorder.begin(effect.track.id);
        loadTrack(effect.track, { play: effect.play });
        episodes.loaded(effect.track, { resume: true });
        break;
      case 'restart':
        restart();
        break;
      case 'play': {
        // A track found unavailable offline is looked for again (the connection may be back).
        const current = store.state.current;
        if (current !== null && store.state.unavailable.includes(current.id)) {
          loadTrack(current, { play: true });
          break;
        }
        // A track that played to its end starts again from 0: that is a new play (a new listening).
        if (engine.hasEnded()) restart();
        engine.play();
        break;
      }
      case 'pause':
        commit({ buffering: false });
        engine.pause();
        episodes.save();
        break;
      case 'unload':
        cancelSkip();
        commit({ position: 0, duration: null, buffering: false });
        recorder.begin(null);
        engine.unload();
        // The queue was emptied (cleared, or its last track removed): the radio stops with it.
        radio.stop();
        break;
      case 'schedule-error-skip': {
        cancelSkip();
        const { trackId } = effect;
        skipTimer = timers.setTimeout(() => queue({ type: 'error-skip', trackId }), effect.delayMs);
        break;
      }
    }
  }

  function restart() {
    commit({ position: 0 });
    recorder.begin(store.state.current?.id ?? null);
    engine.seek(0);
  }

  /** A queue step, run now (inside an action). */
  function step(event: QueueEvent) {
    const result = reduceQueue(store.state, event);
    commit(queuePart(result.state));
    for (const effect of result.effects) runQueueEffect(effect);
  }

  function queue(event: QueueEvent) {
    enqueue(() => step(event));
  }

  const radio = createRadioLink({
    store,
    step,
    http: deps.http,
    timers,
    notify,
    log,
    clientTrack: deps.clientRadioTrack,
  });

  function afterChange() {
    if (destroyed) return;
    radio.afterSteps();
    // Offline, nothing is preloaded: a file that is not on the device would only fail.
    const next = store.state.playing && !isOffline() ? upcomingTrack(store.state) : null;
    if (store.state.current !== preloaded.current || next !== preloaded.next) {
      preloaded = { current: store.state.current, next };
      engine.setNext(next);
    }
    mediaSession?.update(store.state);
    persistence.schedule(store.state);
  }

  function endRestore() {
    restoring = false;
    const waiting = deferred;
    deferred = [];
    for (const run of waiting) run();
  }

  /** A user command; `replaces`: it replaces the queue, so a restore still under way is abandoned. */
  const command = (run: () => void, replaces = false) => {
    if (destroyed) return;
    loading.resetNote();
    if (restoring) {
      if (!replaces) {
        deferred.push(run);
        return;
      }
      // What was asked before still happens first, in order.
      endRestore();
    }
    run();
  };

  const onPageHide = () => {
    episodes.save();
    void persistence.flush();
  };
  // resume27: a phone may end a hidden page without any pagehide: the position is kept when it hides.
  const onVisibility = () => {
    if (globalThis.document?.visibilityState === 'hidden') onPageHide();
  };

  const seekAndSave = (seconds: number) => {
    engine.seek(seconds);
    episodes.save();
  };

  const player: ShoalPlayer = {
    getSnapshot: () => store.state,
    subscribe: (listener) => store.subscribe(listener),
    playNow: (tracks, startAt = 0) =>
      command(() => {
        radio.stop();
        forgetUnavailable();
        queue({ type: 'play-now', tracks, startAt, random });
      }, true),
    playNext: (tracks) => command(() => queue({ type: 'play-next', tracks })),
    addToQueue: (tracks) => command(() => queue({ type: 'add', tracks })),
    remove: (index) => command(() => queue({ type: 'remove', index })),
    move: (from, to) => command(() => queue({ type: 'move', from, to })),
    jumpTo: (index) => command(() => queue({ type: 'jump', index })),
    clear: () =>
      command(() => {
        queue({ type: 'clear' });
        radio.stop();
      }, true),
    play: () => command(() => queue({ type: 'play' })),
    pause: (reason = 'user') => command(() => queue({ type: 'pause', reason })),
    toggle: () => command(() => queue(isSounding(store.state) ? { type: 'pause', reason: 'user' } : { type: 'play' })),
    next: () => command(() => queue({ type: 'next' })),
    previous: () => command(() => enqueue(() => step({ type: 'previous', position: store.state.position }))),
    seek: (seconds) => command(() => enqueue(() => seekAndSave(seconds))),
    seekBy: (delta) => command(() => enqueue(() => seekAndSave(store.state.position + delta))),
    stepBackward: () =>
      command(() =>
        enqueue(() => {
          if (store.state.episode) seekAndSave(store.state.position - EPISODE_BACK_SECONDS);
          else step({ type: 'previous', position: store.state.position });
        }),
      ),
    stepForward: () =>
      command(() =>
        enqueue(() => {
          if (store.state.episode) seekAndSave(store.state.position + EPISODE_FORWARD_SECONDS);
          else step({ type: 'next' });
        }),
      ),
    setSpeed: (speed) => command(() => enqueue(() => episodes.setSpeed(speed))),
    setSleepTimer: (choice) => enqueue(() => sleep.set(choice)),
    setVolume: (volume) => command(() => enqueue(() => applyVolume(setVolumeOf(store.state, volume)))),
    toggleMute: () => command(() => enqueue(() => applyVolume(toggleMuteOf(store.state)))),
    toggleShuffle: () => command(() => queue({ type: 'toggle-shuffle', random })),
    reshuffle: () => command(() => queue({ type: 'reshuffle', random })),
    cycleLooping: () => command(() => queue({ type: 'cycle-looping' })),
    startRadio: (config) => {
      let started: Promise<void> = Promise.resolve();
      // Offline, a radio of the pod cannot answer: it shuffles over the tracks kept on the device.
      const chosen = isOffline() && !config.clientOnly ? DOWNLOADS_RADIO : config;
      command(() => {
        queue({ type: 'clear' });
        radio.stop();
        forgetUnavailable();
        started = radio.start(chosen);
      }, true);
      return started;
    },
    stopRadio: () => command(() => radio.stop()),
    createAnalyser: () => engine.createAnalyser(),
    reset: async () => {
      // Logout or instance change: what was remembered, or asked for before, no longer applies.
      restoring = false;
      deferred = [];
      enqueue(() => {
        radio.cancel();
        cancelSkip();
        engine.unload();
        recorder.begin(null);
        sleep.stop();
        commit(INITIAL_SNAPSHOT);
        applyVolume(INITIAL_SNAPSHOT);
      });
      await persistence.clear();
    },
    restored: Promise.resolve(),
    flushListenings: () => recorder.flush(),
    saving: () => persistence.saving(),
    destroy: () => {
      if (destroyed) return;
      // Keeps what changed last (the pending write), then nothing more runs: no restore, no timer.
      void persistence.flush();
      destroyed = true;
      restoring = false;
      deferred = [];
      events?.removeEventListener('pagehide', onPageHide);
      events?.removeEventListener('visibilitychange', onVisibility);
      recorder.stop();
      radio.cancel();
      cancelSkip();
      sleep.off();
      engine.unload();
      mediaSession?.destroy();
      store.clearListeners();
    },
  };

  function applyVolume(volume: { volume: number; muted: boolean }) {
    commit({ volume: volume.volume, muted: volume.muted });
    engine.setOutput(volume.volume, volume.muted);
  }

  const mediaSession = deps.mediaSession
    ? bindMediaSession(deps.mediaSession.session, deps.mediaSession.createMetadata, player)
    : null;

  async function restore(): Promise<void> {
    let stored = null;
    try {
      stored = await storage.read();
    } catch (error) {
      log.error('Could not read the player state', error);
    }
    if (!restoring) return;
    if (stored !== null) applyRestored(fromStored(stored));
    endRestore();
  }

  function applyRestored(restoredState: RestoredState) {
    enqueue(() => {
      commit({ ...queuePart(restoredState.queue), position: restoredState.position, radio: restoredState.radio });
      applyVolume(restoredState);
      const track = store.state.current;
      if (track === null) return;
      commit({ duration: track.duration });
      recorder.begin(track.id, track.duration !== null && restoredState.position >= listeningThreshold(track.duration));
      loadTrack(track, { play: false, position: restoredState.position, preload: 'metadata' });
      episodes.loaded(track, { resume: false });
    });
  }

  events?.addEventListener('pagehide', onPageHide);
  events?.addEventListener('visibilitychange', onVisibility);
  recorder.start();
  (player as { restored: Promise<void> }).restored = restore();
  return player;
}
