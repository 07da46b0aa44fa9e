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

/**
 * A library follow's state (scan18). A real pod leaves rejected follows out of the follower's follow
 * lists, so the follows mirror has none for them; the pod's view of the library still carries the
 * rejected follow, and the pod refuses a new one ('You are already following this library') and the
 * deletion of the rejected one. So with nothing in the mirror, a refusal the pod reports is shown.
 */
export function libraryFollowState(follow: FollowValue | null, rejectedOnPod: boolean): FollowState {
  if (follow === null && rejectedOnPod) return 'rejected';
  return followState(follow);
}

/** The words shown next to the button, per state (none: the Follow button says it all). */
export const FOLLOW_STATUS_KEY: Partial<Record<FollowState, string>> = {
  unsent: 'follow.unsent',
  pending: 'follow.pending',
  rejected: 'follow.rejected',
  following: 'follow.following',
};
