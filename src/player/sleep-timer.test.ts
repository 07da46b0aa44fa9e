import { describe, expect, it } from 'vitest';
import {
  SLEEP_OFF,
  sleepChoiceOf,
  sleepRemainingMs,
  sleepTick,
  sleepTrackEnded,
  sleepVolumeFactor,
  startSleepTimer,
} from './sleep-timer';

const MIN = 60_000;

describe('sleep timer', () => {
  it('is off by default: no remaining time, full volume, ticks and track ends change nothing', () => {
    expect(sleepRemainingMs(SLEEP_OFF, 0)).toBeNull();
    expect(sleepVolumeFactor(SLEEP_OFF, 0)).toBe(1);
    expect(sleepTick(SLEEP_OFF, 1e12)).toEqual({ state: SLEEP_OFF, pause: false });
    expect(sleepTrackEnded(SLEEP_OFF)).toEqual({ state: SLEEP_OFF, pause: false });
  });

  it.each([15, 30, 45, 60] as const)('%i minutes counts down from when it was set', (minutes) => {
    const state = startSleepTimer(minutes, 1000);
    expect(sleepChoiceOf(state)).toBe(minutes);
    expect(sleepRemainingMs(state, 1000)).toBe(minutes * MIN);
    expect(sleepRemainingMs(state, 1000 + MIN)).toBe((minutes - 1) * MIN);
    expect(sleepTick(state, 1000 + minutes * MIN - 1).pause).toBe(false);
    expect(sleepTick(state, 1000 + minutes * MIN)).toEqual({ state: SLEEP_OFF, pause: true });
  });

  it('fades the volume linearly over the last 10 s', () => {
    const state = startSleepTimer(15, 0);
    const end = 15 * MIN;
    expect(sleepVolumeFactor(state, end - 20_000)).toBe(1);
    expect(sleepVolumeFactor(state, end - 10_000)).toBe(1);
    expect(sleepVolumeFactor(state, end - 5_000)).toBeCloseTo(0.5);
    expect(sleepVolumeFactor(state, end - 1_000)).toBeCloseTo(0.1);
    expect(sleepVolumeFactor(state, end)).toBe(0);
    expect(sleepVolumeFactor(state, end + 5_000)).toBe(0);
  });

  it('a timed sleep does not stop at the end of a track', () => {
    const state = startSleepTimer(30, 0);
    expect(sleepTrackEnded(state)).toEqual({ state, pause: false });
  });

  it('"end of track" pauses when the track ends, then is off; it has no remaining time and no fade', () => {
    const state = startSleepTimer('end-of-track', 0);
    expect(sleepChoiceOf(state)).toBe('end-of-track');
    expect(sleepRemainingMs(state, 0)).toBeNull();
    expect(sleepVolumeFactor(state, 1e9)).toBe(1);
    expect(sleepTick(state, 1e9).pause).toBe(false);
    expect(sleepTrackEnded(state)).toEqual({ state: SLEEP_OFF, pause: true });
  });

  it('cancel is choosing off', () => {
    expect(startSleepTimer('off', 5)).toEqual(SLEEP_OFF);
    expect(sleepChoiceOf(SLEEP_OFF)).toBe('off');
  });
});
