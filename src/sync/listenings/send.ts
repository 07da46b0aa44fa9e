// Listenings are not a state but an append to the history: sending one twice records it twice. So a
// listening whose earlier send may have reached the pod (the connection dropped, or the page reloaded
// mid-send) is looked for in the user's recent history before it is sent again.
//
// What a real pod keeps of a listening is `{id, user, track, creation_date}`: nothing this device
// sent but the track, so another device's listening of the same track looks the same. What tells
// them apart is when: a send of this device that the pod applied got a `creation_date` within the
// span of that send, on the pod's clock. Each send's span is written to the row (its start before
// the request leaves, so a reload at any moment leaves the trace), and the pod's clock is read from
// the `Date` header of the history's answer (or, for a pod on another origin that hides it, from
// the `creation_date` of the last listening it recorded). A listening found is claimed: its pod id is
// remembered, so two plays of one track offline are never both matched by the same entry.

import { readSyncMeta, writeSyncMeta } from '../../db/mirror';
import { patchOutboxRow, type OutboxRow } from '../../db/outbox';
import { listListenings, recordListening } from './api';
import { failureOutcome, type SendContext, type SendOutcome } from '../core/write';

/** With the pod's clock known: its `Date` is whole seconds, and the request takes a moment to land. */
const LISTENING_MATCH_SLACK_MS = 5_000;
/** With the pod's clock unknown: how far apart the two clocks may be. */
const LISTENING_MATCH_WINDOW_MS = 2 * 60_000;
/** A send cut by a reload: how long after its start the pod may still have applied it. */
const CUT_SEND_MS = 60_000;
/** How many recent entries of the history are compared. */
const HISTORY_PAGE = 50;
/** How many pod ids of sent listenings are remembered. */
const CLAIMED_MAX = 500;
const CLAIMED_KEY = 'claimedListenings';
/** The pod's clock minus this device's, as last learnt from a recorded listening. */
const OFFSET_KEY = 'podClockOffset';
/** How many send spans a row keeps (only recent history is compared anyway). */
const SENDS_MAX = 100;

type Send = NonNullable<OutboxRow['sends']>[number];

async function claimed(): Promise<number[]> {
  const value = await readSyncMeta<unknown>(CLAIMED_KEY);
  return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
}

async function claim(id: number): Promise<void> {
  const ids = await claimed();
  await writeSyncMeta(CLAIMED_KEY, [...ids.filter((known) => known !== id), id].slice(-CLAIMED_MAX));
}

async function storedOffset(): Promise<number | null> {
  const value = await readSyncMeta<unknown>(OFFSET_KEY);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The sends of a row; a row written before spans were kept has its first send's start only. */
function sendsOf(row: OutboxRow): Send[] {
  if (row.sends !== undefined && row.sends.length > 0) return row.sends;
  return row.uncertainSince !== null ? [{ start: row.uncertainSince, end: null }] : [];
}

/** Whether a pod date falls within one of the sends, moved onto the pod's clock by `offset`. */
function withinSends(at: number, sends: Send[], offset: number | null): boolean {
  const slack = offset === null ? LISTENING_MATCH_WINDOW_MS : LISTENING_MATCH_SLACK_MS;
  const shift = offset ?? 0;
  return sends.some(
    ({ start, end }) => at >= start + shift - slack && at <= (end ?? start + CUT_SEND_MS) + shift + slack,
  );
}

export async function sendListening(ctx: SendContext): Promise<SendOutcome> {
  const { http, row } = ctx;
  if (row.op.type !== 'listening') throw new Error('not a listening');
  const trackId = row.op.trackId;
  const sends = sendsOf(row);
  if (sends.length > 0) {
    const taken = new Set(await claimed());
    // The history leaves out artists the user hides unless asked for them alone: look at both.
    for (const hidden of [false, true]) {
      const history = await listListenings(http, {
        scope: 'me',
        ordering: '-creation_date',
        page_size: HISTORY_PAGE,
        hidden,
      });
      if (!history.ok) return failureOutcome(history.error);
      const podDate = http.lastPodDate();
      // The header drops the milliseconds: the pod's time was up to a second later.
      const offset = podDate !== null ? podDate + 500 - ctx.now() : await storedOffset();
      const match = history.data.results.find((entry) => {
        if (entry.track.id !== trackId || taken.has(entry.id) || entry.creationDate === null) return false;
        const at = Date.parse(entry.creationDate);
        return Number.isFinite(at) && withinSends(at, sends, offset);
      });
      if (match) {
        await claim(match.id);
        return { type: 'done', server: null };
      }
    }
  }
  const start = ctx.now();
  const before = sends.slice(-(SENDS_MAX - 1));
  await patchOutboxRow(row.seq, {
    uncertainSince: row.uncertainSince ?? start,
    sends: [...before, { start, end: null }],
  });
  const result = await recordListening(http, trackId);
  if (!result.ok) {
    await patchOutboxRow(row.seq, { sends: [...before, { start, end: ctx.now() }] });
    return failureOutcome(result.error);
  }
  await claim(result.data.id);
  const created = result.data.creationDate === null ? NaN : Date.parse(result.data.creationDate);
  if (Number.isFinite(created)) await writeSyncMeta(OFFSET_KEY, created - ctx.now());
  return { type: 'done', server: null };
}
