// Test-only: the recorded answers of a real 1.4 pod and the documented examples, read from
// tests/fixtures/api, the repository's copy of the team's shared/api (or SHOAL_API_FIXTURES).
// Never imported by app code.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = process.env.SHOAL_API_FIXTURES ?? fileURLToPath(new URL('../../../tests/fixtures/api/', import.meta.url));

/** The parsed body of a file in real-1.4/ (a real Funkwhale 1.4.0 pod's bytes). */
export function realPod(name: string): unknown {
  return JSON.parse(realPodText(name)) as unknown;
}

export function realPodText(name: string): string {
  return readFileSync(join(root, 'real-1.4', name), 'utf8');
}

let examples: Record<string, { status: number; example: unknown }> | undefined;

/** The `example` of an entry of funkwhale-v1-responses.json, e.g. `GET /api/v1/artists/`. */
export function v1Example(key: string): unknown {
  examples ??= JSON.parse(readFileSync(join(root, 'funkwhale-v1-responses.json'), 'utf8')) as Record<
    string,
    { status: number; example: unknown }
  >;
  const entry = examples[key];
  if (entry === undefined) throw new Error(`No example ${key}`);
  return entry.example;
}
