// The app's front of the player (issue 17). The engine (create-player: the queue machine, the audio
// engine, radio, media session) is a chunk of its own, loaded when something is played or a stored
// queue is restored, not before the first screen. Until then, what the player shows (the player bar's
// track) is the state stored in Dexie, read without the engine; commands load it and then run, in the
// order given. Nothing here imports the engine but through `import()`.

import { clearPlayerState, readPlayerState, type StoredPlayerState } from '../db/player';
import { logger } from '../logger';
import type { ShoalPlayer } from './create-player';
import type { Player, PlayerSnapshot } from './types';
import { isEpisode } from './episodes';
import { SLEEP_OFF } from './sleep-timer';

/** The snapshot of a player that holds nothing: the engine's INITIAL_SNAPSHOT (store.ts), without its modules. */
export const IDLE_SNAPSHOT: PlayerSnapshot = {
  queue: [],
  order: [],
  index: -1,
  current: null,
  playing: false,
  pauseReason: null,
  position: 0,
  duration: null,
  buffering: false,
  looping: 'none',
  shuffle: false,
  volume: 0.7,
  muted: false,
  errored: [],
  error: null,
  radio: { current: null, session: null, running: false, populating: false, retries: 0 },
  unavailable: [],
  episode: false,
  speed: 1,
  sleep: SLEEP_OFF,
};

/** What the engine would show right after restoring `stored` (persistence.ts fromStored), paused. */
export function storedSnapshot(stored: StoredPlayerState | null): PlayerSnapshot {
  if (stored === null || stored.queue.length === 0)
    return stored === null
      ? IDLE_SNAPSHOT
      : {
          ...IDLE_SNAPSHOT,
          looping: stored.looping,
          shuffle: stored.shuffle,
          volume: stored.volume,
          muted: stored.muted,
        };
  const order = stored.shuffle ? stored.order : stored.queue.map((_, index) => index);
  const index = Number.isFinite(stored.index)
    ? Math.max(0, Math.min(Math.trunc(stored.index), stored.queue.length - 1))
    : 0;
  const current = stored.queue[order[index]!] ?? null;
  return {
    ...IDLE_SNAPSHOT,
    queue: stored.queue,
    order,
    index,
    current,
    episode: isEpisode(current),
    position: stored.position,
    looping: stored.looping,
    shuffle: stored.shuffle,
    volume: Math.min(1, Math.max(0, Number.isNaN(stored.volume) ? 0 : stored.volume)),
    muted: stored.muted,
  };
}

let engine: ShoalPlayer | null = null;
let loading: Promise<ShoalPlayer> | null = null;
/** What the app shows: the stored state until the engine loads, then the engine's state once stored. */
let shown: PlayerSnapshot = IDLE_SNAPSHOT;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * The app is shown the engine's state once it is stored: a reload at the first sight of a new queue
 * or track (a click, then F5) finds it in IndexedDB. Shown any earlier, a write still under way when
 * the page goes is aborted with it (issue 20: the queue of a Play was gone after such a reload). A
 * change nothing is writing (the position, the volume: batched) shows at once; the others wait a
 * write, some milliseconds, the audio itself does not wait.
 */
export function publishWhenSaved(
  player: Pick<ShoalPlayer, 'getSnapshot' | 'saving'>,
  publish: (snapshot: PlayerSnapshot) => void,
) {
  let latest = 0;
  return () => {
    const snapshot = player.getSnapshot();
    const version = ++latest;
    const saving = player.saving();
    if (saving === null) {
      publish(snapshot);
      return;
    }
    void saving.then(() => {
      // A later change shows instead (after its own write): the app never goes back in time.
      if (version === latest) publish(snapshot);
    });
  };
}

/** Loads the engine (once); it restores the stored queue itself. A chunk that failed to load is asked again next time. */
export function loadPlayer(): Promise<ShoalPlayer> {
  loading ??= import('./player').then(
    ({ getPlayer }) => {
      const loaded = getPlayer();
      engine = loaded;
      const update = publishWhenSaved(loaded, (snapshot) => {
        shown = snapshot;
        notify();
      });
      loaded.subscribe(update);
      update();
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The engine if it is loaded. */
export function loadedPlayer(): ShoalPlayer | null {
  return engine;
}

/**
 * At start: shows the stored state (the player bar's track) at once, and loads the engine when a
 * queue is stored (restoring it is the engine's); an empty queue loads nothing.
 */
export async function restorePlayer(): Promise<void> {
  let stored: StoredPlayerState | null = null;
  try {
    stored = await readPlayerState();
  } catch (error) {
    logger.error('Could not read the stored player state', error);
  }
  if (engine === null) {
    shown = storedSnapshot(stored);
    notify();
  }
  if (stored !== null && stored.queue.length > 0) await loadPlayer();
}

export function playerSnapshot(): PlayerSnapshot {
  return shown;
}

export function subscribePlayer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs a command on the engine, loading it first when needed. */
function run(command: (player: ShoalPlayer) => void): void {
  if (engine) command(engine);
  else void loadPlayer().then(command, (error: unknown) => logger.error('The player could not be loaded', error));
}

/** The app's Player: its state as above, its commands run on the engine (loaded by the first one). */
export const lazyPlayer: Player & { flushListenings(): Promise<void> } = {
  getSnapshot: playerSnapshot,
  subscribe: subscribePlayer,
  playNow: (tracks, startAt) => run((player) => player.playNow(tracks, startAt)),
  playNext: (tracks) => run((player) => player.playNext(tracks)),
  addToQueue: (tracks) => run((player) => player.addToQueue(tracks)),
  remove: (index) => run((player) => player.remove(index)),
  move: (from, to) => run((player) => player.move(from, to)),
  jumpTo: (index) => run((player) => player.jumpTo(index)),
  clear: () => run((player) => player.clear()),
  play: () => run((player) => player.play()),
  pause: (reason) => run((player) => player.pause(reason)),
  toggle: () => run((player) => player.toggle()),
  next: () => run((player) => player.next()),
  previous: () => run((player) => player.previous()),
  seek: (seconds) => run((player) => player.seek(seconds)),
  seekBy: (delta) => run((player) => player.seekBy(delta)),
  stepBackward: () => run((player) => player.stepBackward()),
  stepForward: () => run((player) => player.stepForward()),
  setSpeed: (speed) => run((player) => player.setSpeed(speed)),
  setSleepTimer: (choice) => run((player) => player.setSleepTimer(choice)),
  setVolume: (volume) => run((player) => player.setVolume(volume)),
  toggleMute: () => run((player) => player.toggleMute()),
  toggleShuffle: () => run((player) => player.toggleShuffle()),
  reshuffle: () => run((player) => player.reshuffle()),
  cycleLooping: () => run((player) => player.cycleLooping()),
  startRadio: async (config) => (await loadPlayer()).startRadio(config),
  stopRadio: () => run((player) => player.stopRadio()),
  createAnalyser: () => engine?.createAnalyser() ?? null,
  // Not loaded, there is nothing playing: forgetting the state is clearing what is stored.
  reset: async () => {
    if (engine) return engine.reset();
    shown = IDLE_SNAPSHOT;
    notify();
    await clearPlayerState();
  },
  flushListenings: async () => {
    // Listenings are only recorded by a loaded engine (the outbox also sends them by itself).
    if (engine) await engine.flushListenings();
  },
};
