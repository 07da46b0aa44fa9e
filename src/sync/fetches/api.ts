// fetch21: the fetch endpoints (ENDPOINTS §10). All three exist in 1.4 as in 2.0.

import { mapResult, type HttpClient, type Result } from '../core/http';
import type { CallOptions } from '../core/params';
import { mapFetch, type Fetch } from './model';
import { fetchSchema } from './schema';

/** The kinds of object "Refresh from remote" exists for. */
export type RefreshableType = 'artist' | 'album' | 'track';

/** `POST federation/fetches/ {object}`: a URL or `@user@domain`; the pod answers 201 with the fetch, pending. */
export async function createFetch(
  client: HttpClient,
  object: string,
  options: CallOptions = {},
): Promise<Result<Fetch>> {
  return mapResult(
    await client.post('federation/fetches/', { json: { object }, schema: fetchSchema, ...options }),
    mapFetch,
  );
}

/** `GET federation/fetches/{id}/` (only the user's own fetches). */
export async function getFetch(client: HttpClient, id: number, options: CallOptions = {}): Promise<Result<Fetch>> {
  return mapResult(await client.get(`federation/fetches/${id}/`, { schema: fetchSchema, ...options }), mapFetch);
}

/** `POST {artists|albums|tracks}/{id}/fetches/`: fetch another pod's object again (400 for the pod's own). */
export async function refreshObject(
  client: HttpClient,
  type: RefreshableType,
  id: number,
  options: CallOptions = {},
): Promise<Result<Fetch>> {
  return mapResult(await client.post(`${type}s/${id}/fetches/`, { schema: fetchSchema, ...options }), mapFetch);
}
