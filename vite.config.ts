/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// In dev, the demo pod runs separately (npm run pod) and Vite proxies its routes,
// so the app stays same-origin with the pod exactly as in production.
const podUrl = process.env.POD_URL ?? 'http://127.0.0.1:8080';
const podRoutes = ['/api', '/settings.json', '/.well-known', '/media'];

// The build's id, on <html data-build> (the update test builds a second version with another one).
const buildId =
  process.env.SHOAL_BUILD ??
  (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;

// The service worker (src/sw.ts through src/serviceWorker.ts, so that it is built to /serviceWorker.js)
// and the web app manifest. The app registers the worker itself (src/app/pwa), in production builds only.
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'serviceWorker.ts',
  scope: '/',
  injectRegister: false,
  injectManifest: {
    // The shell: scripts (worker chunks and en_US's later strings included), styles, the page, icons,
    // the manifest. The other languages are kept once loaded (src/sw.ts), not precached.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    globIgnores: ['**/*.map', 'assets/locales/**'],
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  },
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
  manifest: {
    id: '/',
    name: 'Shoal',
    short_name: 'Shoal',
    description: 'Music and podcasts from your Funkwhale pod, also offline.',
    lang: 'en-US',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b1417',
    background_color: '#0b1417',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
});

// Issue 17: brotli and gzip beside every text file of the build, for servers that send them by
// Accept-Encoding (the demo pod does, pod/routes/spa.ts). Done once at build time, so the best (slow)
// levels cost nothing per request; last of all, so the service worker is compressed too. Here, not in
// a module of its own: Vite's config loader wants no extensionless import of a local .ts file.

/** Text that compresses; images, audio and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this, the header and the round trip cost more than the bytes saved. */
export const PRECOMPRESS_MIN_BYTES = 1024;

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Writes `file.br` and `file.gz` for each compressible file of `dir` (not the source maps); returns how many files. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const file of filesOf(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const size = statSync(file).size;
    if (size < PRECOMPRESS_MIN_BYTES) continue;
    const raw = readFileSync(file);
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    // A variant that is not smaller is not worth a second file.
    if (br.length < size) writeFileSync(`${file}.br`, br);
    if (gz.length < size) writeFileSync(`${file}.gz`, gz);
    count += 1;
  }
  return count;
}

function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'shoal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        // b17c: SHOAL_NO_PRECOMPRESS=1 skips it (a minute of the build) where only the chunks are measured.
        if (process.env.SHOAL_NO_PRECOMPRESS !== '1') precompressDir(outDir);
      },
    },
  };
}

// Issue 17: the strings of later screens are not in the first screen's script. A catalogue imported
// with `?strings=first` holds the top-level groups that src/app/i18n/later-groups.ts does not list,
// with `?strings=later` those it lists (src/app/i18n/setup.ts imports both parts). Line-based: en_US.ts
// is Prettier-formatted, each group opens on a line of its own at two spaces of indentation.

const LATER_GROUPS_FILE = resolve(import.meta.dirname, 'src/app/i18n/later-groups.ts');
const STRINGS_QUERY = /\?strings=(first|later)$/;

/** The group names of later-groups.ts (`  name: true,` lines, a comment after it or not). */
export function readLaterGroups(text = readFileSync(LATER_GROUPS_FILE, 'utf8')): Set<string> {
  return new Set([...text.matchAll(/^\s+(\w+): true,?(?:\s*\/\/.*)?$/gm)].map((match) => match[1]!));
}

/** s29: the groups of later-groups.ts `FIRST_KEYS` (`  group: ['key', ...],`), with the keys their first part keeps. */
export function readFirstKeys(text = readFileSync(LATER_GROUPS_FILE, 'utf8')): Map<string, Set<string>> {
  const block = /export const FIRST_KEYS = \{([\s\S]*?)\n\}/.exec(text)?.[1] ?? '';
  return new Map(
    [...block.matchAll(/^ {2}(\w+): \[([^\]]*)\]/gm)].map((match) => [
      match[1]!,
      new Set([...match[2]!.matchAll(/'(\w+)'/g)].map((key) => key[1]!)),
    ]),
  );
}

