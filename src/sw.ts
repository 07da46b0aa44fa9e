/// <reference lib="webworker" />
// The service worker (built by vite-plugin-pwa in injectManifest mode from src/serviceWorker.ts,
// which only imports this file so that the output is /serviceWorker.js, spec 01 section 2).
// It imports workbox and the leaf modules audio-cache.ts, sw-lru.ts and sw-range.ts, nothing else.
//
// - The app shell (every built script, style, icons, the manifest) is precached; navigations get the
//   cached index.html, except the pod's own paths. Translations are kept once loaded (cache first).
// - Audio (listen URLs): from the kept cache (downloads), then the recently played cache, whole
//   files keyed without the listen token, Range answered from them; otherwise the request goes to
//   the network as is, and the whole file is fetched behind it into the recent cache (bounded, see
//   sw-lru.ts). Offline with nothing kept: a quick 503.
// - Images (covers, avatars, the pod's /media/): cache first, at most 200 for 30 days.
// - Everything else (API calls included) is not touched: the data layer caches in IndexedDB.
// - A new version waits until the page asks it to take over ({type: 'SKIP_WAITING'}).

import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import {
  audioCacheKey,
  IMAGE_CACHE,
  isListenUrl,
  LOCALE_ASSETS,
  LOCALE_CACHE,
  KEPT_AUDIO_CACHE,
  RECENT_AUDIO_CACHE,
  RECENT_INDEX_CACHE,
} from './audio-cache';
import { keysToEvict, RECENT_AUDIO_BOUND, touchEntry, type LruEntry } from './sw-lru';
import { rangeResponse } from './sw-range';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

/** Covers and avatars: at most 200 images, each kept 30 days. */
const IMAGE_MAX_ENTRIES = 200;
const IMAGE_MAX_AGE_SECONDS = 30 * 24 * 3600;
const RECENT_INDEX_URL = new URL('__shoal/recent-audio-index.json', self.registration.scope).toString();
/** A file answered from the recent cache is marked used at most this often. */
const TOUCH_EVERY_MS = 30_000;

// --- the app shell -------------------------------------------------------------------------------

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    // The embed page (pl20xspf) is a page of its own, not the app: it comes from the pod.
    denylist: [
      /^\/api\//,
      /^\/media\//,
      /^\/__test__\//,
      /^\/\.well-known\//,
      /^\/settings\.json$/,
      /^\/feeds\//,
      /^\/embed\.html(?:\?|$)/,
    ],
  }),
);

// --- audio ---------------------------------------------------------------------------------------

const serviceUnavailable = () => new Response(null, { status: 503, statusText: 'Service Unavailable' });

async function answerFromCache(cached: Response, range: string | null): Promise<Response> {
  return rangeResponse(await cached.blob(), range, { contentType: cached.headers.get('Content-Type') });
}

let indexQueue: Promise<unknown> = Promise.resolve();

/** Reads, changes and writes the recent cache's index, one change at a time. */
function updateIndex(change: (entries: LruEntry[]) => LruEntry[] | Promise<LruEntry[]>): Promise<void> {
  const run = indexQueue.then(async () => {
    const store = await caches.open(RECENT_INDEX_CACHE);
    const stored = await store.match(RECENT_INDEX_URL);
    let entries: LruEntry[] = [];
    try {
      const parsed: unknown = stored ? await stored.json() : [];
      if (Array.isArray(parsed))
        entries = parsed.filter(
          (e): e is LruEntry =>
            typeof e?.key === 'string' && typeof e?.size === 'number' && typeof e?.usedAt === 'number',
        );
    } catch {
      entries = [];
    }
    const next = await change(entries);
    await store.put(
      RECENT_INDEX_URL,
      new Response(JSON.stringify(next), { headers: { 'Content-Type': 'application/json' } }),
    );
  });
  indexQueue = run.catch(() => undefined);
  return run;
}

/** Evicts from the recent cache what is beyond the bound; files the index does not know count as least recently used. */
function enforceRecentBound(): Promise<void> {
  return updateIndex(async (entries) => {
    const cache = await caches.open(RECENT_AUDIO_CACHE);
    const present = (await cache.keys()).map((request) => request.url);
    const known = entries.filter((entry) => present.includes(entry.key));
    for (const key of present) {
      if (known.some((entry) => entry.key === key)) continue;
      const response = await cache.match(key);
      known.push({ key, size: Number(response?.headers.get('Content-Length') ?? 0) || 0, usedAt: 0 });
    }
    const evicted = keysToEvict(known, RECENT_AUDIO_BOUND);
    for (const key of evicted) await cache.delete(key);
    return known.filter((entry) => !evicted.includes(entry.key));
  });
}

