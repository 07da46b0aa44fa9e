// The follows concept's public face: what src/app, the player and the other concepts may use.

export { follow, type FollowTarget, listFollows, unfollow } from './api';
export { useActorFollow, useLibraryFollow } from './hooks';
export { actorFollowOp, libraryFollowOp } from './op';
