// The libraries concept's public face: what src/app, the player and the other concepts may use.

export type { LibraryInput } from './api';
export { followerStatus, followDecisionOp, useWaitingFollowDecisions, type FollowerStatus } from './follow-decisions';
export {
  LIBRARY_PRIVACY_LEVELS,
  mapLibrary,
  type Library,
  type LibraryPrivacyLevel,
  type ReceivedFollow,
} from './model';
export { libraryKeys, useLibraries, useLibrary, useObjectLibraries, useReceivedFollows } from './queries';
export { librarySchema } from './schema';
// remote18: libraries of other pods.
export { type FollowedLibrary, type ScanAnswer } from './remote';
export {
  FOLLOWED_PAGE_SIZE,
  remoteLibraryKeys,
  useFetchRemoteLibrary,
  useFollowedLibraries,
  useRefreshFollowedLibraries,
  useFollowRejected,
  useRemoteLibrary,
  useScanLibrary,
} from './remote-queries';
export { SCAN_POLL_MS, scanRunning, scanState, type LatestScan, type ScanState } from './scan';
export { useCreateLibrary, useDeleteLibrary, useUpdateLibrary } from './writes';
