// What the app calls for downloads ("available offline", issue 5): the named commands, the live
// hooks, the storage figures, and the availability check the player uses offline. The machine
// itself is downloader.ts; this file wires it to the browser (Cache Storage, fetch with the app's
// credentials, navigator.storage) and to the app's session, mirrors and messages.

import { useEffect, useState } from 'react';
import { readMirror } from '../../db/mirror';
import { readDownloads } from '../../db/downloads';
import { USER_CACHES } from '../../audio-cache';
import { sessionSnapshot } from '../../db/session';
import { httpClient } from '../runtime';
import { emitSyncEvent } from '../core/events';
import { getConnectivity } from '../engine';
import { appOrigin, type ListenSession } from '../catalogue';
import type { Track } from '../catalogue';
import { createDownloader, type AudioCacheStorage, type Downloader, type StorageFigures } from './downloader';
import { CHECK_EVERY_MS, createEpisodeChecker, PERIODIC_SYNC_TAG } from './episodes';
import type { StoredEpisodeRule } from '../../db/episode-rules';

export {
  useDownload,
  useDownloads,
  useKeptTrackIds,
  downloadId,
  type DownloadRow,
  type DownloadTrack,
  type DownloadState,
} from '../../db/downloads';
export { DOWNLOAD_ERRORS } from './download-files';
export { isAudioAvailableOffline } from './availability';
export { useEpisodeRules, type StoredEpisodeRule as EpisodeRule } from '../../db/episode-rules';
export { DEFAULT_KEEP, MAX_KEEP, newRule, wifiVerdict, type WifiVerdict } from './new-episodes';

function listenSession(): ListenSession {
  const row = sessionSnapshot();
  const profile = row?.profile ?? null;
  return {
    instanceUrl: row?.instanceUrl ?? null,
    listenToken: profile?.listenToken ?? null,
    authenticated: profile !== null,
    appOrigin: appOrigin(),
  };
}

function browserCaches(): AudioCacheStorage | null {
  return typeof caches === 'undefined' ? null : (caches as unknown as AudioCacheStorage);
}

function storageManager(): StorageManager | null {
  return typeof navigator !== 'undefined' && navigator.storage !== undefined ? navigator.storage : null;
}

function isTrack(value: unknown): value is Track {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'number' &&
    Array.isArray((value as { uploads?: unknown }).uploads)
  );
}

/** The user's favorites whose track is known, newest first (as the favorites screen lists them). */
async function favoriteTracks(): Promise<Track[]> {
  const values = await readMirror('favorite');
  return values
    .slice()
    .sort((a, b) => (b.creationDate ?? '').localeCompare(a.creationDate ?? ''))
    .flatMap((value) => (isTrack(value.track) ? [value.track] : []));
}

let probe: HTMLAudioElement | null = null;
let downloader: Downloader | null = null;
const canPlay = (type: string) => (typeof Audio === 'undefined' ? 'maybe' : (probe ??= new Audio()).canPlayType(type));

function getDownloader(): Downloader {
  if (downloader !== null) return downloader;
  downloader = createDownloader({
    http: httpClient,
    fetchImpl: (url, init) => fetch(url, { ...init, credentials: 'include' }),
    caches: browserCaches(),
    session: listenSession,
    canPlayType: canPlay,
    estimate: storageManager()?.estimate ? () => (storageManager() as StorageManager).estimate() : null,
    favorites: favoriteTracks,
    notify: (text, error) => emitSyncEvent({ type: 'message', text, error }),
  });
  // Downloads a lost connection paused go on when it returns. Set up by the downloader's first use:
  // start-up loads this chunk only when something is left to resume (issue 17).
  getConnectivity().subscribe((state) => {
    if (state === 'online') void downloader?.resumeDownloads({ paused: true });
  });
  return downloader;
}

export const downloadAlbum = (id: number, title?: string): Promise<void> => getDownloader().downloadAlbum(id, title);
export const downloadPlaylist = (id: number, title?: string): Promise<void> =>
  getDownloader().downloadPlaylist(id, title);
export const downloadFavorites = (): Promise<void> => getDownloader().downloadFavorites();
export const removeDownload = (id: string): Promise<void> => getDownloader().removeDownload(id);
export const retryDownload = (id: string): Promise<void> => getDownloader().retryDownload(id);

let resumed = false;

/** At start: downloads a reload cut go on; those a lost connection paused go on when it returns. */
export function resumeDownloads(): void {
  if (resumed) return;
  resumed = true;
  void getDownloader().resumeDownloads({ paused: getConnectivity().current === 'online' });
}

