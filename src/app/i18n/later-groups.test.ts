// The groups of later-groups.ts load with the first lazy screen (issue 17). A module of the first
// screen (what src/app/main.tsx imports statically, recursively) that used one would render its
// strings empty until that chunk came: this finds such a use before it ships.

import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en_US } from './en_US';
import { LATER_GROUPS } from './later-groups';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Value imports and re-exports (not `import type`, not `import()`). */
const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"?]*)['"]/g;

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

function firstScreenModules(): string[] {
  const seen = new Set<string>();
  const queue = [join(SRC, 'app/main.tsx')];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const target = resolveImport(file, match[1]!);
      if (target && /\.tsx?$/.test(target)) queue.push(target);
    }
  }
  return [...seen];
}

describe('later-groups.ts', () => {
  const groups = Object.keys(LATER_GROUPS);

  it('names groups of en_US.ts', () => {
    for (const group of groups) expect(Object.keys(en_US), group).toContain(group);
  });

  it('names no group that a module of the first screen uses', () => {
    const modules = firstScreenModules();
    expect(modules.length).toBeGreaterThan(20);
    const uses: string[] = [];
    for (const file of modules) {
      if (file.includes('/i18n/en_US')) continue;
      const text = readFileSync(file, 'utf8');
      for (const group of groups)
        if (new RegExp(`['"\`]${group}\\.`).test(text)) uses.push(`${relative(SRC, file)} uses ${group}.*`);
    }
    expect(uses).toEqual([]);
  });
});
