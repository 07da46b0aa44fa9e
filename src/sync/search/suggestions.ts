// The shell's search box suggests from `GET search?query=` (ENDPOINTS section 4): at most 3
// artists, albums, tracks and tags, not paginated, no trailing slash; 400 when the query is empty,
// so an empty query asks nothing.

import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  albumSchema,
  artistSchema,
  mapAlbum,
  mapArtist,
  mapTag,
  mapTrack,
  tagSchema,
  trackSchema,
  type Album,
  type Artist,
  type Tag,
  type Track,
} from '../catalogue';
import { mapResult, type HttpClient, type Result } from '../core/http';
import type { CallOptions } from '../core/params';
import { useHttpClient } from '../core/client-context';
import { sharedQueryOptions, unwrap } from '../core/query-errors';

const suggestionsSchema = z.object({
  artists: z.array(artistSchema),
  albums: z.array(albumSchema),
  tracks: z.array(trackSchema),
  tags: z.array(tagSchema),
});

export interface Suggestions {
  artists: Artist[];
  albums: Album[];
  tracks: Track[];
  tags: Tag[];
}

export const SUGGESTIONS_EACH = 3;

export async function getSuggestions(
  client: HttpClient,
  text: string,
  options: CallOptions = {},
): Promise<Result<Suggestions>> {
  const result = await client.get('search', { query: { query: text }, schema: suggestionsSchema, ...options });
  // A pod answering more than asked still suggests 3 of each.
  return mapResult(result, (answer) => ({
    artists: answer.artists.slice(0, SUGGESTIONS_EACH).map(mapArtist),
    albums: answer.albums.slice(0, SUGGESTIONS_EACH).map(mapAlbum),
    tracks: answer.tracks.slice(0, SUGGESTIONS_EACH).map(mapTrack),
    tags: answer.tags.slice(0, SUGGESTIONS_EACH).map(mapTag),
  }));
}

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
    queryFn: async ({ signal }) => unwrap(await getSuggestions(client, query, { signal })),
    enabled: query !== '',
    meta: { persist: false },
    staleTime: 60_000,
  });
}
