import type { Track } from '../../sync/catalogue';

/**
 * A series' episodes newest first (issue 19): by publication (the track's creation date), then by
 * position, highest first, for episodes the pod dated alike or not at all.
 */
export function newestFirst(tracks: readonly Track[]): Track[] {
  const time = (track: Track) => (track.creationDate ? Date.parse(track.creationDate) : Number.NEGATIVE_INFINITY);
  return [...tracks].sort((a, b) => time(b) - time(a) || (b.position ?? 0) - (a.position ?? 0) || b.id - a.id);
}
