import { z } from '../../zod';
import { paginated } from '../core/schema';

export const tagSchema = z.object({
  name: z.string(),
  creation_date: z.nullish(z.string()),
});
export type ApiTag = z.infer<typeof tagSchema>;

export const tagPageSchema = paginated(tagSchema);
