import { z } from '../../zod';
import { paginated } from '../core/schema';
import { librarySchema } from '../libraries';
import { trackSchema } from '../catalogue';

export const IMPORT_STATUSES = ['draft', 'pending', 'finished', 'errored', 'skipped'] as const;

/** `GET uploads/` and `GET uploads/{uuid}/`: the owner's view of an uploaded file. */
export const uploadSchema = z.object({
  uuid: z.string(),
  /** Absent from the answer to the upload itself (POST uploads/). */
  filename: z.nullish(z.string()),
  creation_date: z.nullish(z.string()),
  mimetype: z.nullish(z.string()),
  /** Null until the import has made (or matched) a track. */
  track: z.nullish(trackSchema),
  library: z.nullish(librarySchema),
  /** A Channel object, or its uuid; only the uuid is read. */
  channel: z.nullish(z.union([z.string(), z.object({ uuid: z.string() })])),
  duration: z.nullish(z.number()),
  bitrate: z.nullish(z.number()),
  size: z.nullish(z.number()),
  import_date: z.nullish(z.string()),
  import_status: z.enum(IMPORT_STATUSES),
  /** `{error_code, detail}` when the import failed, `{}` or null otherwise; read by the mapper. */
  import_details: z.optional(z.unknown()),
  /** What the client said about the file when it sent it (`import_metadata`); shown as is in the debug information. */
  import_metadata: z.optional(z.unknown()),
  import_reference: z.nullish(z.string()),
  metadata: z.nullish(z.record(z.string(), z.unknown())),
  source: z.nullish(z.string()),
});
export type ApiUpload = z.infer<typeof uploadSchema>;

export const uploadPageSchema = paginated(uploadSchema);