const lastTouched = new Map<string, number>();
function touchRecent(key: string): Promise<void> {
  const now = Date.now();
  if (now - (lastTouched.get(key) ?? 0) < TOUCH_EVERY_MS) return Promise.resolve();
  lastTouched.set(key, now);
  return updateIndex((entries) =>
    entries.some((entry) => entry.key === key) ? touchEntry(entries, key, now) : entries,
  );
}

const fetching = new Map<string, Promise<void>>();

/** Fetches the whole file (no Range) and keeps it in the recent cache if it came complete with a 200. */
function keepRecent(key: string, url: string): Promise<void> {
  const running = fetching.get(key);
  if (running) return running;
  const job = (async () => {
    // Same origin: the session cookie goes along; another origin: CORS, and the listen token in the URL.
    const response = await fetch(url, { credentials: 'same-origin', mode: 'cors' });
    if (response.status !== 200 || response.type === 'opaque') return;
    const declared = response.headers.get('Content-Length');
    const encoded = response.headers.get('Content-Encoding');
    const blob = await response.blob();
    if (declared !== null && !encoded && Number(declared) !== blob.size) return;
    if (blob.size === 0 || blob.size > RECENT_AUDIO_BOUND.maxBytes) return;
    // Downloaded meanwhile: the kept copy is enough.
    if (await (await caches.open(KEPT_AUDIO_CACHE)).match(key, { ignoreVary: true })) return;
    const headers = {
      'Content-Type': response.headers.get('Content-Type') ?? blob.type,
      'Content-Length': String(blob.size),
    };
    await (await caches.open(RECENT_AUDIO_CACHE)).put(key, new Response(blob, { status: 200, headers }));
    await updateIndex((entries) => touchEntry(entries, key, Date.now(), blob.size));
    await enforceRecentBound();
  })()
    .catch((error: unknown) => console.warn('[shoal sw] could not keep a played track', error))
    .finally(() => fetching.delete(key));
  fetching.set(key, job);
  return job;
}

async function answerAudio(event: ExtendableEvent, request: Request): Promise<Response> {
  const key = audioCacheKey(request.url);
  const range = request.headers.get('Range');
  const kept = await (await caches.open(KEPT_AUDIO_CACHE)).match(key, { ignoreVary: true });
  if (kept) return answerFromCache(kept, range);
  const recent = await (await caches.open(RECENT_AUDIO_CACHE)).match(key, { ignoreVary: true });
  if (recent) {
    event.waitUntil(touchRecent(key));
    return answerFromCache(recent, range);
  }
  // Not kept: play from the network at once, and keep the whole file behind it.
  event.waitUntil(keepRecent(key, request.url));
  try {
    return await fetch(request);
  } catch {
    return serviceUnavailable();
  }
}

registerRoute(
  ({ url }) => isListenUrl(url),
  ({ event, request }) => answerAudio(event, request),
);

// --- translations ----------------------------------------------------------------------------------

// Issue 25: a language's parts are hashed files, fetched when it is chosen; once fetched they are kept
// (the page also puts in those it loaded before this worker controlled it, app/pwa/register.ts). A few
// entries: the current language's two parts, and those left by a switch or the last update.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith(LOCALE_ASSETS),
  new CacheFirst({
    cacheName: LOCALE_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 12, purgeOnQuotaError: true })],
  }),
);

// --- images --------------------------------------------------------------------------------------

registerRoute(
  ({ request }) => request.destination === 'image',
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    // Only complete 200 answers are kept (the strategy's default): an opaque image of another
    // origin would count about 7 MB against the quota in Chromium.
    plugins: [
      new ExpirationPlugin({
        maxEntries: IMAGE_MAX_ENTRIES,
        maxAgeSeconds: IMAGE_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// --- updates -------------------------------------------------------------------------------------

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

// --- new episodes (rss19) -----------------------------------------------------------------------

// Periodic Background Sync wakes the worker; the check itself runs in an open page, which has the
// session, the database code and the downloader (src/sync/downloads/episodes.ts).
self.addEventListener('periodicsync', (event: Event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag !== 'shoal-new-episodes') return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((windows) => {
      for (const client of windows) client.postMessage({ type: 'shoal-new-episodes' });
    }),
  );
});
