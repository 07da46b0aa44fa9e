// Downloads: albums, playlists and the favorites list the user made available offline (issue 5).
// One row per download with its tracks and how far each got; the audio itself lives in the Cache
// Storage (src/audio-cache.ts, KEPT_AUDIO_CACHE), put there by src/sync/downloads. A row left
// `downloading` by a reload is resumed at start; rows are read through db/persisted.ts, so a corrupt
// one is discarded with a log line.

import { useLiveQuery } from 'dexie-react-hooks';
import { useKeyedLiveQuery } from './live-query';
import { z } from '../zod';
import { logger } from '../logger';
import { loadPersisted, type PersistedFormat } from './persisted';
import { getDb } from './schema';

const DOWNLOAD_ROW_VERSION = 1;

/** episodes: the newest episodes of a subscribed podcast, kept by its rule (rss19); objectId is the channel's artist. */
export type DownloadKind = 'album' | 'playlist' | 'favorites' | 'episodes';
/** downloading: tracks are being fetched (or will be, after a reload); paused: the connection dropped. */
export type DownloadState = 'downloading' | 'kept' | 'errored' | 'paused';
export type DownloadTrackState = 'pending' | 'kept' | 'errored';

/** A message for the user as an i18n key (src/sync/errors.ts UiText has this shape). */
export interface DownloadMessage {
  key: string;
  params?: Record<string, string | number>;
}

export interface DownloadTrack {
  trackId: number;
  title: string;
  /** The upload chosen (the player's first playable source). */
  uploadUuid: string;
  /** Absolute, without `token`: the Cache Storage key is audioCacheKey(listenUrl). */
  listenUrl: string;
  /** Bytes kept; the pod's figure until the file is kept; null when unknown. */
  size: number | null;
  state: DownloadTrackState;
  /** The track as src/sync models it (a Track), so kept tracks play and list with no network. */
  track: unknown;
}

export interface DownloadRow {
  /** `album:1`, `playlist:2`, `favorites`. */
  id: string;
  version: number;
  kind: DownloadKind;
  /** The album or playlist id; null for the favorites. */
  objectId: number | null;
  title: string;
  state: DownloadState;
  tracks: DownloadTrack[];
  /** Bytes of the kept tracks. */
  bytes: number;
  createdAt: number;
  /** Why it stopped (errored or paused), null otherwise. */
  error: DownloadMessage | null;
}

export type NewDownloadRow = Omit<DownloadRow, 'version' | 'bytes'>;

export function downloadId(kind: DownloadKind, objectId: number | null = null): string {
  return kind === 'favorites' ? 'favorites' : `${kind}:${objectId}`;
}

const messageSchema = z.object({
  key: z.string().check(z.minLength(1)),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});

const trackSchema = z.object({
  trackId: z.int(),
  title: z.string(),
  uploadUuid: z.string(),
  listenUrl: z.string().check(z.minLength(1)),
  size: z.nullable(z.number().check(z.nonnegative())),
  state: z.enum(['pending', 'kept', 'errored']),
  track: z.unknown(),
});

const rowSchema = z.object({
  id: z.string().check(z.minLength(1)),
  kind: z.enum(['album', 'playlist', 'favorites', 'episodes']),
  objectId: z.nullable(z.int()),
  title: z.string(),
  state: z.enum(['downloading', 'kept', 'errored', 'paused']),
  tracks: z.array(trackSchema),
  bytes: z.number().check(z.nonnegative()),
  createdAt: z.number(),
  error: z.nullable(messageSchema),
});

const DOWNLOAD_FORMAT: PersistedFormat<DownloadRow> = {
  name: 'download',
  version: DOWNLOAD_ROW_VERSION,
  parse: (value) => {
    const parsed = rowSchema.safeParse(value);
    return parsed.success ? ({ ...parsed.data, version: DOWNLOAD_ROW_VERSION } as DownloadRow) : null;
  },
};

/** Bytes of the kept tracks of a row. */
export function keptBytes(tracks: readonly DownloadTrack[]): number {
  return tracks.reduce((sum, track) => sum + (track.state === 'kept' ? (track.size ?? 0) : 0), 0);
}

function parseRow(raw: unknown): DownloadRow | null {
  return loadPersisted(raw, DOWNLOAD_FORMAT);
}

