// What a write the pod has settled does to the query cache (sync-events.ts): each concept's queries
// are invalidated through its key factories. Issue 17: a chunk of its own, loaded by the first settled
// write, so that these concepts' modules are not the first screen's.

import type { QueryClient } from '@tanstack/react-query';
import { favoriteKeys } from '../sync/favorites';
import { listeningKeys } from '../sync/listenings';
import { libraryKeys, remoteLibraryKeys } from '../sync/libraries';
import { notificationKeys } from '../sync/notifications';

export function afterWriteSettled(queryClient: QueryClient, kind: string): void {
  // Hidden artists vanish from every list; favorites and history feed the library home.
  if (kind === 'contentFilter') void queryClient.invalidateQueries();
  else if (kind === 'favorite') void queryClient.invalidateQueries({ queryKey: favoriteKeys.all });
  else if (kind === 'listening') void queryClient.invalidateQueries({ queryKey: listeningKeys.all });
  // An accepted or rejected follower, or a followed library: its followers and contents change;
  // a library follow is also a row of the followed libraries (/content/remote).
  else if (kind === 'libraryFollowDecision' || kind === 'libraryFollow') {
    void queryClient.invalidateQueries({ queryKey: libraryKeys.all });
    if (kind === 'libraryFollow') void queryClient.invalidateQueries({ queryKey: remoteLibraryKeys.followed() });
  }
  // notif21: the inbox and the support dates are asked again once the pod has answered.
  if (kind === 'inboxRead' || kind === 'supportReminder' || kind === 'libraryFollowDecision')
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}
