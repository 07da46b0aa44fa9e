// Listenings are not a state but an append to the history: sending one twice records it twice. So a
// listening whose earlier send may have reached the pod (the connection dropped, or the page reloaded
// mid-send) is looked for in the user's recent history before it is sent again. `uncertainSince` is
// written before every first send, so a reload at any moment leaves the trace the check needs.
// A listening found is claimed: its pod id is remembered, so two plays of one track offline are
// never both matched by the same entry of the history.

import { readSyncMeta, writeSyncMeta } from '../../db/mirror';
import { patchOutboxRow } from '../../db/outbox';
import { listListenings, recordListening } from './api';
import { failureOutcome, type SendContext, type SendOutcome } from '../core/write';

/** An entry of the history dated up to this long before an uncertain send may be it (clock skew between Shoal and the pod). */
export const LISTENING_MATCH_WINDOW_MS = 2 * 60_000;
/** How many recent entries of the history are compared. */
const HISTORY_PAGE = 50;
/** How many pod ids of sent listenings are remembered. */
const CLAIMED_MAX = 500;
const CLAIMED_KEY = 'claimedListenings';

async function claimed(): Promise<number[]> {
  const value = await readSyncMeta<unknown>(CLAIMED_KEY);
  return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
}

async function claim(id: number): Promise<void> {
  const ids = await claimed();
  await writeSyncMeta(CLAIMED_KEY, [...ids.filter((known) => known !== id), id].slice(-CLAIMED_MAX));
}

export async function sendListening(ctx: SendContext): Promise<SendOutcome> {
  const { http, row } = ctx;
  if (row.op.type !== 'listening') throw new Error('not a listening');
  const trackId = row.op.trackId;
  if (row.uncertainSince !== null) {
    const taken = new Set(await claimed());
    const since = row.uncertainSince - LISTENING_MATCH_WINDOW_MS;
    // The history leaves out artists the user hides unless asked for them alone: look at both.
    for (const hidden of [false, true]) {
      const history = await listListenings(http, { scope: 'me', ordering: '-creation_date', page_size: HISTORY_PAGE, hidden });
      if (!history.ok) return failureOutcome(history.error);
      const match = history.data.results.find((entry) => {
        if (entry.track.id !== trackId || taken.has(entry.id) || entry.creationDate === null) return false;
        const at = Date.parse(entry.creationDate);
        return Number.isFinite(at) && at >= since;
      });
      if (match) {
        await claim(match.id);
        return { type: 'done', server: null };
      }
    }
  } else {
    await patchOutboxRow(row.seq, { uncertainSince: ctx.now() });
  }
  const result = await recordListening(http, trackId);
  if (!result.ok) return failureOutcome(result.error);
  await claim(result.data.id);
  return { type: 'done', server: null };
}
