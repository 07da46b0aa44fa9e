import { z } from '../../zod';
import { albumSchema } from './album-schema';
import { actorSchema, attachmentSchema, contentSchema, idSchema, paginated, tagNamesSchema } from '../core/schema';
import { creditFields, requireCredit } from './credited';

/** A playable file of a track; `listen_url` is relative to the pod. */
const trackUploadSchema = z.object({
  uuid: z.string(),
  listen_url: z.string(),
  duration: z.nullish(z.number()),
  bitrate: z.nullish(z.number()),
  mimetype: z.nullish(z.string()),
  size: z.nullish(z.number()),
  extension: z.nullish(z.string()),
  is_local: z.nullish(z.boolean()),
});
export type ApiTrackUpload = z.infer<typeof trackUploadSchema>;

const trackFields = z.object({
  id: idSchema,
  title: z.string(),
  fid: z.nullish(z.string()),
  mbid: z.nullish(z.string()),
  listen_url: z.string(),
  album: z.nullish(albumSchema),
  uploads: z.nullish(z.array(trackUploadSchema)),
  position: z.nullish(z.int()),
  disc_number: z.nullish(z.int()),
  license: z.nullish(z.string()),
  copyright: z.nullish(z.string()),
  creation_date: z.nullish(z.string()),
  is_local: z.nullish(z.boolean()),
  is_playable: z.nullish(z.boolean()),
  downloads_count: z.nullish(z.int()),
  tags: z.nullish(tagNamesSchema),
  cover: z.nullish(attachmentSchema),
  attributed_to: z.nullish(actorSchema),
  ...creditFields,
});

/** An item of `GET tracks/`. */
export const trackSchema = requireCredit(trackFields);
export type ApiTrack = z.infer<typeof trackSchema>;

/** `GET tracks/{id}/`: the list item plus its description. */
export const trackDetailSchema = requireCredit(z.extend(trackFields, { description: z.nullish(contentSchema) }));
export type ApiTrackDetail = z.infer<typeof trackDetailSchema>;

export const trackPageSchema = paginated(trackSchema);
