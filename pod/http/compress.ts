// Compressed answers (issue 17): the pod's API answers and pages above 1 KB go out in brotli or
// gzip when the client accepts it, as a real pod behind nginx does. Streams (audio, static files,
// which are precompressed at build time), ranges and answers already encoded are left alone.

import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE_TYPE =
  /^(?:application\/(?:json|javascript|xml|[\w.+-]+\+json|manifest\+json)|text\/|image\/svg\+xml)/;

/**
 * The encoding to use from an Accept-Encoding header: `br` first, then `gzip`, never one refused
 * with `q=0`; `*` stands for both. Null: send it as it is.
 */
export function negotiateEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean);
    if (name) accepted.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

function addVary(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary))
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

export function installCompression(app: FastifyInstance, threshold = COMPRESS_MIN_BYTES): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload; // streams, or no body
    if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 206 || reply.statusCode === 304)
      return payload;
    if (reply.hasHeader('content-encoding') || reply.hasHeader('content-range')) return payload;
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const raw = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (raw.length < threshold) return payload;
    addVary(reply);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding === null) return payload;
    // Quality 5: most of brotli's gain at a fraction of its best level's time, for every request.
    const body =
      encoding === 'br'
        ? await brotli(raw, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          })
        : await gzipAsync(raw, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
