// The named writes of user-owned state (DESIGN.md): each is applied to the Dexie mirror at once,
// recorded in the outbox and sent when the pod is reachable. On a refusal the spec's rule applies:
// favorites and subscriptions roll back, a follow keeps the pod's answer, an unfollow comes back.
// Each returns false when nobody is signed in or the state is already what was asked for.

import type { Track } from './catalogue';
import { write } from './engine';

export function setFavorite(track: Pick<Track, 'id'> & Partial<Track>, on: boolean): Promise<boolean> {
  return write({ type: 'favorite', trackId: track.id, on, track: on && track.title !== undefined ? track : null });
}

/** Follows (or unfollows) a library, by its uuid. */
export function setLibraryFollowed(libraryUuid: string, on: boolean): Promise<boolean> {
  return write({ type: 'libraryFollow', library: libraryUuid, on, followUuid: null });
}

/** Follows (or unfollows) an account, by its actor's fid. */
export function setActorFollowed(actorFid: string, on: boolean): Promise<boolean> {
  return write({ type: 'actorFollow', actor: actorFid, on, followUuid: null });
}

/** Subscribes to (or unsubscribes from) a channel, by its uuid. */
export function setSubscribed(channelUuid: string, on: boolean): Promise<boolean> {
  return write({ type: 'subscription', channel: channelUuid, on });
}

/** Hides an artist from lists (a content filter), or shows it again. */
export function setArtistHidden(artist: { id: number; name: string }, on: boolean): Promise<boolean> {
  return write({ type: 'contentFilter', artistId: artist.id, on, name: artist.name, filterUuid: null });
}

/** A listening of the signed-in user (the player's recorder), sent through the outbox. */
export function recordListeningWrite(trackId: number): Promise<boolean> {
  return write({ type: 'listening', trackId });
}

/** The owner accepts or rejects a follow of one of their libraries (by the follow's uuid). */
export function decideLibraryFollow(follow: { uuid: string; library: string }, approve: boolean): Promise<boolean> {
  return write({ type: 'libraryFollowDecision', follow: follow.uuid, library: follow.library, approve });
}

// pl20core: the playlist writes (their home is src/sync/playlists).
export {
  addToPlaylist,
  clearPlaylist,
  createPlaylist,
  deletePlaylist,
  movePlaylistTrack,
  rebuildPlaylist,
  removePlaylistTrack,
  updatePlaylist,
} from './playlists';
