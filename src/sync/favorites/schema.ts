import { z } from '../../zod';
import { actorSchema, idSchema, paginated } from '../core/schema';
import { trackSchema } from '../catalogue';
import { simpleUserSchema } from '../core/schema';

/**
 * An item of `GET favorites/tracks/`; `GET history/listenings/` items have the same shape. The
 * track is a full Track.
 */
export const trackActivitySchema = z.object({
  id: idSchema,
  track: trackSchema,
  creation_date: z.nullish(z.string()),
  user: z.nullish(simpleUserSchema),
  actor: z.nullish(actorSchema),
});
export type ApiTrackActivity = z.infer<typeof trackActivitySchema>;

export const trackActivityPageSchema = paginated(trackActivitySchema);

// The write answer and the `all/` list (ids only) the mirror draws.
/** `POST favorites/tracks/` → 201 `{id, track, creation_date}`. */
export const favoriteCreatedSchema = z.object({ id: idSchema, track: idSchema, creation_date: z.nullish(z.string()) });

/** `GET favorites/tracks/all/` → `{results:[{id, track}], count}`. */
export const favoriteAllSchema = z.object({ results: z.array(z.object({ id: idSchema, track: idSchema })) });
