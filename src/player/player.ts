// The player's entry point for the app: createPlayer (tests, or an app that wires its own
// dependencies) and getPlayer, the app's one player, created on first call with the browser's
// audio elements, the app's HTTP client, the session row and the Media Session.

import { sessionSnapshot } from '../db/session';
import { httpClient } from '../sync/runtime';
import { emitSyncEvent } from '../sync/core';
import { flushOutbox, getConnectivity } from '../sync/engine';
import { readKeptTracks } from '../db/downloads';
import type { Track } from '../sync/catalogue';
import { appOrigin } from '../sync/catalogue';
import { recordListeningWrite } from '../sync/mutations';
import { createPlayer, type PlayerDeps, type PlayerSession, type ShoalPlayer } from './create-player';
import { createClientRadios } from './client-radios';
import { defaultMediaSession } from './media-session';
import type { PlayerMessage } from './types';

export { createPlayer, type PlayerDeps, type PlayerSession, type ShoalPlayer } from './create-player';
export { INITIAL_SNAPSHOT } from './store';

/** Who listens, from the session row this tab last read or wrote (db/session.ts). */
function currentPlayerSession(): PlayerSession {
  const row = sessionSnapshot();
  const profile = row?.profile ?? null;
  return {
    instanceUrl: row?.instanceUrl ?? null,
    listenToken: profile?.listenToken ?? null,
    authenticated: profile !== null,
    username: profile?.fullUsername ?? null,
    appOrigin: appOrigin(),
  };
}

/** Player messages reach the app's message list the way sync messages do (sync/commands/events). */
function notifyApp(message: PlayerMessage): void {
  emitSyncEvent({
    type: 'message',
    text: message.params === undefined ? { key: message.key } : { key: message.key, params: message.params },
    error: message.error,
  });
}

/** The tracks downloads keep on the device, for the offline radio. */
async function keptTrackSnapshots(): Promise<Track[]> {
  return (await readKeptTracks()).flatMap((kept) =>
    typeof kept.track === 'object' && kept.track !== null ? [kept.track as Track] : [],
  );
}

function browserPlayerDeps(): PlayerDeps {
  let probe: HTMLAudioElement | null = null;
  return {
    createAudio: () => new Audio(),
    http: httpClient,
    session: currentPlayerSession,
    canPlayType: (type) => (probe ??= new Audio()).canPlayType(type),
    mediaSession: defaultMediaSession(),
    events: window,
    notify: notifyApp,
    listenings: { record: recordListeningWrite, flush: flushOutbox },
    clientRadioTrack: createClientRadios({
      http: httpClient,
      instanceUrl: () => currentPlayerSession().instanceUrl,
      keptTracks: keptTrackSnapshots,
    }),
    // Imported when asked (offline only): shared with the downloads' chunk, it must not tie that chunk to the engine's (issue 17).
    offline: {
      isOffline: () => getConnectivity().current === 'offline',
      isAvailable: async (url) => (await import('../sync/downloads/availability')).isAudioAvailableOffline(url),
    },
  };
}

let instance: ShoalPlayer | null = null;

/** The app's player; nothing is created (no audio, no listener, no database read) before the first call. */
export function getPlayer(): ShoalPlayer {
  instance ??= createPlayer(browserPlayerDeps());
  return instance;
}
