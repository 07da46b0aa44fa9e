import { z } from 'zod';
import { actorSchema, idSchema, paginated } from './common';
import { trackSchema } from './track';
import { simpleUserSchema } from './user';

/** An item of `GET playlists/` and `GET playlists/{id}/`. */
export const playlistSchema = z.object({
  id: idSchema,
  name: z.string(),
  user: simpleUserSchema.nullish(),
  actor: actorSchema.nullish(),
  privacy_level: z.string().nullish(),
  creation_date: z.string().nullish(),
  modification_date: z.string().nullish(),
  tracks_count: z.number().int().nullish(),
  /** Seconds. */
  duration: z.number().nullish(),
  is_playable: z.boolean().nullish(),
  /** Up to 5 absolute URLs. */
  album_covers: z.array(z.string()).nullish(),
});
export type ApiPlaylist = z.infer<typeof playlistSchema>;

export const playlistPageSchema = paginated(playlistSchema);

/** `GET playlists/{id}/tracks/`: `{count, results}`, not paginated, sorted by index. */
export const playlistTrackSchema = z.object({
  track: trackSchema,
  index: z.number().int(),
  creation_date: z.string().nullish(),
});
export type ApiPlaylistTrack = z.infer<typeof playlistTrackSchema>;

export const playlistTracksSchema = paginated(playlistTrackSchema);
