import type { FollowValue } from '../../db/follows';

/** What the user sees of a follow: none, waiting to be sent, waiting for the owner, refused, or on. */
type FollowState = 'none' | 'unsent' | 'pending' | 'rejected' | 'following';

export function followState(follow: FollowValue | null): FollowState {
  if (follow === null) return 'none';
  if (follow.approved === true) return 'following';
  if (follow.approved === false) return 'rejected';
  // No uuid yet: the pod has not answered the follow (made offline, or on its way).
  return follow.uuid === null ? 'unsent' : 'pending';
}

/** The words shown next to the button, per state (none: the Follow button says it all). */
export const FOLLOW_STATUS_KEY: Partial<Record<FollowState, string>> = {
  unsent: 'follow.unsent',
  pending: 'follow.pending',
  rejected: 'follow.rejected',
  following: 'follow.following',
};
