// signup24: sign-up and e-mail confirmation (ENDPOINTS §1e). Both need the pod; nothing is queued.

import { mapResult, type HttpClient, type Result } from '../core/http';
import { registrationBody, type SignupFormView, type SignupInput } from './model';

/** `POST auth/registration/`: the status tells 204 (created) from 201 (verification mandatory). */
export async function register(
  client: HttpClient,
  input: SignupInput,
  form: SignupFormView,
): Promise<Result<{ status: number }>> {
  const result = await client.post('auth/registration/', {
    json: registrationBody(input, form),
    authFailure: 'anonymous',
  });
  return result.ok ? { ok: true, data: { status: result.status }, status: result.status } : result;
}

/** `POST auth/registration/verify-email/` `{key}`: 200 when confirmed, 404 for a key the pod does not know. */
export async function verifyEmail(client: HttpClient, key: string): Promise<Result<true>> {
  const result = await client.post('auth/registration/verify-email/', { json: { key }, authFailure: 'anonymous' });
  return mapResult(result, () => true as const);
}
