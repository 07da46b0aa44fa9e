// Favorites (ENDPOINTS section 6): the list with full tracks, the ids-only `all/` list the mirror
// draws, and the writes (the outbox is their only caller).

import { mapResult, type HttpClient, type Result } from '../core/http';
import { mapPage, type Page } from '../core';
import { mapTrackActivity, type FavoriteTrack } from './model';
import { favoriteAllSchema, favoriteCreatedSchema, trackActivityPageSchema } from './schema';
import { toQuery, type CallOptions, type OrderingParam, type PageParams, type Scope } from '../core/params';

/** Spec 01 section 9: favorites are fetched 50 per page. */
export const FAVORITES_PAGE_SIZE = 50;

export interface FavoriteListParams extends PageParams {
  q?: string;
  /** `me` for your own; otherwise what the owners' privacy levels let you see. */
  scope?: Scope;
  hidden?: boolean;
  ordering?: OrderingParam<'creation_date'>;
}

/** `GET favorites/tracks/`: favorites with their full tracks. */
export async function listFavoriteTracks(
  client: HttpClient,
  params: FavoriteListParams = {},
  options: CallOptions = {},
): Promise<Result<Page<FavoriteTrack>>> {
  const result = await client.get('favorites/tracks/', {
    query: toQuery(params),
    schema: trackActivityPageSchema,
    ...options,
  });
  return mapResult(result, (page) => mapPage(page, mapTrackActivity));
}

const toNull = () => null;

export async function addFavorite(
  client: HttpClient,
  trackId: number,
  options: CallOptions = {},
): Promise<Result<{ creationDate: string | null }>> {
  const result = await client.post('favorites/tracks/', {
    json: { track: trackId },
    schema: favoriteCreatedSchema,
    ...options,
  });
  return mapResult(result, (created) => ({ creationDate: created.creation_date ?? null }));
}

/** `POST favorites/tracks/remove/` {track}: 204, or `400 {}` when the track was not a favorite. */
export async function removeFavorite(
  client: HttpClient,
  trackId: number,
  options: CallOptions = {},
): Promise<Result<null>> {
  return mapResult(await client.post('favorites/tracks/remove/', { json: { track: trackId }, ...options }), toNull);
}

/** The ids of the user's favorite tracks (not paginated: every one at once). */
export async function listFavoriteIds(client: HttpClient, options: CallOptions = {}): Promise<Result<number[]>> {
  const result = await client.get('favorites/tracks/all/', { schema: favoriteAllSchema, ...options });
  return mapResult(result, (all) => all.results.map((item) => item.track));
}
