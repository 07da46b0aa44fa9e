import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { detectApiBase } from '../sync/api-base';
import { HttpClient } from '../sync/http';
import { cookieJar } from '../sync/testing/cookie-jar';
import { startDemoPod, type RunningPod } from '../sync/testing/demo-pod';
import { IDLE_RADIO, reduceRadio, sessionRequest, type RadioEvent } from './radio';
import { playerHarness } from './testing/harness';
import { queueTrack } from './testing/tracks';
import type { RadioConfig, RadioState } from './types';

const config = (overrides: Partial<RadioConfig> = {}): RadioConfig => ({
  type: 'artist',
  objectId: 1,
  customRadioId: null,
  clientOnly: false,
  config: null,
  ...overrides,
});

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
    expect(step.effects).toEqual([{ type: 'message', message: { key: 'errors.radioExhausted', error: true } }, { type: 'exhausted' }]);
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
    expect(run(state, { type: 'failed', kind: 'server-error' })).toEqual({ state: IDLE_RADIO, effects: [{ type: 'gave-up' }] });
  });

  it('a stopped radio ignores late answers; a track resets the retries', () => {
    expect(run(IDLE_RADIO, { type: 'track-received', track: queueTrack(1) }).effects).toEqual([]);
    const retrying = { current: config(), session: 9, running: true, populating: true, retries: 3 };
    expect(run(retrying, { type: 'track-received', track: queueTrack(1) }).state.retries).toBe(0);
    expect(run(retrying, { type: 'stop' }).state).toEqual(IDLE_RADIO);
  });

  it('a client-only radio asks the client, never the pod', () => {
    const clientOnly = config({ clientOnly: true });
    expect(run(IDLE_RADIO, { type: 'start', config: clientOnly }).effects).toEqual([{ type: 'fetch-client-track', config: clientOnly }]);
  });

  it('spells the session request for each kind of radio', () => {
    expect(sessionRequest(config({ type: 'tag', objectId: 'jazz' }))).toEqual({ radioType: 'tag', relatedObjectId: 'jazz', customRadioId: null, config: null });
    expect(sessionRequest(config({ type: 'custom', objectId: 3, customRadioId: 3 }))).toMatchObject({ radioType: 'custom', relatedObjectId: null, customRadioId: 3 });
    expect(sessionRequest(config({ type: 'random', objectId: null }))).toMatchObject({ radioType: 'random', relatedObjectId: null });
  });
});

describe('a radio in the player, against the demo pod', () => {
  let running: RunningPod;
  let base: string | null;
  /** Fails `radios/tracks/` as a dropped connection would, while set. */
  let offline = false;
  const asked: string[] = [];

  function radioPlayer() {
    const jar = cookieJar();
    const fetchImpl: typeof fetch = (input, init) => {
      const url = String(input);
      if (url.includes('/radios/')) asked.push(`${init?.method ?? 'GET'} ${new URL(url).pathname}`);
      if (offline && url.includes('/radios/tracks/')) return Promise.reject(new TypeError('Failed to fetch'));
      return jar.fetch(input, init);
    };
    const http = new HttpClient({ getApiBase: () => base, getCsrfToken: () => jar.get('csrftoken'), fetchImpl });
    return playerHarness({ http, session: () => ({ instanceUrl: running.url, listenToken: null, authenticated: false, username: null }) });
  }

  beforeAll(async () => {
    running = await startDemoPod();
    base = await detectApiBase(running.url);
  });
  afterAll(async () => running?.stop());

  it('starts with a session and a track, and asks for one more whenever the last track becomes current', async () => {
    asked.length = 0;
    const { player, ids } = radioPlayer();
    player.playNow([queueTrack(99)]);
    await player.startRadio(config({ type: 'artist', objectId: 1 }));
    expect(player.getSnapshot()).toMatchObject({ index: 0, playing: true, radio: { running: true, populating: false, retries: 0 } });
    expect(ids()).toHaveLength(2);
    expect(asked).toEqual(['POST /api/v2/radios/sessions/', 'POST /api/v2/radios/tracks/', 'POST /api/v2/radios/tracks/']);
    player.next();
    expect(player.getSnapshot().radio.populating).toBe(true);
    await vi.waitFor(() => expect(ids()).toHaveLength(3));
    expect(new Set(ids()).size).toBe(3);
    expect(player.getSnapshot().radio.session).toEqual(expect.any(Number));
  });

  it('clearing the queue stops the radio', async () => {
    const { player } = radioPlayer();
    await player.startRadio(config({ type: 'artist', objectId: 1 }));
    player.clear();
    expect(player.getSnapshot().radio).toEqual(IDLE_RADIO);
  });

  it('a radio with no track ends at once: message, end-of-radio pause, reset', async () => {
    const { player, messages } = radioPlayer();
    await player.startRadio(config({ type: 'artist', objectId: 4 }));
    expect(messages).toEqual(['errors.radioExhausted']);
    expect(player.getSnapshot()).toMatchObject({ queue: [], playing: false, pauseReason: 'end-of-radio', radio: IDLE_RADIO });
  });

  it('a radio that runs dry while its last track plays ends with that track: end-of-radio', async () => {
    const { player, messages, audio } = radioPlayer();
    await player.startRadio(config({ type: 'artist', objectId: 6 }));
    expect(messages).toEqual(['errors.radioExhausted']);
    expect(player.getSnapshot()).toMatchObject({ playing: true, radio: IDLE_RADIO, current: { title: 'Foam Line' } });
    audio.last().finish();
    expect(player.getSnapshot()).toMatchObject({ playing: false, pauseReason: 'end-of-radio' });
  });

  it('other errors are retried 5 times, then the radio resets', async () => {
    asked.length = 0;
    offline = true;
    try {
      const { player, timers, messages } = radioPlayer();
      const started = player.startRadio(config({ type: 'random', objectId: null }));
      for (let retry = 1; retry <= 5; retry++) {
        await vi.waitFor(() => expect(player.getSnapshot().radio.retries).toBe(retry));
        timers.advance(1000 * retry - 1);
        expect(asked.filter((line) => line.endsWith('/tracks/'))).toHaveLength(retry);
        timers.advance(1);
      }
      await started;
      expect(asked.filter((line) => line.endsWith('/tracks/'))).toHaveLength(6);
      expect(player.getSnapshot().radio).toEqual(IDLE_RADIO);
      expect(messages).toEqual(['errors.unknown']);
    } finally {
      offline = false;
    }
  });
});
