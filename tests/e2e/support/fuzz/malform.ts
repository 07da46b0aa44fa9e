// Malformed answers made from a real one: what a broken pod, a buggy version or a proxy sends with a
// 200. Each kind keeps the rest of the answer real, so the client gets past what it does not check.

import type { Rng } from './random';

export const FUZZ_KINDS = [
  'missing-fields',
  'nulls',
  'wrong-types',
  'html',
  'truncated',
  'huge-string',
  'huge-array',
  'object-for-list',
] as const;
export type FuzzKind = (typeof FUZZ_KINDS)[number];

export interface Malformed {
  raw: string;
  contentType: string;
  /** What was changed, for the report (`results[*].title: null`). */
  note: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const HUGE_STRING_LENGTH = 1_000_000;
const HUGE_ARRAY_LENGTH = 10_000;
/** A huge array stops growing at this many bytes (items of 2 kB would make 20 MB otherwise). */
const HUGE_ARRAY_MAX_BYTES = 12_000_000;

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The objects a change applies to: every item of a list answer (`results` or a bare array), else the answer. */
function targets(body: Json): { objects: JsonObject[]; where: string } {
  if (isObject(body) && Array.isArray(body.results) && body.results.some(isObject))
    return { objects: body.results.filter(isObject), where: 'results[*]' };
  if (Array.isArray(body) && body.some(isObject)) return { objects: body.filter(isObject), where: '[*]' };
  return { objects: isObject(body) ? [body] : [], where: '' };
}

function wrongType(value: Json): Json {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return { 0: value[0] ?? null };
  if (value === null) return [];
  return 'an object was here';
}

/** Removes, nulls or retypes one key of every target object (the same key, as a pod version would). */
function changeKey(
  body: Json,
  rng: Rng,
  kind: 'missing-fields' | 'nulls' | 'wrong-types',
): { body: Json; note: string } {
  const { objects, where } = targets(body);
  const keys = [...new Set(objects.flatMap((object) => Object.keys(object)))];
  if (keys.length === 0)
    return { body: kind === 'missing-fields' ? {} : kind === 'nulls' ? null : 'text', note: '(root) replaced' };
  const key = rng.pick(keys);
  for (const object of objects) {
    if (!(key in object)) continue;
    if (kind === 'missing-fields') delete object[key];
    else object[key] = kind === 'nulls' ? null : wrongType(object[key] as Json);
  }
  return { body, note: `${where}${where ? '.' : ''}${key}` };
}

/** Paths of the strings of a value, depth first, at most `limit`. */
function stringPaths(
  value: Json,
  path: Array<string | number> = [],
  out: Array<Array<string | number>> = [],
  limit = 200,
): Array<Array<string | number>> {
  if (out.length >= limit) return out;
  if (typeof value === 'string') out.push(path);
  else if (Array.isArray(value))
    value.slice(0, 3).forEach((item, index) => stringPaths(item, [...path, index], out, limit));
  else if (isObject(value))
    for (const [key, item] of Object.entries(value)) stringPaths(item, [...path, key], out, limit);
  return out;
}

function setAt(root: Json, path: Array<string | number>, value: Json): Json {
  if (path.length === 0) return value;
  let node = root as Record<string | number, Json>;
  for (const part of path.slice(0, -1)) node = node[part] as Record<string | number, Json>;
  node[path[path.length - 1] as string | number] = value;
  return root;
}

/** The first array of a value (breadth first) with its path, or null. */
function firstArray(value: Json): { path: string[]; array: Json[] } | null {
  const queue: Array<{ path: string[]; node: Json }> = [{ path: [], node: value }];
  while (queue.length > 0) {
    const { path, node } = queue.shift() as { path: string[]; node: Json };
    if (Array.isArray(node)) return { path, array: node };
    if (isObject(node))
      for (const [key, item] of Object.entries(node)) queue.push({ path: [...path, key], node: item });
  }
  return null;
}

/** A copy of an item made distinct: numbers called id and strings called uuid/fid differ per copy. */
function distinct(item: Json, index: number): Json {
  if (!isObject(item)) return item;
  const copy: JsonObject = { ...item };
  if (typeof copy.id === 'number') copy.id = copy.id + (index + 1) * 1_000_000;
  if (typeof copy.uuid === 'string') copy.uuid = `${copy.uuid.slice(0, -8)}${String(index).padStart(8, '0')}`;
  return copy;
}

function hugeArray(body: Json): { body: Json; note: string } {
  const found = firstArray(body);
  if (found === null)
    return { body: Array.from({ length: HUGE_ARRAY_LENGTH }, () => body), note: '(root) as 10,000 copies' };
  const sample = found.array.length > 0 ? found.array : ['x'];
  // The items' mean size: the first one may be much smaller than the rest.
  const itemBytes = Math.max(1, Math.ceil(JSON.stringify(sample).length / sample.length));
  const length = Math.min(HUGE_ARRAY_LENGTH, Math.floor(HUGE_ARRAY_MAX_BYTES / itemBytes));
  const grown = Array.from({ length }, (_, index) => distinct(sample[index % sample.length] as Json, index));
  const next = setAt(body, found.path, grown);
  if (isObject(next) && typeof next.count === 'number') next.count = length;
  return { body: next, note: `${found.path.join('.') || '(root)'} × ${length}` };
}

function objectForList(body: Json): { body: Json; note: string } {
  const found = firstArray(body);
  if (found === null) return { body: [body], note: '(root) in a list' };
  const asObject: JsonObject = Object.fromEntries(found.array.map((item, index) => [String(index), item]));
  return { body: setAt(body, found.path, asObject), note: found.path.join('.') || '(root)' };
}

const HTML_PAGE =
  '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1><p>The proxy sent this instead.</p></body></html>';

/** A malformed answer of the given kind, made from the real answer's text (JSON or not). */
export function malform(kind: FuzzKind, realText: string, rng: Rng): Malformed {
  const json = 'application/json';
  if (kind === 'html') return { raw: HTML_PAGE, contentType: 'text/html; charset=utf-8', note: 'an HTML page' };
  if (kind === 'truncated') {
    const cut = Math.max(1, Math.floor(realText.length * (0.1 + rng.next() * 0.8)));
    return { raw: realText.slice(0, cut), contentType: json, note: `cut at ${cut} of ${realText.length}` };
  }
  let body: Json;
  try {
    body = JSON.parse(realText) as Json;
  } catch {
    body = { detail: realText };
  }
  let changed: { body: Json; note: string };
  switch (kind) {
    case 'missing-fields':
    case 'nulls':
    case 'wrong-types':
      changed = changeKey(body, rng, kind);
      break;
    case 'huge-string': {
      const paths = stringPaths(body);
      const path = paths.length > 0 ? rng.pick(paths) : [];
      // No spaces: the worst case for line breaking.
      changed = {
        body: setAt(body, path, 'W'.repeat(HUGE_STRING_LENGTH)),
        note: `${path.join('.') || '(root)'}: 1 MB`,
      };
      break;
    }
    case 'huge-array':
      changed = hugeArray(body);
      break;
    case 'object-for-list':
      changed = objectForList(body);
      break;
  }
  return { raw: JSON.stringify(changed.body), contentType: json, note: changed.note };
}