/** Every readable download, oldest first, without writing (live queries read only). */
async function listDownloads(): Promise<DownloadRow[]> {
  const raw: unknown[] = await getDb().downloads.toArray();
  return byAge(raw.flatMap((item) => parseRow(item) ?? []));
}

/** Oldest first. (Not through the createdAt index: a corrupt row without it would never be seen, nor cleaned.) */
function byAge(rows: DownloadRow[]): DownloadRow[] {
  return rows.sort((a, b) => a.createdAt - b.createdAt);
}

/** Every readable download, oldest first; a corrupt row is logged and deleted. */
export async function readDownloads(): Promise<DownloadRow[]> {
  const db = getDb();
  const raw: unknown[] = await db.downloads.toArray();
  const rows: DownloadRow[] = [];
  for (const item of raw) {
    const row = parseRow(item);
    if (row !== null) rows.push(row);
    else {
      const id = (item as { id?: unknown } | null)?.id;
      if (typeof id === 'string') await db.downloads.delete(id);
      else logger.warn('A download row has no id; left in place', item);
    }
  }
  return byAge(rows);
}

export async function getDownload(id: string): Promise<DownloadRow | null> {
  return parseRow(await getDb().downloads.get(id));
}

/** Writes a whole row (a new download, or one started again); bytes follow the tracks. */
export async function putDownload(row: NewDownloadRow): Promise<DownloadRow> {
  const full: DownloadRow = { ...row, version: DOWNLOAD_ROW_VERSION, bytes: keptBytes(row.tracks) };
  await getDb().downloads.put(full);
  return full;
}

/**
 * Changes a row in one transaction (read, change, write), so progress written by the downloader and
 * a removal by the user never lose each other. Null when the row is gone (removed meanwhile).
 */
export async function changeDownload(
  id: string,
  change: (row: DownloadRow) => DownloadRow,
): Promise<DownloadRow | null> {
  const db = getDb();
  return db.transaction('rw', db.downloads, async () => {
    const current = parseRow(await db.downloads.get(id));
    if (current === null) return null;
    const next = change(current);
    const full: DownloadRow = { ...next, id, version: DOWNLOAD_ROW_VERSION, bytes: keptBytes(next.tracks) };
    await db.downloads.put(full);
    return full;
  });
}

export async function patchDownload(
  id: string,
  patch: Partial<Pick<DownloadRow, 'state' | 'error' | 'title'>>,
): Promise<DownloadRow | null> {
  return changeDownload(id, (row) => ({ ...row, ...patch }));
}

/** One track's progress: its state, and the size actually kept. */
export async function setDownloadTrack(
  id: string,
  trackId: number,
  patch: Partial<Pick<DownloadTrack, 'state' | 'size'>>,
): Promise<DownloadRow | null> {
  return changeDownload(id, (row) => ({
    ...row,
    tracks: row.tracks.map((track) => (track.trackId === trackId ? { ...track, ...patch } : track)),
  }));
}

export async function deleteDownload(id: string): Promise<void> {
  await getDb().downloads.delete(id);
}

/** The kept tracks of every download (each track once), for the offline radio and filters. */
export async function readKeptTracks(): Promise<DownloadTrack[]> {
  const seen = new Set<number>();
  const kept: DownloadTrack[] = [];
  for (const row of await listDownloads()) {
    for (const track of row.tracks) {
      if (track.state !== 'kept' || seen.has(track.trackId)) continue;
      seen.add(track.trackId);
      kept.push(track);
    }
  }
  return kept;
}

/** Live: one download, null when there is none, undefined while loading. */
export function useDownload(id: string | null): DownloadRow | null | undefined {
  return useKeyedLiveQuery(async () => (id === null ? null : getDownload(id)), [id]);
}

/** Live: every download, oldest first. */
export function useDownloads(): DownloadRow[] | undefined {
  return useLiveQuery(listDownloads, []);
}

const NO_IDS: ReadonlySet<number> = new Set();

/** Live: ids of the tracks kept on the device by any download (empty while loading). */
export function useKeptTrackIds(): ReadonlySet<number> {
  return useLiveQuery(async () => new Set((await readKeptTracks()).map((track) => track.trackId)), []) ?? NO_IDS;
}
