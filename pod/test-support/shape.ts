// Test-only: does an answer of the pod have the shape of the documented example of a real pod?
// Every key of the example, at every nesting level, must be present; objects stay objects and
// arrays stay arrays (null only where a real pod may send null); no extra keys but `artist_credit`.
// Array items of the answer are each compared with the example's first item.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Keys a real pod may send as null where the example shows an object or an array. */
const NULLABLE = new Set([
  'album',
  'attachment_cover',
  'attributed_to',
  'avatar',
  'banner',
  'channel',
  'cover',
  'description',
  'domains',
  'follow',
  'latest_scan',
  // edits22: a real pod freezes it when it applies the edit; null while pending.
  'previous_state',
  'settings',
  'summary',
]);

/** Keys whose value is free-form (preference values, user settings): not compared. */
const FREE_FORM = new Set(['additional_data', 'default', 'value', 'settings']);

/** Keys the pod adds on purpose (the 2.x credit list, beside 1.x's single artist). */
const EXTRA = new Set(['artist_credit']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const kind = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'object' ? 'object' : 'scalar';

interface ShapeOptions {
  /** Report keys the example does not have (default true; off against recorded answers that omit optional keys). */
  extraKeys?: boolean;
  /**
   * Against a real pod's recorded answer: scalars keep their JSON type (a number stays a number;
   * null still fits any scalar) and no key is excused, not even the 2.x `artist_credit`.
   */
  exact?: boolean;
}

/** The differences between `actual` and the `example` shape, as readable paths; empty when it fits. */
export function shapeProblems(actual: unknown, example: unknown, options: ShapeOptions = {}, path = '$'): string[] {
  const key =
    path
      .split('.')
      .at(-1)
      ?.replace(/\[\d+\]$/, '') ?? '';
  if (FREE_FORM.has(key) || example === null) return [];
  const expected = kind(example);
  const got = kind(actual);
  if (got === 'null')
    return expected === 'scalar' || NULLABLE.has(key) ? [] : [`${path}: null where the example has an ${expected}`];
  if (got !== expected) return [`${path}: ${got} where the example has an ${expected}`];
  if (expected === 'scalar' && options.exact && typeof actual !== typeof example) {
    return [`${path}: ${typeof actual} where the example has a ${typeof example}`];
  }
  if (expected === 'array') {
    const sample = (example as Json[])[0];
    if (sample === undefined) return [];
    return (actual as unknown[]).flatMap((item, index) => shapeProblems(item, sample, options, `${path}[${index}]`));
  }
  if (expected !== 'object') return [];
  const exampleObject = example as Record<string, unknown>;
  const actualObject = actual as Record<string, unknown>;
  const problems: string[] = [];
  for (const name of Object.keys(exampleObject)) {
    if (!(name in actualObject)) problems.push(`${path}.${name}: missing`);
    else problems.push(...shapeProblems(actualObject[name], exampleObject[name], options, `${path}.${name}`));
  }
  if (options.extraKeys === false) return problems;
  for (const name of Object.keys(actualObject)) {
    if (!(name in exampleObject) && (options.exact || !EXTRA.has(name)))
      problems.push(`${path}.${name}: not in the example`);
  }
  return problems;
}

// The repository's copy of the team's shared/api references (tests/fixtures/api/README.md).
const FIXTURES = process.env.SHOAL_API_FIXTURES ?? fileURLToPath(new URL('../../tests/fixtures/api/', import.meta.url));
let examples: Record<string, { example: unknown }> | undefined;

/** The example of an entry of funkwhale-v1-responses.json, e.g. `GET /api/v1/artists/`. */
export function v1Example(key: string): unknown {
  examples ??= JSON.parse(readFileSync(join(FIXTURES, 'funkwhale-v1-responses.json'), 'utf8')) as Record<
    string,
    { example: unknown }
  >;
  const entry = examples[key];
  if (entry === undefined) throw new Error(`No example "${key}"`);
  return entry.example;
}

/** A file recorded from a real Funkwhale 1.4 pod (real-1.4/). */
export function realPod(name: string): unknown {
  return JSON.parse(readFileSync(join(FIXTURES, 'real-1.4', name), 'utf8')) as unknown;
}
