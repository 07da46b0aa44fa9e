// The radio inside the player: runs the radio reducer's steps in the player's store, carries out its
// effects (pod calls through the runner, tracks into the queue, messages), asks for one more track
// when the queue's last track becomes current, and turns the end of a radio that ran dry into an
// end-of-radio pause. A generation number drops the late answers of a radio that was stopped.

import type { Logger } from '../logger';
import type { ApiError } from '../sync/errors';
import type { HttpClient } from '../sync/http';
import type { QueueEvent } from './queue';
import { createRadioRunner, reduceRadio, type RadioEffect, type RadioEvent } from './radio';
import type { PlayerStore } from './store';
import type { Timers } from './timers';
import type { PlayerMessage, QueueTrack, RadioConfig } from './types';

export interface RadioLinkOptions {
  store: PlayerStore;
  /** Runs a queue step now (inside a store step). */
  step: (event: QueueEvent) => void;
  http: HttpClient;
  timers: Timers;
  notify: (message: PlayerMessage) => void;
  log: Logger;
  clientTrack?: (config: RadioConfig) => Promise<QueueTrack | null>;
}

export interface RadioLink {
  start(config: RadioConfig): Promise<void>;
  stop(): void;
  /** After every change of the player (see store.ts). */
  afterSteps(): void;
  /** The user acted: a pending end-of-radio no longer applies. */
  userActed(): void;
  /** Drops everything in flight (reset, destroy). */
  cancel(): void;
}

export function createRadioLink(options: RadioLinkOptions): RadioLink {
  const { store, step } = options;
  let generation = 0;
  let lastError: ApiError | null = null;
  let lastRefill = '';
  /** The radio ran dry while its last track still played: when that track ends, the radio has ended. */
  let endPending = false;

  const runner = createRadioRunner({
    http: options.http,
    timers: options.timers,
    dispatch: (event, from) => dispatch(event, from),
    clientTrack: options.clientTrack,
    onError: (error) => {
      lastError = error;
    },
  });

  function appendTrack(track: QueueTrack) {
    const { queue, playing, pauseReason, index, order } = store.state;
    const endedAtEnd = !playing && pauseReason === 'end-of-queue' && index === order.length - 1;
    step({ type: 'add', tracks: [track] });
    if (queue.length === 0) step({ type: 'play' });
    else if (endedAtEnd) {
      step({ type: 'next' });
      step({ type: 'play' });
    }
  }

  function runEffect(effect: RadioEffect) {
    const { queue, index, order, playing } = store.state;
    switch (effect.type) {
      case 'append':
        appendTrack(effect.track);
        break;
      case 'message':
        options.notify(effect.message);
        break;
      case 'exhausted':
        if (queue.length === 0 || (index === order.length - 1 && !playing)) step({ type: 'halt', reason: 'end-of-radio' });
        else endPending = true;
        break;
      case 'gave-up':
        options.log.warn('The radio stopped after repeated errors', lastError);
        if (lastError?.showMessage) for (const text of lastError.messages) options.notify({ key: text.key, params: text.params, error: true });
        break;
      default:
        runner.run(effect, generation);
    }
  }

  function dispatch(event: RadioEvent, from = generation) {
    store.enqueue(() => {
      if (from !== generation) return;
      const wasRunning = store.state.radio.running;
      const result = reduceRadio(store.state.radio, event);
      store.commit({ radio: result.state });
      if (wasRunning && !result.state.running) {
        generation += 1;
        runner.cancel();
      }
      for (const effect of result.effects) runEffect(effect);
    });
  }

  function settled(): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (store.state.radio.running && store.state.radio.populating) return;
        unsubscribe();
        resolve();
      };
      const unsubscribe = store.subscribe(check);
      check();
    });
  }

  return {
    start(config) {
      store.enqueue(() => {
        generation += 1;
        runner.cancel();
        dispatch({ type: 'start', config });
      });
      return settled();
    },
    stop: () => dispatch({ type: 'stop' }),
    afterSteps() {
      const { radio, index, order, playing, pauseReason, current } = store.state;
      if (endPending && !playing && pauseReason === 'end-of-queue') {
        endPending = false;
        store.commit({ pauseReason: 'end-of-radio' });
      }
      if (!radio.running || radio.populating || index < 0 || index !== order.length - 1) return;
      const key = `${generation}/${index}/${order.length}/${current?.id}`;
      if (key === lastRefill) return;
      lastRefill = key;
      dispatch({ type: 'need-track' });
    },
    userActed() {
      endPending = false;
    },
    cancel() {
      generation += 1;
      endPending = false;
      runner.cancel();
    },
  };
}
