// The subscriptions concept's public face: what src/app, the player and the other concepts may use.

export { listSubscriptions, subscribe, unsubscribe } from './api';
export { subscriptionOp } from './op';
// subs19: what the listening screens read.
export { useIsSubscribed } from './hooks';
export { filterSubscribed, type SubscribedChannel, useSubscribedChannels } from './subscribed-channels';
