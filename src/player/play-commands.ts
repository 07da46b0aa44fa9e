/**
 * What the app's play buttons call: gather the tracks (from what the device holds first, see
 * play-sources.ts), turn them into queue snapshots, and hand them to the player. Components never
 * fetch; these do. The screens pass their QueryClient, so a list they show plays from it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getDownload, readKeptTracks } from '../db/downloads';
import { readSession } from '../db/session';
import { httpClient } from '../sync/runtime';
import { getConnectivity } from '../sync/engine';
import type { Track } from '../sync/catalogue';
import { readOwnPlaylist, type PlaylistId } from '../sync/playlists';
import { readPersistedQueryData } from '../sync/query-cache';
import { loadPlayer, playerSnapshot } from './lazy';
import { playlistPlayFrom, type PlaylistPlayDeps } from './playlist-source';
import { trackToQueueTrack } from './sources';
import { DOWNLOADS_RADIO } from './constants';
import {
  albumTracksFrom,
  artistTracksFrom,
  tagTracksFrom,
  type PlaySourceDeps,
  type TrackSource,
} from './play-sources';
import type { PlayerMessage, QueueTrack } from './types';

export { BULK_PLAY_LIMIT } from './play-sources';

export type EnqueueMode = 'now' | 'next' | 'end';

const NOTHING: PlayerMessage = { key: 'player.nothingToPlay', error: false };

async function snapshots(tracks: readonly Track[]): Promise<QueueTrack[]> {
  const session = await readSession();
  return tracks
    .filter((track) => track.uploads.length > 0)
    .map((track) => trackToQueueTrack(track, session.instanceUrl ?? ''));
}

async function enqueue(queueTracks: QueueTrack[], mode: EnqueueMode, startAt = 0): Promise<PlayerMessage | null> {
  if (queueTracks.length === 0) return NOTHING;
  // The engine is a chunk of its own, loaded by the first play (issue 17).
  const player = await loadPlayer();
  if (mode === 'now') player.playNow(queueTracks, Math.min(Math.max(0, startAt), queueTracks.length - 1));
  else if (mode === 'next') player.playNext(queueTracks);
  else player.addToQueue(queueTracks);
  return null;
}

/** A list the screen already shows; `startAt` is the row whose Play was pressed. */
export async function playTracks(
  tracks: readonly Track[],
  mode: EnqueueMode,
  startAt = 0,
): Promise<PlayerMessage | null> {
  const playable = tracks.filter((track) => track.uploads.length > 0);
  const start = tracks[startAt];
  const index = start ? Math.max(0, playable.indexOf(start)) : 0;
  return enqueue(await snapshots(playable), mode, index);
}

function failure(error: {
  messages: Array<{ key: string; params?: Record<string, string | number>; raw?: string }>;
}): PlayerMessage {
  const first = error.messages[0];
  return first
    ? { key: first.raw ?? first.key, params: first.params, error: true }
    : { key: 'errors.unknown', error: true };
}

function sourceDeps(queryClient: QueryClient): PlaySourceDeps {
  return {
    queryClient,
    http: httpClient,
    keptTracks: readKeptTracks,
    download: getDownload,
    isOffline: () => getConnectivity().current === 'offline',
  };
}

async function playFrom(source: Promise<TrackSource>, mode: EnqueueMode): Promise<PlayerMessage | null> {
  const result = await source;
  return result.ok ? enqueue(await snapshots(result.tracks), mode) : failure(result.error);
}

export function playAlbum(queryClient: QueryClient, albumId: number, mode: EnqueueMode): Promise<PlayerMessage | null> {
  return playFrom(albumTracksFrom(sourceDeps(queryClient), albumId), mode);
}

export function playArtist(
  queryClient: QueryClient,
  artistId: number,
  mode: EnqueueMode,
): Promise<PlayerMessage | null> {
  return playFrom(artistTracksFrom(sourceDeps(queryClient), artistId), mode);
}

export function playTag(queryClient: QueryClient, tag: string, mode: EnqueueMode): Promise<PlayerMessage | null> {
  return playFrom(tagTracksFrom(sourceDeps(queryClient), tag), mode);
}

function playlistDeps(queryClient: QueryClient): PlaylistPlayDeps {
  return {
    ...sourceDeps(queryClient),
    ownPlaylist: readOwnPlaylist,
    persisted: (matches) => readPersistedQueryData(matches),
    queued: () => playerSnapshot().queue,
  };
}

/**
 * A playlist by its pod id, or the local id of one made offline: one's own as its page shows it
 * (playlist-source.ts). Tracks the device knows nothing about are skipped, and the user is told.
 */
export async function playPlaylist(
  queryClient: QueryClient,
  playlistId: PlaylistId,
  mode: EnqueueMode,
): Promise<PlayerMessage | null> {
  const result = await playlistPlayFrom(playlistDeps(queryClient), playlistId);
  if (!result.ok) return failure(result.error);
  const instanceUrl = (await readSession()).instanceUrl ?? '';
  const queueTracks = result.entries.flatMap((entry) => {
    if ('queued' in entry) return [entry.queued];
    return entry.track.uploads.length > 0 ? [trackToQueueTrack(entry.track, instanceUrl)] : [];
  });
  if (queueTracks.length === 0 && result.missing > 0)
    return { key: 'playlistPlay.noneOnDevice', params: { count: result.missing }, error: true };
  const problem = await enqueue(queueTracks, mode);
  if (problem !== null || result.missing === 0) return problem;
  return { key: 'playlistPlay.skipped', params: { count: result.missing }, error: false };
}

/** "Shuffle downloads": the offline radio, over the tracks kept on the device. */
export async function shuffleDownloads(): Promise<void> {
  return (await loadPlayer()).startRadio(DOWNLOADS_RADIO);
}
