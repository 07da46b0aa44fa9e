// One demo pod per Playwright worker. The pods of playwright.config.ts's webServer serve the first
// worker; every other worker starts its own, on a data folder of its own, so that two workers never
// reset or write one pod under each other's tests.
import { spawn, type ChildProcess } from 'node:child_process';

export interface WorkerPod {
  url: string;
  /** oauthclient24: the client on a second address (`--front-port 0`), another site than `url`. */
  frontUrl: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;

/**
 * Starts `tsx pod/main.ts` on a port the system picks (the pod prints it), in `mode`, with the test
 * hooks, and resolves once it answers nodeinfo.
 */
export async function startWorkerPod(mode: '2.0' | '1.4', worker: number): Promise<WorkerPod> {
  const data = `pod/data/e2e-worker${worker}-${mode}`;
  const child = spawn(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      'pod/main.ts',
      '--port',
      '0',
      '--mode',
      mode,
      '--data',
      data,
      '--fresh',
      '--test-hooks',
      '--front-port', // oauthclient24
      '0',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const [url, frontUrl] = await listeningURL(child);
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/v1/instance/nodeinfo/2.0/`)).ok) break;
    } catch {
      // not answering yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the worker pod at ${url} did not answer`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, frontUrl, stop: () => stopChild(child) };
}

function listeningURL(child: ChildProcess): Promise<[string, string]> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the worker pod did not start within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    // Both pipes are read for the pod's whole life (a full pipe would block it); the last 4 KB are kept.
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4096);
      const match = /listening on (http:\/\/\S+)/.exec(output);
      // oauthclient24: and the second address, printed right after.
      const front = /second address: (http:\/\/\S+)/.exec(output);
      if (match && front) {
        clearTimeout(timer);
        resolve([match[1]!, front[1]!]);
      }
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the worker pod stopped (${code}) before listening:\n${output}`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
