// What a download keeps: each track's file picked as the player picks it, the cache keys other
// downloads still keep, and why a download stopped.

import type { DownloadRow, DownloadTrack } from '../../db/downloads';
import { audioCacheKey } from '../../audio-cache';
import { absoluteUrl, playableSources, uploadSource, type CanPlayType, type Track } from '../catalogue';

/** Why a download stopped: keys of en_US `downloads`. */
export const DOWNLOAD_ERRORS = {
  quota: 'downloads.error.quota',
  someFailed: 'downloads.error.someFailed',
  connection: 'downloads.error.connection',
  unsupported: 'downloads.error.unsupported',
} as const;

export class QuotaExceeded extends Error {}

export function isQuotaError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    ((error as { name?: unknown }).name === 'QuotaExceededError' || (error as { code?: unknown }).code === 22)
  );
}

export function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** The tracks of a download as rows to fetch: each track's first playable source, none for a track with no file. */
export function downloadTracks(
  tracks: readonly Track[],
  canPlayType: CanPlayType,
  instanceUrl: string | null,
): DownloadTrack[] {
  const base = instanceUrl ?? (globalThis as { location?: { origin?: string } }).location?.origin;
  if (base === undefined) return [];
  const seen = new Set<number>();
  const result: DownloadTrack[] = [];
  for (const track of tracks) {
    if (seen.has(track.id)) continue;
    const source = playableSources(track.uploads.map(uploadSource), canPlayType)[0];
    if (source === undefined) continue;
    seen.add(track.id);
    // A transcoded copy (`to=mp3`) is made from an upload: that one is named, its size is a guess.
    const upload =
      track.uploads.find((candidate) => candidate.uuid === source.uuid || `${candidate.uuid}-mp3` === source.uuid) ??
      null;
    const guessed =
      source.duration !== null && source.bitrate !== null ? Math.round((source.duration * source.bitrate) / 8) : null;
    result.push({
      trackId: track.id,
      title: track.title,
      uploadUuid: upload?.uuid ?? source.uuid,
      listenUrl: audioCacheKey(absoluteUrl(source.listenUrl, base), base),
      size: source.transcoded ? guessed : (upload?.size ?? guessed),
      state: 'pending',
      track,
    });
  }
  return result;
}

/** Cache keys kept by downloads other than `except`. */
export function keysKeptElsewhere(rows: readonly DownloadRow[], except: string): Set<string> {
  const keys = new Set<string>();
  for (const row of rows) {
    if (row.id === except) continue;
    for (const track of row.tracks) if (track.state === 'kept') keys.add(audioCacheKey(track.listenUrl));
  }
  return keys;
}
