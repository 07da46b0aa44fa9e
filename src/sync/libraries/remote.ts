// remote18: libraries of other pods (ENDPOINTS §10): the ones the user follows, one by uuid, one
// found by its fid (the sharing link), and a scan. Fetch and scan need the pod; follows go through
// the outbox (src/sync/follows).

import { mapResult, type HttpClient, type Result } from '../core/http';
import { mapPage, type Page } from '../core';
import type { CallOptions, PageParams } from '../core/params';
import { mapLibrary, type Library } from './model';
import { librarySchema } from './schema';
import { fetchAnswerSchema, followedLibraryPageSchema, scanAnswerSchema } from './remote-schema';
import { mapScan, type LatestScan } from './scan';

export interface FollowedLibrary {
  followUuid: string;
  approved: boolean | null;
  library: Library;
}

/** `GET federation/follows/library/`: the libraries the user follows or asked to, newest first. */
export async function listFollowedLibraries(
  client: HttpClient,
  params: PageParams = {},
  options: CallOptions = {},
): Promise<Result<Page<FollowedLibrary>>> {
  const result = await client.get('federation/follows/library/', {
    query: { ordering: '-creation_date', ...params },
    schema: followedLibraryPageSchema,
    ...options,
  });
  return mapResult(result, (page) =>
    mapPage(page, (follow) => ({
      followUuid: follow.uuid,
      approved: follow.approved ?? null,
      library: mapLibrary(follow.target),
    })),
  );
}

/** `GET federation/libraries/{uuid}/`: someone's library with the user's follow and the latest scan. */
export async function getFederationLibrary(
  client: HttpClient,
  uuid: string,
  options: CallOptions = {},
): Promise<Result<Library>> {
  return mapResult(
    await client.get(`federation/libraries/${encodeURIComponent(uuid)}/`, { schema: librarySchema, ...options }),
    mapLibrary,
  );
}

/** `POST federation/libraries/fetch/ {fid}`: the library a sharing link names (the pod fetches it). */
export async function fetchRemoteLibrary(
  client: HttpClient,
  fid: string,
  options: CallOptions = {},
): Promise<Result<Library>> {
  const result = await client.post('federation/libraries/fetch/', {
    json: { fid },
    schema: fetchAnswerSchema,
    ...options,
  });
  return mapResult(result, (answer) => mapLibrary(answer.results[0]!));
}

export type ScanAnswer = { launched: true; scan: LatestScan | null } | { launched: false };

/** `POST federation/libraries/{uuid}/scan/`: launched, or skipped (the previous scan is too recent). */
export async function scanLibrary(
  client: HttpClient,
  uuid: string,
  options: CallOptions = {},
): Promise<Result<ScanAnswer>> {
  const result = await client.post(`federation/libraries/${encodeURIComponent(uuid)}/scan/`, {
    schema: scanAnswerSchema,
    ...options,
  });
  return mapResult(result, (answer): ScanAnswer =>
    answer.status === 'scheduled'
      ? { launched: true, scan: answer.scan ? mapScan(answer.scan) : null }
      : { launched: false },
  );
}
