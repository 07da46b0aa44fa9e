import { HttpClient } from './core/http';
import { emitSyncEvent } from './core/events';
import { oauthSession } from './oauth'; // oauthclient24

/**
 * The one HttpClient of the running app. Its API base follows the session row; it is
 * kept in memory here because every request needs it synchronously.
 */
let apiBase: string | null = null;
let expiredHandler: (() => void) | null = null;
let reachabilityHandler: ((answered: boolean) => void) | null = null;

export const httpClient = new HttpClient({
  getApiBase: () => apiBase,
  onUnauthenticated: () => expiredHandler?.(),
  onReachability: (answered) => reachabilityHandler?.(answered),
  // oauthclient24: on another address than the pod's, requests carry the OAuth bearer token.
  getAccessToken: () => oauthSession.accessToken(),
  refreshToken: () => oauthSession.refresh(),
  // end oauthclient24
});

/** The sync engine listens to whether requests get answers (connectivity.ts). */
export function onReachability(handler: (answered: boolean) => void): void {
  reachabilityHandler = handler;
}

export function setApiBase(base: string | null): void {
  apiBase = base;
}

export function getApiBase(): string | null {
  return apiBase;
}

/** session.ts installs what a 401 on an authenticated call does (it cannot be imported here: cycle). */
export function onSessionExpired(handler: () => void): void {
  expiredHandler = handler;
}

export { emitSyncEvent };
