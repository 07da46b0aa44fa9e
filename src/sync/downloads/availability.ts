// Whether a track can play with no network (the player asks while the pod is unreachable). No React
// here: the player imports it.

import { audioCacheKey, KEPT_AUDIO_CACHE, RECENT_AUDIO_CACHE } from '../../audio-cache';

type CacheLookup = Pick<CacheStorage, 'has' | 'open'>;

/** A listen URL plays offline when the service worker has its file: kept by a download, or played recently. */
export async function isAudioAvailableOffline(
  url: string,
  storage: CacheLookup | null = typeof caches === 'undefined' ? null : caches,
): Promise<boolean> {
  if (storage === null) return false;
  const key = audioCacheKey(url, (globalThis as { location?: { origin?: string } }).location?.origin);
  for (const name of [KEPT_AUDIO_CACHE, RECENT_AUDIO_CACHE]) {
    if (!(await storage.has(name))) continue;
    const cache = await storage.open(name);
    if ((await cache.match(key)) !== undefined) return true;
  }
  return false;
}
