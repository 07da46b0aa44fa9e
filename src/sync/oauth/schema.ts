// oauthclient24: the pod's OAuth answers (ENDPOINTS section 1b, django-oauth-toolkit's shapes).

import { z } from '../../zod';

export const appSchema = z.looseObject({
  client_id: z.string().check(z.minLength(1)),
  client_secret: z.string().check(z.minLength(1)),
});

export const tokenSchema = z.looseObject({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
  expires_in: z.optional(z.number()),
  token_type: z.optional(z.string()),
  scope: z.optional(z.string()),
});

export type ApiToken = z.infer<typeof tokenSchema>;
