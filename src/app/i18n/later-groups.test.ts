// The groups of later-groups.ts load with the first lazy screen (issue 17). A module of the first
// screen (what src/app/main.tsx and the first screens' chunks import statically, recursively) that
// used one would render its strings empty until that chunk came: this finds such a use before it ships.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en_US } from './en_US';
import { FIRST_KEYS, LATER_GROUPS } from './later-groups';

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

/**
 * s29: the screens a start renders before its first paint (routing/first-screens.tsx preloads them,
 * without the later strings), the library home's track rows (React's lazy, shown on that screen) and
 * the classic shell (its route table loads before the first render of the classic variant) and the
 * player bar (React's lazy, shown as soon as there is a track).
 */
const FIRST_CHUNKS = [
  'app/auth/LoginScreen.tsx',
  'app/home/HomeScreen.tsx',
  'app/library/LibraryHome.tsx',
  'app/library/TrackList.tsx',
  'app/library/WindowedTrackList.tsx',
  'app/classic/ClassicShell.tsx',
  'app/player/PlayerBar.tsx',
];

function firstScreenModules(): string[] {
  const seen = new Set<string>();
  const queue = [join(SRC, 'app/main.tsx'), ...FIRST_CHUNKS.map((file) => join(SRC, file))];
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

/** Every source file of a folder of src (tests aside): the engines run without the later strings. */
function sourcesOf(folder: string): string[] {
  return readdirSync(join(SRC, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.|\.d\.ts$/.test(file))
    .map((file) => join(SRC, folder, file));
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

  it('splits by key only groups of the first part, with keys that en_US has', () => {
    for (const [group, keys] of Object.entries(FIRST_KEYS)) {
      expect(groups, group).not.toContain(group);
      const strings = (en_US as Record<string, Record<string, unknown>>)[group]!;
      const names = new Set(Object.keys(strings).map((key) => key.replace(/_(one|other)$/, '')));
      for (const key of keys) expect(names, `${group}.${key}`).toContain(key);
    }
  });

  it('lists every key of a split group that runs without the later strings', () => {
    const modules = new Set([...firstScreenModules(), ...['sync', 'player', 'db'].flatMap(sourcesOf)]);
    const missing: string[] = [];
    for (const file of modules) {
      if (file.includes('/i18n/en_US')) continue;
      // Comment lines aside (sync/fetches/model.ts names the pod's `detail.error_code`).
      const text = readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, '');
      for (const [group, keys] of Object.entries(FIRST_KEYS)) {
        const listed = new Set<string>(keys);
        // A key built at run time cannot be checked: a split group's keys are spelled out.
        if (new RegExp(`['"\`]${group}\\.\\$\\{`).test(text)) missing.push(`${relative(SRC, file)} builds ${group}.*`);
        for (const match of text.matchAll(new RegExp(`['"\`]${group}\\.(\\w+)`, 'g')))
          if (!listed.has(match[1]!)) missing.push(`${relative(SRC, file)} uses ${group}.${match[1]!}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
