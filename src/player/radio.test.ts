import { describe, expect, it, vi } from 'vitest';
import { IDLE_RADIO, reduceRadio, type RadioEvent } from './radio';
import { sessionRequest } from './radio-runner';
import { playerHarness } from './testing/harness';
import { radioConfig as config, queueTrack, tracks } from './testing/tracks';
import type { QueueTrack, RadioState } from './types';

function run(state: RadioState, ...events: RadioEvent[]) {
  let step = { state, effects: [] as ReturnType<typeof reduceRadio>['effects'] };
  for (const event of events) step = reduceRadio(step.state, event);
  return step;
}

describe('the radio reducer', () => {
  it('starts by opening a session, then asks for a track', () => {
    const started = run(IDLE_RADIO, { type: 'start', config: config() });
    expect(started.state).toEqual({ current: config(), session: null, running: true, populating: true, retries: 0 });
    expect(started.effects).toEqual([{ type: 'create-session', config: config() }]);
    const withSession = run(started.state, { type: 'session-created', session: 9 });
    expect(withSession.effects).toEqual([{ type: 'fetch-track', session: 9 }]);
    const track = queueTrack(4);
    const received = run(withSession.state, { type: 'track-received', track });
    expect(received.state).toMatchObject({ populating: false, session: 9 });
    expect(received.effects).toEqual([{ type: 'append', track }]);
  });

  it('asks for one more track when the last track becomes current, once at a time', () => {
    const idle = { current: config(), session: 9, running: true, populating: false, retries: 0 };
    const asked = run(idle, { type: 'need-track' });
    expect(asked.effects).toEqual([{ type: 'fetch-track', session: 9 }]);
    expect(run(asked.state, { type: 'need-track' }).effects).toEqual([]);
    expect(run(IDLE_RADIO, { type: 'need-track' }).effects).toEqual([]);
  });

  it('out of candidates: a message, end of radio, and a reset', () => {
    const step = run(IDLE_RADIO, { type: 'start', config: config() }, { type: 'failed', kind: 'radio-exhausted' });
    expect(step.state).toEqual(IDLE_RADIO);
    expect(step.effects).toEqual([
      { type: 'message', message: { key: 'errors.radioExhausted', error: true } },
      { type: 'exhausted' },
    ]);
  });

  it('other errors are retried up to 5 times (counted in state), then it resets', () => {
    let state = run(IDLE_RADIO, { type: 'start', config: config() }).state;
    for (let retry = 1; retry <= 5; retry++) {
      const failed = run(state, { type: 'failed', kind: 'network' });
      expect(failed.state.retries).toBe(retry);
      expect(failed.effects).toEqual([{ type: 'schedule-retry', delayMs: 1000 * retry }]);
      const retried = run(failed.state, { type: 'retry' });
      expect(retried.effects).toEqual([{ type: 'create-session', config: config() }]);
      state = retried.state;
    }
    expect(run(state, { type: 'failed', kind: 'server-error' })).toEqual({
      state: IDLE_RADIO,
      effects: [{ type: 'gave-up' }],
    });
  });

  it('a stopped radio ignores late answers; a track resets the retries', () => {
    expect(run(IDLE_RADIO, { type: 'track-received', track: queueTrack(1) }).effects).toEqual([]);
    const retrying = { current: config(), session: 9, running: true, populating: true, retries: 3 };
    expect(run(retrying, { type: 'track-received', track: queueTrack(1) }).state.retries).toBe(0);
    expect(run(retrying, { type: 'stop' }).state).toEqual(IDLE_RADIO);
  });

  it('a client-only radio asks the client, never the pod', () => {
    const clientOnly = config({ clientOnly: true });
    expect(run(IDLE_RADIO, { type: 'start', config: clientOnly }).effects).toEqual([
      { type: 'fetch-client-track', config: clientOnly },
    ]);
  });

  it('spells the session request for each kind of radio', () => {
    expect(sessionRequest(config({ type: 'tag', objectId: 'jazz' }))).toEqual({
      radioType: 'tag',
      relatedObjectId: 'jazz',
      customRadioId: null,
      config: null,
    });
    expect(sessionRequest(config({ type: 'custom', objectId: 3, customRadioId: 3 }))).toMatchObject({
      radioType: 'custom',
      relatedObjectId: null,
      customRadioId: 3,
    });
    expect(sessionRequest(config({ type: 'random', objectId: null }))).toMatchObject({
      radioType: 'random',
      relatedObjectId: null,
    });
  });
});

