import { z } from '../../zod';
import { actorSchema, paginated } from '../core/schema';

/** A note of `manage/moderation/notes/` (ENDPOINTS §13). */
export const noteSchema = z.object({
  uuid: z.string(),
  creation_date: z.string(),
  summary: z.string(),
  author: z.nullish(actorSchema),
  target: z.nullish(
    z.object({ type: z.string(), uuid: z.optional(z.string()), full_username: z.optional(z.string()) }),
  ),
});
export type ApiNote = z.infer<typeof noteSchema>;

export const notePageSchema = paginated(noteSchema);
