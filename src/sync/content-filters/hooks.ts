// What screens read of the content-filters mirror: live Dexie queries, newest first.

import { useContentFilter, useContentFilters, type ContentFilterValue } from '../../db/content-filters';

/** The user's content filters, newest first; undefined while loading. */
export function useContentFilterList(): ContentFilterValue[] | undefined {
  const values = useContentFilters();
  return values?.slice().sort((a, b) => (b.creationDate ?? '').localeCompare(a.creationDate ?? ''));
}

/** The user's filter on an artist, or null. */
export function useArtistFilter(artistId: number): ContentFilterValue | null | undefined {
  return useContentFilter(artistId);
}
