// The favorite write of the outbox: shown at once in the favorites mirror, sent as add or remove.

import type { MirrorValues } from '../../db/mirror';
import type { OutboxOp } from '../../db/outbox';
import { failureOutcome, type OutboxOpHandler } from '../core/write';
import { addFavorite, listFavoriteIds, removeFavorite } from './api';

type FavoriteOp = Extract<OutboxOp, { type: 'favorite' }>;
type Favorite = MirrorValues['favorite'];

function isEmptyBody(body: unknown): boolean {
  return body === undefined || (typeof body === 'object' && body !== null && Object.keys(body).length === 0);
}

export const favoriteOp: OutboxOpHandler<FavoriteOp> = {
  mirror: 'favorite',
  key: (op) => String(op.trackId),
  wantsPresent: (op) => op.on,
  localValueAfter: (op, previous, now) =>
    op.on
      ? { trackId: op.trackId, creationDate: now, track: op.track ?? (previous as Favorite | null)?.track ?? null }
      : null,
  async send(ctx, op) {
    const { http } = ctx;
    if (op.on) {
      const result = await addFavorite(http, op.trackId);
      if (!result.ok) return failureOutcome(result.error);
      const previous = (ctx.mirror?.local ?? ctx.mirror?.server ?? null) as Favorite | null;
      return {
        type: 'done',
        server: {
          trackId: op.trackId,
          creationDate: result.data.creationDate,
          track: op.track ?? previous?.track ?? null,
        },
      };
    }
    const result = await removeFavorite(http, op.trackId);
    // `400 {}`: the track was not a favorite (any more): what was asked for holds.
    if (result.ok || (result.error.status === 400 && isEmptyBody(result.error.body)))
      return { type: 'done', server: null };
    return failureOutcome(result.error);
  },
  async podState(http, op) {
    const ids = await listFavoriteIds(http);
    if (!ids.ok) return ids;
    return {
      ok: true,
      data: ids.data.includes(op.trackId) ? { trackId: op.trackId, creationDate: null, track: op.track } : null,
    };
  },
};
