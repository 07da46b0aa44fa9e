// Request bodies. Like a real pod, JSON, url-encoded forms and multipart forms are understood.
// Parsing never throws: a body that cannot be read becomes `{kind: 'invalid'}`, and the API refuses
// it with a 400 after authentication and CSRF checks ran (a real pod checks CSRF first too).

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, detail, fieldErrors } from './errors';

export interface UploadedFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; fields: Map<string, string[]>; files: Map<string, UploadedFile[]> }
  | { kind: 'invalid'; message: string }
  | { kind: 'other'; contentType: string; data: Buffer };

export function installBodyParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, text, done) => {
    done(null, parseJson(String(text)));
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, text, done) => {
    done(null, parseUrlEncoded(String(text)));
  });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (req, data, done) => {
    done(null, parseMultipart(req.headers['content-type'] ?? '', data as Buffer));
  });
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (req, data, done) => {
    const other: Body = { kind: 'other', contentType: req.headers['content-type'] ?? '', data: data as Buffer };
    done(null, other);
  });
}

function parseJson(text: string): Body {
  if (text.trim() === '') return { kind: 'json', value: {} };
  try {
    return { kind: 'json', value: JSON.parse(text) as unknown };
  } catch (error) {
    return { kind: 'invalid', message: `JSON parse error - ${(error as Error).message}` };
  }
}

function parseUrlEncoded(text: string): Body {
  const fields = new Map<string, string[]>();
  for (const [key, value] of new URLSearchParams(text)) fields.set(key, [...(fields.get(key) ?? []), value]);
  return { kind: 'form', fields, files: new Map() };
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/** A small multipart/form-data reader (RFC 7578): fields as text, files as buffers. */
export function parseMultipart(contentType: string, data: Buffer): Body {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary)
    return { kind: 'invalid', message: 'Multipart form parse error - Invalid boundary in multipart: None' };
  const invalid: Body = { kind: 'invalid', message: 'Multipart form parse error - malformed body.' };
  const delimiter = Buffer.from(`--${boundary}`);
  const fields = new Map<string, string[]>();
  const files = new Map<string, UploadedFile[]>();
  let position = data.indexOf(delimiter);
  if (position < 0) return invalid;
  for (;;) {
    position += delimiter.length;
    if (data.subarray(position, position + 2).toString() === '--') break; // closing delimiter
    if (!data.subarray(position, position + 2).equals(CRLF)) return invalid;
    position += 2;
    const next = data.indexOf(Buffer.concat([CRLF, delimiter]), position);
    if (next < 0) return invalid;
    const part = data.subarray(position, next);
    const headerEnd = part.indexOf(HEADER_END);
    if (headerEnd < 0) return invalid;
    const headers = parsePartHeaders(part.subarray(0, headerEnd).toString('utf8'));
    const disposition = headers.get('content-disposition') ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    if (!/^form-data\b/i.test(disposition) || name === undefined) return invalid;
    const content = part.subarray(headerEnd + HEADER_END.length);
    const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
    if (filename !== undefined) {
      const file = {
        filename,
        contentType: headers.get('content-type') ?? 'application/octet-stream',
        data: Buffer.from(content),
      };
      files.set(name, [...(files.get(name) ?? []), file]);
    } else {
      fields.set(name, [...(fields.get(name) ?? []), content.toString('utf8')]);
    }
    position = next + CRLF.length;
  }
  return { kind: 'form', fields, files };
}

function parsePartHeaders(text: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of text.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

export function bodyOf(request: FastifyRequest): Body | undefined {
  return request.body as Body | undefined;
}

/** Throws the 400 a real pod gives for a body it could not parse. */
export function assertReadableBody(request: FastifyRequest): void {
  const body = bodyOf(request);
  if (body?.kind === 'invalid') throw badRequest(body.message);
}

const typeName = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'list' : typeof value === 'string' ? 'str' : typeof value;

/**
 * The fields of a JSON object or form body, as DRF's `request.data`: a JSON body that is not an
 * object is a 400, another content type a 415, no body an empty object. Form fields keep their last value.
 */
export function bodyFields(request: FastifyRequest): Record<string, unknown> {
  const body = bodyOf(request);
  if (body === undefined || body === null) return {};
  switch (body.kind) {
    case 'json':
      if (typeof body.value === 'object' && body.value !== null && !Array.isArray(body.value))
        return body.value as Record<string, unknown>;
      throw fieldErrors({
        non_field_errors: [`Invalid data. Expected a dictionary, but got ${typeName(body.value)}.`],
      });
    case 'form':
      return Object.fromEntries([...body.fields].map(([name, values]) => [name, values.at(-1)]));
    case 'invalid':
      throw badRequest(body.message);
    case 'other':
      throw detail(415, `Unsupported media type "${body.contentType.split(';')[0]}" in request.`);
  }
}

/**
 * A primary key field (`{track: 5}` or `"5"`), with DRF's messages: required, not null, a whole
 * number, and `exists(id)` must hold.
 */
export function pkField(fields: Record<string, unknown>, name: string, exists: (id: number) => boolean): number {
  const value = fields[name];
  if (value === undefined || value === '') throw fieldErrors({ [name]: ['This field is required.'] });
  if (value === null) throw fieldErrors({ [name]: ['This field may not be null.'] });
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,15}$/.test(value.trim())
        ? Number(value)
        : NaN;
  if (!Number.isSafeInteger(id))
    throw fieldErrors({ [name]: [`Incorrect type. Expected pk value, received ${typeName(value)}.`] });
  if (!exists(id)) throw fieldErrors({ [name]: [`Invalid pk "${id}" - object does not exist.`] });
  return id;
}

/**
 * A DRF CharField with trim (a name): required unless `partial`, not null, a string (a number is
 * read as one), not blank, at most `max` characters. Adds DRF's message to `errors`, else returns the
 * trimmed text; undefined when absent or refused.
 */
export function charField(
  value: unknown,
  options: { partial: boolean; max: number },
  errors: Record<string, unknown>,
  name: string,
): string | undefined {
  if (value === undefined) {
    if (!options.partial) errors[name] = ['This field is required.'];
    return undefined;
  }
  let message: string | null = null;
  if (value === null) message = 'This field may not be null.';
  else if (typeof value !== 'string' && typeof value !== 'number') message = 'Not a valid string.';
  else if (String(value).trim() === '') message = 'This field may not be blank.';
  else if (String(value).trim().length > options.max)
    message = `Ensure this field has no more than ${options.max} characters.`;
  if (message === null) return String(value).trim();
  errors[name] = [message];
  return undefined;
}
