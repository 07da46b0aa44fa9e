// users23: the manage user (ENDPOINTS §13, `manage/users/users/`), moved here from accounts22 so one
// concept owns it. Lenient where a real pod varies (nulls), strict on what the screens rely on.

import { z } from '../../zod';
import { paginated } from '../core/schema';

const permissionsSchema = z.object({ library: z.boolean(), moderation: z.boolean(), settings: z.boolean() });

/** A local user; `permissions` only in `manage/users/users/` (not in the user nested in an account). */
export const manageUserSchema = z.object({
  id: z.int(),
  username: z.string(),
  email: z.nullish(z.string()),
  name: z.nullish(z.string()),
  is_active: z.boolean(),
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
  date_joined: z.nullish(z.string()),
  last_activity: z.nullish(z.string()),
  upload_quota: z.nullish(z.number()),
  permissions: z.optional(permissionsSchema),
});
export type ApiManageUser = z.infer<typeof manageUserSchema>;

export const manageUserPageSchema = paginated(manageUserSchema);
