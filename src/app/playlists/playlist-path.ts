import type { PlaylistId } from '../../sync/playlists';

/** A playlist's page; one made offline has a local (string) id until the pod's is known. */
export function playlistPath(id: PlaylistId): string {
  return `/library/playlists/${encodeURIComponent(String(id))}`;
}
