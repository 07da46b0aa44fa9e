import { z } from '../../zod';
import { actorSchema } from '../core/schema';

// fetch21: a federation fetch (ENDPOINTS §10; funkwhale-v1-responses.json `POST federation/fetches/`).

/** `object` once finished: `{type, id}` (artist, album, track), `{type, uuid}` or `{type, full_username}`. */
export const fetchedObjectSchema = z.object({
  type: z.string(),
  id: z.optional(z.int()),
  uuid: z.optional(z.string()),
  full_username: z.optional(z.string()),
});
export type ApiFetchedObject = z.infer<typeof fetchedObjectSchema>;

/**
 * `{id, url, actor, status, detail, creation_date, fetch_date, object}`. `detail` is free-form: `{}`,
 * `{error_code, status_code?, message?, validation_errors?}` when errored, `{reason, type}` when skipped.
 */
export const fetchSchema = z.object({
  id: z.int(),
  url: z.string(),
  actor: z.nullish(actorSchema),
  status: z.string(),
  detail: z.nullish(z.record(z.string(), z.unknown())),
  creation_date: z.nullish(z.string()),
  fetch_date: z.nullish(z.string()),
  object: z.nullish(fetchedObjectSchema),
});
export type ApiFetch = z.infer<typeof fetchSchema>;
