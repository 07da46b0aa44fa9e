// accounts22: sign-up requests (`manage/moderation/requests/`, moderation flag). Deciding is sent
// straight to the pod (approve or refuse: `PATCH {status}`); sending it twice asks the same state.

import { mapResult, type HttpClient, type Result } from '../core/http';
import { mapPage, type Page } from '../core/model';
import type { CallOptions } from '../core/params';
import { mapUserRequest, type RequestFilter, type UserRequest } from './model';
import { userRequestPageSchema, userRequestSchema } from './schema';

/** Spec 02 section 9: requests, 25 a page. */
export const REQUESTS_PAGE_SIZE = 25;

export async function listUserRequests(
  client: HttpClient,
  params: { page: number; status: RequestFilter },
  options: CallOptions = {},
): Promise<Result<Page<UserRequest>>> {
  const result = await client.get('manage/moderation/requests/', {
    query: {
      page: params.page,
      page_size: REQUESTS_PAGE_SIZE,
      ordering: '-creation_date',
      ...(params.status === 'all' ? {} : { status: params.status }),
    },
    schema: userRequestPageSchema,
    ...options,
  });
  return mapResult(result, (data) => mapPage(data, mapUserRequest));
}

export async function getUserRequest(
  client: HttpClient,
  uuid: string,
  options: CallOptions = {},
): Promise<Result<UserRequest>> {
  const result = await client.get(`manage/moderation/requests/${uuid}/`, { schema: userRequestSchema, ...options });
  return mapResult(result, mapUserRequest);
}

export async function decideUserRequest(
  client: HttpClient,
  uuid: string,
  status: 'approved' | 'refused',
): Promise<Result<UserRequest>> {
  const result = await client.request('PATCH', `manage/moderation/requests/${uuid}/`, {
    json: { status },
    schema: userRequestSchema,
  });
  return mapResult(result, mapUserRequest);
}
