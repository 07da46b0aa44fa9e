// oauthpod24: OAuth applications and grants (ENDPOINTS §1b). The public shape (anyone, and the lists);
// the owner's adds redirect_uris and the personal token; the creation answer alone has the secret.

import { z } from '../../zod';
import { paginated } from '../core/schema';

export const appSchema = z.object({
  client_id: z.string(),
  name: z.string(),
  scopes: z.string(),
  created: z.nullish(z.string()),
  updated: z.nullish(z.string()),
  redirect_uris: z.optional(z.string()),
  client_secret: z.optional(z.string()),
  token: z.nullish(z.string()),
});
export type ApiApp = z.infer<typeof appSchema>;

export const appPageSchema = paginated(appSchema);
export const grantListSchema = z.array(appSchema);

/** `POST oauth/authorize/` with `X-Requested-With: XMLHttpRequest`. */
export const authorizeAnswerSchema = z.object({ redirect_uri: z.string(), code: z.string() });
export type AuthorizeAnswer = z.infer<typeof authorizeAnswerSchema>;
