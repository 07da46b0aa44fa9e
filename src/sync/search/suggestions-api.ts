// The shell box's suggestions fetch (`GET search?query=`, see suggestions.ts), a chunk of its own (issue
// 17): its schema pulls the catalogue's artist, album, track and tag schemas, which the first screen
// does not need until someone types in the box.

import { z } from '../../zod';
import { albumSchema, artistSchema, mapAlbum, mapArtist, mapTag, mapTrack, tagSchema, trackSchema } from '../catalogue';
import { mapResult, type HttpClient, type Result } from '../core/http';
import type { CallOptions } from '../core/params';
import { SUGGESTIONS_EACH, type Suggestions } from './suggestions';

const suggestionsSchema = z.object({
  artists: z.array(artistSchema),
  albums: z.array(albumSchema),
  tracks: z.array(trackSchema),
  tags: z.array(tagSchema),
});

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
