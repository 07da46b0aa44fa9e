import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { countListenings, pendingListenings } from '../db/listenings';
import { ShoalDb, useDatabaseForTests } from '../db/schema';
import { createLogger } from '../logger';
import { detectApiBase } from '../sync/api-base';
import { listListenings } from '../sync/api/history';
import { login } from '../sync/api/session';
import { HttpClient } from '../sync/http';
import { cookieJar } from '../sync/testing/cookie-jar';
import { startDemoPod, type RunningPod } from '../sync/testing/demo-pod';
import { json, scriptedFetch, type Answer } from '../sync/testing/responses';
import { createListeningRecorder, listeningThreshold, type RecorderSession } from './listening-recorder';
import { quietLogger } from './testing/harness';
import { manualTimers } from './testing/timers';

const SIGNED_IN: RecorderSession = { instanceUrl: 'https://pod.example/', username: 'demo@pod.example', authenticated: true };
const created = () => json({ id: 1, user: 2, track: 3, creation_date: '2024-01-01T00:00:00Z' }, 201);

let n = 0;
beforeEach(() => useDatabaseForTests(new ShoalDb(`recorder-test-${n++}`)));
afterEach(() => vi.useRealTimers());

function scripted(session: RecorderSession, ...answers: Answer[]) {
  const fetchImpl = scriptedFetch(...answers);
  const http = new HttpClient({ getApiBase: () => 'https://pod.example/api/v1/', getCsrfToken: () => null, fetchImpl });
  const lines: string[] = [];
  const sink = { debug: () => {}, info: (line: string) => lines.push(line), warn: (line: string) => lines.push(line), error: (line: string) => lines.push(line), log: () => {} };
  const recorder = createListeningRecorder({ http, session: () => session, events: null, logger: createLogger({ sink, production: false }) });
  return { recorder, fetchImpl, lines };
}

describe('when a listening is recorded', () => {
  it('past min(half the duration, 240 s)', () => {
    expect(listeningThreshold(30)).toBe(15);
    expect(listeningThreshold(600)).toBe(240);
  });

  it('a 30 s track at 15 s, not at 14.9 s', async () => {
    const { recorder, fetchImpl } = scripted(SIGNED_IN, created());
    recorder.begin(7);
    recorder.progress(14.9, 30);
    await recorder.idle();
    expect(fetchImpl.calls).toHaveLength(0);
    recorder.progress(15, 30);
    await recorder.idle();
    expect(fetchImpl.calls.map((call) => [call.method, call.url, String(call.body)])).toEqual([
      ['POST', 'https://pod.example/api/v1/history/listenings/', '{"track":7}'],
    ]);
    expect(await countListenings()).toBe(0);
  });

  it('a 600 s track at 240 s, not at 239.9 s', async () => {
    const { recorder, fetchImpl } = scripted(SIGNED_IN, created());
    recorder.begin(8);
    recorder.progress(239.9, 600);
    await recorder.idle();
    expect(fetchImpl.calls).toHaveLength(0);
    recorder.progress(240, 600);
    await recorder.idle();
    expect(fetchImpl.calls).toHaveLength(1);
  });

  it('only once per play; a new play records again', async () => {
    const { recorder, fetchImpl } = scripted(SIGNED_IN, created());
    recorder.begin(7);
    for (const position of [15, 16, 29]) recorder.progress(position, 30);
    await recorder.idle();
    expect(fetchImpl.calls).toHaveLength(1);
    recorder.begin(7);
    recorder.progress(20, 30);
    await recorder.idle();
    expect(fetchImpl.calls).toHaveLength(2);
    recorder.begin(9, true);
    recorder.progress(20, 30);
    await recorder.idle();
    expect(fetchImpl.calls).toHaveLength(2);
  });

  it('never for an anonymous visitor, nor without a known duration', async () => {
    const { recorder, fetchImpl } = scripted({ instanceUrl: 'https://pod.example/', username: null, authenticated: false }, created());
    recorder.begin(7);
    recorder.progress(100, 30);
    await recorder.idle();
    const signedIn = scripted(SIGNED_IN, created());
    signedIn.recorder.begin(7);
    signedIn.recorder.progress(100, null);
    await signedIn.recorder.idle();
    expect([fetchImpl.calls.length, signedIn.fetchImpl.calls.length, await countListenings()]).toEqual([0, 0, 0]);
  });
});

