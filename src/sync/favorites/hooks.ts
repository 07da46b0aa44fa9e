// What screens read of the favorites mirror: live Dexie queries, typed. Nothing here fetches.

import { useMemo } from 'react';
import { useFavoriteCounts as useMirrorFavoriteCounts, type FavoriteCounts } from '../../db/favorites';
import { useMirror, useMirrorEntry, useMirrorKeys } from '../../db/mirror';
import type { Track } from '../catalogue';

/** Whether a track is a favorite of the user (false while unknown or anonymous). */
export function useIsFavorite(trackId: number): boolean {
  return useMirrorEntry('favorite', String(trackId)) != null;
}

const NO_IDS: ReadonlySet<number> = new Set();

/**
 * The ids of the user's favorite tracks, one live query for a whole list (empty while unknown or
 * anonymous, as useIsFavorite says false then).
 */
export function useFavoriteIds(): ReadonlySet<number> {
  const keys = useMirrorKeys('favorite');
  return useMemo(() => (keys === undefined ? NO_IDS : new Set([...keys].map(Number))), [keys]);
}

export interface FavoriteEntry {
  track: Track;
  /** When it was favorited (ISO), null when the pod did not say. */
  creationDate: string | null;
}

/**
 * How many favorites the user has, and how many of them still wait for their track (fetched in the
 * background after the ids): from indexes alone; undefined while loading.
 */
export function useFavoriteCounts(): FavoriteCounts | undefined {
  return useMirrorFavoriteCounts();
}

/** The user's favorites whose track is known, newest first; undefined while loading. */
export function useFavoriteEntries(): FavoriteEntry[] | undefined {
  const values = useMirror('favorite');
  if (values === undefined) return undefined;
  return values
    .flatMap((value) => (isTrack(value.track) ? [{ track: value.track, creationDate: value.creationDate }] : []))
    .sort((a, b) => (b.creationDate ?? '').localeCompare(a.creationDate ?? ''));
}

function isTrack(value: unknown): value is Track {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'number' &&
    typeof (value as { title?: unknown }).title === 'string'
  );
}
