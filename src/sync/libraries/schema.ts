import { z } from '../../zod';
import { actorSchema, paginated } from '../core/schema';

/**
 * A library in either of the pod's two views: the owner's (`libraries/`, with `size`) and the
 * federation's (`{id}/libraries/`, `federation/libraries/`, with `follow` and `latest_scan`).
 */
export const librarySchema = z.object({
  uuid: z.string(),
  fid: z.nullish(z.string()),
  name: z.string(),
  /** Plain text, not a Content object. */
  description: z.nullish(z.string()),
  privacy_level: z.nullish(z.string()),
  uploads_count: z.nullish(z.int()),
  /** Bytes; the owner view only. */
  size: z.nullish(z.number()),
  creation_date: z.nullish(z.string()),
  actor: z.nullish(actorSchema),
  follow: z.nullish(
    z.object({
      uuid: z.string(),
      approved: z.nullish(z.boolean()),
      creation_date: z.nullish(z.string()),
    }),
  ),
  latest_scan: z.nullish(
    z.object({
      status: z.nullish(z.string()),
      total_files: z.nullish(z.int()),
      processed_files: z.nullish(z.int()),
      errored_files: z.nullish(z.int()),
      modification_date: z.nullish(z.string()),
    }),
  ),
});
export type ApiLibrary = z.infer<typeof librarySchema>;

export const libraryPageSchema = paginated(librarySchema);

/**
 * A follow the owner's library received (`libraries/{uuid}/follows/`): `{creation_date, actor, uuid,
 * target, approved}`; `approved` is null while pending, false once rejected. The target is not read.
 */
export const receivedFollowSchema = z.object({
  uuid: z.string().check(z.minLength(1)),
  creation_date: z.nullish(z.string()),
  actor: z.nullish(actorSchema),
  approved: z.nullish(z.boolean()),
});
export type ApiReceivedFollow = z.infer<typeof receivedFollowSchema>;

export const receivedFollowPageSchema = paginated(receivedFollowSchema);
