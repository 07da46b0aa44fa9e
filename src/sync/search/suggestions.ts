// The shell's search box suggests from `GET search?query=` (ENDPOINTS section 4): at most 3
// artists, albums, tracks and tags, not paginated, no trailing slash; 400 when the query is empty,
// so an empty query asks nothing. The fetch and its schema (suggestions-api.ts) load with the first
// query typed.

import { useQuery } from '@tanstack/react-query';
import type { Album, Artist, Tag, Track } from '../catalogue';
import { useHttpClient } from '../core/client-context';
import { sharedQueryOptions, unwrap } from '../core/query-errors';

export interface Suggestions {
  artists: Artist[];
  albums: Album[];
  tracks: Track[];
  tags: Tag[];
}

export const SUGGESTIONS_EACH = 3;

export const suggestionKeys = {
  all: ['search-suggestions'] as const,
  text: (text: string) => [...suggestionKeys.all, text] as const,
};

/** The suggestions for `text` (already debounced by the caller); not kept across reloads. */
export function useSuggestions(text: string) {
  const client = useHttpClient();
  const query = text.trim();
  return useQuery({
    ...sharedQueryOptions,
    queryKey: suggestionKeys.text(query),
    queryFn: async ({ signal }) =>
      unwrap(await (await import('./suggestions-api')).getSuggestions(client, query, { signal })),
    enabled: query !== '',
    meta: { persist: false },
    staleTime: 60_000,
  });
}
