import { z } from 'zod';
import { attachmentSchema, contentSchema, idSchema } from './common';

const mb = z.number().nullish();

/** `GET users/me/`. quota_status values are in MB. */
export const meSchema = z.object({
  id: idSchema,
  username: z.string(),
  full_username: z.string(),
  name: z.string().nullish(),
  email: z.string().nullish(),
  is_staff: z.boolean().nullish(),
  is_superuser: z.boolean().nullish(),
  permissions: z.object({
    library: z.boolean(),
    moderation: z.boolean(),
    settings: z.boolean(),
  }),
  date_joined: z.string().nullish(),
  privacy_level: z.string().nullish(),
  avatar: attachmentSchema.nullish(),
  quota_status: z
    .object({ max: mb, remaining: mb, current: mb, draft: mb, skipped: mb, pending: mb, finished: mb, errored: mb })
    .nullish(),
  instance_support_message_display_date: z.string().nullish(),
  funkwhale_support_message_display_date: z.string().nullish(),
  summary: contentSchema.nullish(),
  /** Absent for anonymous-like tokens; `listen` is appended to audio URLs. */
  tokens: z.object({ listen: z.string().nullish() }).nullish(),
  settings: z.record(z.string(), z.unknown()).nullish(),
});
export type ApiMe = z.infer<typeof meSchema>;

/** The user nested in favorites, listenings and playlists. */
export const simpleUserSchema = z.object({
  id: idSchema,
  username: z.string(),
  name: z.string().nullish(),
  date_joined: z.string().nullish(),
  avatar: attachmentSchema.nullish(),
});
export type ApiSimpleUser = z.infer<typeof simpleUserSchema>;
