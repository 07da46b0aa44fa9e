// The content-filter write of the outbox (hide an artist): shown at once in the filters mirror, sent
// as create or delete.

import type { OutboxOp } from '../../db/outbox';
import { afterFailure, deleteHeld, uuidToDelete } from '../core/state-writes';
import type { OutboxOpHandler } from '../core/write';
import { createContentFilter, deleteContentFilter, findContentFilter } from './api';

type ContentFilterOp = Extract<OutboxOp, { type: 'contentFilter' }>;

export const contentFilterOp: OutboxOpHandler<ContentFilterOp> = {
  mirror: 'contentFilter',
  key: (op) => String(op.artistId),
  wantsPresent: (op) => op.on,
  localValueAfter: (op, _previous, now) =>
    op.on ? { artistId: op.artistId, uuid: null, name: op.name, creationDate: now } : null,
  async send(ctx, op) {
    const { http } = ctx;
    const lookup = () => findContentFilter(http, op.artistId);
    if (op.on) {
      const result = await createContentFilter(http, op.artistId);
      if (result.ok && result.data !== null) {
        return {
          type: 'done',
          server: {
            artistId: op.artistId,
            uuid: result.data.uuid,
            name: result.data.target.name || op.name,
            creationDate: result.data.creationDate,
          },
        };
      }
      if (result.ok)
        return { type: 'done', server: { artistId: op.artistId, uuid: null, name: op.name, creationDate: null } };
      return afterFailure(result.error, lookup, (found) => ({
        type: 'done',
        server: { artistId: op.artistId, ...found, name: found.name || op.name },
      }));
    }
    return deleteHeld(uuidToDelete(ctx.mirror, op.filterUuid), lookup, (uuid) => deleteContentFilter(http, uuid));
  },
  async podState(http, op) {
    const found = await findContentFilter(http, op.artistId);
    if (!found.ok) return found;
    return {
      ok: true,
      data: found.data ? { artistId: op.artistId, ...found.data, name: found.data.name || op.name } : null,
    };
  },
};
