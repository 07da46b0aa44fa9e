// Content filters: artists the user hides (ENDPOINTS section 11). The read follows every page;
// the writes are here for the commands (and later the outbox) to call.

import { logger } from '../../logger';
import { mapResult, type HttpClient, type Result } from '../core/http';
import { mapContentFilter, type ContentFilter } from './model';
import { contentFilterPageSchema, contentFilterSchema } from './schema';
import { fetchAllPages } from '../core/pages';
import type { CallOptions, OrderingParam } from '../core/params';

/** Spec 01 section 9: content filters are fetched 100 per page (a pod cuts it to its maximum, 50). */
const CONTENT_FILTERS_PAGE_SIZE = 100;
/** A guard against `next` links that never end: 100 pages of 50 are 5000 filters. */
const MAX_CONTENT_FILTER_PAGES = 100;

const keepKnown = (filters: Array<ContentFilter | null>): ContentFilter[] => {
  const known = filters.filter((filter): filter is ContentFilter => filter !== null);
  if (known.length < filters.length)
    logger.info(`${filters.length - known.length} content filter(s) of an unknown kind skipped`);
  return known;
};

/** `GET moderation/content-filters/`, every page, following `next` links. */
export async function listAllContentFilters(
  client: HttpClient,
  params: { ordering?: OrderingParam<'creation_date'> } = {},
  options: CallOptions = {},
): Promise<Result<ContentFilter[]>> {
  const result = await fetchAllPages(client, 'moderation/content-filters/', {
    query: { page_size: CONTENT_FILTERS_PAGE_SIZE, ordering: params.ordering },
    schema: contentFilterPageSchema,
    map: mapContentFilter,
    maxPages: MAX_CONTENT_FILTER_PAGES,
    ...options,
  });
  return mapResult(result, keepKnown);
}

/**
 * `POST moderation/content-filters/` hiding an artist. A pod that already has this filter answers
 * 400 "A content filter already exists for this object".
 */
export async function createContentFilter(
  client: HttpClient,
  artistId: number,
  options: CallOptions = {},
): Promise<Result<ContentFilter | null>> {
  const result = await client.post('moderation/content-filters/', {
    json: { target: { type: 'artist', id: artistId } },
    schema: contentFilterSchema,
    ...options,
  });
  return mapResult(result, mapContentFilter);
}

/** `DELETE moderation/content-filters/{uuid}/` (204). */
export async function deleteContentFilter(
  client: HttpClient,
  uuid: string,
  options: CallOptions = {},
): Promise<Result<null>> {
  const result = await client.request<unknown>(
    'DELETE',
    `moderation/content-filters/${encodeURIComponent(uuid)}/`,
    options,
  );
  return mapResult(result, () => null);
}

/** The user's filter on an artist, or null when there is none (reads every page). */
export async function findContentFilter(
  client: HttpClient,
  artistId: number,
  options: CallOptions = {},
): Promise<Result<{ uuid: string; creationDate: string | null; name: string } | null>> {
  const all = await listAllContentFilters(client, {}, options);
  return mapResult(all, (filters) => {
    const filter = filters.find((entry) => entry.target.id === artistId);
    return filter ? { uuid: filter.uuid, creationDate: filter.creationDate, name: filter.target.name } : null;
  });
}
