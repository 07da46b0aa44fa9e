// When the favorites mirror owes a favorite's track (db/mirror.ts `due`, indexed with the kind). Its own
// module so that the schema's upgrade and the mirror share it without importing each other.

import type { FavoriteValue } from './favorites';

/** How long a favorite's track, as fetched, is trusted before the background refresh fetches it again. */
export const FAVORITE_DETAILS_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** When a shown favorite's track is owed: at once (0) when never fetched, else once it is old. */
export function favoriteDetailsDue(value: Pick<FavoriteValue, 'track' | 'fetchedAt'>): number {
  // A track that came from a screen (an offline favorite) has no date: refreshed at the next pass.
  if (value.fetchedAt === undefined) return value.track == null ? 0 : FAVORITE_DETAILS_TTL_MS;
  return value.fetchedAt + FAVORITE_DETAILS_TTL_MS;
}
