import type { ApiTrackActivity } from './schema';
import { mapTrack, type Track } from '../catalogue';
import { mapActor, mapSimpleUser, orNull, type Actor, type SimpleUser } from '../core/model';

/** A track someone favorited (`GET favorites/tracks/`). */
export interface FavoriteTrack {
  /** The favorite's id (not the track's). */
  id: number;
  track: Track;
  creationDate: string | null;
  user: SimpleUser | null;
  actor: Actor | null;
}

/** A track someone listened to (`GET history/listenings/`). */
export interface Listening {
  id: number;
  track: Track;
  creationDate: string | null;
  user: SimpleUser | null;
  actor: Actor | null;
}

/** Favorites and listenings come in one shape. */
export function mapTrackActivity(item: ApiTrackActivity): FavoriteTrack & Listening {
  return {
    id: item.id,
    track: mapTrack(item.track),
    creationDate: orNull(item.creation_date),
    user: mapSimpleUser(item.user),
    actor: mapActor(item.actor),
  };
}
