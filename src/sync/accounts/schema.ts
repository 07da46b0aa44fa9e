// accounts22: the manage shapes of accounts and users (ENDPOINTS §13). Lenient where a real pod
// varies (nulls), strict on what the screens rely on (ids, usernames, flags).

import { z } from '../../zod';
import { paginated } from '../core/schema';
import { manageUserSchema } from '../users';

/** The manage actor: an account of this pod or of another one. */
export const manageActorSchema = z.object({
  id: z.int(),
  url: z.nullish(z.string()),
  fid: z.nullish(z.string()),
  preferred_username: z.string(),
  full_username: z.string(),
  domain: z.string(),
  name: z.nullish(z.string()),
  summary: z.nullish(z.string()),
  type: z.nullish(z.string()),
  creation_date: z.nullish(z.string()),
  last_fetch_date: z.nullish(z.string()),
  is_local: z.boolean(),
});
export type ApiManageActor = z.infer<typeof manageActorSchema>;

export const manageAccountSchema = z.object({
  ...manageActorSchema.shape,
  uploads_count: z.nullish(z.int()),
  user: z.nullish(manageUserSchema),
  instance_policy: z.nullish(z.int()),
});
export type ApiManageAccount = z.infer<typeof manageAccountSchema>;

export const manageAccountPageSchema = paginated(manageAccountSchema);

/** `manage/accounts/{full_username}/stats/`: counts by name (media sizes in bytes). */
export const accountStatsSchema = z.record(z.string(), z.nullish(z.number()));

/** `POST manage/accounts/action/`: `{updated, action, result}`. */
export const accountActionSchema = z.looseObject({ updated: z.int() });
