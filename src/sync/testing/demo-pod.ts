// Test-only: the real demo pod of pod/, started in-process on a free port over real HTTP, on a
// data folder of its own that is deleted afterwards.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PodMode } from '../../../pod/context';
import { createPod, type Pod } from '../../../pod/server';
import { detectApiBase } from '../instance';
import { login } from '../session';
import { HttpClient } from '../core/http';
import { cookieJar } from './cookie-jar';

export interface RunningPod {
  pod: Pod;
  /** The instance URL, e.g. `http://127.0.0.1:40123/`. */
  url: string;
  stop(): Promise<void>;
}

/**
 * `testHooks`: the pod's fault switch (`pod.faults`) works, for tests of refusals. `mode`: which
 * Funkwhale it answers as ('2.0' by default, '1.4' where a 1.4 pod differs).
 */
export async function startDemoPod(options: { testHooks?: boolean; mode?: PodMode } = {}): Promise<RunningPod> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shoal-sync-test-'));
  const pod = await createPod({
    dataDir,
    fresh: true,
    testHooks: options.testHooks ?? false,
    mode: options.mode ?? '2.0',
  });
  await pod.app.listen({ port: 0, host: '127.0.0.1' });
  const address = pod.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The demo pod has no TCP address');
  return {
    pod,
    url: `http://127.0.0.1:${address.port}/`,
    async stop() {
      await pod.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An HttpClient of the pod signed in as `username`, carrying its cookies and CSRF token. */
export async function signedInClient(running: RunningPod, username: string, password: string): Promise<HttpClient> {
  const jar = cookieJar();
  const base = await detectApiBase(running.url, jar.fetch);
  const http = new HttpClient({
    getApiBase: () => base,
    getCsrfToken: () => jar.get('csrftoken'),
    fetchImpl: jar.fetch,
  });
  // The page load sets the first csrftoken cookie, as a browser's visit does.
  await jar.fetch(running.url, { headers: { Accept: 'text/html' } });
  const result = await login(http, username, password);
  if (!result.ok) throw new Error(`Could not log in as ${username}`);
  return http;
}
