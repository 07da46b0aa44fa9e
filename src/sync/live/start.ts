// Live events of the running app: the four notification counts are read at start (only those the
// permissions allow, spec 01 section 6) and kept in Dexie, the activity socket follows the session
// (open while logged in, closed when not, started over when the instance or the user changes), and
// each of its events updates the counts and goes to the listeners of `onLiveEvent`.

import { liveQuery } from 'dexie';
import { readSyncMeta, writeSyncMeta } from '../../db/mirror';
import { readSession, type SessionRow } from '../../db/session';
import { logger } from '../../logger';
import { fetchNotificationCounts } from '../notifications';
import { httpClient } from '../runtime';
import type { HttpClient } from '../core/http';
import {
  clampCounts,
  countsReducer,
  NOTIFICATION_COUNTS_KEY,
  readNotificationCounts,
  ZERO_COUNTS,
  type NotificationCounts,
} from '../notifications';
import { emitLiveEvent, parseLiveEvent } from './events';
import { ActivitySocket, activityUrl, browserTransport, type SocketState, type TransportFactory } from './socket';
import { globalTimers, type Timers } from '../../timers';
// oauthclient24
import { scopeOfSession } from '../../db/outbox';
import { usesOAuth } from '../oauth';
import { browserPage, startPolling, type PageSignals } from './poll';
// end oauthclient24

interface LiveEventsOptions {
  client?: HttpClient;
  transport?: TransportFactory;
  /** Calls back with the session row now and at each change; returns an unsubscribe. Default: a Dexie live query. */
  watchSession?: (listener: (session: SessionRow) => void) => () => void;
  clock?: Timers;
  onStateChange?: (state: SocketState) => void;
  // oauthclient24
  /** Whether the session is an OAuth one (the socket cannot be used: polling instead). Default: another address than the pod's. */
  viaOAuth?: (session: SessionRow) => boolean;
  page?: PageSignals;
  // end oauthclient24
}

function watchStoredSession(listener: (session: SessionRow) => void): () => void {
  const subscription = liveQuery(readSession).subscribe({
    next: listener,
    error: (error: unknown) => logger.error('Live events: the session could not be read', error),
  });
  return () => subscription.unsubscribe();
}

const sameCounts = (a: NotificationCounts, b: NotificationCounts) =>
  a.inbox === b.inbox &&
  a.pendingReviewEdits === b.pendingReviewEdits &&
  a.pendingReviewReports === b.pendingReviewReports &&
  a.pendingReviewRequests === b.pendingReviewRequests;

/** Starts the live events; the returned function stops them (socket closed, session no longer followed). */
export function startLiveEvents(options: LiveEventsOptions = {}): () => void {
  const client = options.client ?? httpClient;
  let counts: NotificationCounts = ZERO_COUNTS;
  let writes: Promise<void> = Promise.resolve();
  let stopped = false;
  /** Who the socket is for: instance, user and flags; null while logged out. */
  let sessionKey: string | null = null;
  let permissions = { library: false, moderation: false };
  let openedBefore = false;
  let refreshes = 0;
  // oauthclient24
  const viaOAuth =
    options.viaOAuth ??
    ((session: SessionRow) => typeof window !== 'undefined' && usesOAuth(session.instanceUrl, window.location.origin));
  let stopPolling: (() => void) | null = null;
  // end oauthclient24

  /** `force`: write even when unchanged here, since Dexie may still hold another session's counts. */
  const store = (next: NotificationCounts, force = false) => {
    if (stopped || (!force && sameCounts(next, counts))) return;
    counts = next;
    writes = writes
      .then(() => writeSyncMeta(NOTIFICATION_COUNTS_KEY, next))
      .catch((error: unknown) => {
        logger.error('Live events: the counts could not be stored', error);
      });
  };

  const refresh = async () => {
    const mine = ++refreshes;
    const fetched = await fetchNotificationCounts(client, permissions);
    // A newer session or a newer read wins over this one.
    if (!stopped && mine === refreshes) store(clampCounts(fetched), true);
  };

  const socket = new ActivitySocket({
    transport: options.transport ?? browserTransport,
    clock: options.clock,
    onStateChange: options.onStateChange,
    onOpen: () => {
      // After a reconnection, events may have been missed while the socket was down.
      if (openedBefore) void refresh();
      openedBefore = true;
    },
    onMessage: (data) => {
      const event = parseLiveEvent(data);
      if (!event) return;
      store(countsReducer(counts, event));
      emitLiveEvent(event);
    },
  });

  const follow = (session: SessionRow) => {
    if (stopped) return;
    const profile = session.profile;
    const url = session.instanceUrl === null ? null : activityUrl(session.instanceUrl);
    const oauth = viaOAuth(session); // oauthclient24
    const key =
      profile && url
        ? JSON.stringify([url, profile.id, profile.permissions.library, profile.permissions.moderation, oauth])
        : null;
    if (key === sessionKey) return;
    sessionKey = key;
    openedBefore = false;
    refreshes++;
    stopPolling?.(); // oauthclient24
    stopPolling = null;
    if (key === null || !profile || url === null) {
      socket.setUrl(null);
      store(ZERO_COUNTS, true);
      return;
    }
    permissions = { library: profile.permissions.library, moderation: profile.permissions.moderation };
    // oauthclient24: under OAuth, no socket (it takes only the cookie): polling, manage counts left at 0.
    if (oauth) {
      permissions = { library: profile.permissions.library, moderation: false };
      socket.setUrl(null);
      stopPolling = startPolling({
        client,
        scope: scopeOfSession(session),
        refreshCounts: refresh,
        clock: options.clock ?? globalTimers,
        page: options.page ?? browserPage,
      });
      void refresh();
      return;
    }
    // end oauthclient24
    socket.setUrl(url);
    void refresh();
  };

  const unwatch = (options.watchSession ?? watchStoredSession)(follow);
  // notif21: the user's own writes move the inbox count in Dexie (read, all read): the next event counts from there.
  const stored = liveQuery(() => readSyncMeta(NOTIFICATION_COUNTS_KEY)).subscribe({
    next: (value) => {
      const parsed = readNotificationCounts(value);
      if (parsed !== null && !stopped) counts = parsed;
    },
    error: (error: unknown) => logger.error('Live events: the counts could not be read', error),
  });

  return () => {
    stopped = true;
    stopPolling?.(); // oauthclient24
    stored.unsubscribe();
    unwatch();
    socket.stop();
  };
}

export { NOTIFICATION_COUNTS_KEY };
