// What screens read of the mirrors: live Dexie queries, typed. Nothing here fetches.

import { useMemo, useSyncExternalStore } from 'react';
import { useFavoriteCounts as useMirrorFavoriteCounts, useMirror, useMirrorEntry, useMirrorKeys, type ContentFilterValue, type FavoriteCounts, type FollowValue } from '../../db/mirror';
import { scopeOfSession, usePendingWrites } from '../../db/outbox';
import { getConnectivity } from '../engine';
import type { Reachability } from '../core/connectivity';
import type { Track } from '../model';
import { useSession } from '../../db/session';

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
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number' && typeof (value as { title?: unknown }).title === 'string';
}

/** The user's follow of a library (null: not followed; approved null: waiting for the owner). */
export function useLibraryFollow(libraryUuid: string | null): FollowValue | null | undefined {
  return useMirrorEntry('libraryFollow', libraryUuid);
}

/** The user's follow of an account, by the actor's fid. */
export function useActorFollow(actorFid: string | null): FollowValue | null | undefined {
  return useMirrorEntry('actorFollow', actorFid);
}

export function useIsSubscribed(channelUuid: string | null): boolean {
  return useMirrorEntry('subscription', channelUuid) != null;
}

/** The user's content filters, newest first; undefined while loading. */
export function useContentFilterList(): ContentFilterValue[] | undefined {
  const values = useMirror('contentFilter');
  return values?.slice().sort((a, b) => (b.creationDate ?? '').localeCompare(a.creationDate ?? ''));
}

/** The user's filter on an artist, or null. */
export function useArtistFilter(artistId: number): ContentFilterValue | null | undefined {
  return useMirrorEntry('contentFilter', String(artistId));
}

/** Whether the pod answers: 'offline' once requests got no answer for a while. */
export function useReachability(): Reachability {
  const connectivity = getConnectivity();
  return useSyncExternalStore(
    (listener) => connectivity.subscribe(listener),
    () => connectivity.current,
    () => 'online',
  );
}

/** How many writes of the signed-in user wait to be sent. */
export function usePendingWriteCount(): number {
  return usePendingWrites(scopeOfSession(useSession())) ?? 0;
}

