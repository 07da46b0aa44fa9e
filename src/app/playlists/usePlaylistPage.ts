import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useKnownSession } from '../shell/known-session'; // d16
import { trackDuration, useTracksOnDevice, type Track } from '../../sync/catalogue';
import {
  playlistKeys,
  useOwnPlaylist,
  usePlaylist,
  usePlaylistSyncState,
  usePlaylistTracks,
  usePodPlaylistId,
  type OwnPlaylist,
  type Playlist,
  type PlaylistId,
} from '../../sync/playlists';
import { refreshMirrors } from '../../sync/engine';

/** What the page's header shows, from the mirror for one's own playlist, else from the pod's page. */
export interface PlaylistSummary {
  id: PlaylistId;
  /** Null while a playlist made offline has no id on the pod yet. */
  podId: number | null;
  name: string;
  privacyLevel: Playlist['privacyLevel'];
  tracksCount: number;
  /** Seconds; null when unknown. */
  duration: number | null;
  owner: string | null;
  modificationDate: string | null;
  albumCovers: string[];
  isOwner: boolean;
  /** The pod names the signed-in user as the owner (the device may not list the playlist yet): no Report. */
  mineOnPod: boolean;
}

export interface PlaylistPageData {
  /** undefined while loading; null when there is no such playlist (or it is not reachable now). */
  summary: PlaylistSummary | null | undefined;
  own: OwnPlaylist | null | undefined;
  /** In the playlist's order; null where the track is not known on this device yet (added elsewhere, not fetched). */
  tracks: ReadonlyArray<Track | null>;
  /** The pod's page or its tracks failed or are not kept (the header shows the error). */
  remote: ReturnType<typeof usePlaylist>;
  /** The pod's tracks page: what the list waits for. */
  entries: ReturnType<typeof usePlaylistTracks>;
}

/**
 * The playlist page's data, local first: one's own playlist from the mirror (offline and with
 * waiting edits applied), the tracks' details and others' playlists from the persisted query cache.
 */
export function usePlaylistPage(id: PlaylistId): PlaylistPageData {
  const own = useOwnPlaylist(id);
  const podId = usePodPlaylistId(id);
  const remote = usePlaylist(podId ?? 0, { enabled: podId !== null });
  const entries = usePlaylistTracks(podId ?? 0, { enabled: podId !== null });
  const me = useKnownSession()?.profile?.username ?? null;
  useTracksFollowMirror(id, podId, own, entries.data, entries.isFetching);
  useMirrorLearnsOwn(own, remote.data, me);

  const listed = useMemo((): ReadonlyArray<Track | null> => {
    const fetched = entries.data ?? [];
    if (!own || !idsKnown(own)) return fetched;
    // By place while the two agree (a track twice keeps each entry), else by id.
    const byId = new Map(fetched.map((track) => [track.id, track]));
    return own.trackIds.map((trackId, index) =>
      fetched[index]?.id === trackId ? fetched[index] : (byId.get(trackId) ?? null),
    );
  }, [own, entries.data]);
  // Tracks the pod's page does not give (a playlist made or changed offline, the pod unreachable):
  // their details from what the device holds, as its Play finds them (sync/catalogue on-device.ts).
  const unlisted = useMemo(
    () => (own && idsKnown(own) ? own.trackIds.filter((trackId, index) => listed[index] === null) : []),
    [own, listed],
  );
  const onDevice = useTracksOnDevice(unlisted);
  const tracks = useMemo(
    () =>
      onDevice.size === 0 || !own
        ? listed
        : listed.map((track, index) => track ?? onDevice.get(own.trackIds[index] ?? -1) ?? null),
    [listed, onDevice, own],
  );

  const pod = remote.data;
  const loading = podId !== null && remote.isPending && remote.fetchStatus === 'fetching';
  const summary = useMemo((): PlaylistSummary | null | undefined => {
    if (own) {
      const ids = idsKnown(own);
      const known = tracks.every((track) => track !== null);
      return {
        id,
        podId,
        name: own.name,
        privacyLevel: own.privacyLevel,
        tracksCount: ids ? own.trackIds.length : own.tracksCount,
        duration:
          ids && known
            ? tracks.reduce((sum, track) => sum + (track ? (trackDuration(track) ?? 0) : 0), 0)
            : (pod?.duration ?? null),
        owner: me ?? pod?.ownerUsername ?? null,
        modificationDate: own.modificationDate ?? pod?.modificationDate ?? null,
        albumCovers: own.albumCovers.length > 0 ? own.albumCovers : (pod?.albumCovers ?? []),
        isOwner: true,
        mineOnPod: true,
      };
    }
    if (!pod) return own === undefined || loading ? undefined : null;
    return {
      id,
      podId,
      name: pod.name,
      privacyLevel: pod.privacyLevel,
      tracksCount: pod.tracksCount,
      duration: pod.duration,
      owner: pod.ownerUsername,
      modificationDate: pod.modificationDate,
      albumCovers: pod.albumCovers,
      isOwner: false,
      mineOnPod: me !== null && pod.ownerUsername === me,
    };
  }, [own, pod, loading, tracks, id, podId, me]);

  return { summary, own, tracks, remote, entries };
}

/**
 * The tracks' details come from the pod's `tracks/` page; the order from the mirror. Once the
 * playlist's writes are synced and the mirror holds tracks the page does not (added from another
 * screen, or reordered here), the page is asked again, once per new order.
 */
function useTracksFollowMirror(
  id: PlaylistId,
  podId: number | null,
  own: OwnPlaylist | null | undefined,
  fetched: readonly Track[] | undefined,
  fetching: boolean,
) {
  const queryClient = useQueryClient();
  const { state } = usePlaylistSyncState(id);
  const wanted = own?.trackIds.join(',');
  const have = fetched?.map((track) => track.id).join(',');
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (podId === null || state !== 'synced' || wanted === undefined || have === undefined || fetching) return;
    if (wanted === have || asked.current === wanted) return;
    asked.current = wanted;
    void queryClient.invalidateQueries({ queryKey: playlistKeys.tracks(podId) });
    void queryClient.invalidateQueries({ queryKey: playlistKeys.detail(podId) });
  }, [queryClient, podId, state, wanted, have, fetching]);
}

/**
 * One's own playlist the device does not list (made on another device since the last pull, with no
 * track event to refresh the list): the list is pulled again, once a playlist, so Edit comes.
 */
function useMirrorLearnsOwn(own: OwnPlaylist | null | undefined, pod: Playlist | undefined, me: string | null) {
  const asked = useRef<number | null>(null);
  const podId = pod?.id ?? null;
  const mine = own === null && me !== null && pod?.ownerUsername === me;
  useEffect(() => {
    if (!mine || podId === null || asked.current === podId) return;
    asked.current = podId;
    void refreshMirrors(['playlists']);
  }, [mine, podId]);
}

/** False while the mirror has the playlist but not its tracks yet (pulled before it kept them). */
export function idsKnown(own: OwnPlaylist): boolean {
  return own.trackIds.length > 0 || own.tracksCount === 0;
}
