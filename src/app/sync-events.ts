// What the sync layer's events do to the UI: messages, the query cache (invalidated only through the
// concepts' key factories), the player's reset, and the way back to the login screen.

import type { QueryClient } from '@tanstack/react-query';
import { onSyncEvent } from '../sync/core';
import { lazyPlayer } from '../player/lazy';
import { addMessage } from './messages/store';
import { logger } from '../logger';
import { showApiError, translateUiText } from './messages/translate';
import type { AppHistory } from './routing/history';

export function followSyncEvents(queryClient: QueryClient, history: AppHistory): () => void {
  return onSyncEvent((event) => {
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
  });
}
