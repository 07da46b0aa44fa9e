import { z } from 'zod';
import { paginated } from './common';

export const tagSchema = z.object({
  name: z.string(),
  creation_date: z.string().nullish(),
});
export type ApiTag = z.infer<typeof tagSchema>;

export const tagPageSchema = paginated(tagSchema);
