// Channels (ENDPOINTS section 9). Every call answers 405 with an empty body when the pod has
// channels turned off; that arrives as an ordinary ApiError.

import { mapResult, type HttpClient, type Result } from '../core/http';
import { mapChannel, type Channel } from './model';
import { mapPage, type ContentCategory, type Page } from '../core';
import { channelPageSchema, channelSchema } from './schema';
import { toQuery, type CallOptions, type OrderingParam, type PageParams, type Scope } from '../core/params';

export interface ChannelListParams extends PageParams {
  q?: string;
  /** Every tag must match. */
  tag?: string[];
  scope?: Scope;
  /** Only the channels you subscribed to (true) or the others (false). */
  subscribed?: boolean;
  /** Channels made from an external RSS feed (true) or published on a pod (false). */
  external?: boolean;
  hidden?: boolean;
  ordering?: OrderingParam<'creation_date' | 'modification_date' | 'random'>;
  /**
   * Not among the filters a 1.4 pod documents for channels (it ignores unknown ones): for a list
   * of podcasts that a real pod filters, ask `artists/?content_category=podcast&include_channels=true`.
   */
  content_category?: ContentCategory;
}

export async function listChannels(
  client: HttpClient,
  params: ChannelListParams = {},
  options: CallOptions = {},
): Promise<Result<Page<Channel>>> {
  const result = await client.get('channels/', { query: toQuery(params), schema: channelPageSchema, ...options });
  return mapResult(result, (page) => mapPage(page, mapChannel));
}

/** `GET channels/{id}/`, where id is the channel's uuid or its actor's `name@domain`. */
export async function getChannel(client: HttpClient, id: string, options: CallOptions = {}): Promise<Result<Channel>> {
  const result = await client.get(`channels/${encodeURIComponent(id)}/`, { schema: channelSchema, ...options });
  return mapResult(result, mapChannel);
}
