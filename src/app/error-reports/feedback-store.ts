// Which report the feedback dialog is open for (null: closed). A message's "Leave feedback" action
// opens it from outside React; ErrorReports (mounted in the shell) renders it.

import { useSyncExternalStore } from 'react';

let openFor: string | null = null;
const listeners = new Set<() => void>();

function set(next: string | null): void {
  openFor = next;
  for (const listener of listeners) listener();
}

export const openFeedback = (eventId: string): void => set(eventId);
export const closeFeedback = (): void => set(null);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFeedbackRequest(): string | null {
  return useSyncExternalStore(subscribe, () => openFor);
}
