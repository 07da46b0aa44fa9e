// Whether this run's start-up session check has finished (bootSession). The stored session shows at
// once, but a stored "anonymous" may be out of date: a cookie set elsewhere on the pod (its own
// pages, another tab) signs the user in only once users/me/ has answered. Guards wait for this, and
// for the session row's `checked` (reset at start, set with the profile), before turning a deep link
// away (app/shell/Shell.tsx).

import { useSyncExternalStore } from 'react';

let checked = false;
const listeners = new Set<() => void>();

export function markSessionChecked(): void {
  if (checked) return;
  checked = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once this run's session check has ended (signed in, anonymous, or the pod unreachable). */
export function useSessionCheckedThisRun(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => checked,
    () => checked,
  );
}
