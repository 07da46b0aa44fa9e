// accounts22: a sign-up request in the manage shape (ENDPOINTS §13, `manage/moderation/requests/`).

import { z } from '../../zod';
import { manageActorSchema } from '../accounts';
import { paginated } from '../core/schema';

export const userRequestSchema = z.object({
  id: z.int(),
  uuid: z.string(),
  creation_date: z.nullish(z.string()),
  handled_date: z.nullish(z.string()),
  type: z.string(),
  status: z.string(),
  assigned_to: z.nullish(manageActorSchema),
  submitter: z.nullish(manageActorSchema),
  // The answers to the pod's own sign-up questions, by question: free-form on a real pod.
  metadata: z.nullish(z.record(z.string(), z.unknown())),
});
export type ApiUserRequest = z.infer<typeof userRequestSchema>;

export const userRequestPageSchema = paginated(userRequestSchema);
