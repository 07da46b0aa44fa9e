// Test-only: a player on fake audio elements, manual timers and in-memory storage, with the HTTP
// client the test gives (the demo pod, or scripted answers).

import type { StoredPlayerState } from '../../db/player';
import { memoryEpisodeStorage } from '../episode-link';
import { createLogger } from '../../logger';
import { HttpClient } from '../../sync/core';
import { scriptedFetch, type Answer } from '../../sync/testing/responses';
import { createPlayer, type PlayerDeps, type PlayerSession } from '../create-player';
import type { ListeningSink } from '../listening-recorder';
import type { PlayerStorage } from '../persistence';
import { fakeAudioFactory } from './fake-audio';
import { manualTimers } from './timers';
import { seededRandom } from './tracks';

export function memoryPlayerStorage(
  initial: StoredPlayerState | null = null,
): PlayerStorage & { value: StoredPlayerState | null } {
  const storage = {
    value: initial,
    read: async () => storage.value,
    write: async (state: StoredPlayerState, _withQueue: boolean) => {
      storage.value = state;
    },
    clear: async () => {
      storage.value = null;
    },
  };
  return storage;
}

/** Listenings kept in a list (the app's sink is the outbox, tested in src/sync/outbox). */
function memoryListeningSink(): ListeningSink & { recorded: number[] } {
  const sink = {
    recorded: [] as number[],
    record: async (trackId: number) => void sink.recorded.push(trackId),
    flush: async () => undefined,
  };
  return sink;
}

/** A logger that keeps its lines for the test instead of printing them. */
export function quietLogger(lines: string[] = []) {
  const keep = (line: string) => void lines.push(line);
  return createLogger({ sink: { debug: keep, info: keep, warn: keep, error: keep, log: keep }, production: false });
}

export const ANONYMOUS: PlayerSession = {
  instanceUrl: 'https://pod.example/',
  listenToken: null,
  authenticated: false,
  username: null,
};

export function scriptedHttp(...answers: Answer[]) {
  const fetchImpl = scriptedFetch(...answers);
  return {
    http: new HttpClient({
      getApiBase: () => 'https://pod.example/api/v1/',
      getCsrfToken: () => null,
      fetchCsrfCookie: false,
      fetchImpl,
    }),
    fetchImpl,
  };
}

export function playerHarness(overrides: Partial<PlayerDeps> = {}) {
  const audio = fakeAudioFactory();
  const timers = manualTimers();
  const storage = memoryPlayerStorage();
  const listenings = memoryListeningSink();
  const messages: string[] = [];
  const episodes = memoryEpisodeStorage();
  const player = createPlayer({
    episodes,
    createAudio: audio.create,
    http: scriptedHttp(new Error('no network in this test')).http,
    session: () => ANONYMOUS,
    timers,
    random: seededRandom(),
    canPlayType: () => 'probably',
    storage,
    listenings,
    events: null,
    mediaSession: null,
    notify: (message) => messages.push(message.key),
    createAudioContext: null,
    logger: quietLogger(),
    ...overrides,
  });
  const ids = () => player.getSnapshot().order.map((i) => player.getSnapshot().queue[i]?.id);
  return { player, audio, timers, storage, listenings, messages, ids, episodes };
}
