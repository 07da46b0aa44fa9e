/**
 * Radios the client runs by itself (RadioConfig.clientOnly), with no session on the pod: a
 * playlist radio picks its tracks at random from the playlist, avoiding the most recent ones.
 */
import { listPlaylistTracks } from '../sync/playlists';
import type { HttpClient } from '../sync/core';
import type { Track } from '../sync/catalogue';
import { trackToQueueTrack } from './sources';
import type { QueueTrack, RadioConfig } from './types';

/** A pick avoids the last few tracks it gave (fewer when the playlist is short). */
export const RECENT_AVOIDED = 5;

interface ClientRadioDeps {
  http: HttpClient;
  instanceUrl: () => string | null;
  random?: () => number;
  /** The tracks kept on the device by downloads (the offline radio), read at each pick. */
  keptTracks?: () => Promise<Track[]>;
}

export { DOWNLOADS_RADIO } from './constants';

export function createClientRadios(deps: ClientRadioDeps): (config: RadioConfig) => Promise<QueueTrack | null> {
  const random = deps.random ?? Math.random;
  const tracks = new Map<string, Track[]>();
  const recent: number[] = [];

  async function playlistTracks(id: string): Promise<Track[] | null> {
    const known = tracks.get(id);
    if (known) return known;
    const result = await listPlaylistTracks(deps.http, Number(id));
    if (!result.ok) return null;
    const playable = result.data.map((entry) => entry.track).filter((track) => track.uploads.length > 0);
    tracks.set(id, playable);
    return playable;
  }

  async function candidatesOf(config: RadioConfig): Promise<Track[] | null> {
    if (config.type === 'downloads') return (await deps.keptTracks?.().catch(() => null)) ?? null;
    if (config.type !== 'playlist' || config.objectId === null) return null;
    return playlistTracks(String(config.objectId));
  }

  return async (config) => {
    const candidates = await candidatesOf(config);
    if (!candidates || candidates.length === 0) return null;
    const avoid = new Set(recent.slice(-Math.min(RECENT_AVOIDED, candidates.length - 1)));
    const pool = candidates.filter((track) => !avoid.has(track.id));
    const pick = pool[Math.floor(random() * pool.length)] ?? candidates[0];
    if (!pick) return null;
    recent.push(pick.id);
    if (recent.length > RECENT_AVOIDED) recent.shift();
    return trackToQueueTrack(pick, deps.instanceUrl());
  };
}
