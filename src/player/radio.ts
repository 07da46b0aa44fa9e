// The radio (spec 01 sections 4, 8 and 9) as a reducer over RadioState plus effects, and the runner
// that carries out its network effects. A radio opens a pod session (`POST radios/sessions/`), then
// asks for one more track (`POST radios/tracks/`) at start and whenever the queue's last track
// becomes current. "Radio doesn't have more candidates" ends it with a message; other failures are
// retried up to 5 times, then it resets. Clearing the queue stops it.

import { createRadioSession, nextRadioTrack } from '../sync/radios';
import type { ApiError, ApiErrorKind, HttpClient } from '../sync/core';
import { RADIO_MAX_RETRIES, RADIO_RETRY_DELAY_MS } from './constants';
import { trackToQueueTrack } from './sources';
import { globalTimers, type Timers } from '../timers';
import type { PlayerMessage, QueueTrack, RadioConfig, RadioState } from './types';

/** A radio track with no audio at all (no upload even in its details). */
const NO_SOURCES: ApiError = {
  kind: 'other',
  status: null,
  showMessage: true,
  messages: [{ key: 'errors.trackNoSources' }],
};

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

export interface RadioStep {
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

/** The radio type as the pod spells it, and what goes with it (ENDPOINTS section 8). */
export function sessionRequest(config: RadioConfig) {
  return {
    radioType: config.type,
    relatedObjectId: config.type === 'custom' ? null : config.objectId,
    customRadioId: config.customRadioId,
    config: config.config,
  };
}

export interface RadioRunnerOptions {
  http: HttpClient;
  /** Results come back as events; `generation` tells a stale answer (of a stopped radio) apart. */
  dispatch: (event: RadioEvent, generation: number) => void;
  timers?: Timers;
  /** Tracks of a client-only radio; null when it has none left. */
  clientTrack?: (config: RadioConfig) => Promise<QueueTrack | null>;
  /** The last failure, for the player to show when the radio gives up. */
  onError?: (error: ApiError) => void;
}

export interface RadioRunner {
  run(effect: RadioEffect, generation: number): void;
  /** Cancels a pending retry. */
  cancel(): void;
}

export function createRadioRunner(options: RadioRunnerOptions): RadioRunner {
  const timers = options.timers ?? globalTimers;
  let retryTimer: unknown = null;

  const fail = (error: ApiError, generation: number) => {
    options.onError?.(error);
    options.dispatch({ type: 'failed', kind: error.kind }, generation);
  };

  async function createSession(config: RadioConfig, generation: number) {
    const result = await createRadioSession(options.http, sessionRequest(config));
    if (result.ok) options.dispatch({ type: 'session-created', session: result.data.id }, generation);
    else fail(result.error, generation);
  }

  async function fetchTrack(session: number, generation: number) {
    const result = await nextRadioTrack(options.http, session);
    if (!result.ok) fail(result.error, generation);
    // Even its details list no audio: queued, it would error and skip to the next one for ever.
    // It counts as a failure, so a radio of such tracks gives up after its retries.
    else if (result.data.track.uploads.length === 0) fail(NO_SOURCES, generation);
    else options.dispatch({ type: 'track-received', track: trackToQueueTrack(result.data.track) }, generation);
  }

  async function fetchClientTrack(config: RadioConfig, generation: number) {
    const track = (await options.clientTrack?.(config)) ?? null;
    if (track !== null) options.dispatch({ type: 'track-received', track }, generation);
    else options.dispatch({ type: 'failed', kind: 'radio-exhausted' }, generation);
  }

  return {
    run(effect, generation) {
      switch (effect.type) {
        case 'create-session':
          void createSession(effect.config, generation);
          break;
        case 'fetch-track':
          void fetchTrack(effect.session, generation);
          break;
        case 'fetch-client-track':
          void fetchClientTrack(effect.config, generation).catch(() =>
            options.dispatch({ type: 'failed', kind: 'other' }, generation),
          );
          break;
        case 'schedule-retry':
          if (retryTimer !== null) timers.clearTimeout(retryTimer);
          retryTimer = timers.setTimeout(() => {
            retryTimer = null;
            options.dispatch({ type: 'retry' }, generation);
          }, effect.delayMs);
          break;
        default:
          break;
      }
    },
    cancel() {
      if (retryTimer !== null) timers.clearTimeout(retryTimer);
      retryTimer = null;
    },
  };
}
