/**
 * What the app's play buttons call: gather the tracks (asking the pod when needed), turn them
 * into queue snapshots, and hand them to the player. Components never fetch; these do.
 */
import { readSession } from '../db/session';
import { listAlbumTracks, listTracks } from '../sync/api/catalogue';
import { listPlaylistTracks } from '../sync/api/playlists';
import { httpClient } from '../sync/commands/client';
import type { Track } from '../sync/model';
import { loadPlayer } from './lazy';
import { trackToQueueTrack } from './sources';
import { DOWNLOADS_RADIO } from './constants';
import type { PlayerMessage, QueueTrack } from './types';

export type EnqueueMode = 'now' | 'next' | 'end';

/** How many tracks an artist or a tag puts in the queue at once. */
export const BULK_PLAY_LIMIT = 50;

const NOTHING: PlayerMessage = { key: 'player.nothingToPlay', error: false };

async function snapshots(tracks: readonly Track[]): Promise<QueueTrack[]> {
  const session = await readSession();
  return tracks.filter((track) => track.uploads.length > 0).map((track) => trackToQueueTrack(track, session.instanceUrl ?? ''));
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
export async function playTracks(tracks: readonly Track[], mode: EnqueueMode, startAt = 0): Promise<PlayerMessage | null> {
  const playable = tracks.filter((track) => track.uploads.length > 0);
  const start = tracks[startAt];
  const index = start ? Math.max(0, playable.indexOf(start)) : 0;
  return enqueue(await snapshots(playable), mode, index);
}

function failure(error: { messages: Array<{ key: string; params?: Record<string, string | number>; raw?: string }> }): PlayerMessage {
  const first = error.messages[0];
  return first ? { key: first.raw ?? first.key, params: first.params, error: true } : { key: 'errors.unknown', error: true };
}

export async function playAlbum(albumId: number, mode: EnqueueMode): Promise<PlayerMessage | null> {
  const result = await listAlbumTracks(httpClient, albumId);
  return result.ok ? enqueue(await snapshots(result.data), mode) : failure(result.error);
}

export async function playArtist(artistId: number, mode: EnqueueMode): Promise<PlayerMessage | null> {
  const result = await listTracks(httpClient, { artist: artistId, playable: true, include_channels: true, ordering: 'album__release_date,disc_number,position' as never, page_size: BULK_PLAY_LIMIT });
  return result.ok ? enqueue(await snapshots(result.data.results), mode) : failure(result.error);
}

export async function playTag(tag: string, mode: EnqueueMode): Promise<PlayerMessage | null> {
  const result = await listTracks(httpClient, { tag: [tag], playable: true, ordering: 'random', page_size: BULK_PLAY_LIMIT });
  return result.ok ? enqueue(await snapshots(result.data.results), mode) : failure(result.error);
}

export async function playPlaylist(playlistId: number, mode: EnqueueMode): Promise<PlayerMessage | null> {
  const result = await listPlaylistTracks(httpClient, playlistId);
  return result.ok ? enqueue(await snapshots(result.data.map((entry) => entry.track)), mode) : failure(result.error);
}

/** "Shuffle downloads": the offline radio, over the tracks kept on the device. */
export async function shuffleDownloads(): Promise<void> {
  return (await loadPlayer()).startRadio(DOWNLOADS_RADIO);
}
