// The files of the first screen in a build: the entry script, its static imports (recursively) and the
// styles of index.html. Shared by bench/run.ts (the size budget) and bench/chunks.ts (what is in them).

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The entry script, its static imports (recursively) and the styles of the built index.html: its
 * stylesheets, and the text of its inline `<style>` elements (issue 17 inlines the first screen's).
 */
export function firstScreenFiles(dist: string): { js: string[]; css: string[]; inlineCss: string } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const js = new Set<string>();
  const css = new Set<string>();
  const local = (url: string) => join(dist, url.replace(/^\//, '').split(/[?#]/)[0]!);
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) js.add(local(match[1]!));
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) js.add(local(match[1]!));
  for (const match of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) css.add(local(match[1]!));
  const queue = [...js];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (!existsSync(file)) continue;
    const code = readFileSync(file, 'utf8');
    // Static imports only: `import{a}from"./x.js"`, `import"./y.js"`, `export*from"./z.js"` (not `import(`).
    for (const match of code.matchAll(
      /(?:^|[;\s}])(?:import|export)\s*(?:[\w${},\s*]+?\s*from\s*)?["']([^"']+\.js)["']/g,
    )) {
      const target = resolve(dirname(file), match[1]!);
      if (!js.has(target) && target.startsWith(dist)) {
        js.add(target);
        queue.push(target);
      }
    }
  }
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join('\n');
  return { js: [...js], css: [...css], inlineCss };
}
