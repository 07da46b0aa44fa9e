// The sleep timer (issue 27): off, at the end of the current track, or after 15, 30, 45 or 60
// minutes. Over its last 10 seconds the volume fades linearly to 0; then the player pauses and puts
// the volume back. "End of track" pauses when the current track ends instead of going on to the
// next. A pure state machine: the clock is a parameter (milliseconds), so tests choose the time.

export const SLEEP_MINUTES = [15, 30, 45, 60] as const;
export type SleepMinutes = (typeof SLEEP_MINUTES)[number];
export type SleepChoice = 'off' | 'end-of-track' | SleepMinutes;
/** The fade before the timer pauses (milliseconds). */
export const SLEEP_FADE_MS = 10_000;

export type SleepTimerState =
  { mode: 'off' } | { mode: 'end-of-track' } | { mode: 'minutes'; minutes: SleepMinutes; endsAt: number };

export const SLEEP_OFF: SleepTimerState = { mode: 'off' };

export function startSleepTimer(choice: SleepChoice, now: number): SleepTimerState {
  if (choice === 'off') return SLEEP_OFF;
  if (choice === 'end-of-track') return { mode: 'end-of-track' };
  return { mode: 'minutes', minutes: choice, endsAt: now + choice * 60_000 };
}

export function sleepChoiceOf(state: SleepTimerState): SleepChoice {
  return state.mode === 'minutes' ? state.minutes : state.mode;
}

/** Milliseconds left of a timed sleep; null when off or at the end of the track. */
export function sleepRemainingMs(state: SleepTimerState, now: number): number | null {
  return state.mode === 'minutes' ? Math.max(0, state.endsAt - now) : null;
}

/** The factor applied to the volume: 1, then linearly down to 0 over the last 10 seconds. */
export function sleepVolumeFactor(state: SleepTimerState, now: number): number {
  const remaining = sleepRemainingMs(state, now);
  if (remaining === null || remaining >= SLEEP_FADE_MS) return 1;
  return Math.max(0, remaining / SLEEP_FADE_MS);
}

export interface SleepStep {
  state: SleepTimerState;
  /** Pause now (and restore the volume). */
  pause: boolean;
}

/** A clock tick: a timed sleep that has run out pauses and turns the timer off. */
export function sleepTick(state: SleepTimerState, now: number): SleepStep {
  if (state.mode === 'minutes' && now >= state.endsAt) return { state: SLEEP_OFF, pause: true };
  return { state, pause: false };
}

/** The current track ended: "end of track" pauses there (and turns off); otherwise the queue goes on. */
export function sleepTrackEnded(state: SleepTimerState): SleepStep {
  if (state.mode === 'end-of-track') return { state: SLEEP_OFF, pause: true };
  return { state, pause: false };
}
