import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readSession, updateSession } from '../../db/session';
import { ShoalDb, useDatabaseForTests } from '../../db/schema';
import { login } from './api';
import { cookieJar, type CookieJar } from '../testing/cookie-jar';
import { startDemoPod, type RunningPod } from '../testing/demo-pod';
import { testNetwork, type TestNetwork } from '../testing/network';
import { httpClient, setApiBase } from '../runtime';
import { logOut, refreshProfile } from './commands';

// The app's own HttpClient (commands/client.ts) reads the global fetch and document.cookie: here they
// are a cookie jar on the in-process demo pod, behind a network the test can cut.
describe('a logout made offline holds (issue 15)', () => {
  let running: RunningPod;
  let jar: CookieJar;
  let network: TestNetwork;

  beforeAll(async () => {
    running = await startDemoPod();
    const realFetch = globalThis.fetch;
    jar = cookieJar((input, init) => realFetch(input, init));
    network = testNetwork(jar.fetch);
    vi.stubGlobal('fetch', network.fetch);
    vi.stubGlobal('sessionStorage', { clear: () => undefined });
    vi.stubGlobal('document', {
      get cookie() {
        const token = jar.get('csrftoken');
        return token === null ? '' : `csrftoken=${token}`;
      },
    });
    useDatabaseForTests(new ShoalDb('logout-test'));
    const apiBase = `${running.url}api/v1/`;
    await updateSession({ instanceUrl: running.url, apiBase });
    setApiBase(apiBase);
    await (await jar.fetch(`${running.url}api/v1/instance/nodeinfo/2.0/`)).text(); // the csrftoken cookie
    expect((await login(httpClient, 'demo', 'demo')).ok).toBe(true);
    await refreshProfile();
    expect((await readSession()).profile?.username).toBe('demo');
  });

  afterAll(async () => {
    vi.unstubAllGlobals();
    await running?.stop();
  });

  it('signs out at once, keeps the session anonymous while the pod cannot hear it, and ends the cookie once it can', async () => {
    network.mode = 'down';
    await logOut();
    expect(await readSession()).toMatchObject({ profile: null, logoutPending: running.url });
    expect(jar.has('sessionid')).toBe(true); // still valid at the pod

    // A restart while still offline: anonymous, and users/me/ is not even asked.
    await refreshProfile();
    expect(await readSession()).toMatchObject({ profile: null, logoutPending: running.url, checked: true });

    // Back online, the cookie is still valid at the pod: a restart must not sign the user in again.
    network.mode = 'none';
    network.delivered.length = 0;
    await refreshProfile();
    expect(network.delivered.slice(0, 2)).toEqual(['POST /api/v1/users/logout', 'GET /api/v1/users/me/']);
    expect(jar.has('sessionid')).toBe(false);
    expect(await readSession()).toMatchObject({ profile: null, logoutPending: null });
  });
});
