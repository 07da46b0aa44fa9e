// Mirrors of the user-owned state of spec 01 section 3: favorites, library and actor follows,
// channel subscriptions and content filters (one table, keyed by kind and object), the user's
// playlists, and small sync facts. Each mirror row keeps two values: `server`, what the pod is known
// to hold, and `local`, what the user sees (the server's value with the writes still in the outbox
// applied). A rollback puts `local` back to `server`; the UI reads `local` only. Each concept's typed
// view over these rows, with its value's type, is its own module: favorites.ts, follows.ts,
// subscriptions.ts, content-filters.ts.

import { useKeyedLiveQuery } from './live-query';
import { favoriteDetailsDue } from './favorite-due';
import type { ContentFilterValue } from './content-filters';
import type { FavoriteValue } from './favorites';
import type { FollowValue } from './follows';
import { getDb } from './schema';
import type { SubscriptionValue } from './subscriptions';

export type MirrorKind = 'favorite' | 'libraryFollow' | 'actorFollow' | 'subscription' | 'contentFilter';

export interface MirrorValues {
  favorite: FavoriteValue;
  libraryFollow: FollowValue;
  actorFollow: FollowValue;
  subscription: SubscriptionValue;
  contentFilter: ContentFilterValue;
}

export interface MirrorRow<K extends MirrorKind = MirrorKind> {
  kind: K;
  key: string;
  local: MirrorValues[K] | null;
  server: MirrorValues[K] | null;
  /** 1 when `local` is set (indexed: Dexie cannot index null). */
  present: 0 | 1;
  /**
   * Favorites the user sees and the pod holds only: when their track should be fetched from the pod
   * (ms; 0: never fetched, the track is unknown). Indexed with the kind, so the background fetch finds
   * what it owes without reading the table; absent on the other kinds and on the other favorites.
   */
  due?: number;
}

/** The sync fact naming whose mirrors these are (the session's scope): a pull for anyone else is dropped. */
export const SCOPE_KEY = 'mirrorScope';

export interface SyncMetaRow {
  key: string;
  value: unknown;
}

export function mirrorRow<K extends MirrorKind>(
  kind: K,
  key: string,
  local: MirrorValues[K] | null,
  server: MirrorValues[K] | null,
): MirrorRow<K> {
  const row: MirrorRow<K> = { kind, key, local, server, present: local === null ? 0 : 1 };
  // Only what the pod holds is owed: a favorite still in the outbox is not in the pod's list yet.
  if (kind === 'favorite' && local !== null && server !== null) {
    const shown = local as FavoriteValue;
    // A track a screen gave to a write, over one fetched: it is as old as the fetch.
    row.due = favoriteDetailsDue({
      track: shown.track,
      fetchedAt: shown.fetchedAt ?? (server as FavoriteValue).fetchedAt,
    });
  }
  return row;
}

export async function getMirrorRow<K extends MirrorKind>(kind: K, key: string): Promise<MirrorRow<K> | undefined> {
  return (await getDb().mirror.get([kind, key])) as MirrorRow<K> | undefined;
}

/** Every present value of a kind (what the user sees). */
export async function readMirror<K extends MirrorKind>(kind: K): Promise<Array<MirrorValues[K]>> {
  const rows = (await getDb().mirror.where('[kind+present]').equals([kind, 1]).toArray()) as Array<MirrorRow<K>>;
  return rows.flatMap((row) => (row.local === null ? [] : [row.local]));
}

/** Live: every present value of a kind; undefined while Dexie has not answered. */
export function useMirror<K extends MirrorKind>(kind: K): Array<MirrorValues[K]> | undefined {
  return useKeyedLiveQuery(() => readMirror(kind), [kind]);
}

/** The keys of every present object of a kind, from the index alone (no row is read). */
export async function readMirrorKeys(kind: MirrorKind): Promise<Set<string>> {
  const keys = await getDb().mirror.where('[kind+present]').equals([kind, 1]).primaryKeys();
  return new Set(keys.map(([, key]) => key));
}

/** Live: readMirrorKeys, what a list asks once instead of one query per row; undefined while loading. */
export function useMirrorKeys(kind: MirrorKind): ReadonlySet<string> | undefined {
  return useKeyedLiveQuery(() => readMirrorKeys(kind), [kind]);
}

/** Live: the value the user sees for one object, null when absent, undefined while loading. */
export function useMirrorEntry<K extends MirrorKind>(kind: K, key: string | null): MirrorValues[K] | null | undefined {
  return useKeyedLiveQuery(
    async () => (key === null ? null : ((await getMirrorRow(kind, key))?.local ?? null)),
    [kind, key],
  );
}

export async function readSyncMeta<T>(key: string): Promise<T | undefined> {
  return (await getDb().syncMeta.get(key))?.value as T | undefined;
}

export async function writeSyncMeta(key: string, value: unknown): Promise<void> {
  await getDb().syncMeta.put({ key, value });
}

export function useSyncMeta<T>(key: string): T | undefined {
  return useKeyedLiveQuery(async () => (await getDb().syncMeta.get(key))?.value as T | undefined, [key]);
}

/**
 * Logout or instance change: every mirror and sync fact goes (the outbox stays, scoped to its user).
 * `keep`: sync facts that stay (ones that follow the session on their own, written anew at each change).
 */
export async function resetMirrors(keep: readonly string[] = []): Promise<void> {
  const db = getDb();
  await db.transaction('rw', [db.mirror, db.playlistMirror, db.playlistLocalIds, db.syncMeta], async () => {
    await db.mirror.clear();
    await db.playlistMirror.clear();
    await db.playlistLocalIds.clear();
    if (keep.length === 0) await db.syncMeta.clear();
    else await db.syncMeta.filter((row) => !keep.includes(row.key)).delete();
  });
}
