// users23: invitations (`manage/users/invitations/`, settings flag): list, create, delete open ones.
// Every write needs the pod; none is queued.

import { mapResult, type HttpClient, type Result } from '../core/http';
import { mapPage, type Page } from '../core/model';
import type { CallOptions } from '../core/params';
import { invitationBody, mapInvitation, type Invitation } from './model';
import { invitationActionSchema, invitationPageSchema, invitationSchema } from './schema';

export const INVITATIONS_PAGE_SIZE = 25;

export async function listInvitations(
  client: HttpClient,
  params: { page: number; openOnly: boolean; q?: string },
  options: CallOptions = {},
): Promise<Result<Page<Invitation>>> {
  const result = await client.get('manage/users/invitations/', {
    query: {
      page: params.page,
      page_size: INVITATIONS_PAGE_SIZE,
      ordering: '-creation_date',
      ...(params.openOnly ? { is_open: 'true' } : {}),
      ...(params.q ? { q: params.q } : {}),
    },
    schema: invitationPageSchema,
    ...options,
  });
  return mapResult(result, (data) => mapPage(data, mapInvitation));
}

/** Creates an invitation; a blank code gets a random one from the pod. */
export async function createInvitation(client: HttpClient, code: string): Promise<Result<Invitation>> {
  const result = await client.post('manage/users/invitations/', {
    json: invitationBody(code),
    schema: invitationSchema,
  });
  return mapResult(result, mapInvitation);
}

/** Deletes invitations by id (the pod deletes only the open ones among them); the count deleted. */
export async function deleteInvitations(client: HttpClient, ids: readonly number[]): Promise<Result<number>> {
  const result = await client.post('manage/users/invitations/action/', {
    json: { action: 'delete', objects: [...ids] },
    schema: invitationActionSchema,
  });
  return mapResult(result, (data) => data.updated);
}
