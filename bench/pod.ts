// A demo pod for the benchmark, run as its own process (so its memory is its own):
// node --import tsx bench/pod.ts --data DIR [--static DIR] [--synthetic]
// Starts fresh on a free port and prints "BENCH_POD_READY <url>".

import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createPod } from '../pod/server';
import { seedSynthetic } from '../pod/synthetic';

const { values } = parseArgs({
  options: {
    data: { type: 'string' },
    static: { type: 'string' },
    synthetic: { type: 'boolean', default: false },
  },
});
if (!values.data) throw new Error('--data is required');
const pod = await createPod({
  dataDir: resolve(values.data),
  staticDir: values.static ? resolve(values.static) : undefined,
  fresh: true,
});
if (values.synthetic) seedSynthetic(pod.ctx);
await pod.app.listen({ port: 0, host: '127.0.0.1' });
const address = pod.app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
console.log(`BENCH_POD_READY http://127.0.0.1:${port}`);
const stop = () => void pod.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
