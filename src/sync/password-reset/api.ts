// signup24: password reset (ENDPOINTS §1e). The pod answers the same whether the address is known or
// not (spec 02 section 5); the mailed link carries `uid` and `token` to the confirm screen.

import { mapResult, type HttpClient, type Result } from '../core/http';

export async function requestPasswordReset(client: HttpClient, email: string): Promise<Result<true>> {
  const result = await client.post('auth/password/reset/', { json: { email }, authFailure: 'anonymous' });
  return mapResult(result, () => true as const);
}

export interface PasswordResetConfirm {
  uid: string;
  token: string;
  password: string;
  /** The same password typed again (the pod compares the two). */
  confirmation: string;
}

export async function confirmPasswordReset(client: HttpClient, input: PasswordResetConfirm): Promise<Result<true>> {
  const result = await client.post('auth/password/reset/confirm/', {
    json: {
      uid: input.uid,
      token: input.token,
      new_password1: input.password,
      new_password2: input.confirmation,
    },
    authFailure: 'anonymous',
  });
  return mapResult(result, () => true as const);
}
