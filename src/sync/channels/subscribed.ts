// The channels a user subscribed to, as the pod lists them (`channels/?subscribed=true`, every
// page) and one by one: what `/subscriptions` shows beside the subscriptions mirror.

import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '../core/http';
import { fetchAllPages } from '../core/pages';
import { sharedQueryOptions } from '../core/query-errors';
import { mapChannel } from './model';
import { channelKeys, unwrapChannelAnswer } from './queries';
import { channelPageSchema } from './schema';

/** 50 a page (a pod's maximum); 20 pages bound the walk at 1,000 subscriptions. */
const PAGE_SIZE = 50;
const MAX_PAGES = 20;

export function subscribedChannelsQuery(client: HttpClient) {
  return queryOptions({
    ...sharedQueryOptions,
    queryKey: [...channelKeys.lists(), 'subscribed', 'all'] as const,
    queryFn: async ({ signal }) =>
      unwrapChannelAnswer(
        await fetchAllPages(client, 'channels/', {
          query: { subscribed: 'true', page_size: String(PAGE_SIZE) },
          schema: channelPageSchema,
          map: mapChannel,
          maxPages: MAX_PAGES,
          signal,
        }),
      ),
  });
}
