import { z } from 'zod';
import { albumSchema } from './album';
import { actorSchema, attachmentSchema, contentSchema, idSchema, paginated, tagNamesSchema } from './common';
import { creditFields, requireCredit } from './credited';

/** A playable file of a track; `listen_url` is relative to the pod. */
export const trackUploadSchema = z.object({
  uuid: z.string(),
  listen_url: z.string(),
  duration: z.number().nullish(),
  bitrate: z.number().nullish(),
  mimetype: z.string().nullish(),
  size: z.number().nullish(),
  extension: z.string().nullish(),
  is_local: z.boolean().nullish(),
});
export type ApiTrackUpload = z.infer<typeof trackUploadSchema>;

const trackFields = z.object({
  id: idSchema,
  title: z.string(),
  fid: z.string().nullish(),
  mbid: z.string().nullish(),
  listen_url: z.string(),
  album: albumSchema.nullish(),
  uploads: z.array(trackUploadSchema).nullish(),
  position: z.number().int().nullish(),
  disc_number: z.number().int().nullish(),
  license: z.string().nullish(),
  copyright: z.string().nullish(),
  creation_date: z.string().nullish(),
  is_local: z.boolean().nullish(),
  is_playable: z.boolean().nullish(),
  downloads_count: z.number().int().nullish(),
  tags: tagNamesSchema.nullish(),
  cover: attachmentSchema.nullish(),
  attributed_to: actorSchema.nullish(),
  ...creditFields,
});

/** An item of `GET tracks/`. */
export const trackSchema = requireCredit(trackFields);
export type ApiTrack = z.infer<typeof trackSchema>;

/** `GET tracks/{id}/`: the list item plus its description. */
export const trackDetailSchema = requireCredit(trackFields.extend({ description: contentSchema.nullish() }));
export type ApiTrackDetail = z.infer<typeof trackDetailSchema>;

export const trackPageSchema = paginated(trackSchema);
