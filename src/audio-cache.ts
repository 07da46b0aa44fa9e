// Where audio kept on the device lives, shared by the service worker (which answers audio requests
// from it, Range included) and the page (downloads put whole files there). A leaf module: no imports.
//
// Keys: the listen URL without its `token` query (a listen token changes, the file does not); every
// other query stays (`upload` names the file, `to=mp3` a transcoded copy of it). The URL is made
// absolute on the origin the request went to, and its fragment dropped.

/** Tracks the user chose to keep ("available offline"): never evicted by Shoal, only removed by the user. */
export const KEPT_AUDIO_CACHE = 'shoal-audio-kept-v1';
/** Tracks played recently: bounded, least recently used evicted first (see sw.ts for the bound). */
export const RECENT_AUDIO_CACHE = 'shoal-audio-recent-v1';

/** Covers and avatars the service worker keeps (sw.ts bounds it). */
export const IMAGE_CACHE = 'shoal-images-v1';
/** Issue 25: the translations a user loaded (assets/locales/, not precached), kept for offline use. */
export const LOCALE_CACHE = 'shoal-locales-v1';
/** Where the build puts each language's two parts (vite.config.ts `chunkFileNames`). */
export const LOCALE_ASSETS = '/assets/locales/';
/** Where the recent audio cache's index ({key, size, usedAt} per file) is kept, as one JSON answer. */
export const RECENT_INDEX_CACHE = 'shoal-audio-recent-index-v1';
/**
 * The caches that hold what one user listened to or saw: emptied at logout (spec 01: logout clears the
 * local cache), so the next person on this browser neither sees nor plays it.
 */
export const USER_CACHES = [KEPT_AUDIO_CACHE, RECENT_AUDIO_CACHE, RECENT_INDEX_CACHE, IMAGE_CACHE] as const;

/** Whether a URL is a listen URL of a pod (`/api/v1/listen/<track>/`, `/api/v2/...`). */
export function isListenUrl(url: URL): boolean {
  return /\/api\/v[12]\/listen\/[^/]+\/?$/.test(url.pathname);
}

/** The cache key of an audio URL: absolute, no fragment, no `token` query, other queries kept in order. */
export function audioCacheKey(url: string, base?: string): string {
  const parsed = new URL(url, base);
  parsed.hash = '';
  parsed.searchParams.delete('token');
  return parsed.toString();
}
