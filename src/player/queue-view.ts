// What a screen reads from a queue state without the queue machine (issue 17): the player bar uses
// these on the first screen, and importing them from queue.ts would bring the whole reducer along.

import type { QueueState } from './queue';
import type { QueueTrack } from './types';

export function currentTrack(state: Pick<QueueState, 'queue' | 'order' | 'index'>): QueueTrack | null {
  const at = state.order[state.index];
  return at === undefined ? null : (state.queue[at] ?? null);
}

/**
 * Whether the player is sounding: playing, and its current track not errored. An errored track
 * (no source, a load error) waits for its skip with `playing` still set; the play button must not
 * show Pause meanwhile, and pressing it tries the track again.
 */
export function isSounding(state: Pick<QueueState, 'queue' | 'order' | 'index' | 'playing' | 'errored'>): boolean {
  if (!state.playing) return false;
  const track = currentTrack(state);
  return track === null || !state.errored.includes(track.id);
}
