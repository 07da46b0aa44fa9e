import { z } from '../../zod';

// domains22: a moderation rule (ENDPOINTS §13, `manage/moderation/instance-policies/`).

export const policySchema = z.object({
  id: z.int(),
  uuid: z.nullish(z.string()),
  target: z.object({ type: z.enum(['domain', 'actor']), id: z.string() }),
  creation_date: z.nullish(z.string()),
  /** The author's full username. */
  actor: z.nullish(z.string()),
  summary: z.nullish(z.string()),
  is_active: z.boolean(),
  block_all: z.boolean(),
  silence_activity: z.boolean(),
  silence_notifications: z.boolean(),
  reject_media: z.boolean(),
});
export type ApiPolicy = z.infer<typeof policySchema>;
