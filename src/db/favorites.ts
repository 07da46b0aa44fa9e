// The favorites mirror, typed: counts and the background fetch's due tracks, from indexes alone. The
// rows are the mirror table's (db/mirror.ts, kind 'favorite'); when a track is owed is favorite-due.ts.

import { useLiveQuery } from 'dexie-react-hooks';
import { mirrorRow, type MirrorRow } from './mirror';
import { getDb } from './schema';

export { FAVORITE_DETAILS_TTL_MS, favoriteDetailsDue } from './favorite-due';

export interface FavoriteValue {
  trackId: number;
  creationDate: string | null;
  /** The track as src/sync models it (a Track), for lists that must work offline; null when unknown. */
  track: unknown;
  /**
   * When the pod's favorites list last gave (or, for a favorite it does not list, was searched for)
   * this favorite's track, in ms; absent when never (the track came from a screen, or is unknown).
   */
  fetchedAt?: number;
}

export interface FavoriteCounts {
  /** Favorites the user has (the ones the pod holds, with the writes still waiting applied). */
  total: number;
  /** Of those, the ones whose track has never been fetched yet. */
  withoutTrack: number;
}

/** Both from indexes alone: `[kind+present]` and `[kind+due]` (due 0: never fetched). */
export async function readFavoriteCounts(): Promise<FavoriteCounts> {
  const mirror = getDb().mirror;
  const [total, withoutTrack] = await Promise.all([
    mirror.where('[kind+present]').equals(['favorite', 1]).count(),
    mirror.where('[kind+due]').equals(['favorite', 0]).count(),
  ]);
  return { total, withoutTrack };
}

/** Live: readFavoriteCounts; undefined while loading. */
export function useFavoriteCounts(): FavoriteCounts | undefined {
  return useLiveQuery(readFavoriteCounts, []);
}

/** The keys of the shown favorites whose track is owed by `now` (never fetched first), from the index. */
export async function readDueFavoriteKeys(now: number): Promise<string[]> {
  const keys = await getDb()
    .mirror.where('[kind+due]')
    .between(['favorite', 0], ['favorite', now], true, true)
    .primaryKeys();
  return keys.map(([, key]) => key);
}

/**
 * Makes a favorite's track owed by the next background fetch (a `Like` seen live: the pod's date or
 * track may have changed), keeping the track shown until then. Nothing when it is not mirrored.
 */
export async function expireFavoriteTrack(key: string): Promise<void> {
  const db = getDb();
  await db.transaction('rw', db.mirror, async () => {
    const row = (await db.mirror.get(['favorite', key])) as MirrorRow<'favorite'> | undefined;
    if (row?.server == null) return;
    const expire = (value: FavoriteValue) => ({ ...value, fetchedAt: 0 });
    await db.mirror.put(mirrorRow('favorite', key, row.local === null ? null : expire(row.local), expire(row.server)));
  });
}
