import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8093);
export const baseURL = `http://127.0.0.1:${port}`;
/** A second demo pod that answers as a real Funkwhale 1.4 pod (pod --mode 1.4), on the next port. */
const port14 = port + 1;
export const baseURL14 = `http://127.0.0.1:${port14}`;
// oauthclient24: each pod also serves the client on a second address (another site: it logs in by OAuth).
export const frontURL = `http://localhost:${port + 2}`;
export const frontURL14 = `http://localhost:${port + 3}`;
// end oauthclient24
/**
 * Specs named `*.pod14.spec.ts` run only against the 1.4 pod; those listed here run against both
 * (the same behaviour is owed on either generation of pod).
 */
const BOTH_PODS: RegExp[] = [/161-offline-play\.spec\.ts$/, /170-uploads\.spec\.ts$/, /282-import-upload\.spec\.ts$/];
const POD14_ONLY = /\.pod14\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  // Spec files are shared out between workers; each worker has demo pods of its own (fixtures.ts).
  // A worker keeps about two cores busy (Chromium and its pod): on a 2-core machine a second worker
  // changed nothing (26 tests: 188 s with one, 186 s with two), so one worker per two cores.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(availableParallelism() / 2))),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  projects: [
    { name: 'pod-2.0', testIgnore: POD14_ONLY },
    { name: 'pod-1.4', testMatch: [POD14_ONLY, ...BOTH_PODS], use: { baseURL: baseURL14 } },
  ],
  webServer: [
    {
      // The built app served by the real demo pod, on a data folder of its own that each run starts afresh.
      command: `tsx pod/main.ts --port ${port} --data pod/data/e2e --fresh --test-hooks --front-port ${port + 2}`,
      url: `${baseURL}/api/v1/instance/nodeinfo/2.0/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
    {
      command: `tsx pod/main.ts --mode 1.4 --port ${port14} --data pod/data/e2e-14 --fresh --test-hooks --front-port ${port + 3}`,
      url: `${baseURL14}/api/v1/instance/nodeinfo/2.0/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
  ],
});
