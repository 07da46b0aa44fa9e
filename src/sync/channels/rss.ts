// Subscribing by feed URL (rss19): `POST channels/rss-subscribe/ {url}`. The pod reads the feed
// (so this needs the pod: no outbox), makes or finds its channel and subscribes the caller; the
// answer is a Subscription with the channel nested. The subscriptions mirror learns it at once, as
// the pod holds it, so the subscribe buttons agree before the next pull.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '../../zod';
import { getDb } from '../../db/schema';
import { mirrorRow } from '../../db/mirror';
import { useHttpClient } from '../core/client-context';
import { mapResult, type HttpClient, type Result } from '../core/http';
import { unwrap } from '../core/query-errors';
import type { CallOptions } from '../core/params';
import { mapChannel, type Channel } from './model';
import { channelKeys } from './queries';
import { channelSchema } from './schema';

export const rssSubscriptionSchema = z.object({
  uuid: z.string().check(z.minLength(1)),
  channel: channelSchema,
});

export interface RssSubscription {
  subscription: string;
  channel: Channel;
}

export async function subscribeToFeed(
  client: HttpClient,
  url: string,
  options: CallOptions = {},
): Promise<Result<RssSubscription>> {
  const result = await client.post('channels/rss-subscribe/', {
    json: { url },
    schema: rssSubscriptionSchema,
    ...options,
  });
  return mapResult(result, (answer) => ({ subscription: answer.uuid, channel: mapChannel(answer.channel) }));
}

/** `GET channels/{uuid}/?refresh=true`: the pod reads an external channel's feed again before it answers. */
export async function refreshChannel(
  client: HttpClient,
  uuid: string,
  options: CallOptions = {},
): Promise<Result<Channel>> {
  const result = await client.get(`channels/${encodeURIComponent(uuid)}/`, {
    query: { refresh: 'true' },
    schema: channelSchema,
    ...options,
  });
  return mapResult(result, mapChannel);
}

async function rememberSubscription({ subscription, channel }: RssSubscription): Promise<void> {
  const value = { channel: channel.uuid, uuid: subscription };
  const db = getDb();
  await db.transaction('rw', db.mirror, async () => {
    await db.mirror.put(mirrorRow('subscription', channel.uuid, value, value));
  });
}

/** The "Subscribe to an RSS feed" form's mutation: the channel subscribed to, or the pod's reasons. */
export function useSubscribeToFeed() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (url: string) => unwrap(await subscribeToFeed(client, url.trim())),
    onSuccess: async (answer) => {
      await rememberSubscription(answer);
      await queryClient.invalidateQueries({ queryKey: channelKeys.all });
    },
  });
}
