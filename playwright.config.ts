import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8093);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
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
  webServer: {
    // The built app served by the real demo pod, on a data folder of its own that each run starts afresh.
    command: `tsx pod/main.ts --port ${port} --data pod/data/e2e --fresh --test-hooks`,
    url: `${baseURL}/api/v1/instance/nodeinfo/2.0/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
