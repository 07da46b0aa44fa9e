// Channel subscriptions (ENDPOINTS §9): the writes and the `all/` list the mirror draws. The outbox
// (src/sync/outbox) is their only writer.

import { mapResult, type HttpClient, type Result } from '../core/http';
import { subscriptionAllSchema, subscriptionCreatedSchema } from './schema';
import type { CallOptions } from '../core/params';

const toNull = () => null;

export async function subscribe(
  client: HttpClient,
  channel: string,
  options: CallOptions = {},
): Promise<Result<{ uuid: string }>> {
  const result = await client.post(`channels/${encodeURIComponent(channel)}/subscribe/`, {
    schema: subscriptionCreatedSchema,
    ...options,
  });
  return mapResult(result, (created) => ({ uuid: created.uuid }));
}

export async function unsubscribe(
  client: HttpClient,
  channel: string,
  options: CallOptions = {},
): Promise<Result<null>> {
  return mapResult(await client.post(`channels/${encodeURIComponent(channel)}/unsubscribe/`, options), toNull);
}

/** The user's subscriptions as `{channel uuid → subscription uuid}`. */
export async function listSubscriptions(
  client: HttpClient,
  options: CallOptions = {},
): Promise<Result<Map<string, string>>> {
  const result = await client.get('subscriptions/all/', { schema: subscriptionAllSchema, ...options });
  return mapResult(result, (all) => new Map(all.results.map((item) => [item.channel, item.uuid])));
}
