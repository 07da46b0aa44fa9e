// What the sync layer's events do to the UI: messages, the query cache (invalidated only through the
// concepts' key factories), the player's reset, and the way back to the login screen.

import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { onSyncEvent } from '../sync/core';
import { favoriteKeys } from '../sync/favorites';
import { listeningKeys } from '../sync/listenings';
import { libraryKeys, remoteLibraryKeys } from '../sync/libraries';
import { notificationKeys } from '../sync/notifications';
import { lazyPlayer } from '../player/lazy';
import { addMessage } from './messages/store';
import { showApiError, translateUiText } from './messages/translate';

export function followSyncEvents(queryClient: QueryClient, router: ReturnType<typeof createBrowserRouter>): () => void {
  return onSyncEvent((event) => {
    if (event.type === 'api-error') showApiError(event.error);
    else if (event.type === 'message')
      addMessage({ content: translateUiText(event.text, event.detail), error: event.error, key: event.key });
    else if (event.type === 'write-settled') {
      // Hidden artists vanish from every list; favorites and history feed the library home.
      if (event.kind === 'contentFilter') void queryClient.invalidateQueries();
      else if (event.kind === 'favorite') void queryClient.invalidateQueries({ queryKey: favoriteKeys.all });
      else if (event.kind === 'listening') void queryClient.invalidateQueries({ queryKey: listeningKeys.all });
      // An accepted or rejected follower, or a followed library: its followers and contents change;
      // a library follow is also a row of the followed libraries (/content/remote).
      else if (event.kind === 'libraryFollowDecision' || event.kind === 'libraryFollow') {
        void queryClient.invalidateQueries({ queryKey: libraryKeys.all });
        if (event.kind === 'libraryFollow')
          void queryClient.invalidateQueries({ queryKey: remoteLibraryKeys.followed() });
      }
      // notif21: the inbox and the support dates are asked again once the pod has answered.
      if (event.kind === 'inboxRead' || event.kind === 'supportReminder' || event.kind === 'libraryFollowDecision')
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    } else if (event.type === 'stores-reset') {
      // Spec 01 section 4: logout and instance change reset the queue with the other stores.
      queryClient.clear();
      void lazyPlayer.reset();
    } else if (event.type === 'session-expired') {
      queryClient.clear();
      const { pathname, search, hash } = router.state.location;
      void router.navigate(`/login?${new URLSearchParams({ next: `${pathname}${search}${hash}` }).toString()}`);
    }
  });
}
