// The radio inside the player: runs the radio reducer's steps in the player's store, carries out its
// effects (pod calls through the runner, tracks into the queue, messages), asks for one more track
// when the queue's last track becomes current, and turns the end of a radio that ran dry into an
// end-of-radio pause. A generation number drops the late answers of a radio that was stopped.

import type { Logger } from '../logger';
import type { ApiError, HttpClient } from '../sync/core';
import type { QueueEvent } from './queue';
import { reduceRadio, type RadioEffect, type RadioEvent } from './radio';
import { createRadioRunner } from './radio-runner';
import type { PlayerStore } from './store';
import type { Timers } from '../timers';
import type { PlayerMessage, QueueTrack, RadioConfig } from './types';

interface RadioLinkOptions {
  store: PlayerStore;
  /** Runs a queue step now (inside a store step). */
  step: (event: QueueEvent) => void;
  http: HttpClient;
  timers: Timers;
  notify: (message: PlayerMessage) => void;
  log: Logger;
  clientTrack?: (config: RadioConfig) => Promise<QueueTrack | null>;
}

interface RadioLink {
  start(config: RadioConfig): Promise<void>;
  stop(): void;
  /** After every change of the player (see store.ts). */
  afterSteps(): void;
  /** Drops everything in flight (reset, destroy). */
  cancel(): void;
}

export function createRadioLink(options: RadioLinkOptions): RadioLink {
  const { store, step } = options;
  let generation = 0;
  let lastError: ApiError | null = null;
  /**
   * The last refill asked for, so that staying on the last track asks once. Forgotten as soon as
   * the current track is no longer the last one, so coming back to the last track asks again.
   */
  let lastRefill = '';
  /**
   * The radio ran dry while this track, the queue's last, still played: when it ends there, the
   * radio has ended. Forgotten once another track is last (the user queued more).
   */
  let endPendingTrack: QueueTrack | null = null;

  const runner = createRadioRunner({
    http: options.http,
    timers: options.timers,
    dispatch: (event, from) => dispatch(event, from),
    clientTrack: options.clientTrack,
    onError: (error) => {
      lastError = error;
    },
  });

  function lastTrack(): QueueTrack | null {
    const { queue, order } = store.state;
    return queue[order[order.length - 1] ?? -1] ?? null;
  }

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
        if (queue.length === 0 || (index === order.length - 1 && !playing))
          step({ type: 'halt', reason: 'end-of-radio' });
        else endPendingTrack = lastTrack();
        break;
      case 'gave-up':
        options.log.warn('The radio stopped after repeated errors', lastError);
        if (lastError?.showMessage)
          for (const text of lastError.messages) options.notify({ key: text.key, params: text.params, error: true });
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

  /** What startRadio's callers wait for; all released by cancel() (destroy clears the subscribers). */
  const waiting = new Set<() => void>();

  function settled(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        unsubscribe();
        waiting.delete(done);
        resolve();
      };
      const check = () => {
        if (!(store.state.radio.running && store.state.radio.populating)) done();
      };
      const unsubscribe = store.subscribe(check);
      waiting.add(done);
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
    stop: () => {
      endPendingTrack = null;
      dispatch({ type: 'stop' });
    },
    afterSteps() {
      const { radio, index, order, playing, pauseReason, current } = store.state;
      if (endPendingTrack !== null) {
        if (lastTrack() !== endPendingTrack) endPendingTrack = null;
        else if (!playing && pauseReason === 'end-of-queue' && current === endPendingTrack) {
          endPendingTrack = null;
          store.commit({ pauseReason: 'end-of-radio' });
        }
      }
      if (index < 0 || index !== order.length - 1) {
        lastRefill = '';
        return;
      }
      if (!radio.running || radio.populating) return;
      const key = `${generation}/${index}/${order.length}/${current?.id}`;
      if (key === lastRefill) return;
      lastRefill = key;
      dispatch({ type: 'need-track' });
    },
    cancel() {
      generation += 1;
      endPendingTrack = null;
      lastRefill = '';
      runner.cancel();
      for (const done of [...waiting]) done();
    },
  };
}
