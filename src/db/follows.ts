// The follows mirror, typed: the user's follows of libraries (by uuid) and of accounts (by fid). The rows
// are the mirror table's (db/mirror.ts, kinds 'libraryFollow' and 'actorFollow').

import { useMirrorEntry } from './mirror';

/** A follow of a library (target: its uuid) or of an account (target: the actor's fid). */
export interface FollowValue {
  target: string;
  /** The follow's own uuid; null until the pod has answered. */
  uuid: string | null;
  /** null while the owner has not answered (a private library). */
  approved: boolean | null;
  creationDate: string | null;
}

/** Live: the user's follow of a library or an account (null: not followed), undefined while loading. */
export function useFollow(
  kind: 'libraryFollow' | 'actorFollow',
  target: string | null,
): FollowValue | null | undefined {
  return useMirrorEntry(kind, target);
}
