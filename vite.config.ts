/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
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
    // The shell: scripts (locale and worker chunks included), styles, the page, icons, the manifest.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    globIgnores: ['**/*.map'],
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
        precompressDir(outDir);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), pwa, precompress()],
  define: { __SHOAL_BUILD__: JSON.stringify(buildId) },
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: true },
  server: {
    port: 5173,
    proxy: Object.fromEntries(podRoutes.map((route) => [route, { target: podUrl, ws: route === '/api' }])),
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'pod/**/*.test.ts', 'bench/**/*.test.ts', 'vite.config.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
