// The listenings concept's public face: what src/app, the player and the other concepts may use.

export { listeningKeys, listeningsQuery, useListenings } from './queries';
export { sendListening } from './send';
export { listeningOp } from './op';
