// episodes27: where each episode (player/episodes.ts) was left on this device, and the playback
// speed chosen per channel. Keyed by the pod and the track (or channel) id, so two pods' ids never
// meet. Rows are small and written every few seconds while an episode plays; a row that does not
// read is ignored (the episode starts from 0, at 1x). Not the auto-download rules of new episodes:
// those are db/episode-rules.ts.

import { forgetLivePosition, keepLivePosition, newerPosition, readLivePosition } from './live-position';
import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { getDb } from './schema';
import { readSession } from './session';

export interface EpisodePositionRow {
  /** `<instance URL> <track id>`. */
  key: string;
  /** Seconds. */
  position: number;
  played: boolean;
  savedAt: number;
}

export interface EpisodeSpeedRow {
  /** `<instance URL> <channel artist id>`. */
  key: string;
  speed: number;
}

export interface StoredEpisodePosition {
  position: number;
  played: boolean;
}

export const episodeKey = (instanceUrl: string | null, id: number): string => `${instanceUrl ?? ''} ${id}`;

/** resume27: the last episode position written, mirrored synchronously (its row may be lost when the page goes). */
const LIVE = 'episode';

export async function readEpisodePosition(key: string): Promise<StoredEpisodePosition | null> {
  const row = await getDb().episodePositions.get(key);
  const valid = row !== undefined && typeof row.position === 'number' && typeof row.played === 'boolean';
  const live = readLivePosition(LIVE);
  if (!valid) return live?.match === key ? { position: live.position, played: false } : null;
  const position = newerPosition({ match: key, position: row.position, savedAt: row.savedAt }, live);
  return position === row.position ? { position, played: row.played } : { position, played: false };
}

/** resume27: mirrors a position synchronously before it is written (a played episode has nothing to resume). */
export function keepEpisodePosition(key: string, value: StoredEpisodePosition): void {
  if (value.played) forgetLivePosition(LIVE);
  else keepLivePosition(LIVE, { match: key, position: value.position, savedAt: Date.now() });
}

export async function writeEpisodePosition(
  key: string,
  value: StoredEpisodePosition,
  savedAt: number = Date.now(),
): Promise<void> {
  await getDb().episodePositions.put({ key, position: value.position, played: value.played, savedAt });
}

export async function readEpisodeSpeed(key: string): Promise<number | null> {
  const row = await getDb().episodeSpeeds.get(key);
  return typeof row?.speed === 'number' ? row.speed : null;
}

export async function writeEpisodeSpeed(key: string, speed: number): Promise<void> {
  await getDb().episodeSpeeds.put({ key, speed });
}

const NO_STATES: ReadonlyMap<number, StoredEpisodePosition> = new Map();

/** Lists longer than this read the pod's stored positions as a whole rather than one key per track. */
const BULK_GET_UP_TO = 500;

/** The stored state of each of these tracks on this pod (np27: the "Played" mark); tracks never started are absent. */
export async function readEpisodeStates(
  instanceUrl: string | null,
  trackIds: readonly number[],
): Promise<ReadonlyMap<number, StoredEpisodePosition>> {
  if (trackIds.length === 0) return NO_STATES;
  const states = new Map<number, StoredEpisodePosition>();
  const keep = (id: number, row: EpisodePositionRow | undefined) => {
    if (row === undefined || typeof row.position !== 'number' || typeof row.played !== 'boolean') return;
    states.set(id, { position: row.position, played: row.played });
  };
  if (trackIds.length > BULK_GET_UP_TO) {
    // A long queue (10,000 entries): the pod's few stored positions, rather than a key read per track.
    const wanted = new Set(trackIds);
    const prefix = episodeKey(instanceUrl, 0).slice(0, -1);
    const rows = await getDb().episodePositions.where('key').startsWith(prefix).toArray();
    for (const row of rows) {
      const id = Number(row.key.slice(prefix.length));
      if (wanted.has(id)) keep(id, row);
    }
    return states;
  }
  const rows = await getDb().episodePositions.bulkGet(trackIds.map((id) => episodeKey(instanceUrl, id)));
  rows.forEach((row, index) => keep(trackIds[index]!, row));
  return states;
}

/** Live: the stored state of these tracks for the signed-in pod (empty until Dexie answers). */
export function useEpisodeStates(trackIds: readonly number[]): ReadonlyMap<number, StoredEpisodePosition> {
  const ids = useMemo(() => trackIds.join(','), [trackIds]);
  return (
    useLiveQuery(async () => readEpisodeStates((await readSession()).instanceUrl ?? null, trackIds), [ids]) ?? NO_STATES
  );
}
