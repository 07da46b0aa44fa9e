// The subscriptions concept's public face: what src/app, the player and the other concepts may use.

export { listSubscriptions, subscribe, unsubscribe } from './api';
export { subscriptionOp } from './op';
