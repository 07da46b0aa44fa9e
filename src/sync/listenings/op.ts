// The listening write of the outbox: it shows in no mirror and appends to the history, so a re-send
// after a lost answer is checked first (send.ts).

import type { OutboxOp } from '../../db/outbox';
import type { OutboxOpHandler } from '../core/write';
import { sendListening } from './send';

type ListeningOp = Extract<OutboxOp, { type: 'listening' }>;

export const listeningOp: OutboxOpHandler<ListeningOp> = {
  mirror: null,
  key: (op) => String(op.trackId),
  wantsPresent: () => true,
  localValueAfter: (_op, previous) => previous,
  send: (ctx) => sendListening(ctx),
};
