// domains22: the rule endpoints (ENDPOINTS §13); all exist in 1.4 as in 2.0. Session only: a pod
// refuses OAuth tokens under manage/ with 403.

import { mapResult, type HttpClient, type Result } from '../core/http';
import type { CallOptions } from '../core/params';
import { mapPolicy, policyPayload, type Policy, type PolicyForm, type PolicyTarget } from './model';
import { policySchema } from './schema';

const BASE = 'manage/moderation/instance-policies/';

export async function getPolicy(client: HttpClient, id: number, options: CallOptions = {}): Promise<Result<Policy>> {
  return mapResult(await client.get(`${BASE}${id}/`, { schema: policySchema, ...options }), mapPolicy);
}

export async function createPolicy(
  client: HttpClient,
  target: PolicyTarget,
  form: PolicyForm,
  options: CallOptions = {},
): Promise<Result<Policy>> {
  return mapResult(
    await client.post(BASE, { json: policyPayload(form, target), schema: policySchema, ...options }),
    mapPolicy,
  );
}

export async function updatePolicy(
  client: HttpClient,
  id: number,
  form: PolicyForm,
  options: CallOptions = {},
): Promise<Result<Policy>> {
  return mapResult(
    await client.request('PATCH', `${BASE}${id}/`, { json: policyPayload(form), schema: policySchema, ...options }),
    mapPolicy,
  );
}

export async function deletePolicy(client: HttpClient, id: number, options: CallOptions = {}): Promise<Result<null>> {
  return mapResult(await client.request('DELETE', `${BASE}${id}/`, options), () => null);
}
