import { z } from 'zod';
import { actorSchema, attachmentSchema, contentSchema, idSchema, paginated, tagNamesSchema } from './common';
import { creditFields, requireCredit } from './credited';

const albumFields = z.object({
  id: idSchema,
  title: z.string(),
  fid: z.string().nullish(),
  mbid: z.string().nullish(),
  release_date: z.string().nullish(),
  creation_date: z.string().nullish(),
  is_local: z.boolean().nullish(),
  /** Seconds. */
  duration: z.number().nullish(),
  tracks_count: z.number().int().nullish(),
  is_playable: z.boolean().nullish(),
  tags: tagNamesSchema.nullish(),
  cover: attachmentSchema.nullish(),
  attributed_to: actorSchema.nullish(),
  ...creditFields,
});

/** An item of `GET albums/`, and the album nested in a track (which has fewer fields). */
export const albumSchema = requireCredit(albumFields);
export type ApiAlbum = z.infer<typeof albumSchema>;

/** `GET albums/{id}/`: the list item plus its description. */
export const albumDetailSchema = requireCredit(albumFields.extend({ description: contentSchema.nullish() }));
export type ApiAlbumDetail = z.infer<typeof albumDetailSchema>;

export const albumPageSchema = paginated(albumSchema);
