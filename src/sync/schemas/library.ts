import { z } from 'zod';
import { actorSchema, paginated } from './common';

/**
 * A library in either of the pod's two views: the owner's (`libraries/`, with `size`) and the
 * federation's (`{id}/libraries/`, `federation/libraries/`, with `follow` and `latest_scan`).
 */
export const librarySchema = z.object({
  uuid: z.string(),
  fid: z.string().nullish(),
  name: z.string(),
  /** Plain text, not a Content object. */
  description: z.string().nullish(),
  privacy_level: z.string().nullish(),
  uploads_count: z.number().int().nullish(),
  /** Bytes; the owner view only. */
  size: z.number().nullish(),
  creation_date: z.string().nullish(),
  actor: actorSchema.nullish(),
  follow: z
    .object({
      uuid: z.string(),
      approved: z.boolean().nullish(),
      creation_date: z.string().nullish(),
    })
    .nullish(),
  latest_scan: z
    .object({
      status: z.string().nullish(),
      total_files: z.number().int().nullish(),
      processed_files: z.number().int().nullish(),
      errored_files: z.number().int().nullish(),
      modification_date: z.string().nullish(),
    })
    .nullish(),
});
export type ApiLibrary = z.infer<typeof librarySchema>;

export const libraryPageSchema = paginated(librarySchema);
