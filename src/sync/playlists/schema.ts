import { z } from '../../zod';
import { actorSchema, idSchema, paginated } from '../core/schema';
import { trackSchema } from '../catalogue';
import { simpleUserSchema } from '../core/schema';

/** An item of `GET playlists/` and `GET playlists/{id}/`. */
export const playlistSchema = z.object({
  id: idSchema,
  name: z.string(),
  user: z.nullish(simpleUserSchema),
  actor: z.nullish(actorSchema),
  privacy_level: z.nullish(z.string()),
  creation_date: z.nullish(z.string()),
  modification_date: z.nullish(z.string()),
  tracks_count: z.nullish(z.int()),
  /** Seconds. */
  duration: z.nullish(z.number()),
  is_playable: z.nullish(z.boolean()),
  /** Up to 5 absolute URLs. */
  album_covers: z.nullish(z.array(z.string())),
});
export type ApiPlaylist = z.infer<typeof playlistSchema>;

export const playlistPageSchema = paginated(playlistSchema);

/** `GET playlists/{id}/tracks/`: `{count, results}`, not paginated, sorted by index. */
export const playlistTrackSchema = z.object({
  track: trackSchema,
  index: z.int(),
  creation_date: z.nullish(z.string()),
});
export type ApiPlaylistTrack = z.infer<typeof playlistTrackSchema>;

export const playlistTracksSchema = paginated(playlistTrackSchema);
