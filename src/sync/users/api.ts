// users23: the administrators' users (`manage/users/users/`, settings flag). The one PATCH of a user
// lives here; the moderation account page (accounts) uses it too. Nothing is queued: a write needs the pod.

import { mapResult, type HttpClient, type Result } from '../core/http';
import { mapPage, type Page } from '../core/model';
import type { CallOptions } from '../core/params';
import { mapManageUser, type ManageUser, type UserPatch } from './model';
import { manageUserPageSchema, manageUserSchema } from './schema';

/** Users a page: the table is an admin's list like the moderation ones. */
export const USERS_PAGE_SIZE = 25;

export type UserOrdering =
  '-date_joined' | 'date_joined' | '-last_activity' | 'last_activity' | 'username' | '-username';
export const USER_ORDERINGS: readonly UserOrdering[] = [
  '-date_joined',
  'date_joined',
  '-last_activity',
  'last_activity',
  'username',
  '-username',
];

export async function listUsers(
  client: HttpClient,
  params: { page: number; q?: string; ordering: UserOrdering },
  options: CallOptions = {},
): Promise<Result<Page<ManageUser>>> {
  const result = await client.get('manage/users/users/', {
    query: {
      page: params.page,
      page_size: USERS_PAGE_SIZE,
      ordering: params.ordering,
      ...(params.q ? { q: params.q } : {}),
    },
    schema: manageUserPageSchema,
    ...options,
  });
  return mapResult(result, (data) => mapPage(data, mapManageUser));
}

export async function getManageUser(
  client: HttpClient,
  userId: number,
  options: CallOptions = {},
): Promise<Result<ManageUser>> {
  const result = await client.get(`manage/users/users/${userId}/`, { schema: manageUserSchema, ...options });
  return mapResult(result, mapManageUser);
}

/** Changes a user: login status, type, permissions, upload quota (MB; null is the pod's default). */
export async function patchManageUser(
  client: HttpClient,
  userId: number,
  patch: UserPatch,
): Promise<Result<ManageUser>> {
  const result = await client.request('PATCH', `manage/users/users/${userId}/`, {
    json: patch,
    schema: manageUserSchema,
  });
  return mapResult(result, mapManageUser);
}
