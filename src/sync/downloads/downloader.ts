// The downloads machine ("available offline", issue 5): lists the tracks of an album, a playlist or
// the favorites, picks each one's file the way the player does (listen-sources.ts), fetches the
// whole file (no Range: the Cache API keeps no partial answers) and puts it in KEPT_AUDIO_CACHE
// under the key the service worker looks up (audioCacheKey: the listen URL without its token). One
// track at a time, one download at a time, progress in Dexie (db/downloads.ts), so a reload resumes
// where it stopped. The Cache Storage, fetch and the storage estimate are injected: unit tests use
// an in-memory cache and the demo pod.

import {
  changeDownload,
  deleteDownload,
  downloadId,
  getDownload,
  putDownload,
  readDownloads,
  setDownloadTrack,
  type DownloadKind,
  type DownloadMessage,
  type DownloadRow,
  type DownloadTrack,
} from '../../db/downloads';
import { audioCacheKey, KEPT_AUDIO_CACHE } from '../../audio-cache';
import { logger as appLogger, type Logger } from '../../logger';
import { getAlbum, listAlbumTracks, sourceUrl, type CanPlayType, type ListenSession } from '../catalogue';
import { getPlaylist, listPlaylistTracks } from '../playlists';
import type { UiText } from '../core/errors';
import type { HttpClient, Result } from '../core/http';
import type { Track } from '../catalogue';
import {
  DOWNLOAD_ERRORS,
  downloadTracks,
  isAbort,
  isQuotaError,
  keysKeptElsewhere,
  QuotaExceeded,
} from './download-files';

/** The part of a Cache the downloads use (window.caches gives a superset). */
export interface AudioCache {
  put(key: string, response: Response): Promise<void>;
  match(key: string): Promise<Response | undefined>;
  delete(key: string): Promise<boolean>;
}

export interface AudioCacheStorage {
  open(name: string): Promise<AudioCache>;
}

export interface StorageFigures {
  quota?: number;
  usage?: number;
}

export interface DownloaderDeps {
  /** Lists the tracks (the app's client: its base URL, cookies, token). */
  http: HttpClient;
  /** Fetches the audio files; the app's sends its credentials. */
  fetchImpl: (url: string, init: RequestInit) => Promise<Response>;
  caches: AudioCacheStorage | null;
  /** Read at each file: the instance URL and listen token may change. */
  session: () => ListenSession;
  canPlayType?: CanPlayType;
  /** navigator.storage.estimate: a file that does not fit stops the download before it is fetched. */
  estimate?: (() => Promise<StorageFigures>) | null;
  /** The user's favorite tracks, from the mirror (newest first). */
  favorites: () => Promise<Track[]>;
  /** A message for the user (quota exceeded, a list that cannot be read). */
  notify: (text: UiText, error: boolean) => void;
  logger?: Logger;
}

export interface Downloader {
  downloadAlbum(id: number, title?: string): Promise<void>;
  downloadPlaylist(id: number, title?: string): Promise<void>;
  downloadFavorites(title?: string): Promise<void>;
  /** Deletes the files no other download keeps, then the row. Stops it first if it is running. */
  removeDownload(id: string): Promise<void>;
  /** Runs what a reload left `downloading` (and, with `paused`, what a lost connection paused). */
  resumeDownloads(options?: { paused?: boolean }): Promise<void>;
  /** An errored or paused download tries again: its errored tracks go back to pending. */
  retryDownload(id: string): Promise<void>;
  /**
   * rss19: a podcast's rule keeps these tracks (newest first) in the row `episodes:<artistId>`; the
   * files of `deleteKeys` (dropped, kept by no other download) go. Runs what is pending.
   */
  keepEpisodes(artistId: number, title: string, tracks: DownloadTrack[], deleteKeys: readonly string[]): Promise<void>;
  /** Settles once nothing is left to fetch (tests). */
  idle(): Promise<void>;
}

