// The writes of user-owned state and the `all/` lists that draw it (spec 01 section 7): favorites,
// library and actor follows, channel subscriptions. The outbox (src/sync/outbox) is their only caller.

import { mapResult, type HttpClient, type Result } from '../core/http';
import {
  actorFollowAllSchema,
  favoriteAllSchema,
  favoriteCreatedSchema,
  followCreatedSchema,
  libraryFollowAllSchema,
  subscriptionAllSchema,
  subscriptionCreatedSchema,
} from './schema';
import type { CallOptions } from '../core/params';

export interface FollowAnswer {
  uuid: string;
  approved: boolean | null;
  creationDate: string | null;
}

const toNull = () => null;

export async function addFavorite(client: HttpClient, trackId: number, options: CallOptions = {}): Promise<Result<{ creationDate: string | null }>> {
  const result = await client.post('favorites/tracks/', { json: { track: trackId }, schema: favoriteCreatedSchema, ...options });
  return mapResult(result, (created) => ({ creationDate: created.creation_date ?? null }));
}

/** `POST favorites/tracks/remove/` {track}: 204, or `400 {}` when the track was not a favorite. */
export async function removeFavorite(client: HttpClient, trackId: number, options: CallOptions = {}): Promise<Result<null>> {
  return mapResult(await client.post('favorites/tracks/remove/', { json: { track: trackId }, ...options }), toNull);
}

/** The ids of the user's favorite tracks (not paginated: every one at once). */
export async function listFavoriteIds(client: HttpClient, options: CallOptions = {}): Promise<Result<number[]>> {
  const result = await client.get('favorites/tracks/all/', { schema: favoriteAllSchema, ...options });
  return mapResult(result, (all) => all.results.map((item) => item.track));
}

export type FollowTarget = 'library' | 'user';

export async function follow(client: HttpClient, kind: FollowTarget, target: string, options: CallOptions = {}): Promise<Result<FollowAnswer>> {
  const result = await client.post(`federation/follows/${kind}/`, { json: { target }, schema: followCreatedSchema, ...options });
  return mapResult(result, (created) => ({ uuid: created.uuid, approved: created.approved ?? null, creationDate: created.creation_date ?? null }));
}

export async function unfollow(client: HttpClient, kind: FollowTarget, followUuid: string, options: CallOptions = {}): Promise<Result<null>> {
  return mapResult(await client.request('DELETE', `federation/follows/${kind}/${encodeURIComponent(followUuid)}/`, options), toNull);
}

/** Every follow the user sent, as `{target → follow}`: the library's uuid, or the followed actor's fid. */
export async function listFollows(client: HttpClient, kind: FollowTarget, options: CallOptions = {}): Promise<Result<Map<string, FollowAnswer>>> {
  if (kind === 'library') {
    const result = await client.get('federation/follows/library/all/', { schema: libraryFollowAllSchema, ...options });
    return mapResult(result, (all) => new Map(all.results.map((item) => [item.library, { uuid: item.uuid, approved: item.approved ?? null, creationDate: null }])));
  }
  const result = await client.get('federation/follows/user/all/', { schema: actorFollowAllSchema, ...options });
  return mapResult(result, (all) => new Map(all.results.map((item) => [item.actor, { uuid: item.uuid, approved: item.approved ?? null, creationDate: null }])));
}

export async function subscribe(client: HttpClient, channel: string, options: CallOptions = {}): Promise<Result<{ uuid: string }>> {
  const result = await client.post(`channels/${encodeURIComponent(channel)}/subscribe/`, { schema: subscriptionCreatedSchema, ...options });
  return mapResult(result, (created) => ({ uuid: created.uuid }));
}

export async function unsubscribe(client: HttpClient, channel: string, options: CallOptions = {}): Promise<Result<null>> {
  return mapResult(await client.post(`channels/${encodeURIComponent(channel)}/unsubscribe/`, options), toNull);
}

/** The user's subscriptions as `{channel uuid → subscription uuid}`. */
export async function listSubscriptions(client: HttpClient, options: CallOptions = {}): Promise<Result<Map<string, string>>> {
  const result = await client.get('subscriptions/all/', { schema: subscriptionAllSchema, ...options });
  return mapResult(result, (all) => new Map(all.results.map((item) => [item.channel, item.uuid])));
}
