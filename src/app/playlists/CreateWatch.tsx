import { useEffect, useRef, useState } from 'react';
import { onSyncEvent } from '../../sync/core';
import { useOwnPlaylist, usePlaylistSyncState, usePodPlaylistId, type PlaylistId } from '../../sync/playlists';
import { useReachability } from '../../sync/status';
import { translateUiText } from '../messages/translate';

/** The outbox's message of a refused playlist write (pl20core's refusal text). */
const REFUSED_KEY = 'playlistsCore.refused';

/**
 * The pod's words of the latest refused playlist write, once `active`: a create made with a local id
 * has no mirror row to keep its refusal in, but the outbox's message carries the pod's texts.
 */
export function useRefusalDetail(active: boolean): string[] {
  const [detail, setDetail] = useState<string[]>([]);
  useEffect(() => {
    if (!active) return undefined;
    return onSyncEvent((event) => {
      if (event.type === 'message' && event.error && event.text.key === REFUSED_KEY)
        setDetail((event.detail ?? []).map((text) => translateUiText(text)));
    });
  }, [active]);
  return detail;
}

interface Props {
  id: PlaylistId;
  onCreated(id: PlaylistId): void;
  onRefused(messages: string[]): void;
}

/**
 * Online, the form waits for the pod's answer to the create, as the spec's form does: the pod's id
 * (created), or the playlist gone from one's playlists with no id (the pod refused it). If the pod
 * cannot be reached meanwhile, the create stays queued and counts as made.
 */
export function CreateWatch({ id, onCreated, onRefused }: Props) {
  const podId = usePodPlaylistId(id);
  const own = useOwnPlaylist(id);
  const sync = usePlaylistSyncState(id);
  const offline = useReachability() === 'offline';
  // Before the session's live query answers, one's playlists read as none: only a playlist seen
  // (the queued create) and then gone is a refusal.
  const seen = useRef(false);
  if (own) seen.current = true;
  const gone = seen.current && own === null;
  const outcome = podId !== null ? 'created' : offline ? 'queued' : sync.state === 'error' || gone ? 'refused' : null;
  useEffect(() => {
    if (outcome === 'created' && podId !== null) onCreated(podId);
    else if (outcome === 'queued') onCreated(id);
    else if (outcome === 'refused') onRefused(sync.messages);
    // Once per outcome: the callbacks close the form or show why.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);
  return null;
}
