// The mirrors concept's public face: what src/app, the player and the other concepts may use.

export { PULL_ORDER, type PullKind, pullMirror, pullMirrors } from './pull';
