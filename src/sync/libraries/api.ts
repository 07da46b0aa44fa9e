// Libraries and uploads (ENDPOINTS sections 4 and 5).

import { mapResult, type HttpClient, type Result } from '../core/http';
import { mapLibrary, type Library } from './model';
import { mapPage, type Page } from '../core';
import { libraryPageSchema, librarySchema } from './schema';
import { toQuery, type CallOptions, type PageParams, type Scope } from '../core/params';

export interface LibraryListParams extends PageParams {
  q?: string;
  /** `me` for your own libraries. */
  scope?: Scope;
  privacy_level?: 'me' | 'instance' | 'everyone';
  ordering?: string;
}

/** `GET libraries/`: the libraries the caller can see (`scope=me`: their own). */
export async function listLibraries(
  client: HttpClient,
  params: LibraryListParams = {},
  options: CallOptions = {},
): Promise<Result<Page<Library>>> {
  const result = await client.get('libraries/', { query: toQuery(params), schema: libraryPageSchema, ...options });
  return mapResult(result, (page) => mapPage(page, mapLibrary));
}

export async function getLibrary(
  client: HttpClient,
  uuid: string,
  options: CallOptions = {},
): Promise<Result<Library>> {
  return mapResult(
    await client.get(`libraries/${encodeURIComponent(uuid)}/`, { schema: librarySchema, ...options }),
    mapLibrary,
  );
}

export type LibraryHolderKind = 'artists' | 'albums' | 'tracks';

/** `GET {artists|albums|tracks}/{id}/libraries/`: the libraries that hold playable copies of it. */
export async function listObjectLibraries(
  client: HttpClient,
  kind: LibraryHolderKind,
  id: number,
  params: PageParams = {},
  options: CallOptions = {},
): Promise<Result<Page<Library>>> {
  const result = await client.get(`${kind}/${id}/libraries/`, {
    query: toQuery(params),
    schema: libraryPageSchema,
    ...options,
  });
  return mapResult(result, (page) => mapPage(page, mapLibrary));
}