describe('what could not be sent', () => {
  it('is kept on a server error and retried 30 s later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { recorder, fetchImpl } = scripted(SIGNED_IN, json({ detail: 'down' }, 503), created());
    recorder.begin(7);
    recorder.progress(20, 30);
    await recorder.idle();
    expect(await countListenings()).toBe(1);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetchImpl.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await recorder.idle();
    expect(fetchImpl.calls).toHaveLength(2);
    expect(await countListenings()).toBe(0);
  });

  it('a stopped recorder (the player destroyed) schedules no retry', async () => {
    const timers = manualTimers();
    const fetchImpl = scriptedFetch(json({ detail: 'down' }, 503));
    const http = new HttpClient({ getApiBase: () => 'https://pod.example/api/v1/', getCsrfToken: () => null, fetchImpl });
    const recorder = createListeningRecorder({ http, session: () => SIGNED_IN, events: null, timers, logger: quietLogger() });
    recorder.begin(7);
    recorder.progress(20, 30);
    recorder.stop();
    await recorder.idle();
    expect([fetchImpl.calls.length, timers.pendingCount(), await countListenings()]).toEqual([1, 0, 1]);
    // Still running, the same failure is retried in 30 s.
    const running = createListeningRecorder({ http, session: () => SIGNED_IN, events: null, timers, logger: quietLogger() });
    await running.flush();
    expect(timers.pendingCount()).toBe(1);
    running.stop();
    expect(timers.pendingCount()).toBe(0);
  });

  it('is dropped, with a log line, when the pod refuses it for good (400)', async () => {
    const { recorder, lines } = scripted(SIGNED_IN, json({ track: ['Invalid pk "9" - object does not exist.'] }, 400));
    recorder.begin(9);
    recorder.progress(20, 30);
    await recorder.idle();
    expect(await countListenings()).toBe(0);
    expect(lines).toContain('Listening of track 9 refused by the pod (400); dropped');
  });

  it('is never sent for another user; kept while signed out', async () => {
    const { recorder } = scripted(SIGNED_IN, new Error('offline'));
    recorder.begin(7);
    recorder.progress(20, 30);
    await recorder.idle();
    recorder.stop();
    const signedOut = scripted({ instanceUrl: 'https://pod.example/', username: null, authenticated: false }, created());
    await signedOut.recorder.flush();
    expect([signedOut.fetchImpl.calls.length, await countListenings()]).toEqual([0, 1]);
    const other = scripted({ ...SIGNED_IN, username: 'admin@pod.example' }, created());
    await other.recorder.flush();
    expect([other.fetchImpl.calls.length, await countListenings()]).toEqual([0, 0]);
  });
});

describe('a listening made offline, against the demo pod', () => {
  let running: RunningPod;
  let http: HttpClient;
  let session: RecorderSession;
  let online = false;

  beforeAll(async () => {
    running = await startDemoPod();
    const jar = cookieJar();
    const base = await detectApiBase(running.url, jar.fetch);
    // The network, which the test cuts and restores.
    const fetchImpl: typeof fetch = (input, init) => (online ? jar.fetch(input, init) : Promise.reject(new TypeError('Failed to fetch')));
    http = new HttpClient({ getApiBase: () => base, getCsrfToken: () => jar.get('csrftoken'), fetchImpl });
    online = true;
    await jar.fetch(running.url, { headers: { Accept: 'text/html' } });
    expect((await login(http, 'demo', 'demo')).ok).toBe(true);
    session = { instanceUrl: running.url, username: `demo@${new URL(running.url).host}`, authenticated: true };
  });
  afterAll(async () => running?.stop());

  it('is kept in Dexie and sent after a reload', async () => {
    const before = await listListenings(http, { scope: 'me', page_size: 50 });
    online = false;
    const first = createListeningRecorder({ http, session: () => session, events: null, logger: quietLogger() });
    first.begin(12);
    first.progress(200, 300);
    await first.idle();
    first.stop();
    expect((await pendingListenings()).map((row) => row.trackId)).toEqual([12]);

    // A reload: a new recorder on the same database, back online.
    online = true;
    const afterReload = createListeningRecorder({ http, session: () => session, events: null, logger: quietLogger() });
    afterReload.start();
    await afterReload.idle();
    afterReload.stop();
    expect(await countListenings()).toBe(0);
    const after = await listListenings(http, { scope: 'me', ordering: '-creation_date', page_size: 50 });
    expect(after.ok && before.ok && after.data.count - before.data.count).toBe(1);
    expect(after.ok && after.data.results[0]?.track.id).toBe(12);
  });

  it('is sent when the browser says it is online again', async () => {
    online = false;
    const target = new EventTarget();
    const recorder = createListeningRecorder({ http, session: () => session, events: target, logger: quietLogger() });
    recorder.start();
    recorder.begin(11);
    recorder.progress(200, 300);
    await recorder.idle();
    expect(await countListenings()).toBe(1);
    online = true;
    target.dispatchEvent(new Event('online'));
    await recorder.idle();
    recorder.stop();
    expect(await countListenings()).toBe(0);
  });
});
