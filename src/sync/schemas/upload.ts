import { z } from 'zod';
import { paginated } from './common';
import { librarySchema } from './library';
import { trackSchema } from './track';

export const IMPORT_STATUSES = ['draft', 'pending', 'finished', 'errored', 'skipped'] as const;

/** `GET uploads/` and `GET uploads/{uuid}/`: the owner's view of an uploaded file. */
export const uploadSchema = z.object({
  uuid: z.string(),
  /** Absent from the answer to the upload itself (POST uploads/). */
  filename: z.string().nullish(),
  creation_date: z.string().nullish(),
  mimetype: z.string().nullish(),
  /** Null until the import has made (or matched) a track. */
  track: trackSchema.nullish(),
  library: librarySchema.nullish(),
  /** A Channel object, or its uuid; only the uuid is read. */
  channel: z.union([z.string(), z.object({ uuid: z.string() })]).nullish(),
  duration: z.number().nullish(),
  bitrate: z.number().nullish(),
  size: z.number().nullish(),
  import_date: z.string().nullish(),
  import_status: z.enum(IMPORT_STATUSES),
  /** `{error_code, detail}` when the import failed, `{}` or null otherwise; read by the mapper. */
  import_details: z.unknown().optional(),
  import_reference: z.string().nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  source: z.string().nullish(),
});
export type ApiUpload = z.infer<typeof uploadSchema>;

export const uploadPageSchema = paginated(uploadSchema);
