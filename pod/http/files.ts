// Sending files from disk with validators and single byte ranges (RFC 9110 §14), as the front web
// server of a real pod does for audio and covers.

import { createReadStream, statSync, type Stats } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { detail, notFound } from './errors';

interface SendFileOptions {
  contentType: string;
  cacheControl: string;
  /** A Content-Disposition header, if any. */
  disposition?: string;
}

type ByteRange = { start: number; end: number };

/**
 * The one range of a `Range: bytes=...` header: `a-b`, `a-` or `-n`. Null when the header is
 * absent, malformed or asks for several ranges (the whole file is then sent, as RFC 9110 allows);
 * 'unsatisfiable' when it starts past the end.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (header === undefined) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

function statOrNull(path: string): Stats | null {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

export function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  options: SendFileOptions,
): FastifyReply {
  const stats = statOrNull(path);
  if (!stats) throw notFound();
  const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  reply.header('Accept-Ranges', 'bytes');
  reply.header('ETag', etag);
  reply.header('Last-Modified', stats.mtime.toUTCString());
  reply.header('Cache-Control', options.cacheControl);
  if (options.disposition) reply.header('Content-Disposition', options.disposition);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();

  const range = parseRange(request.headers.range, stats.size);
  if (range === 'unsatisfiable') {
    reply.header('Content-Range', `bytes */${stats.size}`);
    throw detail(416, 'Requested range not satisfiable.');
  }
  reply.type(options.contentType);
  if (range === null) {
    reply.header('Content-Length', stats.size);
    // (for HEAD, Fastify drains the stream and keeps our Content-Length)
    return reply.code(200).send(createReadStream(path));
  }
  reply.header('Content-Range', `bytes ${range.start}-${range.end}/${stats.size}`);
  reply.header('Content-Length', range.end - range.start + 1);
  return reply.code(206).send(createReadStream(path, range));
}
