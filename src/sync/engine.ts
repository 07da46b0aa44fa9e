// The running app's local-first machinery, wired once: connectivity judged from real requests, the
// outbox replayer, and the pulls that refresh the mirrors. Screens call the named mutations
// (mutations.ts) and read Dexie; the player sends listenings through `recordListeningWrite`.
// Issue 17: only connectivity is here, on the first screen; the replayer, the pulls and the live
// socket are background.ts, a chunk loaded by `startSync` (after the first screen) or by the first
// call that needs it. Other code keeps calling these functions, never background.ts.

import { sessionSnapshot } from '../db/session';
import { scopeOfSession, type OutboxOp } from '../db/outbox';
import { NODE_INFO_PATH } from './instance';
import { httpClient, onReachability } from './runtime';
import { Connectivity } from './core/connectivity';
import { queriesFollowConnectivity } from './core/online';
import type { PullKind } from './mirrors';
import { logger } from '../logger';

/** The scope of the signed-in user (whose writes and mirrors these are), or null while anonymous. */
export function currentScope(): string | null {
  return scopeOfSession(sessionSnapshot());
}

let connectivity: Connectivity | null = null;

/** Whether the pod answers (one per tab). */
export function getConnectivity(): Connectivity {
  connectivity ??= new Connectivity({
    probe: async () => {
      const result = await httpClient.get(NODE_INFO_PATH, { authFailure: 'anonymous' });
      return result.ok || (result.error.kind !== 'network' && ![502, 503, 504].includes(result.error.status ?? 0));
    },
  });
  return connectivity;
}

const background = () => import('./background');

/** Applies a write locally and queues it for the pod; false when nobody is signed in or nothing changes. */
export async function write(op: OutboxOp): Promise<boolean> {
  if (currentScope() === null) return false;
  return (await background()).write(op);
}

/** Sends what waits (at start, after login, when the connection returns). */
export async function flushOutbox(): Promise<void> {
  return (await background()).flushOutbox();
}

/** Refreshes the mirrors of the signed-in user (all of them in spec order, or the ones named). */
export async function refreshMirrors(kinds?: readonly PullKind[]): Promise<void> {
  return (await background()).refreshMirrors(kinds);
}

let watching = false;

/**
 * Connectivity judged from every request's answer, from the first one on: start-up's session check
 * runs before the first render, and its failure is the first sign of being offline.
 */
export function watchConnectivity(): void {
  if (watching) return;
  watching = true;
  const reach = getConnectivity();
  onReachability((answered) => reach.report(answered));
}

let started = false;
let backgroundStarted = false;

/** The replayer's first run and the live socket, once per tab; only for a signed-in user (nothing to do else). */
function startBackground(): void {
  if (!started || backgroundStarted || currentScope() === null) return;
  backgroundStarted = true;
  background().then(
    (engine) => engine.startBackground(),
    (error: unknown) => {
      backgroundStarted = false;
      logger.error('The sync engine could not be loaded', error);
    },
  );
}

/**
 * Starts the machinery once per tab: connectivity from requests, pulls and replay when online. While
 * nobody is signed in, the background chunk is not loaded: the first login (onSessionChanged) starts it.
 */
export function startSync(): void {
  if (started) return;
  started = true;
  watchConnectivity();
  const reach = getConnectivity();
  queriesFollowConnectivity(reach);
  reach.subscribe((state) => {
    if (state === 'online' && currentScope() !== null) void refreshMirrors();
  });
  startBackground();
}

/** The user changed (login, logout, instance change): send their writes, refresh their mirrors. */
export async function onSessionChanged(): Promise<void> {
  if (currentScope() === null) return;
  startBackground();
  await refreshMirrors();
  void flushOutbox();
}
