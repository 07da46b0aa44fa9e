// The only module that touches the Media Session (lock screen, headset and keyboard media keys):
// metadata with artwork from 96 to 512 px, the action handlers, and the position state. Seek
// actions use the browser's seekOffset when it gives one, else 10 s (DECISIONS.md).

import { ARTWORK_SIZES, MEDIA_SESSION_SEEK_SECONDS } from './constants';
import type { Player, PlayerSnapshot, QueueTrack } from './types';

export type MediaSessionLike = Pick<MediaSession, 'metadata' | 'playbackState' | 'setActionHandler'> & {
  setPositionState?: MediaSession['setPositionState'];
};

export type MetadataFactory = (init: MediaMetadataInit) => MediaMetadata;

type MediaSessionCommands = Pick<Player, 'play' | 'pause' | 'previous' | 'next' | 'seek' | 'seekBy'>;

interface MediaSessionBinding {
  update(snapshot: PlayerSnapshot): void;
  /** Removes the handlers and the metadata. */
  destroy(): void;
}

/** "Artist A & Artist B", as the credit reads. */
export function creditText(track: Pick<QueueTrack, 'artistCredit'>): string {
  return track.artistCredit.map((entry) => `${entry.credit}${entry.joinphrase}`).join('');
}

export function metadataOf(track: QueueTrack): MediaMetadataInit {
  const init: MediaMetadataInit = { title: track.title, artist: creditText(track), album: track.albumTitle ?? '' };
  if (track.coverUrl !== null) {
    const src = track.coverUrl;
    init.artwork = ARTWORK_SIZES.map((size) => ({ src, sizes: `${size}x${size}` }));
  }
  return init;
}

const ACTIONS: readonly MediaSessionAction[] = [
  'play',
  'pause',
  'previoustrack',
  'nexttrack',
  'seekbackward',
  'seekforward',
  'seekto',
];

export function defaultMediaSession(): { session: MediaSessionLike; createMetadata: MetadataFactory } | null {
  const nav = (globalThis as { navigator?: Navigator }).navigator;
  if (nav?.mediaSession === undefined || typeof MediaMetadata !== 'function') return null;
  return { session: nav.mediaSession, createMetadata: (init) => new MediaMetadata(init) };
}

export function bindMediaSession(
  session: MediaSessionLike,
  createMetadata: MetadataFactory,
  commands: MediaSessionCommands,
): MediaSessionBinding {
  const handlers: Record<string, MediaSessionActionHandler> = {
    play: () => commands.play(),
    pause: () => commands.pause('media-session'),
    previoustrack: () => commands.previous(),
    nexttrack: () => commands.next(),
    seekbackward: (details) => commands.seekBy(-(details.seekOffset ?? MEDIA_SESSION_SEEK_SECONDS)),
    seekforward: (details) => commands.seekBy(details.seekOffset ?? MEDIA_SESSION_SEEK_SECONDS),
    seekto: (details) => {
      if (typeof details.seekTime === 'number') commands.seek(details.seekTime);
    },
  };
  for (const action of ACTIONS) {
    try {
      session.setActionHandler(action, handlers[action] ?? null);
    } catch {
      // A browser that does not know an action throws; the others still work.
    }
  }

  let track: QueueTrack | null = null;
  return {
    update(snapshot) {
      if (snapshot.current !== track) {
        track = snapshot.current;
        session.metadata = track === null ? null : createMetadata(metadataOf(track));
      }
      session.playbackState = track === null ? 'none' : snapshot.playing ? 'playing' : 'paused';
      const duration = snapshot.duration ?? track?.duration ?? null;
      if (track !== null && duration !== null && duration > 0 && session.setPositionState !== undefined) {
        try {
          session.setPositionState({
            duration,
            playbackRate: 1,
            position: Math.min(Math.max(0, snapshot.position), duration),
          });
        } catch {
          // Position beyond a duration the browser knows better: skip this update.
        }
      }
    },
    destroy() {
      for (const action of ACTIONS) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
      session.metadata = null;
      session.playbackState = 'none';
    },
  };
}
