// TanStack Query's "online" follows Shoal's connectivity (connectivity.ts) rather than only the
// browser's events. Its default never reads navigator.onLine, so a cold start with no network counted
// as online: a screen never visited retried, then showed an error. Now a query with nothing cached
// pauses (networkMode offlineFirst: the persisted cache is still read first), the screen says it is not
// available offline, and the query resumes as soon as the pod answers again.

import { onlineManager } from '@tanstack/react-query';
import type { Connectivity } from './connectivity';

type OnlineManagerLike = Pick<typeof onlineManager, 'setEventListener'>;

export function queriesFollowConnectivity(
  connectivity: Pick<Connectivity, 'current' | 'subscribe'>,
  manager: OnlineManagerLike = onlineManager,
): void {
  manager.setEventListener((setOnline) => {
    setOnline(connectivity.current === 'online');
    const stop = connectivity.subscribe((state) => setOnline(state === 'online'));
    return () => void stop();
  });
}
