// The sync engine's background work (issue 17), a chunk of its own that engine.ts loads after the first
// screen: the outbox replayer, the pulls that refresh the mirrors, the background fetch of the
// favorites' tracks and the activity socket. Nothing on the first screen needs them; a write made
// before they are loaded waits for this chunk (engine.ts `write`).

import { expireFavoriteTrack } from '../db/favorites';
import { sessionSnapshot, readSession } from '../db/session';
import { scopeOfSession, type OutboxOp } from '../db/outbox';
import { logger } from '../logger';
import { httpClient } from './runtime';
import { emitSyncEvent } from './core/events';
import { pullMirror, pullMirrors, type PullKind } from './mirrors';
import { fetchFavoriteDetails } from './favorites';
import { TabLoop } from './core/tab-loop';
import { enqueueWrite, OutboxReplayer, refusalText, mirrorKindOf } from './outbox';
import { onLiveEvent, startLiveEvents } from './live';
import { noticeOddAnswer } from './core/odd-answers';
import { currentScope, getConnectivity } from './engine';

/** The Web Lock of the background fetch of the favorites' tracks (one tab fetches). */
const FAVORITE_DETAILS_LOCK_NAME = 'shoal-favorite-details';
const FAVORITE_DETAILS_RETRY_MS = 60_000;

let replayer: OutboxReplayer | null = null;

function getReplayer(): OutboxReplayer {
  replayer ??= new OutboxReplayer({
    http: httpClient,
    scope: currentScope,
    connectivity: getConnectivity(),
    events: {
      refused: (row, error) =>
        emitSyncEvent({ type: 'message', text: refusalText(row.op), error: true, detail: error.messages }),
      settled: (row, outcome) => {
        const kind = mirrorKindOf(row.op);
        // The pod now lists it: the background fetch brings its track (or refreshes the one a screen gave).
        if (row.op.type === 'favorite' && row.op.on && outcome.type === 'done') fetchFavoriteTracks();
        emitSyncEvent({ type: 'write-settled', kind: kind ?? row.op.type });
      },
    },
  });
  return replayer;
}

/** Applies a write locally and queues it for the pod; false when nobody is signed in or nothing changes. */
export async function write(op: OutboxOp): Promise<boolean> {
  const scope = currentScope();
  if (scope === null) return false;
  const changed = await enqueueWrite(scope, op);
  if (changed) getReplayer().kick();
  return changed;
}

/** Sends what waits (at start, after login, when the connection returns). */
export function flushOutbox(): Promise<void> {
  return getReplayer().replay();
}

/** Refreshes the mirrors of the signed-in user (all of them in spec order, or the ones named). */
export async function refreshMirrors(kinds?: readonly PullKind[]): Promise<void> {
  const scope = scopeOfSession(await readSession());
  if (scope === null) return;
  const result =
    kinds?.length === 1 && kinds[0]
      ? await pullMirror(httpClient, scope, kinds[0])
      : await pullMirrors(httpClient, scope, kinds);
  const unreachable = !result.ok && (result.error.kind === 'network' || result.error.kind === 'unauthenticated');
  if (!result.ok && !unreachable) logger.warn('Refreshing the mirrors failed', result.error);
  // The favorites' tracks follow in the background, for the ones that lack them (no request else).
  if (!unreachable && (kinds === undefined || kinds.includes('favorite'))) fetchFavoriteTracks();
}

let details: TabLoop | null = null;

/** Starts (or asks once more for) the background fetch of the favorites' tracks; one tab at a time. */
export function fetchFavoriteTracks(): void {
  details ??= new TabLoop({
    lockName: FAVORITE_DETAILS_LOCK_NAME,
    body: async () => {
      const scope = scopeOfSession(await readSession());
      if (scope === null) return;
      const result = await fetchFavoriteDetails(httpClient, scope);
      if (result.ok || result.error.kind === 'network' || result.error.kind === 'unauthenticated') return; // the connection's return or a login starts it again
      noticeOddAnswer('favorites', result.error);
      logger.warn("Fetching the favorites' tracks failed", result.error);
      // A pod that fails for now: try again later (it resumes at the failed page).
      if (result.error.kind === 'server-error' || result.error.kind === 'rate-limited')
        details?.schedule(FAVORITE_DETAILS_RETRY_MS);
    },
    busyRetryMs: 5000,
    failureRetryMs: 30_000,
    onFailure: (error) => logger.error("Fetching the favorites' tracks failed", error),
  });
  void details.run();
}

/** The background work, once per tab: the activity socket, the first replay. */
export function startBackground(): void {
  // Spec 01 sections 4 and 7: the activity socket follows the session; its events refresh mirrors.
  startLiveEvents();
  onLiveEvent((event) => {
    const me = sessionSnapshot()?.profile?.username ?? null;
    if (event.type === 'playlist.track_updated') void refreshMirrors(['playlists']);
    else if ((event.type === 'Listen' || event.type === 'Like') && event.actor.local_id === me) {
      // The user did this elsewhere (another tab or device): favorites and history may differ.
      // A Like: the ids, and that favorite's track fetched again (it comes first: the newest).
      if (event.type === 'Like')
        void expireFavoriteTrack(String(event.object.local_id)).then(() => refreshMirrors(['favorite']));
      emitSyncEvent({ type: 'write-settled', kind: event.type === 'Like' ? 'favorite' : 'listening' });
    }
  });
  void flushOutbox();
}