export function createDownloader(deps: DownloaderDeps): Downloader {
  const log = deps.logger ?? appLogger.child('downloads');
  const canPlayType = deps.canPlayType ?? (() => 'maybe');
  let running: Promise<void> | null = null;
  let again = false;
  let active: { id: string; abort: AbortController } | null = null;

  function kick(): Promise<void> {
    again = true;
    running ??= loop().finally(() => {
      running = null;
    });
    return running;
  }

  async function loop(): Promise<void> {
    while (again) {
      again = false;
      for (;;) {
        const next = (await readDownloads()).find((row) => row.state === 'downloading');
        if (next === undefined) break;
        const abort = new AbortController();
        active = { id: next.id, abort };
        try {
          await run(next, abort.signal);
        } catch (error) {
          log.error(`Download ${next.id} failed`, error);
          await changeDownload(next.id, (row) => ({
            ...row,
            state: 'errored',
            error: { key: DOWNLOAD_ERRORS.someFailed, params: { count: 0 } },
          }));
        } finally {
          active = null;
        }
      }
    }
  }

  async function stop(row: DownloadRow, state: 'errored' | 'paused', error: DownloadMessage): Promise<void> {
    await changeDownload(row.id, (current) => ({ ...current, state, error }));
  }

  /** Fetches the pending tracks of one download, then settles its state. */
  async function run(row: DownloadRow, signal: AbortSignal): Promise<void> {
    if (deps.caches === null) {
      await stop(row, 'errored', { key: DOWNLOAD_ERRORS.unsupported });
      deps.notify({ key: DOWNLOAD_ERRORS.unsupported }, true);
      return;
    }
    const cache = await deps.caches.open(KEPT_AUDIO_CACHE);
    for (const track of row.tracks) {
      if (track.state !== 'pending') continue;
      const current = await getDownload(row.id);
      // Removed, or stopped meanwhile (another tab): nothing more to do here.
      if (current === null || current.state !== 'downloading' || signal.aborted) return;
      let outcome: 'kept' | 'errored' | 'paused';
      try {
        outcome = await keepTrack(cache, row.id, track, signal);
      } catch (error) {
        if (error instanceof QuotaExceeded || isQuotaError(error)) {
          await stop(row, 'errored', { key: DOWNLOAD_ERRORS.quota });
          deps.notify(
            row.kind === 'favorites'
              ? { key: 'downloads.quotaFavorites' }
              : { key: 'downloads.quotaMessage', params: { title: row.title } },
            true,
          );
          return;
        }
        if (isAbort(error) || signal.aborted) return;
        throw error;
      }
      if (outcome === 'paused') {
        await stop(row, 'paused', { key: DOWNLOAD_ERRORS.connection });
        return;
      }
    }
    await changeDownload(row.id, (current) => {
      if (current.state !== 'downloading') return current;
      const failed = current.tracks.filter((track) => track.state === 'errored').length;
      const pending = current.tracks.some((track) => track.state === 'pending');
      if (pending) return current;
      return failed > 0
        ? { ...current, state: 'errored', error: { key: DOWNLOAD_ERRORS.someFailed, params: { count: failed } } }
        : { ...current, state: 'kept', error: null };
    });
    // Tracks added while this ran (a retry in another tab) are picked up by the loop.
  }

  /** One file: already kept by another download, or fetched whole and put in the cache. */
  async function keepTrack(
    cache: AudioCache,
    id: string,
    track: DownloadTrack,
    signal: AbortSignal,
  ): Promise<'kept' | 'errored' | 'paused'> {
    const key = audioCacheKey(track.listenUrl);
    const existing = await cache.match(key);
    if (existing !== undefined) {
      const known = Number(existing.headers.get('content-length'));
      await setDownloadTrack(id, track.trackId, {
        state: 'kept',
        size: Number.isFinite(known) && known > 0 ? known : track.size,
      });
      return 'kept';
    }
    if (deps.estimate) {
      const figures = await deps.estimate().catch(() => null);
      if (
        figures?.quota !== undefined &&
        figures.usage !== undefined &&
        figures.quota - figures.usage < (track.size ?? 0)
      )
        throw new QuotaExceeded();
    }
    let response: Response;
    try {
      response = await deps.fetchImpl(sourceUrl({ listenUrl: track.listenUrl }, deps.session()), {
        signal,
        credentials: 'include',
      });
    } catch (error) {
      if (isAbort(error) || signal.aborted) throw error;
      log.warn(`Could not fetch ${track.title}`, error);
      return 'paused';
    }
    // A partial answer (206) cannot be kept: the whole file is needed to answer any Range offline.
    if (response.status !== 200) {
      log.warn(`The pod answered ${response.status} for ${track.title}`);
      await response.body?.cancel().catch(() => undefined);
      await setDownloadTrack(id, track.trackId, { state: 'errored' });
      return 'errored';
    }
    let body: Blob;
    try {
      body = await response.blob();
    } catch (error) {
      if (isAbort(error) || signal.aborted) throw error;
      return 'paused';
    }
    const headers = new Headers({ 'Content-Length': String(body.size) });
    const type = response.headers.get('content-type');
    if (type) headers.set('Content-Type', type);
    await cache.put(key, new Response(body, { status: 200, headers }));
    const updated = signal.aborted
      ? null
      : await setDownloadTrack(id, track.trackId, { state: 'kept', size: body.size });
    if (updated === null) {
      // Removed while the file was on its way: it must not stay behind, unless another download keeps it.
      if (!keysKeptElsewhere(await readDownloads(), id).has(key)) await cache.delete(key);
      throw Object.assign(new Error('removed'), { name: 'AbortError' });
    }
    return 'kept';
  }

  async function start(
    kind: DownloadKind,
    objectId: number | null,
    title: string,
    list: () => Promise<Result<Track[]>>,
  ): Promise<void> {
    const id = downloadId(kind, objectId);
    const existing = await getDownload(id);
    if (existing !== null) {
      if (existing.state === 'errored' || existing.state === 'paused') return retryDownload(id);
      return;
    }
    const result = await list();
    if (!result.ok) {
      for (const text of result.error.messages) deps.notify(text, true);
      return;
    }
    const tracks = downloadTracks(result.data, canPlayType, deps.session().instanceUrl);
    await putDownload({
      id,
      kind,
      objectId,
      title,
      state: tracks.length === 0 ? 'kept' : 'downloading',
      tracks,
      createdAt: Date.now(),
      error: null,
    });
    await kick();
  }

  async function titled(given: string | undefined, fetch: () => Promise<Result<string>>): Promise<string> {
    if (given !== undefined) return given;
    const result = await fetch();
    return result.ok ? result.data : '';
  }

  async function retryDownload(id: string): Promise<void> {
    await changeDownload(id, (row) => ({
      ...row,
      state: 'downloading',
      error: null,
      tracks: row.tracks.map((track) => (track.state === 'errored' ? { ...track, state: 'pending' } : track)),
    }));
    await kick();
  }

  return {
    async downloadAlbum(albumId, title) {
      const name = await titled(title, async () => {
        const album = await getAlbum(deps.http, albumId);
        return album.ok ? { ok: true, data: album.data.title, status: album.status } : album;
      });
      await start('album', albumId, name, () => listAlbumTracks(deps.http, albumId));
    },
    async downloadPlaylist(playlistId, title) {
      const name = await titled(title, async () => {
        const playlist = await getPlaylist(deps.http, playlistId);
        return playlist.ok ? { ok: true, data: playlist.data.name, status: playlist.status } : playlist;
      });
      await start('playlist', playlistId, name, async () => {
        const result = await listPlaylistTracks(deps.http, playlistId);
        return result.ok ? { ok: true, data: result.data.map((entry) => entry.track), status: result.status } : result;
      });
    },
    async downloadFavorites(title = '') {
      await start('favorites', null, title, async () => ({ ok: true, data: await deps.favorites(), status: 200 }));
    },
    async removeDownload(id) {
      if (active?.id === id) active.abort.abort();
      const rows = await readDownloads();
      const row = rows.find((candidate) => candidate.id === id);
      if (row === undefined) return;
      if (deps.caches !== null) {
        const cache = await deps.caches.open(KEPT_AUDIO_CACHE);
        const keep = keysKeptElsewhere(rows, id);
        for (const track of row.tracks) {
          const key = audioCacheKey(track.listenUrl);
          if (!keep.has(key)) await cache.delete(key);
        }
      }
      await deleteDownload(id);
    },
    async resumeDownloads(options = {}) {
      if (options.paused) {
        for (const row of await readDownloads()) {
          if (row.state === 'paused')
            await changeDownload(row.id, (current) =>
              current.state === 'paused' ? { ...current, state: 'downloading', error: null } : current,
            );
        }
      }
      await kick();
    },
    retryDownload,
    async keepEpisodes(artistId, title, tracks, deleteKeys) {
      const id = downloadId('episodes', artistId);
      // The row's list changes under a running download: it starts again from the new list.
      if (active?.id === id) active.abort.abort();
      const existing = await getDownload(id);
      const pending = tracks.some((track) => track.state === 'pending');
      await putDownload({
        id,
        kind: 'episodes',
        objectId: artistId,
        title,
        state: pending ? 'downloading' : 'kept',
        tracks,
        createdAt: existing?.createdAt ?? Date.now(),
        error: null,
      });
      if (deps.caches !== null && deleteKeys.length > 0) {
        const cache = await deps.caches.open(KEPT_AUDIO_CACHE);
        for (const key of deleteKeys) await cache.delete(key);
      }
      if (pending) await kick();
    },
    idle: () => running ?? Promise.resolve(),
  };
}
