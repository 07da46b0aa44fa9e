// Carries out the radio reducer's network effects (radio.ts): opens the pod's radio session, asks for
// tracks, retries after a delay, and answers a client-only radio from the device.

import { createRadioSession, nextRadioTrack } from '../sync/radios';
import type { ApiError, HttpClient } from '../sync/core';
import type { RadioEffect, RadioEvent } from './radio';
import { trackToQueueTrack } from './sources';
import { globalTimers, type Timers } from '../timers';
import type { QueueTrack, RadioConfig } from './types';

/** A radio track with no audio at all (no upload even in its details). */
const NO_SOURCES: ApiError = {
  kind: 'other',
  status: null,
  showMessage: true,
  messages: [{ key: 'errors.trackNoSources' }],
};

/** The radio type as the pod spells it, and what goes with it (ENDPOINTS section 8). */
export function sessionRequest(config: RadioConfig) {
  return {
    radioType: config.type,
    relatedObjectId: config.type === 'custom' ? null : config.objectId,
    customRadioId: config.customRadioId,
    config: config.config,
  };
}

interface RadioRunnerOptions {
  http: HttpClient;
  /** Results come back as events; `generation` tells a stale answer (of a stopped radio) apart. */
  dispatch: (event: RadioEvent, generation: number) => void;
  timers?: Timers;
  /** Tracks of a client-only radio; null when it has none left. */
  clientTrack?: (config: RadioConfig) => Promise<QueueTrack | null>;
  /** The last failure, for the player to show when the radio gives up. */
  onError?: (error: ApiError) => void;
}

interface RadioRunner {
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
