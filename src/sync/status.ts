// What screens read of the running engine: whether the pod answers, as a React external store.

import { useSyncExternalStore } from 'react';
import type { Reachability } from './core/connectivity';
import { getConnectivity } from './engine';

/** Whether the pod answers: 'offline' once requests got no answer for a while. */
export function useReachability(): Reachability {
  const connectivity = getConnectivity();
  return useSyncExternalStore(
    (listener) => connectivity.subscribe(listener),
    () => connectivity.current,
    () => 'online',
  );
}
