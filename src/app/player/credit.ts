import type { QueueTrack } from '../../player/types';

/** "Marina Keys feat. Pixel Reef" from a queue track's credits. */
export function creditText(track: Pick<QueueTrack, 'artistCredit'>): string {
  return track.artistCredit.map((entry) => `${entry.credit}${entry.joinphrase}`).join('');
}
