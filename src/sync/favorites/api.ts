// Favorites and listening history, read side (ENDPOINTS section 6). Writes go through commands.

import { mapResult, type HttpClient, type Result } from '../core/http';
import { mapPage, mapTrackActivity, type FavoriteTrack, type Listening, type Page } from '../model';
import { trackActivityPageSchema } from './schema';
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
  const result = await client.get('favorites/tracks/', { query: toQuery(params), schema: trackActivityPageSchema, ...options });
  return mapResult(result, (page) => mapPage(page, mapTrackActivity));
}

export interface ListeningListParams extends PageParams {
  /** Spec 01 section 7: `actor:<full username>` for one user's history. */
  scope?: Scope;
  username?: string;
  domain?: string;
  hidden?: boolean;
  ordering?: OrderingParam<'creation_date'>;
}

/** `GET history/listenings/`: listenings with their full tracks, as privacy allows. */
export async function listListenings(client: HttpClient, params: ListeningListParams = {}, options: CallOptions = {}): Promise<Result<Page<Listening>>> {
  const result = await client.get('history/listenings/', { query: toQuery(params), schema: trackActivityPageSchema, ...options });
  return mapResult(result, (page) => mapPage(page, mapTrackActivity));
}