/** An i18next plural suffix: `count_one` is the key `count`. */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Whether `key` (with a plural suffix or not) is one of `keys`. */
function keyIn(keys: ReadonlySet<string>, key: string): boolean {
  return keys.has(key) || keys.has(key.replace(PLURAL, ''));
}

/**
 * One part of a catalogue: en_US.ts (TypeScript, `export const en_US = {` ... `} as const;`) or a
 * locale's JSON. A group named in `later` but absent from en_US.ts is an error (a typo would
 * otherwise leave it in the first part silently); a locale's JSON may lack any group.
 * s29: a group of `firstKeys` is split by key: its first part holds the keys listed (with their
 * plural forms), its later part the others (en_US.ts: one key a line at four spaces, as Prettier writes).
 */
export function splitStrings(
  source: string,
  kind: 'ts' | 'json',
  later: ReadonlySet<string>,
  part: 'first' | 'later',
  firstKeys: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
) {
  const wanted = (group: string) => later.has(group) === (part === 'later');
  const wantedKey = (keys: ReadonlySet<string>, key: string) => keyIn(keys, key) === (part === 'first');
  if (kind === 'json') {
    const tree = JSON.parse(source) as Record<string, unknown>;
    const parts = Object.entries(tree).flatMap(([group, value]): [string, unknown][] => {
      const keys = firstKeys.get(group);
      if (keys === undefined || typeof value !== 'object' || value === null)
        return wanted(group) ? [[group, value]] : [];
      return [[group, Object.fromEntries(Object.entries(value).filter(([key]) => wantedKey(keys, key)))]];
    });
    return JSON.stringify(Object.fromEntries(parts));
  }
  const lines = source.split('\n');
  const open = lines.findIndex((line) => /^export const en_US = \{$/.test(line));
  const close = lines.findIndex((line, index) => index > open && /^\}( as const)?;$/.test(line));
  if (open < 0 || close < 0) throw new Error('en_US.ts: no `export const en_US = {` ... `} as const;` block');
  const kept: string[] = [];
  const found = new Set<string>();
  let keep = true;
  /** The keys of the split group being read (null outside one), and whether the current key is kept. */
  let split: ReadonlySet<string> | null = null;
  let keepKey = true;
  let current = '';
  for (const line of lines.slice(open + 1, close)) {
    const group = /^ {2}(\w+):/.exec(line)?.[1];
    if (group !== undefined) {
      found.add(group);
      current = group;
      split = firstKeys.get(group) ?? null;
      keep = split !== null || wanted(group);
      keepKey = true;
      if (split !== null && !line.endsWith('{')) throw new Error(`en_US.ts: the split group ${group} is not an object`);
    } else if (split !== null) {
      const key = /^ {4}(\w+):/.exec(line)?.[1];
      if (key !== undefined) {
        found.add(`${current}.${key.replace(PLURAL, '')}`);
        keepKey = wantedKey(split, key);
      } else if (/^ {2}\S/.test(line)) keepKey = true; // the group's closing brace, or a comment after it
    }
    if (keep && keepKey) kept.push(line);
  }
  const unknown = [...later].filter((group) => !found.has(group));
  if (unknown.length > 0) throw new Error(`later-groups.ts names groups that en_US.ts lacks: ${unknown.join(', ')}`);
  const unknownKeys = [...firstKeys].flatMap(([group, keys]) =>
    [...keys].map((key) => `${group}.${key}`).filter((key) => !found.has(key)),
  );
  if (unknownKeys.length > 0)
    throw new Error(`later-groups.ts names keys that en_US.ts lacks: ${unknownKeys.join(', ')}`);
  // s29: an import that only the other part uses goes with it (the shortcuts' table is in the player's
  // chunk, not in the first one because the first strings imported it for a group they no longer hold).
  const body = kept.join('\n');
  const head = lines.slice(0, open + 1).filter((line) => {
    const names = /^import \{([^}]*)\} from '[^']+';$/.exec(line)?.[1];
    return names === undefined || names.split(',').some((name) => new RegExp(`\\b${name.trim()}\\b`).test(body));
  });
  return [...head, ...kept, ...lines.slice(close)].join('\n');
}

