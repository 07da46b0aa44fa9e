// The only module that touches the Media Session (lock screen, headset and keyboard media keys):
// metadata with artwork from 96 to 512 px, the action handlers, and the position state. Seek
// actions use the browser's seekOffset when it gives one, else 10 s (DECISIONS.md); while an episode
// plays (episodes27), previous and next are 15 s back and 30 s forward, and so are the seek actions
// without an offset.

import { ARTWORK_SIZES, MEDIA_SESSION_SEEK_SECONDS } from './constants';
import { EPISODE_BACK_SECONDS, EPISODE_FORWARD_SECONDS } from './episodes';
import type { Player, PlayerSnapshot, QueueTrack } from './types';

export type MediaSessionLike = Pick<MediaSession, 'metadata' | 'playbackState' | 'setActionHandler'> & {
  setPositionState?: MediaSession['setPositionState'];
};

export type MetadataFactory = (init: MediaMetadataInit) => MediaMetadata;

type MediaSessionCommands = Pick<Player, 'play' | 'pause' | 'stepBackward' | 'stepForward' | 'seek' | 'seekBy'>;

interface MediaSessionBinding {
  update(snapshot: PlayerSnapshot): void;
  /** Removes the handlers and the metadata. */
  destroy(): void;
}

/** "Artist A & Artist B", as the credit reads. */
export function creditText(track: Pick<QueueTrack, 'artistCredit'>): string {
  return track.artistCredit.map((entry) => `${entry.credit}${entry.joinphrase}`).join('');
}

/** The pod's medium square crop is 200 px: enough for the sizes up to 192; the large crop (600 px) above. */
const SMALL_CROP_PX = 200;

export function metadataOf(track: QueueTrack): MediaMetadataInit {
  const init: MediaMetadataInit = { title: track.title, artist: creditText(track), album: track.albumTitle ?? '' };
  const large = track.coverUrl;
  const small = track.coverSmallUrl ?? large;
  if (large !== null || small !== null) {
    // Each size gets the smallest crop at least that large (the browser picks the size it shows).
    init.artwork = ARTWORK_SIZES.map((size) => {
      const src = (size <= SMALL_CROP_PX ? small : large) ?? small ?? large ?? '';
      return { src, sizes: `${size}x${size}`, type: imageType(src) };
    }).map(({ type, ...image }) => (type === null ? image : { ...image, type }));
  }
  return init;
}

function imageType(url: string): string | null {
  const path = url.split('?')[0]?.toLowerCase() ?? '';
  if (path.endsWith('.png')) return 'image/png';
  if (path.endsWith('.jpg') || path.endsWith('.jpeg')) return 'image/jpeg';
  if (path.endsWith('.webp')) return 'image/webp';
  return null;
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
  let episode = false;
  const handlers: Record<string, MediaSessionActionHandler> = {
    play: () => commands.play(),
    pause: () => commands.pause('media-session'),
    previoustrack: () => commands.stepBackward(),
    nexttrack: () => commands.stepForward(),
    seekbackward: (details) =>
      commands.seekBy(-(details.seekOffset ?? (episode ? EPISODE_BACK_SECONDS : MEDIA_SESSION_SEEK_SECONDS))),
    seekforward: (details) =>
      commands.seekBy(details.seekOffset ?? (episode ? EPISODE_FORWARD_SECONDS : MEDIA_SESSION_SEEK_SECONDS)),
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
      episode = snapshot.episode;
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
            playbackRate: snapshot.speed,
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
