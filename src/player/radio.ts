// The radio (spec 01 sections 4, 8 and 9) as a reducer over RadioState plus effects; radio-runner.ts
// carries out its network effects. A radio opens a pod session (`POST radios/sessions/`), then
// asks for one more track (`POST radios/tracks/`) at start and whenever the queue's last track
// becomes current. "Radio doesn't have more candidates" ends it with a message; other failures are
// retried up to 5 times, then it resets. Clearing the queue stops it.

import type { ApiErrorKind } from '../sync/core';
import { RADIO_MAX_RETRIES, RADIO_RETRY_DELAY_MS } from './constants';
import type { PlayerMessage, QueueTrack, RadioConfig, RadioState } from './types';

export const IDLE_RADIO: RadioState = { current: null, session: null, running: false, populating: false, retries: 0 };

export type RadioEvent =
  | { type: 'start'; config: RadioConfig }
  /** Stopped by the user, or the queue was cleared. */
  | { type: 'stop' }
  /** The queue's last track became current. */
  | { type: 'need-track' }
  | { type: 'session-created'; session: number }
  | { type: 'track-received'; track: QueueTrack }
  | { type: 'failed'; kind: ApiErrorKind }
  /** The wait before a retry is over. */
  | { type: 'retry' };

export type RadioEffect =
  | { type: 'create-session'; config: RadioConfig }
  | { type: 'fetch-track'; session: number }
  /** A radio made on the client: the player's own source gives the track. */
  | { type: 'fetch-client-track'; config: RadioConfig }
  | { type: 'schedule-retry'; delayMs: number }
  | { type: 'append'; track: QueueTrack }
  | { type: 'message'; message: PlayerMessage }
  /** No more tracks: pause with reason end-of-radio if nothing is left to play. */
  | { type: 'exhausted' }
  /** Retries used up: the radio was reset. */
  | { type: 'gave-up' };

interface RadioStep {
  state: RadioState;
  effects: RadioEffect[];
}

/** What to ask for next: a session first, then tracks. */
function request(state: RadioState): RadioEffect[] {
  if (state.current === null) return [];
  if (state.current.clientOnly) return [{ type: 'fetch-client-track', config: state.current }];
  if (state.session === null) return [{ type: 'create-session', config: state.current }];
  return [{ type: 'fetch-track', session: state.session }];
}

const same = (state: RadioState): RadioStep => ({ state, effects: [] });

export function reduceRadio(state: RadioState, event: RadioEvent): RadioStep {
  if (event.type === 'start') {
    const next: RadioState = { current: event.config, session: null, running: true, populating: true, retries: 0 };
    return { state: next, effects: request(next) };
  }
  if (event.type === 'stop') return state.running || state.current !== null ? same(IDLE_RADIO) : same(state);
  if (!state.running) return same(state);
  switch (event.type) {
    case 'need-track': {
      if (state.populating) return same(state);
      const next = { ...state, populating: true };
      return { state: next, effects: request(next) };
    }
    case 'session-created': {
      const next = { ...state, session: event.session };
      return { state: next, effects: request(next) };
    }
    case 'track-received':
      return { state: { ...state, populating: false, retries: 0 }, effects: [{ type: 'append', track: event.track }] };
    case 'failed':
      if (event.kind === 'radio-exhausted') {
        return {
          state: IDLE_RADIO,
          effects: [{ type: 'message', message: { key: 'errors.radioExhausted', error: true } }, { type: 'exhausted' }],
        };
      }
      if (state.retries >= RADIO_MAX_RETRIES) return { state: IDLE_RADIO, effects: [{ type: 'gave-up' }] };
      return {
        state: { ...state, retries: state.retries + 1 },
        effects: [{ type: 'schedule-retry', delayMs: RADIO_RETRY_DELAY_MS * (state.retries + 1) }],
      };
    case 'retry':
      return state.populating ? { state, effects: request(state) } : same(state);
  }
}