function laterStrings(): Plugin {
  return {
    name: 'shoal-later-strings',
    enforce: 'pre',
    transform(code, id) {
      const part = STRINGS_QUERY.exec(id)?.[1] as 'first' | 'later' | undefined;
      if (part === undefined) return null;
      this.addWatchFile(LATER_GROUPS_FILE);
      if (!id.replace(STRINGS_QUERY, '').endsWith('.json'))
        return { code: splitStrings(code, 'ts', readLaterGroups(), part, readFirstKeys()), map: null };
      // A JSON file with a query is not taken for JSON by the bundler: this makes it a module.
      return {
        code: `export default ${splitStrings(code, 'json', readLaterGroups(), part, readFirstKeys())};`,
        map: null,
        moduleType: 'js',
      };
    },
  };
}

// Issue 17: the first screen's styles inside index.html, so that the static shell paints when the HTML
// has arrived, without waiting for a stylesheet (one request less on the critical path; the deploy
// template's CSP allows inline styles, not inline scripts). The styles of lazy chunks stay files.
function inlineFirstStyles(): Plugin {
  return {
    name: 'shoal-inline-first-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = context.bundle?.[file];
          if (asset?.type !== 'asset') return tag;
          return `<style data-first-styles>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`;
        });
      },
    },
  };
}

// Issue 17: the embed page (embed.html, issue 20) runs the app's own entry (src/app/main.tsx starts the
// embed player there, as a lazy chunk). Built as a second input, it made rolldown split a runtime chunk
// out of the first one (a request more on every cold start) and put the embed's code in the first chunk:
// so the build has one input, and embed.html gets the entry tags of the built index.html.
const EMBED_TEMPLATE = resolve(import.meta.dirname, 'embed.html');
const DEV_ENTRY_TAG = /<script type="module" src="\/src\/app\/main\.tsx"><\/script>/;

/** embed.html with the built entry's tags (script, preloads, inlined first styles) of index.html. */
export function embedHtml(template: string, builtIndex: string): string {
  if (!DEV_ENTRY_TAG.test(template)) throw new Error('embed.html: no <script type="module" src="/src/app/main.tsx">');
  const head = /<head>([\s\S]*)<\/head>/.exec(builtIndex)?.[1] ?? '';
  const tags = [
    ...head.matchAll(
      /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>|<style data-first-styles>[\s\S]*?<\/style>/g,
    ),
  ];
  if (!tags.some((tag) => tag[0].startsWith('<script'))) throw new Error('index.html: no built entry script');
  return template.replace(DEV_ENTRY_TAG, '').replace('</head>', `${tags.map((tag) => tag[0]).join('\n')}\n</head>`);
}

function embedPage(): Plugin {
  return {
    name: 'shoal-embed-page',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('shoal-embed-page: the build has no index.html');
      const source = embedHtml(readFileSync(EMBED_TEMPLATE, 'utf8'), String(index.source));
      this.emitFile({ type: 'asset', fileName: 'embed.html', source });
    },
  };
}

const REACT_ROUTER_PRODUCTION = resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs');
const QUERY_CORE = resolve(
  import.meta.dirname,
  'node_modules/@tanstack/react-query/node_modules/@tanstack/query-core/build/modern/index.js',
);

/** Our modules, and those of them that do work at import. */
const APP_MODULE = /\/src\/.*\.tsx?$/;
const HAS_EFFECTS = /\/src\/(?:app\/main\.tsx|zod\.ts|sw\.ts|serviceWorker\.ts|workers\/)/;

