// The radio against the demo pod: the runner's requests, retries and 1.4's radio answers, through the player.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { detectApiBase } from '../sync/instance';
import { HttpClient } from '../sync/core';
import { cookieJar } from '../sync/testing/cookie-jar';
import { startDemoPod, type RunningPod } from '../sync/testing/demo-pod';
import { proxyPod, radioTracksWithoutUploads, type Rewrite } from '../sync/testing/pod-proxy';
import { playerHarness } from './testing/harness';
import { IDLE_RADIO } from './radio';
import { radioConfig as config, queueTrack } from './testing/tracks';

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
    return playerHarness({
      http,
      session: () => ({ instanceUrl: running.url, listenToken: null, authenticated: false, username: null }),
    });
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
    expect(player.getSnapshot()).toMatchObject({
      index: 0,
      playing: true,
      radio: { running: true, populating: false, retries: 0 },
    });
    expect(ids()).toHaveLength(2);
    expect(asked).toEqual([
      'POST /api/v2/radios/sessions/',
      'POST /api/v2/radios/tracks/',
      'POST /api/v2/radios/tracks/',
    ]);
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
    expect(player.getSnapshot()).toMatchObject({
      queue: [],
      playing: false,
      pauseReason: 'end-of-radio',
      radio: IDLE_RADIO,
    });
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
      expect(messages).toEqual(['errors.connectivity']);
    } finally {
      offline = false;
    }
  });
});

describe('a radio in the player, on a pod that answers radio tracks as 1.4 does', () => {
  let running: RunningPod;
  beforeAll(async () => {
    running = await startDemoPod();
  });
  afterAll(async () => running?.stop());

  async function podPlayer(rewrite: Rewrite) {
    const proxy = await proxyPod(running.url, rewrite);
    const jar = cookieJar();
    const base = await detectApiBase(proxy.url, jar.fetch);
    const http = new HttpClient({
      getApiBase: () => base,
      getCsrfToken: () => jar.get('csrftoken'),
      fetchImpl: jar.fetch,
    });
    const harness = playerHarness({
      http,
      session: () => ({ instanceUrl: proxy.url, listenToken: null, authenticated: false, username: null }),
    });
    return { ...harness, proxy };
  }

  it('plays: the track is given its uploads (tracks/{id}/) before it is queued', async () => {
    const { player, audio, proxy } = await podPlayer(radioTracksWithoutUploads);
    try {
      await player.startRadio(config({ type: 'random', objectId: null }));
      expect(player.getSnapshot()).toMatchObject({ playing: true, index: 0, errored: [], error: null });
      const current = player.getSnapshot().current;
      expect(current?.sources.length).toBeGreaterThan(0);
      expect(audio.last().src).toContain('/listen/');
      expect(proxy.requests.some((request) => request.startsWith(`GET /api/v2/tracks/${current?.id}/`))).toBe(true);
    } finally {
      await proxy.close();
    }
  });

  it('tracks with no audio even in their details: retried 5 times, then "The track has no available sources" and nothing queued', async () => {
    const noUploads: Rewrite = (request, body) => {
      const radio = radioTracksWithoutUploads(request, body);
      return request.method === 'GET' && /\/tracks\/\d+\/$/.test(request.path)
        ? { ...(radio as object), uploads: [], is_playable: false }
        : radio;
    };
    const { player, timers, messages, proxy } = await podPlayer(noUploads);
    try {
      const started = player.startRadio(config({ type: 'random', objectId: null }));
      for (let retry = 1; retry <= 5; retry++) {
        await vi.waitFor(() => expect(player.getSnapshot().radio.retries).toBe(retry));
        timers.advance(1000 * retry);
      }
      await started;
      expect(player.getSnapshot()).toMatchObject({ queue: [], playing: false, radio: IDLE_RADIO });
      expect(messages).toEqual(['errors.trackNoSources']);
    } finally {
      await proxy.close();
    }
  });
});