// --- New episodes kept for offline (rss19) ---------------------------------------------------------

/** `navigator.connection.type`: undefined where the browser does not say (desktop Chromium, Firefox, Safari). */
function connectionType(): string | undefined {
  const connection = (navigator as { connection?: { type?: unknown } }).connection;
  return typeof connection?.type === 'string' ? connection.type : undefined;
}

/** Live: the connection type, following its changes. */
export function useConnectionType(): string | undefined {
  const [type, setType] = useState(connectionType);
  useEffect(() => {
    const connection = (navigator as { connection?: EventTarget }).connection;
    if (connection?.addEventListener === undefined) return;
    const listener = () => setType(connectionType());
    connection.addEventListener('change', listener);
    return () => connection.removeEventListener('change', listener);
  }, []);
  return type;
}

let episodes: ReturnType<typeof createEpisodeChecker> | null = null;
const episodeChecker = () =>
  (episodes ??= createEpisodeChecker({
    http: httpClient,
    downloader: getDownloader,
    canPlayType: canPlay,
    instanceUrl: () => listenSession().instanceUrl,
    connectionType,
  }));

/** Checks every podcast's rule now. */
export const checkNewEpisodes = (): Promise<void> => episodeChecker().check();

/** Saves a podcast's rule from the downloads screen (and starts the checks when one is on). */
export async function setEpisodeRule(rule: StoredEpisodeRule): Promise<void> {
  if (rule.enabled) startNewEpisodes({ checkNow: false });
  await episodeChecker().setRule(rule);
}

async function registerPeriodicSync(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const periodicSync = (registration as { periodicSync?: { register(tag: string, options: object): Promise<void> } })
    ?.periodicSync;
  if (periodicSync === undefined) return;
  // Chromium grants it to installed apps only; elsewhere the checks while open are all there is.
  await periodicSync.register(PERIODIC_SYNC_TAG, { minInterval: CHECK_EVERY_MS }).catch(() => undefined);
}

let checksStarted = false;

/** At start (a rule is on): a check now, every 30 minutes while open, and when Periodic Background Sync wakes the page. */
export function startNewEpisodes(options: { checkNow?: boolean } = {}): void {
  if (checksStarted) return;
  checksStarted = true;
  if (options.checkNow !== false) void checkNewEpisodes();
  setInterval(() => void checkNewEpisodes(), CHECK_EVERY_MS);
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === PERIODIC_SYNC_TAG) void checkNewEpisodes();
  });
  void registerPeriodicSync();
}

interface StorageInfo {
  /** null: the browser does not say. */
  usage: number | null;
  quota: number | null;
  /** null while unknown or when the browser has no such request. */
  persisted: boolean | null;
}

const UNKNOWN_STORAGE: StorageInfo = { usage: null, quota: null, persisted: null };

async function readStorage(): Promise<StorageInfo> {
  const manager = storageManager();
  if (manager === null) return UNKNOWN_STORAGE;
  const figures: StorageFigures = (await manager.estimate?.().catch(() => null)) ?? {};
  const persisted = manager.persisted ? await manager.persisted().catch(() => null) : null;
  return { usage: figures.usage ?? null, quota: figures.quota ?? null, persisted };
}

const storageListeners = new Set<() => void>();

/** Asks the browser to keep this site's storage when space runs low; the answer, or null when it cannot be asked. */
export async function requestPersistentStorage(): Promise<boolean | null> {
  const manager = storageManager();
  if (manager?.persist === undefined) return null;
  const granted = await manager.persist().catch(() => false);
  for (const listener of storageListeners) listener();
  return granted;
}

/** The browser's storage figures, read again when `version` changes (a download kept or removed). */
export function useStorageInfo(version: unknown): StorageInfo | undefined {
  const [info, setInfo] = useState<StorageInfo | undefined>(undefined);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    const listener = () => setAsked((count) => count + 1);
    storageListeners.add(listener);
    return () => void storageListeners.delete(listener);
  }, []);
  useEffect(() => {
    let live = true;
    void readStorage().then((next) => live && setInfo(next));
    return () => {
      live = false;
    };
  }, [version, asked]);
  return info;
}

/**
 * Logout (issue 15): every download goes (its files with it), then the caches of what this user
 * played and saw. Called after the session is cleared, so nothing restarts a download meanwhile.
 */
export async function forgetDownloads(): Promise<void> {
  for (const row of await readDownloads()) await getDownloader().removeDownload(row.id);
  const storage = (globalThis as { caches?: CacheStorage }).caches;
  if (storage !== undefined) for (const name of USER_CACHES) await storage.delete(name);
}
