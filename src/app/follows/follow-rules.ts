import type { Library } from '../../sync/libraries';

/** What following a library does at once: accepted, or a request its owner must answer. */
export type FollowOutcome = 'accepted' | 'pending';

/**
 * Spec 02 sections 4 and 6, as a real pod decides (`should_autoapprove_follow`): a public library is
 * open to everyone, a restricted one to users of its own pod, a private one asks its owner. An unknown
 * level is treated as private: the pod decides, and saying "pending" never promises too much.
 */
export function followOutcome(privacy: Library['privacyLevel'], followerOnSamePod: boolean): FollowOutcome {
  if (privacy === 'everyone') return 'accepted';
  if (privacy === 'instance' && followerOnSamePod) return 'accepted';
  return 'pending';
}
