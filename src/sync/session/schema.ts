import { z } from '../../zod';
import { attachmentSchema, contentSchema, idSchema } from '../core/schema';

const mb = z.nullish(z.number());

/** `GET users/me/`. quota_status values are in MB. */
export const meSchema = z.object({
  id: idSchema,
  username: z.string(),
  full_username: z.string(),
  name: z.nullish(z.string()),
  email: z.nullish(z.string()),
  is_staff: z.nullish(z.boolean()),
  is_superuser: z.nullish(z.boolean()),
  permissions: z.object({
    library: z.boolean(),
    moderation: z.boolean(),
    settings: z.boolean(),
  }),
  date_joined: z.nullish(z.string()),
  privacy_level: z.nullish(z.string()),
  avatar: z.nullish(attachmentSchema),
  quota_status: z.nullish(
    z.object({ max: mb, remaining: mb, current: mb, draft: mb, skipped: mb, pending: mb, finished: mb, errored: mb }),
  ),
  instance_support_message_display_date: z.nullish(z.string()),
  funkwhale_support_message_display_date: z.nullish(z.string()),
  summary: z.nullish(contentSchema),
  /** Absent for anonymous-like tokens; `listen` is appended to audio URLs. */
  tokens: z.nullish(z.object({ listen: z.nullish(z.string()) })),
  settings: z.nullish(z.record(z.string(), z.unknown())),
});
export type ApiMe = z.infer<typeof meSchema>;
