// notif21: the notifications' outbox writes. None has a mirror: until the pod answers, the waiting
// rows are laid over the cached inbox and dates (queries.ts). Each asks for a state (read or unread,
// all read, a date), so a resend after a lost answer finds it done.

import type { OutboxOp } from '../../db/outbox';
import { failureOutcome, type OutboxOpHandler } from '../core/write';
import { markAllInboxRead, setInboxItemRead, setSupportDate } from './inbox-api';

type InboxReadOp = Extract<OutboxOp, { type: 'inboxRead' }>;
type SupportReminderOp = Extract<OutboxOp, { type: 'supportReminder' }>;

export const inboxReadOp: OutboxOpHandler<InboxReadOp> = {
  mirror: null,
  key: (op) => (op.item === null ? 'all' : String(op.item)),
  wantsPresent: (op) => op.read,
  localValueAfter: (_op, previous) => previous,
  async send(ctx, op) {
    const result =
      op.item === null ? await markAllInboxRead(ctx.http) : await setInboxItemRead(ctx.http, op.item, op.read);
    return result.ok ? { type: 'done', server: null } : failureOutcome(result.error);
  },
};

export const supportReminderOp: OutboxOpHandler<SupportReminderOp> = {
  mirror: null,
  key: (op) => op.message,
  wantsPresent: (op) => op.date !== null,
  localValueAfter: (_op, previous) => previous,
  async send(ctx, op) {
    const result = await setSupportDate(ctx.http, op.username, op.message, op.date);
    return result.ok ? { type: 'done', server: null } : failureOutcome(result.error);
  },
};
