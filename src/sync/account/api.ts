// account24: the account settings calls. Every one needs the pod; none is queued (a password or a
// Subsonic password must not be sent later, unseen).

import { mapResult, type HttpClient, type Result } from '../core/http';
import type { CallOptions } from '../core/params';

// Issue 17: the answers' schemas (and zod) load with the requests, not with the first screen.
const accountSettingsSchema = () => import('./schema').then((schemas) => schemas.accountSettingsSchema);
const passwordChangedSchema = () => import('./schema').then((schemas) => schemas.passwordChangedSchema);
const subsonicTokenSchema = () => import('./schema').then((schemas) => schemas.subsonicTokenSchema);

/** `POST users/settings/`: merged into the user's settings; the answer is the whole object. */
export async function saveAccountSettings(
  client: HttpClient,
  changes: Record<string, unknown>,
): Promise<Result<Record<string, unknown>>> {
  return client.post('users/settings/', { json: changes, loadSchema: accountSettingsSchema });
}

export interface PasswordChange {
  oldPassword: string;
  newPassword1: string;
  newPassword2: string;
}

/** `POST auth/password/change/`; a refusal carries the pod's field messages. */
export async function changePassword(client: HttpClient, change: PasswordChange): Promise<Result<null>> {
  const result = await client.post('auth/password/change/', {
    json: { old_password: change.oldPassword, new_password1: change.newPassword1, new_password2: change.newPassword2 },
    loadSchema: passwordChangedSchema,
  });
  return mapResult(result, () => null);
}

const subsonicPath = (username: string) => `users/${encodeURIComponent(username)}/subsonic-token/`;

/** The user's Subsonic password, or null when none was generated. */
export async function fetchSubsonicToken(
  client: HttpClient,
  username: string,
  options: CallOptions = {},
): Promise<Result<string | null>> {
  const result = await client.get(subsonicPath(username), { loadSchema: subsonicTokenSchema, ...options });
  return mapResult(result, (data) => data.subsonic_api_token);
}

/** A new Subsonic password (the previous one stops working). */
export async function generateSubsonicToken(client: HttpClient, username: string): Promise<Result<string | null>> {
  const result = await client.post(subsonicPath(username), { loadSchema: subsonicTokenSchema });
  return mapResult(result, (data) => data.subsonic_api_token);
}

export async function deleteSubsonicToken(client: HttpClient, username: string): Promise<Result<null>> {
  return mapResult(await client.request('DELETE', subsonicPath(username)), () => null);
}
