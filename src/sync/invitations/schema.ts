// users23: invitations (ENDPOINTS §13, `manage/users/invitations/`). Their users are a real pod's
// ManageUserSimpleSerializer (no actor, no permissions); 2.0 adds `invited_user`, 1.4 has none.

import { z } from '../../zod';
import { paginated } from '../core/schema';

const invitationUserSchema = z.object({
  id: z.int(),
  username: z.string(),
  email: z.nullish(z.string()),
  name: z.nullish(z.string()),
});

export const invitationSchema = z.object({
  id: z.int(),
  code: z.string(),
  owner: z.nullish(invitationUserSchema),
  invited_user: z.nullish(invitationUserSchema),
  creation_date: z.string(),
  expiration_date: z.string(),
  users: z.array(invitationUserSchema),
});
export type ApiInvitation = z.infer<typeof invitationSchema>;

export const invitationPageSchema = paginated(invitationSchema);

/** `POST manage/users/invitations/action/`: `{updated, action, result}`. */
export const invitationActionSchema = z.looseObject({ updated: z.int() });
