import { z } from '../../zod';
import { actorSchema, attachmentSchema, contentSchema, idSchema, paginated, tagNamesSchema } from '../core/schema';
import { creditFields, requireCredit } from './credited';

const albumFields = z.object({
  id: idSchema,
  title: z.string(),
  fid: z.nullish(z.string()),
  mbid: z.nullish(z.string()),
  release_date: z.nullish(z.string()),
  creation_date: z.nullish(z.string()),
  is_local: z.nullish(z.boolean()),
  /** Seconds. */
  duration: z.nullish(z.number()),
  tracks_count: z.nullish(z.int()),
  is_playable: z.nullish(z.boolean()),
  tags: z.nullish(tagNamesSchema),
  cover: z.nullish(attachmentSchema),
  attributed_to: z.nullish(actorSchema),
  ...creditFields,
});

/** An item of `GET albums/`, and the album nested in a track (which has fewer fields). */
export const albumSchema = requireCredit(albumFields);
export type ApiAlbum = z.infer<typeof albumSchema>;

/** `GET albums/{id}/`: the list item plus its description. */
export const albumDetailSchema = requireCredit(z.extend(albumFields, { description: z.nullish(contentSchema) }));
export type ApiAlbumDetail = z.infer<typeof albumDetailSchema>;

export const albumPageSchema = paginated(albumSchema);
