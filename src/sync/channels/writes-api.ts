// The owner's side of channels (ENDPOINTS section 9): create, update, delete, the podcast choices,
// a series (`POST albums/` for the channel's artist) and the listenings of `manage/.../stats/`.
// They need the pod; the screens disable them offline.

import { mapResult, type HttpClient, type Result } from '../core/http';
import type { CallOptions } from '../core/params';
import { mapChannel, type Channel } from './model';
import {
  channelSchema,
  channelStatsSchema,
  createdAlbumSchema,
  metadataChoicesSchema,
  type MetadataChoices,
} from './schema';

export type ChannelCategory = 'music' | 'podcast' | 'other';

/** The body of `POST channels/` (username included) and `PATCH channels/{id}/` (without it). */
export interface ChannelInput {
  name: string;
  username?: string;
  description: { text: string; content_type: 'text/markdown' } | null;
  tags: string[];
  content_category: ChannelCategory;
  metadata: Record<string, unknown>;
  cover: string | null;
}

export interface SeriesInput {
  title: string;
  /** The channel's artist id. */
  artist: number;
  release_date: string | null;
  tags: string[];
  description: { text: string; content_type: 'text/markdown' } | null;
  cover: string | null;
}

const path = (id: string) => `channels/${encodeURIComponent(id)}/`;

export async function createChannel(
  client: HttpClient,
  input: ChannelInput,
  options: CallOptions = {},
): Promise<Result<Channel>> {
  return mapResult(await client.post('channels/', { json: input, schema: channelSchema, ...options }), mapChannel);
}

/** `PATCH channels/{id}/`: the handle is never sent (it cannot change). */
export async function updateChannel(
  client: HttpClient,
  id: string,
  input: ChannelInput,
  options: CallOptions = {},
): Promise<Result<Channel>> {
  const { username: _fixed, ...body } = input;
  return mapResult(
    await client.request('PATCH', path(id), { json: body, schema: channelSchema, ...options }),
    mapChannel,
  );
}

export async function deleteChannel(client: HttpClient, id: string, options: CallOptions = {}): Promise<Result<null>> {
  return mapResult(await client.request('DELETE', path(id), options), () => null);
}

export async function getMetadataChoices(
  client: HttpClient,
  options: CallOptions = {},
): Promise<Result<MetadataChoices>> {
  return client.get('channels/metadata-choices/', { schema: metadataChoicesSchema, ...options });
}

export async function createSeries(
  client: HttpClient,
  input: SeriesInput,
  options: CallOptions = {},
): Promise<Result<{ id: number; title: string }>> {
  return client.post('albums/', { json: input, schema: createdAlbumSchema, ...options });
}

/** Listenings of a channel's episodes: `manage/` needs the library permission (403 otherwise). */
export async function getChannelListenings(
  client: HttpClient,
  id: string,
  options: CallOptions = {},
): Promise<Result<number>> {
  const result = await client.get(`manage/channels/${encodeURIComponent(id)}/stats/`, {
    schema: channelStatsSchema,
    ...options,
  });
  return mapResult(result, (stats) => stats.listenings);
}
