// account24: the answers of the account settings endpoints (ENDPOINTS §1e, §2).

import { z } from '../../zod';

/** `users/settings/`: the whole free-form settings object after the merge. */
export const accountSettingsSchema = z.record(z.string(), z.unknown());

/** `users/{username}/subsonic-token/` GET and POST; null until one was generated. */
export const subsonicTokenSchema = z.object({ subsonic_api_token: z.nullable(z.string()) });

/** `auth/password/change/`: `{detail: "New password has been saved."}`. */
export const passwordChangedSchema = z.object({ detail: z.optional(z.string()) });
