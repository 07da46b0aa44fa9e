/**
 * Where the header Play of an album, an artist, a playlist or a tag takes its tracks: what the
 * device holds before the network. First the query cache in memory (the list the screen shows), then
 * the persisted query cache (the persister restores it inside the fetch, before any request), then
 * the pod, and when the pod cannot answer, the tracks downloads keep (their Track snapshots).
 *
 * The lists go through the same queries (and keys) as the screens showing them, so a list seen once
 * plays with no request, and a Play online fills the cache for the next time offline.
 */
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { downloadId, type DownloadRow, type DownloadTrack } from '../db/downloads';
import { networkError, type ApiError, ApiRequestError } from '../sync/core';
import type { HttpClient } from '../sync/core';
import type { Track } from '../sync/catalogue';
import { playlistTracksQuery } from '../sync/playlists';
import { albumTracksQuery, trackListQuery } from '../sync/catalogue';

/** How many tracks an artist or a tag puts in the queue at once. */
export const BULK_PLAY_LIMIT = 50;

export interface PlaySourceDeps {
  queryClient: QueryClient;
  http: HttpClient;
  /** The kept tracks of every download, each once (db/downloads readKeptTracks). */
  keptTracks: () => Promise<DownloadTrack[]>;
  /** One download row (db/downloads getDownload). */
  download: (id: string) => Promise<DownloadRow | null>;
  /** True while the pod is known unreachable: no request is tried, the caches and downloads answer. */
  isOffline?: () => boolean;
}

export type TrackSource = { ok: true; tracks: Track[] } | { ok: false; error: ApiError };

/** What an artist's Play lists: its tracks by release, disc and position (a query of trackKeys.list). */
function artistPlayParams(artistId: number) {
  return {
    artist: artistId,
    playable: true,
    include_channels: true,
    ordering: 'album__release_date,disc_number,position',
    page_size: BULK_PLAY_LIMIT,
  };
}

function tagPlayParams(tag: string) {
  return { tag: [tag], playable: true, ordering: 'random' as const, page_size: BULK_PLAY_LIMIT };
}

/** A query of src/sync/queries (`albumTracksQuery(...)` and the like). */
interface ListQuery<T> {
  queryKey: QueryKey;
  queryFn?: (...args: never[]) => T | Promise<T>;
}

/** Resolves when the query is paused (offlineFirst: it waits for the network); `stop` unsubscribes. */
function whenPaused(client: QueryClient, key: QueryKey): { paused: Promise<void>; stop: () => void } {
  const hash = hashKey(key);
  let stop = () => undefined as void;
  const paused = new Promise<void>((resolve) => {
    const check = () => {
      const query = client.getQueryCache().get(hash);
      if (query?.state.fetchStatus === 'paused') resolve();
    };
    stop = client.getQueryCache().subscribe((event) => {
      if (event.query.queryHash === hash) check();
    });
    check();
  });
  return { paused, stop };
}

function apiErrorOf(error: unknown): ApiError {
  return error instanceof ApiRequestError ? error.apiError : networkError(error);
}

/**
 * The query's data: held in memory, else fetched (the persister answers from IndexedDB first). No
 * retry, no message from the query cache (a failure falls back to the downloads here), and never a
 * wait: a fetch the screen already started that paused for the network counts as a failure.
 */
async function fromQuery<T>(
  deps: PlaySourceDeps,
  options: ListQuery<T>,
): Promise<{ ok: true; data: T } | { ok: false; error: ApiError }> {
  const held = deps.queryClient.getQueryData<T>(options.queryKey);
  if (held !== undefined) return { ok: true, data: held };
  const offline = deps.isOffline?.() ?? false;
  const watch = whenPaused(deps.queryClient, options.queryKey);
  try {
    const fetched = deps.queryClient.fetchQuery({
      ...(options as object),
      queryKey: options.queryKey,
      retry: false,
      meta: { silent: true, logAs: 'A play list could not be read' },
      // Offline, the persister still answers from IndexedDB; only the request itself is skipped.
      ...(offline ? { queryFn: () => Promise.reject(new ApiRequestError(networkError())) } : {}),
    }) as Promise<T>;
    return await Promise.race([
      fetched.then((data) => ({ ok: true as const, data })),
      watch.paused.then(() => ({ ok: false as const, error: networkError() })),
    ]);
  } catch (error) {
    return { ok: false, error: apiErrorOf(error) };
  } finally {
    watch.stop();
  }
}

function isTrack(value: unknown): value is Track {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'number' &&
    Array.isArray((value as { uploads?: unknown }).uploads)
  );
}

function snapshots(kept: readonly DownloadTrack[]): Track[] {
  return kept.flatMap((entry) => (entry.state === 'kept' && isTrack(entry.track) ? [entry.track] : []));
}

const byDiscAndPosition = (a: Track, b: Track) =>
  (a.discNumber ?? 1) - (b.discNumber ?? 1) || (a.position ?? 0) - (b.position ?? 0);

const byRelease = (a: Track, b: Track) =>
  (a.album?.releaseDate ?? '').localeCompare(b.album?.releaseDate ?? '') ||
  (a.album?.id ?? 0) - (b.album?.id ?? 0) ||
  byDiscAndPosition(a, b);

function creditsArtist(track: Track, artistId: number): boolean {
  const credited = (credit: Track['artistCredit']) => credit.some((entry) => entry.artist.id === artistId);
  return credited(track.artistCredit) || (track.album !== null && credited(track.album.artistCredit));
}

/** What the device keeps that matches, or the first failure when it keeps nothing of it. */
function orKept(tracks: Track[], error: ApiError): TrackSource {
  return tracks.length > 0 ? { ok: true, tracks } : { ok: false, error };
}

export async function albumTracksFrom(deps: PlaySourceDeps, albumId: number): Promise<TrackSource> {
  const listed = await fromQuery(deps, albumTracksQuery(deps.http, albumId));
  if (listed.ok) return { ok: true, tracks: listed.data };
  const kept = snapshots(await deps.keptTracks()).filter((track) => track.album?.id === albumId);
  return orKept(kept.sort(byDiscAndPosition), listed.error);
}

export async function artistTracksFrom(deps: PlaySourceDeps, artistId: number): Promise<TrackSource> {
  const listed = await fromQuery(deps, trackListQuery(deps.http, artistPlayParams(artistId)));
  if (listed.ok) return { ok: true, tracks: listed.data.results };
  const kept = snapshots(await deps.keptTracks()).filter((track) => creditsArtist(track, artistId));
  return orKept(kept.sort(byRelease).slice(0, BULK_PLAY_LIMIT), listed.error);
}

export async function tagTracksFrom(deps: PlaySourceDeps, tag: string): Promise<TrackSource> {
  const listed = await fromQuery(deps, trackListQuery(deps.http, tagPlayParams(tag)));
  if (listed.ok) return { ok: true, tracks: listed.data.results };
  const name = tag.toLowerCase();
  const kept = snapshots(await deps.keptTracks()).filter((track) =>
    track.tags.some((each) => each.toLowerCase() === name),
  );
  return orKept(kept.slice(0, BULK_PLAY_LIMIT), listed.error);
}

export async function playlistTracksFrom(deps: PlaySourceDeps, playlistId: number): Promise<TrackSource> {
  const listed = await fromQuery(deps, playlistTracksQuery(deps.http, playlistId));
  if (listed.ok) return { ok: true, tracks: listed.data.map((entry) => entry.track) };
  // A playlist's order is its own: only its download knows it on the device.
  const row = await deps.download(downloadId('playlist', playlistId));
  return orKept(snapshots(row?.tracks ?? []), listed.error);
}
