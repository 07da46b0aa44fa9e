// CLI: tsx pod/main.ts [--port N] [--host H] [--data DIR] [--mode 2.0|1.4] [--fresh] [--test-hooks] [--log]
//   [--front-port N]

import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { podModeOf, type PodMode } from './context';
import { createPod } from './server';
import { createFrontAddress } from './front-address'; // oauthclient24

const USAGE = `Usage: tsx pod/main.ts [options]
  --port N        port to listen on (default: $PORT or 8080)
  --host H        address to listen on (default: 127.0.0.1)
  --data DIR      data folder (default: pod/data/default), created and seeded on first start
  --mode M        answer as Funkwhale 2.0 (default) or 1.4 (default: $SHOAL_POD_MODE or 2.0)
  --fresh         delete the data folder's contents first
  --test-hooks    enable POST /__test__/reset (wipe and re-seed) and the fault switch (/__test__/faults)
  --log           log every request
  --front-port N  also serve the client on a second address, http://localhost:N (0: a free port),
                  as a Shoal deployed apart from its pod: it logs in by OAuth`;

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string', default: '127.0.0.1' },
        data: { type: 'string' },
        mode: { type: 'string' },
        fresh: { type: 'boolean', default: false },
        'test-hooks': { type: 'boolean', default: false },
        log: { type: 'boolean', default: false },
        'front-port': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const portText = values.port ?? process.env.PORT ?? '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) fail(`Invalid port: ${portText}`);
  const dist = join(repoRoot, 'dist');
  let mode: PodMode;
  try {
    mode = podModeOf(values.mode ?? process.env.SHOAL_POD_MODE);
  } catch (error) {
    fail((error as Error).message);
  }

  const pod = await createPod({
    dataDir: values.data === undefined ? join(repoRoot, 'pod', 'data', 'default') : resolve(values.data),
    staticDir: existsSync(dist) ? dist : undefined,
    fresh: values.fresh,
    testHooks: values['test-hooks'],
    logger: values.log,
    mode,
  });
  await pod.app.listen({ port, host: values.host });
  const address = pod.app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = values.host.includes(':') ? `[${values.host}]` : values.host;
  console.log(`Shoal demo pod (Funkwhale ${mode}) listening on http://${shownHost}:${actualPort}`);
  // oauthclient24: the second address.
  let front: Awaited<ReturnType<typeof createFrontAddress>> | null = null;
  if (values['front-port'] !== undefined) {
    const frontText = values['front-port'];
    if (!/^\d+$/.test(frontText) || Number(frontText) > 65535) fail(`Invalid front port: ${frontText}`);
    front = await createFrontAddress({
      podUrl: `http://${shownHost}:${actualPort}`,
      staticDir: existsSync(dist) ? dist : undefined,
    });
    await front.listen({ port: Number(frontText), host: values.host });
    const frontAddress = front.server.address();
    const frontPort = typeof frontAddress === 'object' && frontAddress ? frontAddress.port : Number(frontText);
    // localhost, not the pod's host: another site, as a Shoal deployed apart from its pod is.
    const frontHost = ['127.0.0.1', '::1', '[::1]'].includes(values.host) ? 'localhost' : shownHost;
    console.log(`Shoal client on a second address: http://${frontHost}:${frontPort} (logs in by OAuth)`);
  }
  // end oauthclient24

  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    Promise.all([pod.close(), front?.close()]).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Error while stopping on ${signal}:`, error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
