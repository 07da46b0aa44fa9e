// New episodes kept for offline (rss19), the rules alone: which episodes a podcast's rule keeps,
// which files go when newer ones come, and whether the connection lets them come at all. Pure: the
// runner (episodes.ts) reads the pod, the downloads and the browser, and applies the plan.

import { audioCacheKey } from '../../audio-cache';
import type { DownloadTrack } from '../../db/downloads';

/** What the user set for one subscribed podcast on the downloads screen. */
export interface EpisodeRule {
  channel: string;
  /** The channel's artist: the download row is `episodes:<artistId>`. */
  artistId: number;
  title: string;
  /** "Download new episodes": off by default. */
  enabled: boolean;
  /** How many of the newest episodes are kept. */
  keep: number;
  /** "Wi-Fi only": on by default. */
  wifiOnly: boolean;
  /** An external channel: the pod reads its feed again when asked (`?refresh=true`). */
  external: boolean;
}

export const DEFAULT_KEEP = 3;
export const MAX_KEEP = 50;

export function newRule(channel: Omit<EpisodeRule, 'enabled' | 'keep' | 'wifiOnly'>): EpisodeRule {
  return { ...channel, enabled: false, keep: DEFAULT_KEEP, wifiOnly: true };
}

export function clampKeep(value: number): number {
  return Number.isFinite(value) ? Math.min(MAX_KEEP, Math.max(1, Math.round(value))) : DEFAULT_KEEP;
}

export interface EpisodePlan {
  /** The rule's tracks from now on, newest first: kept ones stay kept, new ones are pending. */
  tracks: DownloadTrack[];
  /** Cache keys of files to delete: dropped by the rule and kept by no other download. */
  deleteKeys: string[];
  /** True when nothing changes. */
  unchanged: boolean;
}

/**
 * The newest `keep` episodes (the pod's list, newest first, as download tracks) replace what the rule
 * kept before. A file the rule drops is deleted only when no other download keeps it: a hand download
 * of the same episode (an album, a playlist, the favorites) is never removed by the rule.
 */
export function planEpisodes(input: {
  newest: readonly DownloadTrack[];
  keep: number;
  current: readonly DownloadTrack[];
  keptElsewhere: ReadonlySet<string>;
}): EpisodePlan {
  const chosen = input.newest.slice(0, clampKeep(input.keep));
  const current = new Map(input.current.map((track) => [track.trackId, track]));
  const tracks = chosen.map((track) => {
    const known = current.get(track.trackId);
    if (known === undefined) return { ...track, state: 'pending' as const };
    // One that failed is tried again at the next check.
    return known.state === 'errored' ? { ...known, state: 'pending' as const } : known;
  });
  const chosenIds = new Set(tracks.map((track) => track.trackId));
  const chosenKeys = new Set(tracks.map((track) => audioCacheKey(track.listenUrl)));
  const deleteKeys = input.current
    .filter((track) => !chosenIds.has(track.trackId) && track.state === 'kept')
    .map((track) => audioCacheKey(track.listenUrl))
    .filter((key) => !input.keptElsewhere.has(key) && !chosenKeys.has(key));
  const unchanged =
    tracks.length === input.current.length &&
    tracks.every((track, index) => {
      const before = input.current[index];
      return before !== undefined && before.trackId === track.trackId && before.state === track.state;
    });
  return { tracks, deleteKeys, unchanged };
}

/** What "Wi-Fi only" can say of this connection: `navigator.connection.type` (Network Information API). */
export type WifiVerdict = 'wifi' | 'other' | 'unknown';

export function wifiVerdict(type: string | null | undefined): WifiVerdict {
  if (type === 'wifi' || type === 'ethernet') return 'wifi';
  if (typeof type !== 'string' || type === '' || type === 'unknown') return 'unknown';
  return 'other';
}

/** Whether a rule may fetch now: Wi-Fi only fetches on Wi-Fi or Ethernet alone, never on a connection that does not say. */
export function mayFetch(rule: Pick<EpisodeRule, 'enabled' | 'wifiOnly'>, type: string | null | undefined): boolean {
  if (!rule.enabled) return false;
  return !rule.wifiOnly || wifiVerdict(type) === 'wifi';
}
