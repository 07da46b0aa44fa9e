// Test-only: the real demo pod of pod/, started in-process on a free port over real HTTP, on a
// data folder of its own that is deleted afterwards.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPod, type Pod } from '../../../pod/server';

export interface RunningPod {
  pod: Pod;
  /** The instance URL, e.g. `http://127.0.0.1:40123/`. */
  url: string;
  stop(): Promise<void>;
}

export async function startDemoPod(): Promise<RunningPod> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shoal-sync-test-'));
  const pod = await createPod({ dataDir, fresh: true });
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
