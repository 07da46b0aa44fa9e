// What the sync layer's events do to the UI: messages, the query cache (invalidated only through the
// concepts' key factories), the player's reset, and the way back to the login screen.

import type { QueryClient } from '@tanstack/react-query';
import { onSyncEvent, type SyncEvent } from '../sync/core';
import { lazyPlayer } from '../player/lazy';
import { addMessage } from './messages/store';
import { logger } from '../logger';
import { showApiError, translateUiText } from './messages/translate';
import type { AppHistory } from './routing/history';

/**
 * lead30: the session check starts before the app can follow its events (issue 17: start-up in
 * parallel); what it says meanwhile is held, and told in order once `followSyncEvents` takes over.
 */
export function holdSyncEvents(): { held: SyncEvent[]; stop: () => void } {
  const held: SyncEvent[] = [];
  return { held, stop: onSyncEvent((event) => held.push(event)) };
}

export function followSyncEvents(
  queryClient: QueryClient,
  history: AppHistory,
  early?: ReturnType<typeof holdSyncEvents>,
): () => void {
  const follow = (event: SyncEvent) => {
    if (event.type === 'api-error') showApiError(event.error);
    else if (event.type === 'message')
      addMessage({ content: translateUiText(event.text, event.detail), error: event.error, key: event.key });
    else if (event.type === 'write-settled')
      // b17 (issue 17): the concepts' key factories load with the first settled write, not the first screen.
      void import('./write-settled').then(
        ({ afterWriteSettled }) => afterWriteSettled(queryClient, event.kind),
        (error: unknown) => logger.warn('Could not refresh the lists after a write', error),
      );
    else if (event.type === 'stores-reset') {
      // Spec 01 section 4: logout and instance change reset the queue with the other stores.
      queryClient.clear();
      void lazyPlayer.reset();
    } else if (event.type === 'session-expired') {
      queryClient.clear();
      const { pathname, search, hash } = history.snapshot().location;
      void history.navigate(`/login?${new URLSearchParams({ next: `${pathname}${search}${hash}` }).toString()}`);
    }
  };
  const stop = onSyncEvent(follow);
  if (early) {
    early.stop();
    for (const event of early.held.splice(0)) follow(event);
  }
  return stop;
}
