// Episodes (issue 27): a track of a podcast channel, or any track over 20 minutes. An episode
// remembers its position on the device (db/episode-positions.ts), resumes there, is marked played
// once it reaches its end (or its last 30 s: credits and outros are not worth resuming for), and
// plays at the speed chosen for its channel. Music always plays at 1x. Pure functions only.

import type { QueueTrack } from './types';

/** A track longer than this is an episode, whatever its channel (seconds). */
export const EPISODE_MIN_SECONDS = 20 * 60;
/** Stopped within this much of its end, an episode counts as played and starts again from 0 (seconds). */
export const PLAYED_TAIL_SECONDS = 30;
/** While an episode plays, its position is written at most this often (seconds of playback). */
export const EPISODE_SAVE_EVERY_SECONDS = 5;
/** Episode seek buttons in place of previous and next (seconds). */
export const EPISODE_BACK_SECONDS = 15;
export const EPISODE_FORWARD_SECONDS = 30;
/** The playback speeds offered for episodes. */
export const EPISODE_SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const MUSIC_SPEED = 1;

export interface EpisodePosition {
  /** Seconds. */
  position: number;
  played: boolean;
}

/** Whether a track follows the episode rules: a podcast channel's track, or longer than 20 minutes. */
export function isEpisode(
  track: Pick<QueueTrack, 'podcast' | 'duration'> | null,
  knownDuration?: number | null,
): boolean {
  if (track === null) return false;
  if (track.podcast === true) return true;
  const duration = knownDuration ?? track.duration;
  return duration !== null && duration > EPISODE_MIN_SECONDS;
}

/** Which channel's speed applies: the channel (artist) the track belongs to. */
export function speedKey(track: Pick<QueueTrack, 'channelId' | 'artistId'>): number {
  return track.channelId ?? track.artistId;
}

/**
 * Played: at its end, or within the last 30 s (when the duration is known). The tail is at most a tenth
 * of the episode (np27): a short one (a trailer of 16 s) is not played the moment it starts.
 */
export function isPlayedAt(position: number, duration: number | null): boolean {
  if (duration === null || !(duration > 0)) return false;
  return position >= duration - Math.min(PLAYED_TAIL_SECONDS, duration / 10);
}

/** What to remember for an episode stopped at `position`. */
export function positionToSave(position: number, duration: number | null): EpisodePosition {
  return isPlayedAt(position, duration)
    ? { position: 0, played: true }
    : { position: Math.max(0, position), played: false };
}

/** Where an episode starts: where it was left, or 0 when never started, played, or left at its very end. */
export function resumePosition(saved: EpisodePosition | null, duration: number | null): number {
  if (saved === null || saved.played) return 0;
  if (!Number.isFinite(saved.position) || saved.position <= 0) return 0;
  // A position past the known length means that length was wrong (the pod's, before the file's own is read).
  if (duration !== null && saved.position < duration && isPlayedAt(saved.position, duration)) return 0;
  return saved.position;
}

/** A stored or asked-for speed made one of EPISODE_SPEEDS (the nearest); anything unreadable is 1. */
export function normalizeSpeed(speed: unknown): number {
  if (typeof speed !== 'number' || !Number.isFinite(speed)) return MUSIC_SPEED;
  let best: number = MUSIC_SPEED;
  for (const option of EPISODE_SPEEDS) if (Math.abs(option - speed) < Math.abs(best - speed)) best = option;
  return best;
}

/** Whether a new position is worth writing while playing. */
export function dueForSave(position: number, lastSaved: number | null): boolean {
  return lastSaved === null || Math.abs(position - lastSaved) >= EPISODE_SAVE_EVERY_SECONDS;
}

/** What an episode's row shows (np27): played, the whole minutes left of a started one, or nothing. */
export type EpisodeMark = { kind: 'played' } | { kind: 'left'; minutes: number } | null;

export function episodeMark(saved: EpisodePosition | null | undefined, duration: number | null): EpisodeMark {
  if (!saved) return null;
  if (saved.played) return { kind: 'played' };
  const from = resumePosition(saved, duration);
  if (from <= 0 || duration === null || !(duration > from)) return null;
  return { kind: 'left', minutes: Math.max(1, Math.ceil((duration - from) / 60)) };
}
