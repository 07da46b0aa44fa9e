// The outbox concept's public face: what src/app, the player and the other concepts may use.

export { usePendingWriteCount } from './hooks';
export { mirrorKindOf, overlay } from './ops';
export { enqueueWrite, type OutboxEvents, OutboxReplayer, refusalText, settledWrites } from './outbox';
