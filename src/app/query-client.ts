// The app's one TanStack Query client: server pages persisted per query in IndexedDB (bounded), so
// what was seen browses offline; a failed query says so once, in the user's language.

import { QueryCache, QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { ApiRequestError } from '../sync/core';
import { createPersistedQueryOptions } from '../sync/query-cache';
import { logger } from '../logger';
import { addMessage } from './messages/store';
import { showApiError } from './messages/translate';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const meta = query.meta as { silent?: boolean; logAs?: string } | undefined;
        if (meta?.silent) logger.error(meta.logAs ?? 'Query failed', error);
        else if (error instanceof ApiRequestError) showApiError(error.apiError);
        else addMessage({ content: i18next.t('errors.unexpected'), error: true });
      },
    }),
    defaultOptions: {
      // Server-owned pages persist per query in IndexedDB (bounded), so what was seen browses offline.
      queries: { ...createPersistedQueryOptions(), networkMode: 'offlineFirst', staleTime: 60_000, retry: 1 },
      mutations: { networkMode: 'offlineFirst' },
    },
  });
}
