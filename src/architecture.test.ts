// The shape of the code, checked (issue 16): no import circle between modules, no source or style
// sheet file over 400 lines, and src/app and the other concepts reach a sync concept only through its index.ts
// (src/sync's own modules may use sync/core directly: it is the kernel every concept stands on).
// Imports are read with a regular expression, not a compiler: enough for this codebase's one style.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = dirname(new URL(import.meta.url).pathname);
const MAX_LINES = 400;
/** Data, not code: translations may grow past the limit. */
const LINE_LIMIT_EXEMPT = [/^app\/i18n\/[a-z]{2}_[A-Z]{2}\.ts$/];

function sourceFiles(dir: string, pattern = /\.tsx?$/): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path, pattern);
    return pattern.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const isTest = (path: string) => /\.test\.tsx?$/.test(path) || /\/testing\//.test(path);
const files = sourceFiles(SRC);
/** Style sheets: one widget's or concept's rules each, under the same limit. */
const styleSheets = sourceFiles(SRC, /\.css$/);
const IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]*)['"]|import\(\s*['"](\.{1,2}\/[^'"]*)['"]\s*\)/g;

interface Edge {
  to: string;
  /** `import type` / `export type`: erased at build time, so it cannot make a circle at run time. */
  typeOnly: boolean;
  /** `import()`: loaded later, on demand. */
  lazy: boolean;
}

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec.split('?')[0] ?? spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

function edgesOf(file: string): Edge[] {
  const text = readFileSync(file, 'utf8');
  const edges: Edge[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[3] ?? match[4];
    if (spec === undefined) continue;
    const to = resolveImport(file, spec);
    if (to !== null) edges.push({ to, typeOnly: match[2] !== undefined, lazy: match[4] !== undefined });
  }
  return edges;
}

const graph = new Map(files.map((file) => [file, edgesOf(file)]));
const rel = (path: string) => relative(SRC, path);

/** Strongly connected components of the eager, value-carrying imports (Tarjan's algorithm). */
function importCircles(): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const edge of graph.get(node) ?? []) {
      if (edge.typeOnly || edge.lazy) continue;
      if (!indices.has(edge.to)) {
        visit(edge.to);
        low.set(node, Math.min(low.get(node)!, low.get(edge.to)!));
      } else if (onStack.has(edge.to)) {
        low.set(node, Math.min(low.get(node)!, indices.get(edge.to)!));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(rel(member));
      } while (member !== node);
      if (component.length > 1) circles.push(component.sort());
    }
  };
  for (const file of files) if (!indices.has(file)) visit(file);
  return circles;
}

/** `sync/<concept>/...` → the concept's folder name; null outside src/sync's concept folders. */
function syncConcept(path: string): string | null {
  const match = /^sync\/([^/]+)\//.exec(rel(path));
  return match?.[1] ?? null;
}

describe('the shape of src', () => {
  it('has no import circle', () => {
    expect(importCircles()).toEqual([]);
  });

  it(`has no source file or style sheet over ${MAX_LINES} lines (i18n data aside)`, () => {
    const long = [...files, ...styleSheets]
      .filter((file) => !LINE_LIMIT_EXEMPT.some((pattern) => pattern.test(rel(file))))
      .map((file) => ({ file: rel(file), lines: readFileSync(file, 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });

  it('reaches a sync concept from outside it only through its index.ts', () => {
    const wrong: string[] = [];
    for (const [file, edges] of graph) {
      if (isTest(file)) continue;
      const own = syncConcept(file);
      const inSync = rel(file).startsWith('sync/');
      for (const { to, lazy } of edges) {
        const concept = syncConcept(to);
        // A lazy import may reach one module to keep the rest of its concept out of the first chunk;
        // src/sync's own modules share core (the HTTP client, errors, pagination) directly.
        if (lazy || concept === null || concept === own || concept === 'testing' || (inSync && concept === 'core'))
          continue;
        if (rel(to) !== `sync/${concept}/index.ts`) wrong.push(`${rel(file)} → ${rel(to)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
