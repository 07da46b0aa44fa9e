// Build-time compression of the client's files (issue 17): every text file of a build gets a
// `.br` and a `.gz` beside it, which the pod sends by content negotiation (routes/spa.ts,
// @fastify/static `preCompressed`). Done once at build time, so the best (slow) levels cost nothing
// per request. Used by vite.config.ts after the build, the service worker included.

import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text that compresses; images, audio and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this, the header and the round trip cost more than the bytes saved. */
export const PRECOMPRESS_MIN_BYTES = 1024;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Writes `file.br` and `file.gz` for each compressible file of `dir` (not the source maps); returns how many files. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const size = statSync(file).size;
    if (size < PRECOMPRESS_MIN_BYTES) continue;
    const raw = readFileSync(file);
    const br = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: size },
    });
    const gz = gzipSync(raw, { level: 9 });
    // A variant that is not smaller is not worth a second file.
    if (br.length < size) writeFileSync(`${file}.br`, br);
    if (gz.length < size) writeFileSync(`${file}.gz`, gz);
    count += 1;
  }
  return count;
}
