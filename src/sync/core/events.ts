import type { ApiError, UiText } from './errors';

/**
 * How src/sync tells the app something without importing upward: the app subscribes
 * at start and turns these into UI messages and navigations.
 */
export type SyncEvent =
  /** `detail`: the pod's reason, put in the text's `{{error}}`; `key`: messages of one key replace each other. */
  | { type: 'message'; text: UiText; error: boolean; detail?: UiText[]; key?: string }
  /** A write reached the pod or was rolled back: pages that depend on it may have changed. */
  | { type: 'write-settled'; kind: string }
  | { type: 'api-error'; error: ApiError }
  /** A call made while logged in answered 401: the user is now anonymous. */
  | { type: 'session-expired' }
  /** Logout or instance change: every store of the user (the player's queue too) must be reset. */
  | { type: 'stores-reset'; reason: 'logout' | 'instance-change' };

type Listener = (event: SyncEvent) => void;
const listeners = new Set<Listener>();

export function onSyncEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSyncEvent(event: SyncEvent): void {
  for (const listener of listeners) listener(event);
}
