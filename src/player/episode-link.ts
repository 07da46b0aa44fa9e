// episodes27: the player's side of episodes (episodes.ts). When a track loads, it says whether it
// is an episode, applies its channel's speed (music: 1x) and resumes where it was left; while it
// plays its position is written every 5 s, and on pause, seek, page hide; at its end it is marked
// played. Positions and speeds live in Dexie (db/episode-positions.ts) behind EpisodeStorage.

import {
  episodeKey,
  keepEpisodePosition,
  readEpisodePosition,
  readEpisodeSpeed,
  writeEpisodePosition,
  writeEpisodeSpeed,
  type StoredEpisodePosition,
} from '../db/episode-positions';
import type { Logger } from '../logger';
import type { AudioEngine } from './audio-engine';
import {
  dueForSave,
  EPISODE_SPEEDS,
  isEpisode,
  MUSIC_SPEED,
  normalizeSpeed,
  positionToSave,
  resumePosition,
  speedKey,
} from './episodes';
import type { PlayerStore } from './store';
import type { QueueTrack } from './types';

export interface EpisodeStorage {
  readPosition(key: string): Promise<StoredEpisodePosition | null>;
  writePosition(key: string, value: StoredEpisodePosition): Promise<void>;
  readSpeed(key: string): Promise<number | null>;
  writeSpeed(key: string, speed: number): Promise<void>;
}

export const dexieEpisodeStorage: EpisodeStorage = {
  readPosition: readEpisodePosition,
  // resume27: mirrored synchronously too, so the one written on pagehide survives the page.
  writePosition: (key, value) => {
    keepEpisodePosition(key, value);
    return writeEpisodePosition(key, value);
  },
  readSpeed: readEpisodeSpeed,
  writeSpeed: writeEpisodeSpeed,
};

/** For tests: the same, in a Map. */
export function memoryEpisodeStorage(): EpisodeStorage & {
  positions: Map<string, StoredEpisodePosition>;
  speeds: Map<string, number>;
} {
  const positions = new Map<string, StoredEpisodePosition>();
  const speeds = new Map<string, number>();
  return {
    positions,
    speeds,
    readPosition: async (key) => positions.get(key) ?? null,
    writePosition: async (key, value) => void positions.set(key, value),
    readSpeed: async (key) => speeds.get(key) ?? null,
    writeSpeed: async (key, speed) => void speeds.set(key, speed),
  };
}

interface EpisodeLinkOptions {
  store: PlayerStore;
  engine: () => AudioEngine;
  storage: EpisodeStorage;
  instanceUrl: () => string | null;
  log: Logger;
}

export interface EpisodeLink {
  /** A track was loaded; `resume`: start where it was left (not for a restored queue, which has its own position). */
  loaded(track: QueueTrack, options: { resume: boolean }): void;
  /** A time update of the current track. */
  time(position: number, duration: number | null): void;
  /** Paused, sought or the page is going: write the position now. */
  save(): void;
  /** The current track played to its end. */
  ended(): void;
  setSpeed(speed: number): void;
}

export function createEpisodeLink(options: EpisodeLinkOptions): EpisodeLink {
  const { store, storage, log } = options;
  /** The track whose remembered position is known (read, or none): only then are positions written. */
  let ready: QueueTrack | null = null;
  let lastSaved: number | null = null;
  /** Played to its end: nothing overwrites that until it plays again. */
  let endedTrack: QueueTrack | null = null;

  const positionKey = (track: QueueTrack) => episodeKey(options.instanceUrl(), track.id);
  const channelKey = (track: QueueTrack) => episodeKey(options.instanceUrl(), speedKey(track));
  const failed = (what: string) => (error: unknown) => log.error(`Could not ${what}`, error);

  function applySpeed(speed: number) {
    store.commit({ speed });
    options.engine().setRate(speed);
  }

  function write(track: QueueTrack, position: number, duration: number | null) {
    lastSaved = position;
    void storage
      .writePosition(positionKey(track), positionToSave(position, duration))
      .catch(failed('save an episode position'));
  }

  function becomeEpisode(track: QueueTrack, resume: boolean) {
    store.commit({ episode: true });
    ready = null;
    lastSaved = null;
    void Promise.all([storage.readPosition(positionKey(track)), storage.readSpeed(channelKey(track))])
      .catch((error: unknown) => {
        failed('read an episode position')(error);
        return [null, null] as const;
      })
      .then(([saved, speed]) => {
        store.enqueue(() => {
          if (store.state.current?.id !== track.id) return;
          applySpeed(normalizeSpeed(speed ?? MUSIC_SPEED));
          ready = track;
          // Nobody moved it meanwhile: it starts where it was left.
          if (resume && store.state.position < 1) {
            const start = resumePosition(saved, store.state.duration ?? track.duration);
            if (start > 0) options.engine().resumeAt(start);
            lastSaved = start;
          }
        });
      });
  }

  return {
    loaded(track, { resume }) {
      ready = null;
      endedTrack = null;
      lastSaved = null;
      if (isEpisode(track)) becomeEpisode(track, resume);
      else {
        store.commit({ episode: false });
        applySpeed(MUSIC_SPEED);
      }
    },
    time(position, duration) {
      const track = store.state.current;
      if (track === null) return;
      // A track whose length the pod did not give turns out to be over 20 minutes.
      if (!store.state.episode) {
        if (isEpisode(track, duration)) becomeEpisode(track, false);
        return;
      }
      if (ready !== track || !store.state.playing) return;
      endedTrack = null;
      if (dueForSave(position, lastSaved)) write(track, position, duration);
    },
    save() {
      const track = store.state.current;
      if (track === null || !store.state.episode || ready !== track || endedTrack === track) return;
      write(track, store.state.position, store.state.duration);
    },
    ended() {
      const track = store.state.current;
      if (track === null || !store.state.episode) return;
      lastSaved = 0;
      endedTrack = track;
      void storage
        .writePosition(positionKey(track), { position: 0, played: true })
        .catch(failed('mark an episode played'));
    },
    setSpeed(speed) {
      const track = store.state.current;
      if (track === null || !store.state.episode) return;
      const chosen = normalizeSpeed(speed);
      if (!EPISODE_SPEEDS.includes(chosen as (typeof EPISODE_SPEEDS)[number])) return;
      applySpeed(chosen);
      void storage.writeSpeed(channelKey(track), chosen).catch(failed('save the playback speed'));
    },
  };
}
