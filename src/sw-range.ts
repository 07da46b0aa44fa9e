// Answers a request for audio from a whole file kept in the Cache API (which refuses to store 206
// answers): a Range request gets a 206 with the asked bytes, an impossible range a 416, no Range a
// 200 with the whole body. A leaf module: no imports (Blob and Response are globals of both the
// service worker and Node, so it is unit-tested as is).

type ParsedRange = { start: number; end: number } | 'unsatisfiable' | null;

/**
 * A single `bytes=` range against a body of `size` bytes, ends inclusive and clamped to the body.
 * null: no Range, or one that is ignored (malformed, another unit, several ranges), so the whole body
 * is sent, as RFC 9110 allows. 'unsatisfiable': the first byte asked is past the end (or an empty
 * body, or an empty suffix).
 */
export function parseRange(header: string | null | undefined, size: number): ParsedRange {
  if (header === null || header === undefined) return null;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (last !== '' && end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

interface RangeResponseOptions {
  /** The stored answer's Content-Type (else the blob's type). */
  contentType?: string | null;
}

export function rangeResponse(
  blob: Blob,
  rangeHeader: string | null | undefined,
  options: RangeResponseOptions = {},
): Response {
  const size = blob.size;
  const type = options.contentType || blob.type || 'application/octet-stream';
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    return new Response(null, {
      status: 416,
      statusText: 'Range Not Satisfiable',
      headers: { 'Content-Range': `bytes */${size}`, 'Accept-Ranges': 'bytes' },
    });
  }
  if (range === null) {
    return new Response(blob, {
      status: 200,
      headers: { 'Content-Type': type, 'Content-Length': String(size), 'Accept-Ranges': 'bytes' },
    });
  }
  const body = blob.slice(range.start, range.end + 1, type);
  return new Response(body, {
    status: 206,
    statusText: 'Partial Content',
    headers: {
      'Content-Type': type,
      'Content-Length': String(range.end - range.start + 1),
      'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
      'Accept-Ranges': 'bytes',
    },
  });
}
