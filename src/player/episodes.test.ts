import { describe, expect, it } from 'vitest';
import {
  dueForSave,
  episodeMark,
  isEpisode,
  isPlayedAt,
  normalizeSpeed,
  positionToSave,
  resumePosition,
  speedKey,
} from './episodes';
import { queueTrack } from './testing/tracks';

describe('episode rules', () => {
  it('a podcast channel track is an episode, whatever its length', () => {
    expect(isEpisode(queueTrack(1, { podcast: true, duration: 14 }))).toBe(true);
  });

  it('any track over 20 minutes is an episode; 20 minutes exactly or less is music', () => {
    expect(isEpisode(queueTrack(1, { duration: 20 * 60 + 1 }))).toBe(true);
    expect(isEpisode(queueTrack(1, { duration: 20 * 60 }))).toBe(false);
    expect(isEpisode(queueTrack(1, { duration: 180 }))).toBe(false);
    expect(isEpisode(queueTrack(1, { duration: null }))).toBe(false);
    expect(isEpisode(null)).toBe(false);
  });

  it('a duration the audio element knows better counts', () => {
    expect(isEpisode(queueTrack(1, { duration: 60 }), 3600)).toBe(true);
  });

  it('speed is kept per channel, else per artist', () => {
    expect(speedKey(queueTrack(1, { channelId: 7, artistId: 3 }))).toBe(7);
    expect(speedKey(queueTrack(1, { artistId: 3 }))).toBe(3);
  });

  it('resumes where it was left', () => {
    expect(resumePosition({ position: 120, played: false }, 3600)).toBe(120);
    expect(resumePosition({ position: 120, played: false }, null)).toBe(120);
    // The pod said 16 s; the file is longer: the saved position wins.
    expect(resumePosition({ position: 120, played: false }, 16)).toBe(120);
  });

  it('starts from 0 when never started, played, or left in the last 30 s', () => {
    expect(resumePosition(null, 3600)).toBe(0);
    expect(resumePosition({ position: 900, played: true }, 3600)).toBe(0);
    expect(resumePosition({ position: 3580, played: false }, 3600)).toBe(0);
    expect(resumePosition({ position: Number.NaN, played: false }, 3600)).toBe(0);
  });

  it('is marked played at its end or within its last 30 s', () => {
    expect(isPlayedAt(3570, 3600)).toBe(true);
    expect(isPlayedAt(3569, 3600)).toBe(false);
    expect(isPlayedAt(100, null)).toBe(false);
    // np27: a short episode only at its end (its last tenth), not from its first second.
    expect(isPlayedAt(5, 16)).toBe(false);
    expect(isPlayedAt(15, 16)).toBe(true);
    expect(positionToSave(3590, 3600)).toEqual({ position: 0, played: true });
    expect(positionToSave(120, 3600)).toEqual({ position: 120, played: false });
  });

  it('speeds are one of 0.75 to 2; anything else is the nearest, unreadable is 1', () => {
    expect(normalizeSpeed(1.5)).toBe(1.5);
    expect(normalizeSpeed(3)).toBe(2);
    expect(normalizeSpeed(0.1)).toBe(0.75);
    expect(normalizeSpeed('fast')).toBe(1);
    expect(normalizeSpeed(Number.NaN)).toBe(1);
  });

  it('writes the position every 5 s of playback', () => {
    expect(dueForSave(10, null)).toBe(true);
    expect(dueForSave(14, 10)).toBe(false);
    expect(dueForSave(15, 10)).toBe(true);
    expect(dueForSave(2, 10)).toBe(true);
  });
});

describe('episodeMark (np27)', () => {
  it('played, the whole minutes left of a started episode, or nothing', () => {
    expect(episodeMark(undefined, 600)).toBeNull();
    expect(episodeMark({ position: 0, played: true }, 600)).toEqual({ kind: 'played' });
    expect(episodeMark({ position: 0, played: false }, 600)).toBeNull();
    expect(episodeMark({ position: 120, played: false }, 600)).toEqual({ kind: 'left', minutes: 8 });
    expect(episodeMark({ position: 100, played: false }, 600)).toEqual({ kind: 'left', minutes: 9 });
    expect(episodeMark({ position: 120, played: false }, null)).toBeNull();
    // Left in its last 30 s it starts again from 0: nothing is left of it to show.
    expect(episodeMark({ position: 580, played: false }, 600)).toBeNull();
  });
});
