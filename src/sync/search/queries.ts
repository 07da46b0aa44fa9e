// The lists of /search (issue 21): each catalogue tab is the pod's own list endpoint with `q`, at its
// browse screen's page size, through the list concepts' query options (so the pages persist and
// show offline like theirs). The tabs not shown need only their count: one `page_size=1` request
// each, sent when a query is submitted (not per keystroke), and none for a tab whose first page is
// already in the cache.

import { useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import {
  albumListQuery,
  artistListQuery,
  tagListQuery,
  trackListQuery,
  type Album,
  type Artist,
  type Tag,
  type Track,
} from '../catalogue';
import { playlistListQuery, type Playlist } from '../playlists';
import { radioListQuery, type CustomRadio } from '../radios';
import type { Page } from '../core/model';
import type { HttpClient } from '../core/http';
import { useHttpClient } from '../core/client-context';
import { CATALOGUE_TABS, type CatalogueTab } from './classify';

/** Each tab's browse screen's page size (spec 01 section 2, spec 02 section 9). */
export const SEARCH_PAGE_SIZES: Record<CatalogueTab, number> = {
  artists: 30,
  albums: 30,
  podcasts: 30,
  playlists: 25,
  radios: 12,
  tracks: 25,
  tags: 25,
  series: 25,
};

export interface SearchItems {
  artists: Artist;
  albums: Album;
  podcasts: Artist;
  series: Album;
  tracks: Track;
  tags: Tag;
  playlists: Playlist;
  radios: CustomRadio;
}

/** Podcasts are channel artists, series channel albums: the podcast category with channels included. */
const PODCAST = { content_category: 'podcast', include_channels: true } as const;

/** The query of one tab's page; each list's own options (key, fetch, persistence). */
export function searchTabQuery(client: HttpClient, tab: CatalogueTab, q: string, page: number, pageSize: number) {
  const paging = { q, page, page_size: pageSize };
  switch (tab) {
    case 'artists':
      return artistListQuery(client, paging);
    case 'podcasts':
      return artistListQuery(client, { ...paging, ...PODCAST });
    case 'albums':
      return albumListQuery(client, paging);
    case 'series':
      return albumListQuery(client, { ...paging, ...PODCAST });
    case 'tracks':
      return trackListQuery(client, paging);
    case 'tags':
      return tagListQuery(client, paging);
    case 'playlists':
      return playlistListQuery(client, paging);
    case 'radios':
      return radioListQuery(client, paging);
  }
}

type AnyPageQuery = Parameters<typeof useQuery<Page<unknown>>>[0];

/** One page of a tab's results; nothing is asked for an empty query. */
export function useSearchPage<T extends CatalogueTab>(
  tab: T,
  q: string,
  page: number,
): UseQueryResult<Page<SearchItems[T]>> {
  const options = searchTabQuery(useHttpClient(), tab, q, page, SEARCH_PAGE_SIZES[tab]) as AnyPageQuery;
  return useQuery({ ...options, enabled: q !== '' }) as UseQueryResult<Page<SearchItems[T]>>;
}

/**
 * The count of every catalogue tab for `q`. The shown tab's comes from its page (`shownCount`);
 * another's from its first page when the cache has it, else from a page of one.
 */
export function useSearchCounts(
  q: string,
  shown: CatalogueTab | null,
  shownCount: number | undefined,
): Record<CatalogueTab, number | undefined> {
  const client = useHttpClient();
  const cache = useQueryClient();
  const cached = CATALOGUE_TABS.map((tab) => {
    const firstPage = searchTabQuery(client, tab, q, 1, SEARCH_PAGE_SIZES[tab]);
    return (cache.getQueryData(firstPage.queryKey) as Page<unknown> | undefined)?.count;
  });
  const counts = useQueries({
    queries: CATALOGUE_TABS.map((tab, index) => ({
      ...(searchTabQuery(client, tab, q, 1, 1) as AnyPageQuery),
      // Another query's count is not this one's: no previous data while the new count loads.
      placeholderData: undefined,
      enabled: q !== '' && tab !== shown && cached[index] === undefined,
    })),
  });
  return Object.fromEntries(
    CATALOGUE_TABS.map((tab, index) => [
      tab,
      tab === shown ? shownCount : (cached[index] ?? counts[index]?.data?.count),
    ]),
  ) as Record<CatalogueTab, number | undefined>;
}