export default defineConfig(({ command }) => ({
  plugins: [laterStrings(), react(), inlineFirstStyles(), embedPage(), pwa, precompress()],
  define: { __SHOAL_BUILD__: JSON.stringify(buildId) },
  // b17c (issue 17): react-router's package points every bundler at its development build (warnings,
  // invariant messages); the production build of the same version is 'react-router/dist/production'.
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION },
            // The persister's own copy of query-core (an older minor) was a second notifyManager and
            // timeoutManager in the first chunk: it uses react-query's.
            { find: /^@tanstack\/query-core$/, replacement: QUERY_CORE },
          ],
        }
      : undefined,
  // Each worker one file: music-metadata's parsers as chunks of their own were 60 more files to precache.
  worker: { format: 'es', rolldownOptions: { output: { codeSplitting: false } } },
  build: {
    target: 'es2022',
    sourcemap: true,
    // One chunk for the first screen (below): react-dom alone is 180 KB raw.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // Our modules do no work at import (main.tsx, zod.ts, the workers and the service worker
      // aside): one that nothing uses is left out, so a concept's index.ts does not bring every module
      // of the concept into the first screen's chunk (issue 17: the outbox came in through
      // sync/outbox/index.ts for the pending-writes count of the shell).
      treeshake: {
        moduleSideEffects: (id: string) => (APP_MODULE.test(id) && !HAS_EFFECTS.test(id) ? false : undefined),
      },
      // Everything the entry imports statically in one chunk: 29 small chunks cost 13 KB gzip more
      // (a gzip stream each, import and export lists between them). Of the lazy chunks, the tag reader's
      // modules are one chunk (lucide's icons were another, before src/app/icons' sprite): split by which
      // screens share them, they were 40 files more for the service worker to precache on every install
      // (243 requests, now 208), each of them as costly to fetch and keep as a small script. A group
      // takes a module's dependencies with it (the default), so no two chunks import each other.
      output: {
        // Issue 25: each language's two parts in assets/locales/, which the service worker does not
        // precache (37 languages were 0.8 MB of every install): it keeps the ones a user loads (src/sw.ts).
        chunkFileNames: (chunk) =>
          /[\\/]i18n[\\/]locales[\\/][^/\\]+\.json/.test(chunk.facadeModuleId ?? '')
            ? 'assets/locales/[name]-[hash].js'
            : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            { name: 'first', tags: ['$initial'] },
            // b17 (issue 17): the two homes (routing/first-screens.tsx) and what they need beyond the first
            // chunk, in one chunk: split by sharing, the library home was 18 requests before it showed.
            // b17c: the library home first (what the two share goes with it), then the anonymous home's
            // own part, which imports that: a start on /library no longer loads the anonymous home's code.
            // z29: with them the schemas of the start-up answers (zod is in this chunk already): two requests fewer.
            {
              name: 'homes',
              test: /[\\/]src[\\/](?:app[\\/]library[\\/]LibraryHome\.tsx|sync[\\/](?:session|instance)[\\/]schema\.ts)$/,
            },
            // s29: the track rows (a signed-in library home's favorites and listenings, asked for as it
            // shows) and what they need beyond the homes: not requested by a library home without a session.
            { name: 'track-rows', test: /[\\/]src[\\/]app[\\/]library[\\/]TrackList\.tsx$/ },
            { name: 'home-anonymous', test: /[\\/]src[\\/]app[\\/]home[\\/](?:HomeScreen|PodSections)\.tsx$/ },
            {
              name: 'tags',
              test: /[\\/]node_modules[\\/](music-metadata|strtok3|token-types|@borewit|@tokenizer|file-type|uint8array-extras|debug|ms)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(podRoutes.map((route) => [route, { target: podUrl, ws: route === '/api' }])),
  },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'pod/**/*.test.ts',
      'bench/**/*.test.ts',
      'scripts/**/*.test.ts',
      'vite.config.test.ts',
    ],
    environment: 'node',
    // One worker per core, not vitest's default of one less: on the 2-core CI machine that default is a
    // single worker, and the files spend much of their time waiting on timers, sockets and IndexedDB
    // (2034 tests: 410 s with one worker, 252 s with two, load under 1 before each run).
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
}));
