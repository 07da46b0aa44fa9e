import 'fake-indexeddb/auto';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSyncMeta } from '../../db/mirror';
import { ShoalDb, useDatabaseForTests } from '../../db/schema';
import type { SessionRow, StoredProfile } from '../../db/session';
import { detectApiBase } from '../instance';
import { login } from '../session';
import { HttpClient } from '../core/http';
import { cookieJar, type CookieJar } from '../testing/cookie-jar';
import { startDemoPod, type RunningPod } from '../testing/demo-pod';
import { NOTIFICATION_COUNTS_KEY, type NotificationCounts } from '../notifications';
import { onLiveEvent, type LiveEvent } from './events';
import type { TransportFactory } from './socket';
import { startLiveEvents } from './start';

let running: RunningPod;
beforeAll(async () => {
  running = await startDemoPod();
});
afterAll(() => running.stop());

let n = 0;
const stops: Array<() => void> = [];
beforeEach(() => useDatabaseForTests(new ShoalDb(`live-test-${n++}`)));
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

interface SignedIn {
  http: HttpClient;
  jar: CookieJar;
  fetches: string[];
}

async function signIn(username: string): Promise<SignedIn> {
  const fetches: string[] = [];
  const jar = cookieJar((input, init) => {
    fetches.push(String(input));
    return fetch(input, init);
  });
  const base = await detectApiBase(running.url, jar.fetch);
  const http = new HttpClient({
    getApiBase: () => base,
    getCsrfToken: () => jar.get('csrftoken'),
    fetchImpl: jar.fetch,
  });
  await jar.fetch(running.url, { headers: { Accept: 'text/html' } });
  if (!(await login(http, username, username)).ok) throw new Error(`no login as ${username}`);
  fetches.length = 0;
  return { http, jar, fetches };
}

/** The ws package as a transport, sending the jar's session cookie as a browser would. */
const wsTransport =
  (jar: CookieJar): TransportFactory =>
  (url, handlers) => {
    const cookie = ['sessionid', 'csrftoken']
      .flatMap((name) => (jar.has(name) ? [`${name}=${jar.get(name)}`] : []))
      .join('; ');
    const socket = new WebSocket(url, { headers: { cookie } });
    socket.onopen = () => handlers.open();
    socket.onmessage = (event) => handlers.message(event.data);
    socket.onclose = (event) => handlers.close(event.code);
    socket.onerror = () => undefined;
    return { close: () => socket.close() };
  };

const profile = (id: number, username: string, flags: boolean): StoredProfile => ({
  id,
  username,
  fullUsername: `${username}@pod`,
  name: username,
  email: null,
  permissions: { settings: flags, library: flags, moderation: flags },
  listenToken: null,
  avatarUrl: null,
});
const session = (p: StoredProfile | null): SessionRow => ({
  id: 'current',
  version: 1,
  instanceUrl: running.url,
  apiBase: `${running.url}api/v1/`,
  profile: p,
  checked: true,
  knownInstances: [running.url],
  logoutPending: null,
});

/** Starts the live events for a session the test changes at will. */
function start(user: SignedIn, first: SessionRow) {
  let push: (row: SessionRow) => void = () => undefined;
  const states: string[] = [];
  const stop = startLiveEvents({
    client: user.http,
    transport: wsTransport(user.jar),
    onStateChange: (state) => states.push(state),
    watchSession: (listener) => {
      push = listener;
      listener(first);
      return () => (push = () => undefined);
    },
  });
  stops.push(stop);
  return { stop, states, setSession: (row: SessionRow) => push(row) };
}

async function storedCounts(match: (counts: NotificationCounts) => boolean): Promise<NotificationCounts> {
  let counts: NotificationCounts | undefined;
  await vi.waitFor(
    async () => {
      counts = await readSyncMeta<NotificationCounts>(NOTIFICATION_COUNTS_KEY);
      if (!counts || !match(counts)) throw new Error(`counts are ${JSON.stringify(counts)}`);
    },
    { timeout: 3000, interval: 20 },
  );
  return counts!;
}

describe('startLiveEvents against the demo pod', () => {
  it('reads the counts the flags allow, then follows the events of the socket', async () => {
    const admin = await signIn('admin');
    const demo = await signIn('demo');
    const live = start(admin, session(profile(1, 'admin', true)));
    const counts = await storedCounts((c) => c.pendingReviewEdits === 1);
    expect(counts).toMatchObject({ pendingReviewEdits: 1, pendingReviewReports: 1, pendingReviewRequests: 1 });
    expect(admin.fetches.map((url) => new URL(url).pathname + new URL(url).search).sort()).toEqual([
      '/api/v2/federation/inbox/?is_read=false&page_size=1',
      '/api/v2/manage/moderation/reports/?is_handled=false&page_size=1',
      '/api/v2/manage/moderation/requests/?status=pending&page_size=1',
      '/api/v2/mutations/?is_approved=null&page_size=1',
    ]);
    await vi.waitFor(() => expect(live.states.at(-1)).toBe('open'));

    const events: LiveEvent[] = [];
    stops.push(onLiveEvent((event) => events.push(event)));
    await demo.http.post('tracks/1/mutations/', { json: { type: 'update', payload: { title: 'Low Tide (2024)' } } });
    expect(await storedCounts((c) => c.pendingReviewEdits === 2)).toMatchObject({
      pendingReviewEdits: 2,
      pendingReviewReports: 1,
    });
    await demo.http.post('moderation/reports/', { json: { type: 'other', target: { type: 'track', id: 1 } } });
    await storedCounts((c) => c.pendingReviewReports === 2);
    await demo.http.post('history/listenings/', { json: { track: 2 } });
    await vi.waitFor(() =>
      expect(events.map((event) => event.type)).toEqual(['mutation.created', 'report.created', 'Listen']),
    );
  });

  it('asks only the inbox count of a user without flags, and closes the socket at logout', async () => {
    const demo = await signIn('demo');
    const live = start(demo, session(profile(2, 'demo', false)));
    await vi.waitFor(() => expect(live.states.at(-1)).toBe('open'));
    await storedCounts(() => true);
    expect(demo.fetches.map((url) => new URL(url).pathname)).toEqual(['/api/v2/federation/inbox/']);
    live.setSession(session(null));
    expect(live.states.at(-1)).toBe('idle');
    expect(await storedCounts((c) => c.inbox === 0)).toEqual({
      inbox: 0,
      pendingReviewEdits: 0,
      pendingReviewReports: 0,
      pendingReviewRequests: 0,
    });
  });

  it('keeps trying while the pod refuses the handshake (no session), with failing counts read as 0', async () => {
    const anonymous = await signIn('demo');
    await anonymous.http.post('users/logout');
    const live = start(anonymous, session(profile(2, 'demo', true)));
    expect(await storedCounts(() => true)).toEqual({
      inbox: 0,
      pendingReviewEdits: 0,
      pendingReviewReports: 0,
      pendingReviewRequests: 0,
    });
    await vi.waitFor(() => expect(live.states).toContain('waiting'));
    expect(live.states).not.toContain('open');
  });
});
