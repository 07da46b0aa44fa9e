// notif21: the inbox (ENDPOINTS §10) and the support messages' dates of the user (`users/me/`,
// `PATCH users/{username}/`). Each write asks for a state, so sending it again is harmless.

import type { SupportMessageKind } from '../../db/outbox';
import { mapResult, type HttpClient, type Result } from '../core/http';
import { mapPage, type Page } from '../core/model';
import type { CallOptions } from '../core/params';
import { mapInboxItem, type InboxItem } from './model';
import { inboxActionSchema, inboxItemSchema, inboxPageSchema, supportDatesSchema } from './schema';

/** Spec 01: the notifications list shows 25 items a page, newest first. */
export const INBOX_PAGE_SIZE = 25;

export async function listInbox(
  client: HttpClient,
  page: number,
  options: CallOptions = {},
): Promise<Result<Page<InboxItem>>> {
  const result = await client.get('federation/inbox/', {
    query: { page, page_size: INBOX_PAGE_SIZE, ordering: '-activity__creation_date' },
    schema: inboxPageSchema,
    ...options,
  });
  return mapResult(result, (data) => mapPage(data, mapInboxItem));
}

/** `PATCH federation/inbox/{id}/` `{is_read}`; an item the pod no longer has (404) needs nothing more. */
export async function setInboxItemRead(client: HttpClient, id: number, read: boolean): Promise<Result<null>> {
  const result = await client.request('PATCH', `federation/inbox/${id}/`, {
    json: { is_read: read },
    schema: inboxItemSchema,
  });
  if (!result.ok && result.error.status === 404) return { ok: true, data: null, status: 404 };
  return mapResult(result, () => null);
}

/** A pod's answer when no item matched the action: nothing was unread, which is what was asked. */
function nothingMatched(body: unknown): boolean {
  const errors = (body as { non_field_errors?: unknown } | null)?.non_field_errors;
  return Array.isArray(errors) && errors.some((error) => String(error).includes('No object matching'));
}

/** "Mark all as read": `POST federation/inbox/action/` `{action: "read", objects: "all", filters: {is_read: false}}`. */
export async function markAllInboxRead(client: HttpClient): Promise<Result<null>> {
  const result = await client.post('federation/inbox/action/', {
    json: { action: 'read', objects: 'all', filters: { is_read: false } },
    schema: inboxActionSchema,
  });
  if (!result.ok && result.error.status === 400 && nothingMatched(result.error.body))
    return { ok: true, data: null, status: 400 };
  return mapResult(result, () => null);
}

export interface SupportDates {
  instance: string | null;
  funkwhale: string | null;
}

const DATE_FIELD: Record<SupportMessageKind, string> = {
  instance: 'instance_support_message_display_date',
  funkwhale: 'funkwhale_support_message_display_date',
};

const mapDates = (data: {
  instance_support_message_display_date?: string | null;
  funkwhale_support_message_display_date?: string | null;
}): SupportDates => ({
  instance: data.instance_support_message_display_date ?? null,
  funkwhale: data.funkwhale_support_message_display_date ?? null,
});

/** The user's two dates, from `users/me/` (a 1.4 pod has them too). */
export async function getSupportDates(client: HttpClient, options: CallOptions = {}): Promise<Result<SupportDates>> {
  const result = await client.get('users/me/', { schema: supportDatesSchema, ...options });
  return mapResult(result, mapDates);
}

/** `PATCH users/{username}/` with one date (null: never shown again); the pod's dates after it. */
export async function setSupportDate(
  client: HttpClient,
  username: string,
  kind: SupportMessageKind,
  date: string | null,
): Promise<Result<SupportDates>> {
  const result = await client.request('PATCH', `users/${encodeURIComponent(username)}/`, {
    json: { [DATE_FIELD[kind]]: date },
    schema: supportDatesSchema,
  });
  return mapResult(result, mapDates);
}
