// Libraries and uploads (ENDPOINTS sections 4 and 5).

import { mapResult, type HttpClient, type Result } from '../core/http';
import { mapLibrary, mapReceivedFollow, type Library, type LibraryPrivacyLevel, type ReceivedFollow } from './model';
import { mapPage, type Page } from '../core';
import { libraryPageSchema, librarySchema, receivedFollowPageSchema } from './schema';
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

/** What the library form sends: a real pod takes a plain-text description, blank allowed. */
export interface LibraryInput {
  name: string;
  description: string;
  privacy_level: LibraryPrivacyLevel;
}

/** `POST libraries/` → 201 with the new library (owner view). */
export async function createLibrary(
  client: HttpClient,
  input: LibraryInput,
  options: CallOptions = {},
): Promise<Result<Library>> {
  return mapResult(await client.post('libraries/', { json: input, schema: librarySchema, ...options }), mapLibrary);
}

/** `PATCH libraries/{uuid}/`: only the owner may. */
export async function updateLibrary(
  client: HttpClient,
  uuid: string,
  input: Partial<LibraryInput>,
  options: CallOptions = {},
): Promise<Result<Library>> {
  return mapResult(
    await client.request('PATCH', `libraries/${encodeURIComponent(uuid)}/`, {
      json: input,
      schema: librarySchema,
      ...options,
    }),
    mapLibrary,
  );
}

/** `DELETE libraries/{uuid}/` → 204: its uploads go with it. */
export async function deleteLibrary(
  client: HttpClient,
  uuid: string,
  options: CallOptions = {},
): Promise<Result<null>> {
  return mapResult(await client.request('DELETE', `libraries/${encodeURIComponent(uuid)}/`, options), () => null);
}

/** `GET libraries/{uuid}/follows/` (owner): the follows it received, newest first, rejected ones too. */
export async function listReceivedFollows(
  client: HttpClient,
  uuid: string,
  params: PageParams = {},
  options: CallOptions = {},
): Promise<Result<Page<ReceivedFollow>>> {
  const result = await client.get(`libraries/${encodeURIComponent(uuid)}/follows/`, {
    query: toQuery(params),
    schema: receivedFollowPageSchema,
    ...options,
  });
  return mapResult(result, (page) => mapPage(page, mapReceivedFollow));
}

/** `POST federation/follows/library/{uuid}/accept|reject/` → 204, or `404 {}` (not a follow of one's library). */
export async function decideFollow(
  client: HttpClient,
  followUuid: string,
  approve: boolean,
  options: CallOptions = {},
): Promise<Result<null>> {
  const path = `federation/follows/library/${encodeURIComponent(followUuid)}/${approve ? 'accept' : 'reject'}/`;
  return mapResult(await client.post(path, options), () => null);
}
