// The libraries concept's public face: what src/app, the player and the other concepts may use.

export type { LibraryInput } from './api';
export { followerStatus, sendFollowDecision, useWaitingFollowDecisions, type FollowerStatus } from './follow-decisions';
export {
  LIBRARY_PRIVACY_LEVELS,
  mapLibrary,
  type Library,
  type LibraryPrivacyLevel,
  type ReceivedFollow,
} from './model';
export { libraryKeys, useLibraries, useLibrary, useObjectLibraries, useReceivedFollows } from './queries';
export { librarySchema } from './schema';
export { useCreateLibrary, useDeleteLibrary, useUpdateLibrary } from './writes';
