// The bound of the recently played audio cache (RECENT_AUDIO_CACHE in audio-cache.ts), as a pure
// rule the service worker applies after each file it keeps. A leaf module: no imports.
//
// The bound: at most 30 tracks and at most 300 MB together, least recently used evicted first.
// 30 tracks is two or three albums of listening, enough to replay what was just heard on a train;
// 300 MB leaves room on a phone for the files the user chose to keep (KEPT_AUDIO_CACHE, never
// evicted by Shoal). A single file larger than the whole bound is not kept at all.

interface LruBound {
  maxEntries: number;
  maxBytes: number;
}

export const RECENT_AUDIO_BOUND: LruBound = { maxEntries: 30, maxBytes: 300 * 1024 * 1024 };

export interface LruEntry {
  key: string;
  /** Bytes of the whole file. */
  size: number;
  /** When it was last stored or answered from the cache (ms since the epoch). */
  usedAt: number;
}

/**
 * The keys to evict so that what stays is within the bound: least recently used first (ties: the
 * smaller key first, so the answer does not depend on the input's order).
 */
export function keysToEvict(entries: readonly LruEntry[], bound: LruBound): string[] {
  const oldestFirst = [...entries].sort((a, b) => a.usedAt - b.usedAt || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  let count = oldestFirst.length;
  let bytes = oldestFirst.reduce((sum, entry) => sum + Math.max(0, entry.size), 0);
  const evicted: string[] = [];
  for (const entry of oldestFirst) {
    if (count <= bound.maxEntries && bytes <= bound.maxBytes) break;
    evicted.push(entry.key);
    count -= 1;
    bytes -= Math.max(0, entry.size);
  }
  return evicted;
}

/** The index after an entry was stored or used: its `usedAt` set to `now`, added if new. */
export function touchEntry(entries: readonly LruEntry[], key: string, now: number, size?: number): LruEntry[] {
  const existing = entries.find((entry) => entry.key === key);
  const others = entries.filter((entry) => entry.key !== key);
  return [...others, { key, size: size ?? existing?.size ?? 0, usedAt: now }];
}
