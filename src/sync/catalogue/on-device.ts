// What the device knows of tracks it did not ask for by their key (issue 20): a playlist made or
// changed offline names tracks by id only, and its page and its Play find their details here, in
// the queries in memory, the kept downloads, then the persisted query cache.

import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { readKeptTracks, type DownloadTrack } from '../../db/downloads';
import { readPersistedQueryData } from '../query-cache';
import type { Track } from './model';

export interface TracksOnDeviceDeps {
  queryClient: QueryClient;
  /** The kept tracks of every download (db/downloads readKeptTracks). */
  keptTracks: () => Promise<DownloadTrack[]>;
  /** The data of the persisted queries whose JSON matches (sync/query-cache readPersistedQueryData). */
  persisted: (matches: (json: string) => boolean) => Promise<unknown[]>;
  /** Ids that need no search of the persisted queries (the player holds them in its queue). */
  heldElsewhere?: (id: number) => boolean;
}

/** A track of the catalogue model, as the query cache and downloads keep them. */
function isTrack(value: unknown): value is Track {
  if (typeof value !== 'object' || value === null) return false;
  const track = value as Partial<Record<keyof Track, unknown>>;
  return (
    typeof track.id === 'number' &&
    typeof track.title === 'string' &&
    Array.isArray(track.uploads) &&
    Array.isArray(track.artistCredit)
  );
}

/**
 * Adds the wanted tracks inside a query's data to `found`: a track, a list of them, a page
 * (`results`), a playlist's entries (`track`), pages of an infinite query (`pages`). Bounded in
 * depth: query data is shallow.
 */
export function collectTracks(value: unknown, wanted: ReadonlySet<number>, found: Map<number, Track>, depth = 0): void {
  if (depth > 4 || typeof value !== 'object' || value === null) return;
  if (isTrack(value)) {
    if (wanted.has(value.id) && !found.has(value.id)) found.set(value.id, value);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collectTracks(item, wanted, found, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  for (const key of ['results', 'track', 'pages', 'tracks'] as const) {
    if (key in record) collectTracks(record[key], wanted, found, depth + 1);
  }
}

const missingOf = (ids: Iterable<number>, found: ReadonlyMap<number, unknown>) =>
  [...ids].filter((id) => !found.has(id));

/** A test on a persisted query's JSON: does it name one of these tracks' ids (a track's `"id":n`)? */
function namesOneOf(ids: readonly number[]): (json: string) => boolean {
  const pattern = new RegExp(`"id":(?:${ids.join('|')})[,}]`);
  return (json) => pattern.test(json);
}

/** Adds to `found` the tracks of `ids` the device holds, cheapest source first. */
export async function findTracksOnDevice(
  deps: TracksOnDeviceDeps,
  ids: readonly number[],
  found: Map<number, Track>,
): Promise<void> {
  const wanted = new Set(missingOf(ids, found));
  if (wanted.size === 0) return;
  for (const query of deps.queryClient.getQueryCache().getAll()) collectTracks(query.state.data, wanted, found);
  if (missingOf(wanted, found).length === 0) return;
  collectTracks(
    (await deps.keptTracks()).flatMap((kept) => (kept.state === 'kept' ? [kept.track] : [])),
    wanted,
    found,
  );
  const left = missingOf(wanted, found).filter((id) => !deps.heldElsewhere?.(id));
  if (left.length === 0) return;
  const rest = new Set(left);
  for (const data of await deps.persisted(namesOneOf(left))) collectTracks(data, rest, found);
}

/**
 * The details of the tracks of `ids` that the device holds, for a screen that knows them by id
 * only; empty while looking. Looked up again when the ids change.
 */
export function useTracksOnDevice(ids: readonly number[]): ReadonlyMap<number, Track> {
  const queryClient = useQueryClient();
  const key = ids.join(',');
  const [found, setFound] = useState<{ key: string; tracks: ReadonlyMap<number, Track> }>({
    key: '',
    tracks: new Map(),
  });
  useEffect(() => {
    if (key === '') return;
    let live = true;
    const tracks = new Map<number, Track>();
    const wanted = key.split(',').map(Number);
    void findTracksOnDevice(
      { queryClient, keptTracks: readKeptTracks, persisted: (matches) => readPersistedQueryData(matches) },
      wanted,
      tracks,
    ).then(
      () => live && setFound({ key, tracks }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [queryClient, key]);
  return found.key === key ? found.tracks : EMPTY;
}

const EMPTY: ReadonlyMap<number, Track> = new Map();
