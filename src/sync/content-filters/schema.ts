import { z } from '../../zod';
import { idSchema, paginated } from '../core/schema';

/**
 * An item of `GET moderation/content-filters/`. A 1.4 pod only knows artist targets; the type is
 * read as a string so that another kind from a newer pod does not fail the whole list.
 */
export const contentFilterSchema = z.object({
  uuid: z.string(),
  creation_date: z.nullish(z.string()),
  target: z.object({
    type: z.string(),
    id: idSchema,
    name: z.nullish(z.string()),
  }),
});
export type ApiContentFilter = z.infer<typeof contentFilterSchema>;

export const contentFilterPageSchema = paginated(contentFilterSchema);
