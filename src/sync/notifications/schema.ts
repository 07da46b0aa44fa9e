import { z } from '../../zod';
import { actorSchema, paginated } from '../core/schema';

/** What the count calls of spec 01 section 7 read of a paginated answer: its `count`. */
export const countPageSchema = z.looseObject({ count: z.int().check(z.nonnegative()) });

// notif21: the inbox (ENDPOINTS §10) and the support reminder's dates (`users/me/`, `PATCH users/{username}/`).

/** What an inbox activity is about: `{type, uuid, name}`, `{type, uuid, approved}` or `{type, full_username}`. */
const inboxRefSchema = z.looseObject({
  type: z.string(),
  uuid: z.nullish(z.string()),
  name: z.nullish(z.string()),
  approved: z.nullish(z.boolean()),
  full_username: z.nullish(z.string()),
});

export const inboxItemSchema = z.looseObject({
  id: z.int(),
  is_read: z.boolean(),
  activity: z.looseObject({
    uuid: z.nullish(z.string()),
    type: z.nullish(z.string()),
    actor: z.nullish(actorSchema),
    object: z.nullish(inboxRefSchema),
    target: z.nullish(inboxRefSchema),
    related_object: z.nullish(inboxRefSchema),
    creation_date: z.nullish(z.string()),
  }),
});
export type ApiInboxItem = z.infer<typeof inboxItemSchema>;

export const inboxPageSchema = paginated(inboxItemSchema);

/** `POST federation/inbox/action/`: `{updated, action, result}`. */
export const inboxActionSchema = z.looseObject({ updated: z.int() });

/** The two dates of the support messages, in `users/me/` and in the answer of `PATCH users/{username}/`. */
export const supportDatesSchema = z.looseObject({
  instance_support_message_display_date: z.nullish(z.string()),
  funkwhale_support_message_display_date: z.nullish(z.string()),
});
