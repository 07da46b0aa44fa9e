import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSession, updateSession } from '../../db/session';
import { ShoalDb, useDatabaseForTests } from '../../db/schema';
import { readFrontSettings } from '../instance';
import { startDemoPod, type RunningPod } from '../testing/demo-pod';
import { bootSession } from './commands';

// Issue 17: start-up asks the front settings once, then the API generation probe and the session
// check at the same time, against the real demo pod over HTTP.

interface Sent {
  path: string;
}

let running: RunningPod;
let sent: Sent[];
let inFlight: number;
let mostAtOnce: number;
const realFetch = globalThis.fetch;

/**
 * The page's fetch, recorded. An API request waits (at most 1.5 s) until a second one is in flight,
 * so two requests made in a row are seen one at a time and two made together are seen together.
 */
function recordingFetch(): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url);
    sent.push({ path: `${url.pathname}${url.search}` });
    inFlight += 1;
    mostAtOnce = Math.max(mostAtOnce, inFlight);
    try {
      if (url.pathname.startsWith('/api/')) {
        const until = Date.now() + 1500;
        while (inFlight < 2 && Date.now() < until) await new Promise((done) => setTimeout(done, 10));
      }
      return await realFetch(input, init);
    } finally {
      inFlight -= 1;
    }
  };
}

let dbCount = 0;
beforeEach(async () => {
  useDatabaseForTests(new ShoalDb(`session-test-${++dbCount}`));
  running = await startDemoPod();
  sent = [];
  inFlight = 0;
  mostAtOnce = 0;
  globalThis.fetch = recordingFetch();
});
afterEach(async () => {
  globalThis.fetch = realFetch;
  await running.stop();
});

const origin = () => running.url.replace(/\/$/, '');

describe('start-up requests', () => {
  it('a first start: the front settings once, then the probe and the session check together', async () => {
    await bootSession({ search: '', origin: origin() });
    // The shell's styles read the same front settings: no second request.
    expect((await readFrontSettings(origin())).ok).toBe(true);

    expect(sent.map((request) => request.path).sort()).toEqual([
      '/api/v1/users/me/',
      '/api/v2/artists/?page_size=1',
      '/settings.json',
    ]);
    expect(sent[0]!.path).toBe('/settings.json');
    expect(mostAtOnce).toBe(2);
    const session = await readSession();
    expect(session).toMatchObject({
      instanceUrl: running.url,
      apiBase: `${running.url}api/v2/`,
      profile: null,
      checked: true,
    });
  });

  it('a known pod whose generation is known: the session check alone, no front settings, no probe', async () => {
    await updateSession({ instanceUrl: running.url, apiBase: `${running.url}api/v2/`, checked: true });
    await bootSession({ search: '', origin: origin() });
    expect(sent.map((request) => request.path)).toEqual(['/api/v2/users/me/']);
  });

  it('a known pod whose generation was never learnt: the probe and the session check together', async () => {
    await updateSession({ instanceUrl: running.url, apiBase: null, checked: true });
    await bootSession({ search: '', origin: origin() });
    expect(sent.map((request) => request.path).sort()).toEqual(['/api/v1/users/me/', '/api/v2/artists/?page_size=1']);
    expect(mostAtOnce).toBe(2);
    expect((await readSession()).apiBase).toBe(`${running.url}api/v2/`);
  });
});
