// What screens read of the follows mirror (library and account follows): live Dexie queries.

import { useFollow, type FollowValue } from '../../db/follows';

/** The user's follow of a library (null: not followed; approved null: waiting for the owner). */
export function useLibraryFollow(libraryUuid: string | null): FollowValue | null | undefined {
  return useFollow('libraryFollow', libraryUuid);
}

/** The user's follow of an account, by the actor's fid. */
export function useActorFollow(actorFid: string | null): FollowValue | null | undefined {
  return useFollow('actorFollow', actorFid);
}