describe('a radio in the player, step by step', () => {
  /** A client-only radio whose answers the test gives, one per request. */
  function stepRadio() {
    const waiting: Array<(track: QueueTrack | null) => void> = [];
    let asked = 0;
    const harness = playerHarness({
      clientRadioTrack: () =>
        new Promise<QueueTrack | null>((resolve) => {
          asked += 1;
          waiting.push(resolve);
        }),
    });
    /** Answers the oldest request, then lets the player take the answer in. */
    const answer = async (track: QueueTrack | null) => {
      const resolve = waiting.shift();
      expect(resolve).toBeDefined();
      resolve?.(track);
      await new Promise((done) => setTimeout(done, 0));
    };
    const started = harness.player.startRadio(config({ type: 'tag', objectId: 'jazz', clientOnly: true }));
    return { ...harness, answer, asked: () => asked, started };
  }

  it('asks once per refill, however many changes happen on the last track', async () => {
    const { player, audio, answer, asked, ids, started } = stepRadio();
    expect(asked()).toBe(1);
    await answer(queueTrack(101));
    expect(ids()).toEqual([101]);
    expect(player.getSnapshot()).toMatchObject({ playing: true, radio: { running: true, populating: true } });
    // On the last track: one more was asked for, once.
    expect(asked()).toBe(2);
    for (const second of [1, 2, 3]) audio.last().playTo(second);
    player.setVolume(0.4);
    player.pause();
    player.play();
    expect(asked()).toBe(2);
    await answer(queueTrack(102));
    await started;
    expect([ids(), player.getSnapshot().index, asked()]).toEqual([[101, 102], 0, 2]);
    player.next();
    expect(asked()).toBe(3);
    audio.last().playTo(1);
    expect(asked()).toBe(3);
  });

  it('coming back to the last track (the added one removed) asks again', async () => {
    const { player, answer, asked, ids } = stepRadio();
    await answer(queueTrack(101));
    await answer(queueTrack(102));
    expect([ids(), asked()]).toEqual([[101, 102], 2]);
    player.remove(1);
    expect([ids(), player.getSnapshot().index]).toEqual([[101], 0]);
    expect(asked()).toBe(3);
    await answer(queueTrack(103));
    expect(ids()).toEqual([101, 103]);
  });

  it('a late track arriving after the refill failed and was retried is appended once', async () => {
    const { player, timers, answer, asked, ids } = stepRadio();
    await answer(queueTrack(101));
    await answer(null);
    expect(player.getSnapshot().radio).toEqual(IDLE_RADIO);
    expect(asked()).toBe(2);
    timers.advance(60_000);
    expect([ids(), asked()]).toEqual([[101], 2]);
  });

  it('ran dry while its last track plays: a volume change or a pause does not lose the end-of-radio', async () => {
    const { player, audio, answer, messages } = stepRadio();
    await answer(queueTrack(101));
    await answer(null);
    expect(messages).toEqual(['errors.radioExhausted']);
    expect(player.getSnapshot()).toMatchObject({ playing: true, radio: IDLE_RADIO });
    player.setVolume(0.2);
    player.seek(10);
    player.pause();
    player.play();
    audio.last().finish();
    expect(player.getSnapshot()).toMatchObject({ playing: false, pauseReason: 'end-of-radio' });
  });

  it('ran dry, then the user queued more: the queue ends as a queue does', async () => {
    const { player, audio, answer } = stepRadio();
    await answer(queueTrack(101));
    await answer(null);
    player.addToQueue(tracks(7));
    audio.last().finish();
    expect(player.getSnapshot()).toMatchObject({ playing: true, current: { id: 7 } });
    audio.last().finish();
    expect(player.getSnapshot()).toMatchObject({ playing: false, pauseReason: 'end-of-queue' });
  });

  it('ran dry while paused on its last track: end-of-radio at once', async () => {
    const { player, answer } = stepRadio();
    await answer(queueTrack(101));
    player.pause();
    await answer(null);
    expect(player.getSnapshot()).toMatchObject({ playing: false, pauseReason: 'end-of-radio' });
  });

  it('removing the last track of the queue stops the radio like clearing it: a late answer is dropped', async () => {
    const { player, answer, ids, asked } = stepRadio();
    await answer(queueTrack(101));
    expect(asked()).toBe(2);
    player.remove(0);
    expect(player.getSnapshot()).toMatchObject({ queue: [], radio: IDLE_RADIO });
    await answer(queueTrack(102));
    expect([ids(), player.getSnapshot().playing]).toEqual([[], false]);
  });

  it('play now stops the radio; a late answer is dropped', async () => {
    const { player, answer, ids } = stepRadio();
    await answer(queueTrack(101));
    player.playNow(tracks(5));
    expect(player.getSnapshot().radio).toEqual(IDLE_RADIO);
    await answer(queueTrack(102));
    expect(ids()).toEqual([5]);
  });

  it('a refill that arrives after the last track ended plays on', async () => {
    const { player, audio, answer } = stepRadio();
    await answer(queueTrack(101));
    audio.last().finish();
    expect(player.getSnapshot()).toMatchObject({ playing: false, pauseReason: 'end-of-queue' });
    await answer(queueTrack(102));
    expect(player.getSnapshot()).toMatchObject({ playing: true, current: { id: 102 } });
  });

  it('a start still waiting for its first track settles when the player is destroyed', async () => {
    const { player, started } = stepRadio();
    let settled = false;
    void started.then(() => {
      settled = true;
    });
    player.destroy();
    await vi.waitFor(() => expect(settled).toBe(true));
  });

  it('reset and destroy drop a pending retry', async () => {
    const { player, timers, answer } = stepRadio();
    const failing = playerHarness({ clientRadioTrack: () => Promise.reject(new Error('offline')) });
    void failing.player.startRadio(config({ clientOnly: true }));
    await vi.waitFor(() => expect(failing.player.getSnapshot().radio.retries).toBe(1));
    expect(failing.timers.pendingCount()).toBe(1);
    failing.player.destroy();
    expect(failing.timers.pendingCount()).toBe(0);
    await answer(queueTrack(101));
    await player.reset();
    expect(timers.pendingCount()).toBe(0);
    expect(player.getSnapshot().radio).toEqual(IDLE_RADIO);
  });
});
