// npx tsx bench/chunks.ts [--dist DIR] [--no-build] [--cold] [--min KB]
// Issue 17: what the first screen's JavaScript is made of. Builds the app (production, no developer
// pages) unless --no-build, then lists each chunk the first screen loads (the entry and its static
// imports, as bench/run.ts counts them) with the modules in it and their share of the chunk's gzip
// size (the chunk's gzip bytes shared out by generated characters, read from its source map). With
// --cold, it also starts a demo pod on the build, loads /library cold in Chromium and lists the
// chunks requested before the library home's albums show that are not part of the first screen.

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { firstScreenFiles } from './first-screen';
import { charsBySource, type SourceMapLike } from './sourcemap';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    dist: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    cold: { type: 'boolean', default: false },
    min: { type: 'string', default: '0.3' },
  },
});
const dist = resolve(args.dist ?? join(tmpdir(), `shoal-chunks-${basename(root)}`));
const MIN_KB = Number(args.min);
const KB = 1024;

if (!args['no-build']) {
  const env = { ...process.env };
  delete env.VITE_SHOAL_DEV_PAGES;
  const result = spawnSync(
    join(root, 'node_modules', '.bin', 'vite'),
    ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, env, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('vite build failed');
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** "node_modules/react-dom/cjs/x.js" → "react-dom/cjs/x.js"; "src/app/main.tsx" stays. */
function moduleName(source: string, mapFile: string): string {
  if (source === '') return '(unmapped: runtime, glue)';
  const path = relative(root, resolve(dirname(mapFile), source));
  const inModules = /node_modules\/(.+)$/.exec(path);
  return inModules ? inModules[1]! : path;
}

interface Chunk {
  file: string;
  gzip: number;
  modules: [string, number][];
}

function analyse(file: string): Chunk {
  const code = readFileSync(file, 'utf8');
  const gzip = gzipSize(file);
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return { file, gzip, modules: [['(no source map)', gzip]] };
  const chars = charsBySource(code, JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapLike);
  const perChar = gzip / Math.max(1, code.length);
  const modules = new Map<string, number>();
  for (const [source, count] of chars) {
    const name = moduleName(source, mapFile);
    modules.set(name, (modules.get(name) ?? 0) + count * perChar);
  }
  return { file, gzip, modules: [...modules].sort((a, b) => b[1] - a[1]) };
}

const kb = (bytes: number) => (bytes / KB).toFixed(1).padStart(6);

function print(title: string, files: string[]): number {
  const chunks = files.filter(existsSync).map(analyse);
  chunks.sort((a, b) => b.gzip - a.gzip);
  const total = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
  console.log(`\n## ${title}: ${chunks.length} chunks, ${(total / KB).toFixed(1)} KB gzip\n`);
  console.log('| chunk | module | KB gzip |');
  console.log('|---|---|---:|');
  for (const chunk of chunks) {
    console.log(`| **${basename(chunk.file)}** | | **${kb(chunk.gzip).trim()}** |`);
    let rest = 0;
    for (const [name, bytes] of chunk.modules) {
      if (bytes / KB >= MIN_KB) console.log(`| | ${name} | ${kb(bytes).trim()} |`);
      else rest += bytes;
    }
    if (rest > 0) console.log(`| | (modules under ${MIN_KB} KB each) | ${kb(rest).trim()} |`);
  }
  // By package (or the app's own folders), over all the chunks above.
  const groups = new Map<string, number>();
  for (const chunk of chunks)
    for (const [name, bytes] of chunk.modules) {
      const group = name.startsWith('src/')
        ? name.split('/').slice(0, 3).join('/')
        : name.startsWith('@')
          ? name.split('/').slice(0, 2).join('/')
          : name.split('/')[0]!;
      groups.set(group, (groups.get(group) ?? 0) + bytes);
    }
  console.log(`\n| group (package or src folder) | KB gzip |\n|---|---:|`);
  for (const [name, bytes] of [...groups].sort((a, b) => b[1] - a[1]))
    if (bytes / KB >= MIN_KB) console.log(`| ${name} | ${kb(bytes).trim()} |`);
  return total;
}

const first = firstScreenFiles(dist);
print('First screen (entry + static imports)', first.js);

if (args.cold) {
  const requested = await coldLibraryRequests();
  const extra = requested.filter((file) => !first.js.includes(file));
  const extraTotal = print('Requested before the library home shows, beyond the first screen', extra);
  const firstTotal = first.js.reduce((sum, file) => sum + gzipSize(file), 0);
  console.log(`\nJS before the library home: ${((firstTotal + extraTotal) / KB).toFixed(1)} KB gzip`);
}

/** Starts a demo pod serving `dist`, loads /library cold in Chromium, returns the JS files it requested. */
async function coldLibraryRequests(): Promise<string[]> {
  const { chromium } = await import('@playwright/test');
  const data = join(tmpdir(), `shoal-chunks-pod-${basename(root)}`);
  mkdirSync(data, { recursive: true });
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'bench', 'pod.ts'), '--data', data, '--static', dist],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    const url = await new Promise<string>((done, fail) => {
      let text = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        const match = /BENCH_POD_READY (\S+)/.exec(text);
        if (match) done(match[1]!);
      });
      child.on('exit', (code) => fail(new Error(`the pod exited (${code})`)));
    });
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${url}/library`);
      await page.waitForSelector('section[aria-labelledby="library-albums"] a.card[href^="/library/albums/"]', {
        timeout: 30_000,
      });
      const paths = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
      );
      const files = new Set(readdirSync(join(dist, 'assets')).map((name) => `/assets/${name}`));
      return [...new Set(paths)]
        .filter((path) => path.endsWith('.js') && files.has(path))
        .map((path) => join(dist, path.replace(/^\//, '')));
    } finally {
      await browser.close();
    }
  } finally {
    child.kill('SIGTERM');
  }
}
