// The live concept's public face: what src/app, the player and the other concepts may use.

export { type LiveEvent, onLiveEvent } from './events';
export { startLiveEvents } from './start';
