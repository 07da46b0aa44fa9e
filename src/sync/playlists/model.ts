import type { ApiPlaylist, ApiPlaylistTrack } from './schema';
import { mapTrack, type Track } from '../catalogue';
import {
  mapActor,
  mapSimpleUser,
  orNull,
  toPrivacyLevel,
  type Actor,
  type PrivacyLevel,
  type SimpleUser,
} from '../core/model';

export interface Playlist {
  id: number;
  name: string;
  privacyLevel: PrivacyLevel | null;
  tracksCount: number;
  /** Seconds; null when the pod does not say. */
  duration: number | null;
  isPlayable: boolean;
  creationDate: string | null;
  modificationDate: string | null;
  user: SimpleUser | null;
  actor: Actor | null;
  /** The owner's username, for "by {owner}". */
  ownerUsername: string | null;
  /** Up to 5 absolute URLs of album covers. */
  albumCovers: string[];
}

export function mapPlaylist(playlist: ApiPlaylist): Playlist {
  const user = mapSimpleUser(playlist.user);
  const actor = mapActor(playlist.actor);
  return {
    id: playlist.id,
    name: playlist.name,
    privacyLevel: toPrivacyLevel(playlist.privacy_level),
    tracksCount: playlist.tracks_count ?? 0,
    duration: orNull(playlist.duration),
    isPlayable: playlist.is_playable ?? false,
    creationDate: orNull(playlist.creation_date),
    modificationDate: orNull(playlist.modification_date),
    user,
    actor,
    ownerUsername: user?.username ?? actor?.preferredUsername ?? null,
    albumCovers: playlist.album_covers ?? [],
  };
}

/** A track at its place in a playlist (0-based index, the one move and remove take). */
export interface PlaylistTrack {
  index: number;
  track: Track;
  creationDate: string | null;
}

export function mapPlaylistTrack(entry: ApiPlaylistTrack): PlaylistTrack {
  return { index: entry.index, track: mapTrack(entry.track), creationDate: orNull(entry.creation_date) };
}
